import { LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import commonPasswords from './common-passwords.json';

/** Lower-cased, so `Password`, `PASSWORD` and `password` are all refused (see SOURCE.md for the list's origin). */
const COMMON = new Set((commonPasswords as string[]).map((password) => password.toLowerCase()));

export interface PasswordHolder {
  /** Staff accounts reach every client's books: they need LIMITS.staffPasswordMin characters. */
  isAdmin: boolean;
}

/**
 * The one password rule beyond the request's shape (the DTOs check the spec's 6 to 200
 * characters): staff passwords need 12 characters, and nobody may use one of the 10,000
 * most common passwords. Returns the message to show, or null when the password is fine.
 */
export function passwordProblem(password: string, holder: PasswordHolder): string | null {
  if (holder.isAdmin && [...password].length < LIMITS.staffPasswordMin) return VALIDATION.staffPasswordMin;
  if (COMMON.has(password.toLowerCase())) return VALIDATION.passwordTooCommon;
  return null;
}
