import { format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { earliestCallDate, isValidTimeZone, LIMITS } from '@ledgerleaf/contracts';

// Messages are catalogue keys, shown in the screens' language (the English texts are the contracts' VALIDATION's).
const personFields = {
  firstName: z.string().trim().min(1, 'validation:firstNameRequired'),
  lastName: z.string().trim().min(1, 'validation:lastNameRequired'),
  email: z.string().trim().pipe(z.email('validation:invalidEmail')),
  phone: z.string().trim().min(LIMITS.phoneMin, 'validation:phoneMin'),
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
    preferredDate: z.custom<Date | null>().refine((value) => value instanceof Date && isValid(value), 'contact:validation.preferredDateRequired'),
    preferredTime: z.string().min(1, 'contact:validation.preferredTimeRequired'),
    timezone: z.string().min(1, 'contact:validation.timezoneRequired').refine(isValidTimeZone, 'contact:validation.timezoneInvalid'),
  })
  .superRefine(({ preferredDate, timezone }, ctx) => {
    // Zod runs this even when a field above failed: only a real date can be compared.
    if (preferredDate instanceof Date && isValid(preferredDate) && toIsoDate(preferredDate) < earliestCallDate(timezone)) {
      ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: 'contact:validation.preferredDatePast' });
    }
  });

export type CallRequestFormValues = z.input<typeof callRequestSchema>;

export const contactMessageSchema = z.object({
  ...personFields,
  question: z.string().trim().min(LIMITS.questionMin, 'contact:validation.questionMin'),
});

export type ContactMessageFormValues = z.input<typeof contactMessageSchema>;
