import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyReportsResponse } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';

export const MONTHLY_REPORTS_URL = '/api/plaid/monthly-reports';
export const MONTHLY_REPORTS_QUERY_KEY = [MONTHLY_REPORTS_URL] as const;

/** While a report is being built on the workers, the list is read again this often. */
export const GENERATING_POLL_MS = 3000;

/** GET /api/plaid/monthly-reports: every report of the client, newest month first. */
export function getMonthlyReports({ signal }: { signal?: AbortSignal } = {}): Promise<MonthlyReportsResponse> {
  return apiRequest<MonthlyReportsResponse>(MONTHLY_REPORTS_URL, { signal });
}

export function getMonthlyReportsQueryOptions() {
  return queryOptions({
    queryKey: MONTHLY_REPORTS_QUERY_KEY,
    queryFn: getMonthlyReports,
    // No polling by default (client-spec 9), except while a build runs for this client.
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? GENERATING_POLL_MS : false),
  });
}

export function useMonthlyReports() {
  return useQuery(getMonthlyReportsQueryOptions());
}
