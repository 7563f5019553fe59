import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, type LoginRequest, type LoginResponse, type MfaCodeRequest } from '@ledgerleaf/contracts';
import { apiRequest, getErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { i18n } from '../../../i18n/i18n';

/** POST /api/login: the user, or `{ mfaRequired: true }` for staff with two-factor login (no session yet). */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/login', { method: 'POST', body: credentials });
}

/** POST /api/login/mfa: the second step; starts the session. */
export function completeMfaLogin(request: MfaCodeRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/login/mfa', { method: 'POST', body: request });
}

export const needsMfaCode = (response: LoginResponse): response is { mfaRequired: true } => 'mfaRequired' in response && response.mfaRequired === true;

function useLoginMutation<T>(mutationFn: (request: T) => Promise<LoginResponse>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess: (response) => {
      if (!needsMfaCode(response)) queryClient.setQueryData(USER_QUERY_KEY, response);
    },
    onError: (error) => {
      toast({ title: i18n.t('auth:loginFailed'), description: getErrorMessage(error), variant: 'destructive' });
    },
  });
}

export function useLogin() {
  return useLoginMutation(login);
}

export function useCompleteMfaLogin() {
  return useLoginMutation(completeMfaLogin);
}
