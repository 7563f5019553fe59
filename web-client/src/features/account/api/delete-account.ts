import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest, MessageResponse } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
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
      toast({ title: i18n.t('account:deleteAccount.deleted'), description: answer?.message });
    },
    onError: (error) => {
      toast({
        title: i18n.t('account:errorTitle'),
        description: getApiErrorMessage(error, i18n.t('account:deleteAccount.failed')),
        variant: 'destructive',
      });
    },
  });
}
