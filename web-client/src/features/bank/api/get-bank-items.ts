import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccountsResponse, BankItemsResponse } from '@ledgerleaf/contracts';
import { BANK_URLS } from './bank-query-keys';

// While a new connection's first import runs (lastSyncedAt still empty), the list is
// polled so its transactions show up without a reload.
const IMPORT_POLL_MS = 3000;

export function getBankItemsQueryOptions() {
  return queryOptions<BankItemsResponse>({
    queryKey: [BANK_URLS.items],
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.lastSyncedAt === null) ? IMPORT_POLL_MS : false),
  });
}

/** GET /api/plaid/items */
export function useBankItems() {
  return useQuery(getBankItemsQueryOptions());
}

/** GET /api/plaid/accounts: every account of the user, hidden ones flagged. */
export function useBankAccounts() {
  return useQuery(queryOptions<BankAccountsResponse>({ queryKey: [BANK_URLS.accounts] }));
}
