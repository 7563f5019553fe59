import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';

/**
 * Logs `user` into this request's session exactly as /api/login does: passport
 * regenerates the session id (no fixation), and the absolute lifetime starts now.
 */
export async function logInSession(req: Request, user: AuthUser): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
  req.session.authenticatedAt = Date.now();
}

/**
 * The first login step of a staff member with two-factor login: a fresh session that is
 * NOT logged in (whoever was logged in on it is not any more), remembering only whose
 * password was right, for STAFF_MFA.pendingLoginTtlMs.
 */
export async function startPendingMfa(req: Request, userId: number, ttlMs: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.pendingMfa = { userId, expiresAt: Date.now() + ttlMs };
}

/** Whose password was right in this session's pending two-factor login, if it has not expired. */
export function pendingMfaUserId(req: Request): number | null {
  const pending = req.session?.pendingMfa;
  return pending && pending.expiresAt > Date.now() ? pending.userId : null;
}
