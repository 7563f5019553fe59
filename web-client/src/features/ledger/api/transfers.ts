import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerResponse, LedgerRow, TransferCandidatesResponse, TransferDecisionRequest } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';

export const TRANSFERS_QUERY_KEY = [...BOOKS_QUERY_KEY, 'transfers', 'flagged'] as const;

/** GET /api/ledger?transfers=flagged: the rows of the transfer pairs and the transfer candidates (newest 500). */
export function getTransfers({ signal }: { signal?: AbortSignal } = {}): Promise<LedgerResponse> {
  return apiRequest<LedgerResponse>('/api/ledger?transfers=flagged', { signal });
}

export function useTransfers() {
  return useQuery(queryOptions({ queryKey: TRANSFERS_QUERY_KEY, queryFn: getTransfers }));
}

/** GET /api/ledger/{transactionId}/transfer-candidates: the rows that could be a candidate's other half. */
export function getTransferCandidates(transactionId: number, { signal }: { signal?: AbortSignal } = {}): Promise<TransferCandidatesResponse> {
  return apiRequest<TransferCandidatesResponse>(`/api/ledger/${transactionId}/transfer-candidates`, { signal });
}

/** Read under the books' key: a decision or a new account refreshes them with the rest of the books. */
export function useTransferCandidates(transactionId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...BOOKS_QUERY_KEY, 'transfer-candidates', transactionId],
      queryFn: ({ signal }) => getTransferCandidates(transactionId, { signal }),
      enabled,
    }),
  );
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
      toast({ title: i18n.t(decision === 'transfer' ? 'ledger:transfers.markedTransfer' : 'ledger:transfers.markedNotTransfer'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
    },
    onError: (error) => {
      toast(failureToast(error, i18n.t('ledger:decideFailed')));
    },
  });
}
