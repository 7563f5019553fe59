import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TEXTS, type ChangePasswordRequest, type MessageResponse } from '@ledgerleaf/contracts';
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
      toast({ title: ACCOUNT_TEXTS.passwordUpdated, description: answer?.message, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: ACCOUNT_TEXTS.errorTitle,
        description: getApiErrorMessage(error, ACCOUNT_TEXTS.passwordUpdateFailed),
        variant: 'destructive',
      });
    },
  });
}
