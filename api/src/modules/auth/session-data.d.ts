import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** When the user logged in (ms since epoch); sessions end after an absolute lifetime. */
    authenticatedAt?: number;
  }
}
