import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageResponse } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';

/** PATCH /api/user/password; the server checks the current password. */
export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/password', { method: 'PATCH', body: request });
}

export function useChangePassword() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      toast({ title: i18n.t('account:password.updated'), description: answer?.message, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: i18n.t('account:errorTitle'),
        description: getApiErrorMessage(error, i18n.t('account:password.updateFailed')),
        variant: 'destructive',
      });
    },
  });
}
