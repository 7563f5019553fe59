import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, TaxQuestionnaireRequest } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { useRefreshUser } from './refresh-user';

/** POST /api/user/tax-questionnaire; the server turns non-numeric amounts into 0. */
export function submitTaxQuestionnaire(request: TaxQuestionnaireRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/user/tax-questionnaire', { method: 'POST', body: request });
}

export function useSubmitTaxQuestionnaire() {
  const { toast } = useToast();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: submitTaxQuestionnaire,
    onSuccess: async (user) => {
      toast({ title: i18n.t('account:successTitle'), description: i18n.t('account:questionnaire.succeeded'), variant: 'success' });
      await refreshUser(user);
    },
    onError: (error) => {
      toast({
        title: i18n.t('account:errorTitle'),
        description: getApiErrorMessage(error, i18n.t('account:questionnaire.failed')),
        variant: 'destructive',
      });
    },
  });
}
