import { queryOptions, useQuery } from '@tanstack/react-query';
import { BankItemStatus, type BankAccountsResponse, type BankItemSummary, type BankItemsResponse } from '@ledgerleaf/contracts';
import { BANK_URLS } from './bank-query-keys';

// While a new connection's first import runs (lastSyncedAt still empty), the list is
// polled so its transactions show up without a reload.
const IMPORT_POLL_MS = 3000;

/** A healthy connection whose first import has not finished (a broken one waits for Reconnect instead). */
export const isImporting = (item: BankItemSummary) => item.lastSyncedAt === null && item.status === BankItemStatus.ACTIVE;

export function getBankItemsQueryOptions() {
  return queryOptions<BankItemsResponse>({
    queryKey: [BANK_URLS.items],
    refetchInterval: (query) => (query.state.data?.items.some(isImporting) ? IMPORT_POLL_MS : false),
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
