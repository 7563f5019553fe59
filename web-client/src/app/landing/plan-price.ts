import { formatNumber, PLANS, type PaidPlan } from '@ledgerleaf/contracts';
import { currentLocale } from '../../i18n/i18n';

/** A plan's price in whole Canadian dollars, through Intl: "$1,000" / "1 000 $". */
export function planAmount(plan: PaidPlan): string {
  return formatNumber(PLANS[plan].priceCents / 100, currentLocale(), { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
}
