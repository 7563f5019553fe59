import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceSheetResponse, BookAccountsResponse, OpeningBalanceRequest, OpeningBalanceResponse } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';

export const BALANCE_SHEET_URL = '/api/books/balance-sheet';
export const BOOK_ACCOUNTS_URL = '/api/books/accounts';

// Under the books' key: adding a CSV account to the books (or any change that refreshes the
// ledger) refreshes the statements read from the journal too.
const STATEMENTS_KEY = [...BOOKS_QUERY_KEY, 'statements'] as const;

/** GET /api/books/balance-sheet?asOf=: the balance sheet at a day. */
export function getBalanceSheet(asOf: string, { signal }: { signal?: AbortSignal } = {}): Promise<BalanceSheetResponse> {
  return apiRequest<BalanceSheetResponse>(`${BALANCE_SHEET_URL}?asOf=${asOf}`, { signal });
}

export function getBalanceSheetQueryOptions(asOf: string) {
  return queryOptions({ queryKey: [...STATEMENTS_KEY, 'balance-sheet', asOf], queryFn: ({ signal }) => getBalanceSheet(asOf, { signal }) });
}

export function useBalanceSheet(asOf: string) {
  return useQuery(getBalanceSheetQueryOptions(asOf));
}

/** The balance sheets at several days (the chart's month ends), each cached as the picker's are. */
export function useBalanceSheets(days: string[]) {
  return useQueries({ queries: days.map((asOf) => getBalanceSheetQueryOptions(asOf)) });
}

/** GET /api/books/accounts (today): the chart of accounts. A client has books once it holds an account of money. */
export function getBookAccounts({ signal }: { signal?: AbortSignal } = {}): Promise<BookAccountsResponse> {
  return apiRequest<BookAccountsResponse>(BOOK_ACCOUNTS_URL, { signal });
}

export function useBookAccounts() {
  return useQuery(queryOptions({ queryKey: [...STATEMENTS_KEY, 'accounts'], queryFn: getBookAccounts }));
}

/** PUT /api/books/accounts/:id/opening-balance: sets (or replaces) an account's opening balance. */
export function putOpeningBalance(accountId: number, body: OpeningBalanceRequest): Promise<OpeningBalanceResponse> {
  return apiRequest<OpeningBalanceResponse>(`${BOOK_ACCOUNTS_URL}/${accountId}/opening-balance`, { method: 'PUT', body });
}

/** Sets an opening balance; the books' statements (and the ledger's key under them) are read again. */
export function useSetOpeningBalance(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpeningBalanceRequest) => putOpeningBalance(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY }),
  });
}
