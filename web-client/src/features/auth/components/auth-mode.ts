// Which view the auth screen shows. Registration and forgotten-password views join
// this list as they are built; anything unknown falls back to login.
export type AuthMode = 'login' | 'reset';

export interface AuthScreenState {
  mode: AuthMode;
  resetToken: string | null;
}

/** A reset token, from the route (/auth/reset/:token) or the `reset` query, wins over `mode`. */
export function resolveAuthScreen(searchParams: URLSearchParams, routeToken?: string): AuthScreenState {
  const resetToken = routeToken ?? searchParams.get('reset');
  if (resetToken) return { mode: 'reset', resetToken };
  return { mode: 'login', resetToken: null };
}
