import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TEXTS, type MessageResponse, type ResetPasswordRequest } from '@ledgerleaf/contracts';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';

/** POST /api/reset-password with the token from the emailed link. */
export function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/reset-password', { method: 'POST', body: request });
}

export function useResetPassword() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({ title: ACCOUNT_TEXTS.resetSucceededTitle, description: ACCOUNT_TEXTS.resetSucceeded, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: ACCOUNT_TEXTS.errorTitle, description: getApiErrorMessage(error, ACCOUNT_TEXTS.resetFailed), variant: 'destructive' });
    },
  });
}
