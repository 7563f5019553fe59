import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSACTIONS_PAGE_SIZE, type TransactionSort, type TransactionsResponse } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANK_URLS } from './bank-query-keys';

export interface TransactionsPageRequest {
  page: number;
  sort: TransactionSort;
}

export function transactionsUrl({ page, sort }: TransactionsPageRequest): string {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(TRANSACTIONS_PAGE_SIZE),
    sortColumn: sort.column,
    sortDirection: sort.direction,
  });
  return `${BANK_URLS.transactions}?${query.toString()}`;
}

/** GET /api/plaid/transactions: one page of 500 from the user's visible accounts. */
export function getTransactionsQueryOptions(request: TransactionsPageRequest) {
  // The key starts with the bare URL so one invalidation reaches every page and sort.
  return queryOptions<TransactionsResponse>({
    queryKey: [BANK_URLS.transactions, request.page, request.sort.column, request.sort.direction],
    queryFn: ({ signal }) => apiRequest<TransactionsResponse>(transactionsUrl(request), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(request: TransactionsPageRequest) {
  return useQuery(getTransactionsQueryOptions(request));
}
