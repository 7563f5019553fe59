import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TOASTS } from '@ledgerleaf/contracts';
import { apiRequest, getErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { USER_QUERY_KEY } from './get-user';

export function logout(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Leave the protected page synchronously before the user is cleared; otherwise
      // its guard sees "no user" first and sends the visitor to /auth instead of home.
      navigate('/', { flushSync: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
    onError: (error) => {
      toast({ title: TOASTS.logoutFailed, description: getErrorMessage(error), variant: 'destructive' });
    },
  });
}
