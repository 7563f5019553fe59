import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationAccount, StatementClosingRequest } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';
import { MONTHLY_REPORTS_QUERY_KEY } from './get-monthly-reports';

export const RECONCILIATIONS_URL = '/api/books/reconciliations';

/** PUT /api/books/reconciliations/:accountId/:month: the closing balance of the client's paper statement, and its day when given. */
export function putStatementClosing(accountId: number, month: string, entry: StatementClosingRequest): Promise<ReconciliationAccount> {
  const body: StatementClosingRequest = entry.date ? entry : { statementClosing: entry.statementClosing };
  return apiRequest<ReconciliationAccount>(`${RECONCILIATIONS_URL}/${accountId}/${month}`, { method: 'PUT', body });
}

/** Enters a statement's closing balance; the reports (their reconciliation section) and the books are read again. */
export function useEnterStatementClosing(accountId: number, month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: StatementClosingRequest) => putStatementClosing(accountId, month, entry),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: MONTHLY_REPORTS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY })]),
  });
}
