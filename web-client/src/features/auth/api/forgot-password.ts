import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, type ForgotPasswordRequest, type MessageResponse } from '@ledgerleaf/contracts';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';

/** POST /api/forgot-password. The answer is the same whether or not the account exists. */
export function forgotPassword(request: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/forgot-password', { method: 'POST', body: request });
}

export function useForgotPassword() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => {
      // Always the neutral text, never the server's: it must not reveal whether the email is registered.
      toast({ title: ACCOUNT_TEXTS.resetEmailSentTitle, description: ACCOUNT_MESSAGES.resetEmailSent });
    },
    onError: (error) => {
      toast({
        title: ACCOUNT_TEXTS.errorTitle,
        description: getApiErrorMessage(error, ACCOUNT_TEXTS.resetEmailFailed),
        variant: 'destructive',
      });
    },
  });
}
