import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bankText } from '../utils/bank-text';
import type { MessageResponse, RefreshAccountsResponse } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { BANK_QUERY_ROOTS, BANK_URLS } from './bank-query-keys';

export function invalidateBankQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(BANK_QUERY_ROOTS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })));
}

/** POST /api/plaid/refresh-accounts: a sync of every item (limited per user; 429 says when to retry). */
export function refreshAccounts(): Promise<RefreshAccountsResponse> {
  return apiRequest<RefreshAccountsResponse>(BANK_URLS.refreshAccounts, { method: 'POST' });
}

export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: refreshAccounts,
    onSuccess: async (answer) => {
      toast({ title: answer.message || bankText('refreshStarted'), variant: 'success' });
      await invalidateBankQueries(queryClient);
    },
    onError: (error) => {
      toast({ title: bankText('refreshFailed'), description: getApiErrorMessage(error, bankText('refreshFailed')), variant: 'destructive' });
    },
  });
}

/** DELETE /api/plaid/items/{id}: the connection, its accounts and all their transactions. */
export function disconnectItem(id: number): Promise<MessageResponse | undefined> {
  return apiRequest<MessageResponse | undefined>(BANK_URLS.item(id), { method: 'DELETE' });
}

export function useDisconnectItem() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: disconnectItem,
    onSuccess: async (answer) => {
      toast({ title: bankText('disconnected'), description: answer?.message, variant: 'success' });
      await invalidateBankQueries(queryClient);
    },
    onError: (error) => {
      toast({ title: bankText('disconnectFailed'), description: getApiErrorMessage(error, bankText('disconnectFailed')), variant: 'destructive' });
    },
  });
}
