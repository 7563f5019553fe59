import type { Request, Response } from 'express';
import { clearSessionCookie } from '../http/session-cookie';

/**
 * Ends this request's session: passport logs out, the stored session is destroyed and
 * the browser's cookie is cleared. The one way a session ends (logout, account deletion).
 */
export async function endSession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
  await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  clearSessionCookie(req, res);
}
