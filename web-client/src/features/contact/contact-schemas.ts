import { format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { earliestCallDate, isValidTimeZone, LIMITS, VALIDATION } from '@ledgerleaf/contracts';

const personFields = {
  firstName: z.string().trim().min(1, VALIDATION.firstNameRequired),
  lastName: z.string().trim().min(1, VALIDATION.lastNameRequired),
  email: z.string().trim().pipe(z.email(VALIDATION.invalidEmail)),
  phone: z.string().trim().min(LIMITS.phoneMin, VALIDATION.phoneMin),
  // The honeypot is passed through untouched: the API decides what a filled one means.
  website: z.string(),
};

/** The picker works in local Date objects; the API in YYYY-MM-DD on the caller's calendar. */
export const toIsoDate = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The first day a call can be booked for: today on the calendar of the chosen time zone
 * (the API's rule, so the picker refuses exactly what the server would).
 */
export function firstCallDay(timezone: string, now = new Date()): Date {
  return parseISO(earliestCallDate(timezone, now));
}

export const callRequestSchema = z
  .object({
    ...personFields,
    // The picker hands over null when empty and an invalid Date while half typed.
    preferredDate: z.custom<Date | null>().refine((value) => value instanceof Date && isValid(value), VALIDATION.preferredDateRequired),
    preferredTime: z.string().min(1, VALIDATION.preferredTimeRequired),
    timezone: z.string().min(1, VALIDATION.timezoneRequired).refine(isValidTimeZone, VALIDATION.timezoneInvalid),
  })
  .superRefine(({ preferredDate, timezone }, ctx) => {
    // Zod runs this even when a field above failed: only a real date can be compared.
    if (preferredDate instanceof Date && isValid(preferredDate) && toIsoDate(preferredDate) < earliestCallDate(timezone)) {
      ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: VALIDATION.preferredDatePast });
    }
  });

export type CallRequestFormValues = z.input<typeof callRequestSchema>;

export const contactMessageSchema = z.object({
  ...personFields,
  question: z.string().trim().min(LIMITS.questionMin, VALIDATION.questionMin),
});

export type ContactMessageFormValues = z.input<typeof contactMessageSchema>;
