import { BANK_API_PREFIX } from '@ledgerleaf/contracts';

// Each query key starts with its URL: the app's default query function fetches queryKey[0].
export const BANK_URLS = {
  items: `${BANK_API_PREFIX}/items`,
  accounts: `${BANK_API_PREFIX}/accounts`,
  visibility: `${BANK_API_PREFIX}/account-visibility`,
  health: `${BANK_API_PREFIX}/connection-health`,
  transactions: `${BANK_API_PREFIX}/transactions`,
  createLinkToken: `${BANK_API_PREFIX}/create-link-token`,
  reconnectLinkToken: `${BANK_API_PREFIX}/reconnect-link-token`,
  setAccessToken: `${BANK_API_PREFIX}/set-access-token`,
  refreshAccounts: `${BANK_API_PREFIX}/refresh-accounts`,
  exportTransactions: `${BANK_API_PREFIX}/export-transactions`,
  exportSummary: `${BANK_API_PREFIX}/export-summary`,
  item: (id: number) => `${BANK_API_PREFIX}/items/${id}`,
  itemReconnected: (id: number) => `${BANK_API_PREFIX}/items/${id}/reconnected`,
} as const;

/** Everything that shows bank data: refetched together after a link, refresh or disconnect. */
export const BANK_QUERY_ROOTS = [BANK_URLS.items, BANK_URLS.accounts, BANK_URLS.visibility, BANK_URLS.health, BANK_URLS.transactions];
