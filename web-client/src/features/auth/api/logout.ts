import { useMutation } from '@tanstack/react-query';
import { TOASTS } from '@ledgerleaf/contracts';
import { apiRequest, getErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { useEndSession } from './end-session';

export function logout(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/logout', { method: 'POST' });
}

export function useLogout() {
  const endSession = useEndSession();
  const { toast } = useToast();
  return useMutation({
    mutationFn: logout,
    onSuccess: endSession,
    onError: (error) => {
      toast({ title: TOASTS.logoutFailed, description: getErrorMessage(error), variant: 'destructive' });
    },
  });
}
