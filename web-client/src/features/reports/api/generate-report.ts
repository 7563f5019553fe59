import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateMonthlyReportRequest, GenerateMonthlyReportResult } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest } from '../../../lib/api-client';
import { buildAnswerToast } from './build-answer';
import { MONTHLY_REPORTS_QUERY_KEY, MONTHLY_REPORTS_URL } from './get-monthly-reports';

/**
 * POST generate-recent-reports: the previous month (the server's calendar decides which).
 * 200 with the report, or 202 while it is still being built (the list shows its progress).
 */
export function generateRecentReport(): Promise<GenerateMonthlyReportResult> {
  return apiRequest<GenerateMonthlyReportResult>('/api/plaid/generate-recent-reports', { method: 'POST', body: {} });
}

/** POST monthly-reports {year, month}: 400 for a month that has not ended, 409 for an approved one. */
export function generateReport(month: GenerateMonthlyReportRequest): Promise<GenerateMonthlyReportResult> {
  return apiRequest<GenerateMonthlyReportResult>(MONTHLY_REPORTS_URL, { method: 'POST', body: month });
}

/**
 * Generates the month given, or the previous month without one. Failures are left to the
 * caller: the Generate button toasts them, the month dialog shows them in place.
 */
export function useGenerateReport() {
  const { t } = useTranslation('reports');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: GenerateMonthlyReportRequest | null) => (month ? generateReport(month) : generateRecentReport()),
    onSuccess: async (answer) => {
      toast(buildAnswerToast(answer, { done: t('toasts.generated'), onItsWay: t('toasts.onItsWay') }));
      await queryClient.invalidateQueries({ queryKey: MONTHLY_REPORTS_QUERY_KEY });
    },
  });
}
