import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bankText } from '../utils/bank-text';
import type { AccountVisibilityRequest, AccountVisibilityResponse } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { readHiddenAccountIds, writeHiddenAccountIds } from '../utils/hidden-accounts-storage';
import { BANK_URLS } from './bank-query-keys';

export function getAccountVisibilityQueryOptions() {
  return queryOptions<AccountVisibilityResponse>({
    queryKey: [BANK_URLS.visibility],
    placeholderData: () => {
      const stored = readHiddenAccountIds();
      return stored ? { hiddenAccountIds: stored } : undefined;
    },
  });
}

/** GET /api/plaid/account-visibility, mirrored in local storage as hiddenAccountIds. */
export function useAccountVisibility() {
  const query = useQuery(getAccountVisibilityQueryOptions());
  const serverIds = query.isPlaceholderData ? undefined : query.data?.hiddenAccountIds;
  useEffect(() => {
    if (serverIds) writeHiddenAccountIds(serverIds);
  }, [serverIds]);
  return query;
}

/** POST /api/plaid/account-visibility {accountId, isHidden} */
export function setAccountVisibility(request: AccountVisibilityRequest): Promise<AccountVisibilityResponse> {
  return apiRequest<AccountVisibilityResponse>(BANK_URLS.visibility, { method: 'POST', body: request });
}

export function useSetAccountVisibility() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: setAccountVisibility,
    onSuccess: async (answer) => {
      writeHiddenAccountIds(answer.hiddenAccountIds);
      queryClient.setQueryData([BANK_URLS.visibility], answer);
      // A hidden account leaves the transactions list and the exports.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [BANK_URLS.accounts] }),
        queryClient.invalidateQueries({ queryKey: [BANK_URLS.transactions] }),
      ]);
    },
    onError: (error) => {
      toast({ title: bankText('visibilityFailed'), description: getApiErrorMessage(error, bankText('visibilityFailed')), variant: 'destructive' });
    },
  });
}
