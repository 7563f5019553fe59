import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterRequest } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { USER_QUERY_KEY } from '../../../lib/auth';

/** POST /api/register: creates the account and logs it in (201 with the user). */
export function register(request: RegisterRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/register', { method: 'POST', body: request });
}

interface UseRegisterOptions {
  /** Runs before the session changes, so the screen can decide what comes next first. */
  onRegistered: (user: CurrentUser, request: RegisterRequest) => void;
}

export function useRegister({ onRegistered }: UseRegisterOptions) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: register,
    onSuccess: (user, request) => {
      // In the other order the auth screen would see a logged-in user and leave for
      // the dashboard before the plan dialog could open.
      onRegistered(user, request);
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    onError: (error) => {
      toast({
        title: i18n.t('auth:registrationFailed'),
        description: getApiErrorMessage(error, i18n.t('auth:registrationFailedFallback')),
        variant: 'destructive',
      });
    },
  });
}
