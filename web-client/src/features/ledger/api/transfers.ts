import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEDGER_MESSAGES, type LedgerResponse, type LedgerRow, type TransferDecisionRequest } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';

export const LEDGER_PAGE_QUERY_KEY = [...BOOKS_QUERY_KEY, 'page', 1] as const;

/** GET /api/ledger: the newest page of the books (500 rows), where transfers and transfer candidates are looked for. */
export function getLedgerPage({ signal }: { signal?: AbortSignal } = {}): Promise<LedgerResponse> {
  return apiRequest<LedgerResponse>('/api/ledger', { signal });
}

export function useLedgerPage() {
  return useQuery(queryOptions({ queryKey: LEDGER_PAGE_QUERY_KEY, queryFn: getLedgerPage }));
}

/** POST /api/ledger/{transactionId}/transfer */
export function decideTransfer({ transactionId, ...body }: { transactionId: number } & TransferDecisionRequest): Promise<LedgerRow> {
  return apiRequest<LedgerRow>(`/api/ledger/${transactionId}/transfer`, { method: 'POST', body });
}

export function useDecideTransfer() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTransfer,
    onSuccess: async (_row, { decision }) => {
      toast({ title: LEDGER_MESSAGES.transferDecided(decision), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
    },
    onError: (error) => {
      toast(failureToast(error, LEDGER_MESSAGES.decideFailed));
    },
  });
}
