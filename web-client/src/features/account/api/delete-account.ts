import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TEXTS, type DeleteAccountRequest, type MessageResponse } from '@ledgerleaf/contracts';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { useEndSession } from '../../../lib/auth';

/**
 * DELETE /api/user with the account's password: the session ends at once, and the
 * server removes the account and everything it owns in the background.
 */
export function deleteAccount(request: DeleteAccountRequest): Promise<MessageResponse | undefined> {
  return apiRequest<MessageResponse | undefined>('/api/user', { method: 'DELETE', body: request });
}

export function useDeleteAccount() {
  const { toast } = useToast();
  const endSession = useEndSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (answer) => {
      endSession();
      toast({ title: ACCOUNT_TEXTS.accountDeleted, description: answer?.message });
    },
    onError: (error) => {
      toast({
        title: ACCOUNT_TEXTS.errorTitle,
        description: getApiErrorMessage(error, ACCOUNT_TEXTS.accountDeleteFailed),
        variant: 'destructive',
      });
    },
  });
}
