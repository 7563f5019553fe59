import { isPaidPlan, type PaidPlan } from '@ledgerleaf/contracts';

/** A plan named in a link (`?plan=`, `?choosePlan=`), in any case; anything else is no plan. */
export function parsePaidPlan(value: string | null | undefined): PaidPlan | null {
  const plan = value?.trim().toUpperCase();
  return isPaidPlan(plan) ? plan : null;
}
