import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEDGER_MESSAGES, type DuplicateDecision, type LedgerRow } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';

/** POST /api/ledger/{transactionId}/duplicate */
export function decideDuplicate({ transactionId, decision }: { transactionId: number; decision: DuplicateDecision }): Promise<LedgerRow> {
  return apiRequest<LedgerRow>(`/api/ledger/${transactionId}/duplicate`, { method: 'POST', body: { decision } });
}

export function useDecideDuplicate() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDuplicate,
    onSuccess: async (_row, { decision }) => {
      toast({ title: LEDGER_MESSAGES.decided(decision), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
    },
    onError: (error) => {
      toast(failureToast(error, LEDGER_MESSAGES.decideFailed));
    },
  });
}
