import { z } from 'zod';
import { LIMITS } from '@ledgerleaf/contracts';

export const registerSchema = z.object({
  firstName: z.string().trim().min(1, 'validation:firstNameRequired').max(LIMITS.nameMax, 'validation:firstNameMax'),
  lastName: z.string().trim().min(1, 'validation:lastNameRequired').max(LIMITS.nameMax, 'validation:lastNameMax'),
  email: z.string().trim().pipe(z.email('validation:invalidEmail')),
  phone: z.string().trim().min(1, 'validation:phoneRequired').max(LIMITS.phoneMax, 'validation:phoneMax'),
  password: z.string().min(LIMITS.passwordMin, 'validation:passwordMin').max(LIMITS.passwordMax, 'validation:passwordMax'),
  // Never blocks registration: a wrong code only means the plan dialog follows.
  couponCode: z.string(),
});

export type RegisterFormValues = z.input<typeof registerSchema>;
