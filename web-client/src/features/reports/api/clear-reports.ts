import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REPORT_MESSAGES, type MonthlyReportsResponse } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { MONTHLY_REPORTS_QUERY_KEY, MONTHLY_REPORTS_URL } from './get-monthly-reports';

/** DELETE /api/plaid/monthly-reports: every report of the client and their files. */
export function clearReports(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(MONTHLY_REPORTS_URL, { method: 'DELETE' });
}

export function useClearReports() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearReports,
    onSuccess: async (answer) => {
      queryClient.setQueryData<MonthlyReportsResponse>(MONTHLY_REPORTS_QUERY_KEY, (data) => data && { ...data, reports: [] });
      toast({ title: answer?.message ?? REPORT_MESSAGES.cleared, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: MONTHLY_REPORTS_QUERY_KEY });
    },
    onError: (error) => toast(failureToast(error, REPORT_MESSAGES.clearFailed)),
  });
}
