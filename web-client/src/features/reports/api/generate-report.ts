import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateMonthlyReportRequest, GenerateMonthlyReportResponse } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest } from '../../../lib/api-client';
import { MONTHLY_REPORTS_QUERY_KEY, MONTHLY_REPORTS_URL } from './get-monthly-reports';

/** POST generate-recent-reports: the previous month (the server's calendar decides which). */
export function generateRecentReport(): Promise<GenerateMonthlyReportResponse> {
  return apiRequest<GenerateMonthlyReportResponse>('/api/plaid/generate-recent-reports', { method: 'POST', body: {} });
}

/** POST monthly-reports {year, month}: 400 for a month that has not ended, 409 for an approved one. */
export function generateReport(month: GenerateMonthlyReportRequest): Promise<GenerateMonthlyReportResponse> {
  return apiRequest<GenerateMonthlyReportResponse>(MONTHLY_REPORTS_URL, { method: 'POST', body: month });
}

/**
 * Generates the month given, or the previous month without one. Failures are left to the
 * caller: the Generate button toasts them, the month dialog shows them in place.
 */
export function useGenerateReport() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: GenerateMonthlyReportRequest | null) => (month ? generateReport(month) : generateRecentReport()),
    onSuccess: async (answer) => {
      toast({ title: 'Report generated', description: answer.message, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: MONTHLY_REPORTS_QUERY_KEY });
    },
  });
}
