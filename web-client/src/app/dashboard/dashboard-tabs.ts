// The dashboard's tabs in the spec's order (Balance Sheet beside Monthly Reports, issue 27;
// Sales tax before Profile), with the `?tab=` value of each. Each tab's name is in both languages
// in the dashboard namespace, `tabs.<value>` (issue 31).
export const DASHBOARD_TABS = [
  { value: 'new' },
  { value: 'history' },
  { value: 'reports' },
  { value: 'balance-sheet' },
  { value: 'csv' },
  { value: 'receipts' },
  { value: 'sales-tax' },
  { value: 'messages' },
  { value: 'profile' },
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
