import type { Request } from 'express';
import type { User } from '../users/entities/user.entity';

/**
 * Logs `user` into this request's session exactly as /api/login does: passport
 * regenerates the session id (no fixation), and the absolute lifetime starts now.
 */
export async function logInSession(req: Request, user: User): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
  req.session.authenticatedAt = Date.now();
}
