import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationAccount } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';
import { MONTHLY_REPORTS_QUERY_KEY } from './get-monthly-reports';

export const RECONCILIATIONS_URL = '/api/books/reconciliations';

/** PUT /api/books/reconciliations/:accountId/:month: the closing balance of the client's paper statement. */
export function putStatementClosing(accountId: number, month: string, statementClosing: string): Promise<ReconciliationAccount> {
  return apiRequest<ReconciliationAccount>(`${RECONCILIATIONS_URL}/${accountId}/${month}`, { method: 'PUT', body: { statementClosing } });
}

/** Enters a statement's closing balance; the reports (their reconciliation section) and the books are read again. */
export function useEnterStatementClosing(accountId: number, month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statementClosing: string) => putStatementClosing(accountId, month, statementClosing),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: MONTHLY_REPORTS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY })]),
  });
}
