// The dashboard's tabs in the spec's order (Balance Sheet beside Monthly Reports, issue 27;
// Sales tax before Profile), with the `?tab=` value of each.
export const DASHBOARD_TABS = [
  { value: 'new', label: 'Manual Submission Bookkeeping' },
  { value: 'history', label: 'Manual Submissions History' },
  { value: 'reports', label: 'Monthly Reports' },
  { value: 'balance-sheet', label: 'Balance Sheet' },
  { value: 'csv', label: 'CSV Upload & AI Categorization' },
  { value: 'receipts', label: 'Receipts' },
  { value: 'sales-tax', label: 'Sales tax' },
  { value: 'messages', label: 'Messages' },
  { value: 'profile', label: 'Profile' },
] as const;

/**
 * The bank Transactions view exists but is not in the tab list (client-spec 2): the
 * dashboard opens it from its "Bank transactions" card, at `?tab=transactions`.
 */
export const TRANSACTIONS_TAB = 'transactions';

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'] | typeof TRANSACTIONS_TAB;

export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'reports';

export function parseDashboardTab(value: string | null): DashboardTab {
  if (value === TRANSACTIONS_TAB) return TRANSACTIONS_TAB;
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_DASHBOARD_TAB;
}
