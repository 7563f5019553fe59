/** The Security page, relative to the console's basename (/admin): STAFF_MFA.setupPath in contracts. */
export const SECURITY_PATH = '/security';
