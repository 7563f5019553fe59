import type { CurrentUser, PaidPlan } from '@ledgerleaf/contracts';

/**
 * Where a pricing button leads: a visitor registers with the plan chosen, a member
 * without a plan picks it in the dashboard's plan dialog, and a member who already
 * pays simply goes to the dashboard.
 */
export function planChoiceTarget(user: CurrentUser | null | undefined, plan: PaidPlan): string {
  if (!user) return `/auth?mode=register&plan=${plan}`;
  if (user.paymentPlan === 'NONE') return `/dashboard?choosePlan=${plan}`;
  return '/dashboard';
}
