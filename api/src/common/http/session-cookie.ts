import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config';

/** The session cookie's name outside production (and the name Swagger documents). */
export const SESSION_COOKIE = 'ledgerleaf.sid';

const SETTING = 'ledgerleaf session cookie';

export interface SessionCookie {
  name: string;
  options: CookieOptions;
}

/**
 * The one description of the session cookie. In production it is `__Host-` prefixed:
 * browsers then accept it only when Secure, for path `/` and without a Domain, so no
 * sibling subdomain or plain-HTTP page can plant or overwrite it.
 */
export function sessionCookie(config: Pick<AppConfig, 'isProduction'>): SessionCookie {
  return {
    name: config.isProduction ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
    options: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' },
  };
}

/** Remembers this app's cookie on the Express app, for the places that clear it. */
export function registerSessionCookie(app: { set(setting: string, value: unknown): unknown }, cookie: SessionCookie): void {
  app.set(SETTING, cookie);
}

/** Clears the session cookie with the attributes it was set with (a `__Host-` cookie needs Secure). */
export function clearSessionCookie(req: Request, res: Response): void {
  const cookie = (req.app.get(SETTING) as SessionCookie | undefined) ?? { name: SESSION_COOKIE, options: { path: '/' } };
  res.clearCookie(cookie.name, cookie.options);
}
