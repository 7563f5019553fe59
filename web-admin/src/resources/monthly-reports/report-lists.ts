/**
 * The console's three report views (admin-spec section 2, tabs 1, 6 and 9): each is a
 * react-admin resource of its own, served by one of /api/admin/reports' lists.
 */
export const REPORT_LISTS = {
  'monthly-reports': 'pending',
  'rejected-reports': 'rejected',
  'historical-reports': 'historical',
} as const;
export type ReportList = keyof typeof REPORT_LISTS;

export const isReportList = (resource: string): resource is ReportList => resource in REPORT_LISTS;

/** The API path under /api/admin/reports; null when the historical view has no user chosen yet. */
export function reportListPath(resource: ReportList, filter: { userId?: unknown }): string | null {
  if (REPORT_LISTS[resource] !== 'historical') return REPORT_LISTS[resource];
  const userId = Number(filter.userId);
  return Number.isInteger(userId) && userId > 0 ? `user/${userId}/historical` : null;
}
