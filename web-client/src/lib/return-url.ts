// Where to go back after logging in again: the bank-error panel's "Log In Again" stores
// the page the user was on (client-spec 2: returnUrl), the login form reads it once.
const RETURN_URL_KEY = 'returnUrl';

export function rememberReturnUrl(path: string): void {
  try {
    window.localStorage.setItem(RETURN_URL_KEY, path);
  } catch {
    // Storage disabled: the user lands on the dashboard after logging in.
  }
}

/** The stored path, once; only a path on this site (never "//host" or a full URL). */
export function takeReturnUrl(): string | null {
  try {
    const path = window.localStorage.getItem(RETURN_URL_KEY);
    window.localStorage.removeItem(RETURN_URL_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
  } catch {
    return null;
  }
}
