import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthlyReportsResponse } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { MONTHLY_REPORTS_QUERY_KEY, MONTHLY_REPORTS_URL } from './get-monthly-reports';

/** DELETE /api/plaid/monthly-reports: every report of the client and their files. */
export function clearReports(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(MONTHLY_REPORTS_URL, { method: 'DELETE' });
}

export function useClearReports() {
  const { t } = useTranslation('reports');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearReports,
    onSuccess: async (answer) => {
      queryClient.setQueryData<MonthlyReportsResponse>(MONTHLY_REPORTS_QUERY_KEY, (data) => data && { ...data, reports: [] });
      toast({ title: answer?.message ?? t('toolbar.cleared'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: MONTHLY_REPORTS_QUERY_KEY });
    },
    onError: (error) => toast(failureToast(error, t('toolbar.clearFailed'))),
  });
}
