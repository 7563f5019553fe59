import { useTranslation } from 'react-i18next';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxProfile, TaxProfileRequest } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { GST_HST_RETURNS_URL } from './gst-hst-returns';

export const TAX_PROFILE_URL = '/api/tax/profile';

/** GET /api/tax/profile */
export function getTaxProfile({ signal }: { signal?: AbortSignal } = {}): Promise<TaxProfile> {
  return apiRequest<TaxProfile>(TAX_PROFILE_URL, { signal });
}

export function getTaxProfileQueryOptions() {
  return queryOptions({ queryKey: [TAX_PROFILE_URL], queryFn: getTaxProfile });
}

export function useTaxProfile() {
  return useQuery(getTaxProfileQueryOptions());
}

/** PUT /api/tax/profile */
export function saveTaxProfile(request: TaxProfileRequest): Promise<TaxProfile> {
  return apiRequest<TaxProfile>(TAX_PROFILE_URL, { method: 'PUT', body: request });
}

/** Saves the profile; the periods and worksheets follow it (frequency, method, province), so they are read again. */
export function useSaveTaxProfile() {
  const { t } = useTranslation('tax');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData([TAX_PROFILE_URL], profile);
      toast({ title: t('profile.saved'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: [GST_HST_RETURNS_URL] });
    },
    onError: (error) => {
      toast({ title: t('profile.saveFailed'), description: getApiErrorMessage(error, t('profile.tryAgain')), variant: 'destructive' });
    },
  });
}
