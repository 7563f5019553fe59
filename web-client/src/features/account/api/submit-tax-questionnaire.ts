import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TEXTS, type CurrentUser, type TaxQuestionnaireRequest } from '@ledgerleaf/contracts';
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
      toast({ title: ACCOUNT_TEXTS.successTitle, description: ACCOUNT_TEXTS.questionnaireSucceeded, variant: 'success' });
      await refreshUser(user);
    },
    onError: (error) => {
      toast({
        title: ACCOUNT_TEXTS.errorTitle,
        description: getApiErrorMessage(error, ACCOUNT_TEXTS.questionnaireFailed),
        variant: 'destructive',
      });
    },
  });
}
