import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, UpdateProfileRequest } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { useRefreshUser } from './refresh-user';

/** PATCH /api/user/profile */
export function updateProfile(request: UpdateProfileRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/user/profile', { method: 'PATCH', body: request });
}

export function useUpdateProfile() {
  const { toast } = useToast();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      toast({ title: i18n.t('account:profile.updated'), variant: 'success' });
      await refreshUser(user);
    },
    onError: (error) => {
      toast({
        title: i18n.t('account:profile.errorTitle'),
        description: getApiErrorMessage(error, i18n.t('account:profile.updateFailed')),
        variant: 'destructive',
      });
    },
  });
}
