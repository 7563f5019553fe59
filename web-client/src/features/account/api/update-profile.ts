import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TEXTS, type CurrentUser, type UpdateProfileRequest } from '@ledgerleaf/contracts';
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
      toast({ title: ACCOUNT_TEXTS.profileUpdated, variant: 'success' });
      await refreshUser(user);
    },
    onError: (error) => {
      toast({
        title: ACCOUNT_TEXTS.errorTitle,
        description: getApiErrorMessage(error, ACCOUNT_TEXTS.profileUpdateFailed),
        variant: 'destructive',
      });
    },
  });
}
