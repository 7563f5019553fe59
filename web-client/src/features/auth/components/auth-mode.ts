import type { PaidPlan } from '@ledgerleaf/contracts';
import { parsePaidPlan } from '../../../lib/paid-plan';

// Which view the auth screen shows. Anything unknown falls back to login.
export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

export interface AuthScreenState {
  mode: AuthMode;
  resetToken: string | null;
  /** A plan picked on the landing page (`?plan=`), preselected in the plan dialog after registering. */
  plan: PaidPlan | null;
}

/**
 * A reset token, from the route (/auth/reset/:token) or the `reset` query, wins over
 * `mode`. A plan without a mode means the visitor came to register.
 */
export function resolveAuthScreen(searchParams: URLSearchParams, routeToken?: string): AuthScreenState {
  const plan = parsePaidPlan(searchParams.get('plan'));
  const resetToken = routeToken ?? searchParams.get('reset');
  if (resetToken) return { mode: 'reset', resetToken, plan };
  const mode = searchParams.get('mode');
  if (mode === 'register' || mode === 'forgot' || mode === 'login') return { mode, resetToken: null, plan };
  return { mode: plan ? 'register' : 'login', resetToken: null, plan };
}
