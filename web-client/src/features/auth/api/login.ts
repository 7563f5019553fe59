import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOASTS, type CurrentUser, type LoginRequest } from '@ledgerleaf/contracts';
import { apiRequest, getErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { USER_QUERY_KEY } from './get-user';

export function login(credentials: LoginRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/login', { method: 'POST', body: credentials });
}

export function useLogin() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    onError: (error) => {
      toast({ title: TOASTS.loginFailed, description: getErrorMessage(error), variant: 'destructive' });
    },
  });
}
