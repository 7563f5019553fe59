import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackExample, GenerateMonthlyReportResult } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest } from '../../../lib/api-client';
import { buildAnswerToast } from './build-answer';
import { MONTHLY_REPORTS_QUERY_KEY, MONTHLY_REPORTS_URL } from './get-monthly-reports';

export interface RecategorizeInput {
  reportId: number;
  feedbackExamples: FeedbackExample[];
}

/** POST monthly-reports/{id}/recategorize: teaches the examples, rebuilds the report as pending. */
export function recategorizeReport({ reportId, feedbackExamples }: RecategorizeInput): Promise<GenerateMonthlyReportResult> {
  return apiRequest<GenerateMonthlyReportResult>(`${MONTHLY_REPORTS_URL}/${reportId}/recategorize`, {
    method: 'POST',
    body: { feedbackExamples },
  });
}

/** Failures (an unknown category, an approved report) are shown by the dialog, which stays open. */
export function useRecategorizeReport() {
  const { t } = useTranslation('reports');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recategorizeReport,
    onSuccess: async (answer) => {
      toast(buildAnswerToast(answer, { done: t('toasts.recategorized'), onItsWay: t('toasts.onItsWay') }));
      await queryClient.invalidateQueries({ queryKey: MONTHLY_REPORTS_QUERY_KEY });
    },
  });
}
