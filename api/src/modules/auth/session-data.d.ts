import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** When the user logged in (ms since epoch); sessions end after an absolute lifetime. */
    authenticatedAt?: number;
    /** The password was right for this staff member; the session starts once a code is given (POST /api/login/mfa). */
    pendingMfa?: { userId: number; expiresAt: number };
  }
}
