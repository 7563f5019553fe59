import { z } from 'zod';
import { LIMITS, VALIDATION } from '@ledgerleaf/contracts';

export const registerSchema = z.object({
  firstName: z.string().trim().min(1, VALIDATION.firstNameRequired).max(LIMITS.nameMax, VALIDATION.firstNameMax),
  lastName: z.string().trim().min(1, VALIDATION.lastNameRequired).max(LIMITS.nameMax, VALIDATION.lastNameMax),
  email: z.string().trim().pipe(z.email(VALIDATION.invalidEmail)),
  phone: z.string().trim().min(1, VALIDATION.phoneRequired).max(LIMITS.phoneMax, VALIDATION.phoneMax),
  password: z.string().min(LIMITS.passwordMin, VALIDATION.passwordMin).max(LIMITS.passwordMax, VALIDATION.passwordMax),
  // Never blocks registration: a wrong code only means the plan dialog follows.
  couponCode: z.string(),
});

export type RegisterFormValues = z.input<typeof registerSchema>;
