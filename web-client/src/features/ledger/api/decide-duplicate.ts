import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateDecision, LedgerRow } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
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
      toast({ title: i18n.t(decision === 'same' ? 'ledger:duplicates.markedSame' : 'ledger:duplicates.markedDistinct'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
    },
    onError: (error) => {
      toast(failureToast(error, i18n.t('ledger:decideFailed')));
    },
  });
}
