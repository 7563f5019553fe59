// Bank linking and transactions (issue 8): the shapes of every /api/plaid/* route, their
// limits and the API's own messages. Client-spec sections 2, 3, 7, 8, 9; admin-spec 2, 3, 7, 8.
// The screens' toasts and titles live in bank-texts.ts.
//
// Ids: every route names a bank item or account by Ledgerleaf's numeric id (`id`), never
// by Plaid's access token; Plaid's own ids are shown as `plaidItemId` / `accountId`.
// Account visibility keys on Plaid's account_id (string), as the spec's
// account_visibility table does.
import { CLIENT_LIMITS, TRANSACTIONS_PAGE_SIZE } from './constants.js';
import type { BankItemStatus } from './enums.js';
import { bank } from './i18n/catalogues/bank.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

// ---- Limits and sort ----

/** Page size of GET transactions: the default and the maximum `limit`. */
export const TRANSACTIONS_MAX_LIMIT = TRANSACTIONS_PAGE_SIZE;
export const TRANSACTION_SORT_COLUMNS = ['date', 'name', 'category', 'account', 'amount'] as const;
export type TransactionSortColumn = (typeof TRANSACTION_SORT_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Client-spec 4 and 9: date descending; changing page resets the sort to this. */
export const DEFAULT_TRANSACTION_SORT: TransactionSort = { column: 'date', direction: 'desc' };
/** Most transaction ids one export request may exclude (they travel in the query string). */
export const EXPORT_MAX_EXCLUDED_IDS = 1000;
/** POST refresh-accounts: syncs per user in a fixed window (CLIENT_LIMITS.bankRefresh). */
export const BANK_REFRESH_RATE_LIMIT = CLIENT_LIMITS.bankRefresh;
/** Every request to Plaid lives at /api/plaid/<path>. */
export const BANK_API_PREFIX = '/api/plaid';

// ---- Messages the API answers (one place each) ----

export const BANK_MESSAGES = {
  /** `error` field of the not-configured answer; the client checks for exactly this text (a code, not translated: the message is). */
  configurationRequired: 'Configuration Required',
  ...renderEnglishTexts(bank['en-CA'], {
    maxExcluded: EXPORT_MAX_EXCLUDED_IDS,
    maxLimit: TRANSACTIONS_MAX_LIMIT,
    sortColumns: TRANSACTION_SORT_COLUMNS.join(', '),
  }),
} as const;

export function refreshRateLimitedMessage(retryAfterSeconds: number): string {
  return renderEnglish(bank['en-CA'], 'refreshRateLimited', { wait: retryAfterSeconds });
}

/** What an administrator does to enable bank linking (sent with Configuration Required). */
export const PLAID_SETUP_STEPS = [
  'Create a Plaid account at https://dashboard.plaid.com and open Developers > Keys.',
  'Set PLAID_CLIENT_ID and PLAID_SECRET in the server environment, and PLAID_ENV to sandbox, development or production.',
  'For OAuth banks, add the redirect URI below under Developers > API > Allowed redirect URIs and set PLAID_REDIRECT_URI to it.',
  'Restart the server and open Plaid Diagnostics in the staff console to check the connection.',
] as const;

// ---- Linking ----

/** POST create-link-token (no body) and POST reconnect-link-token. */
export interface LinkTokenResponse {
  link_token: string;
  /** ISO timestamp */
  expiration: string;
}

/**
 * Error body of every bank call while Plaid is not configured: HTTP 503,
 * `error === BANK_MESSAGES.configurationRequired`.
 */
export interface ConfigurationRequiredBody {
  statusCode: 503;
  error: 'Configuration Required';
  message: string;
  /** The URI to register at Plaid (PLAID_REDIRECT_URI, else PUBLIC_URL/oauth-callback). */
  redirect_uri: string;
  setup_steps: string[];
  /** Environment variables that are missing, e.g. ['PLAID_CLIENT_ID', 'PLAID_SECRET']. */
  missing: string[];
}

/** POST set-access-token (also the /oauth-callback page; institution fields optional there). */
export interface SetAccessTokenRequest {
  public_token: string;
  institution_id?: string | null;
  institution_name?: string | null;
}

export interface SetAccessTokenResponse {
  message: string;
  item: BankItemSummary;
  accounts: BankAccountSummary[];
}

/** POST reconnect-link-token: a Link token in update mode for one of the user's items. */
export interface ReconnectLinkTokenRequest {
  itemId: number;
}

/** POST items/{itemId}/reconnected (no body): after update mode's onSuccess. */
export interface ItemReconnectedResponse {
  message: string;
  item: BankItemSummary;
}

// ---- Items, accounts, visibility, health ----

export interface BankItemSummary {
  /** Ledgerleaf's id: the one every route takes (`items/{id}`, reconnect `itemId`). */
  id: number;
  /** Plaid's item_id, for display/support only. */
  plaidItemId: string;
  institutionId: string | null;
  institutionName: string | null;
  status: BankItemStatus;
  /** Plaid reported accounts the user has not shared yet: offer update mode. */
  newAccountsAvailable: boolean;
  /** Plaid's error code while status is needs_reconnection, e.g. ITEM_LOGIN_REQUIRED. */
  errorCode: string | null;
  lastSyncedAt: string | null;
  createdAt: string;
}

/** GET items */
export interface BankItemsResponse {
  items: BankItemSummary[];
}

export interface BankAccountSummary {
  id: number;
  /** Plaid's account_id: the key of account visibility. */
  accountId: string;
  /** Ledgerleaf id of the item (BankItemSummary.id). */
  itemId: number;
  institutionName: string | null;
  name: string;
  mask: string | null;
  type: string | null;
  subtype: string | null;
  isHidden: boolean;
  /** Transactions stored for the account. */
  transactionCount: number;
  createdAt: string;
}

/** GET accounts: every account of the user, hidden ones included (flagged). */
export interface BankAccountsResponse {
  accounts: BankAccountSummary[];
}

/** POST account-visibility */
export interface AccountVisibilityRequest {
  accountId: string;
  isHidden: boolean;
}

/** GET and POST account-visibility */
export interface AccountVisibilityResponse {
  hiddenAccountIds: string[];
}

/** POST refresh-accounts (429 with retryAfterSeconds when called too often) */
export interface RefreshAccountsResponse {
  message: string;
  /** Items whose sync was queued. */
  queued: number;
}

export interface ConnectionHealthItem {
  /** Ledgerleaf's item id (replaces the spec's access credential). */
  itemId: number;
  institutionName: string | null;
  status: BankItemStatus;
  newAccountsAvailable: boolean;
  errorCode: string | null;
}

/** GET connection-health */
export interface ConnectionHealthResponse {
  /** Items with status needs_reconnection. */
  needsReconnection: number;
  items: ConnectionHealthItem[];
}

// ---- Transactions ----

export interface TransactionSort {
  column: TransactionSortColumn;
  direction: SortDirection;
}

/** GET transactions query: all optional; `page` wins over `offset`. */
export interface TransactionsQuery {
  page?: number;
  offset?: number;
  limit?: number;
  sortColumn?: TransactionSortColumn;
  sortDirection?: SortDirection;
}

export interface BankTransactionRow {
  id: number;
  transactionId: string;
  /** Plaid account_id of the account. */
  accountId: string;
  accountName: string;
  /** Decimal string; negative means money out. */
  amount: string;
  /** YYYY-MM-DD */
  date: string;
  name: string;
  merchantName: string | null;
  pending: boolean;
  /** Category list; the table shows the first element. */
  category: string[];
  categoryId: string | null;
  paymentChannel: string | null;
  /** Plaid's personal_finance_category (primary, detailed), when Plaid gave one. */
  personalFinanceCategory: { primary: string; detailed: string } | null;
  createdAt: string;
  /** The receipt linked to this transaction (issue 30), if any; its file is GET /api/receipts/{id}/file. */
  receipt?: { id: number; fileName: string } | null;
}

export interface Pagination {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** GET transactions: only the user's visible accounts. */
export interface TransactionsResponse {
  transactions: BankTransactionRow[];
  /** The user's visible accounts (the ones the list draws from). */
  accounts: BankAccountSummary[];
  pagination: Pagination;
  sort: TransactionSort;
}

/**
 * GET export-transactions / export-summary?excludedIds=1,2,3 → text/csv attachment,
 * named transactions-YYYY-MM-DD.csv / transactions-summary-YYYY-MM-DD.csv.
 */
export const EXPORT_TRANSACTIONS_COLUMNS = ['Date', 'Name', 'Merchant', 'Category', 'Account', 'Amount', 'Status'] as const;
export const EXPORT_SUMMARY_COLUMNS = ['Category', 'Transactions', 'Money In', 'Money Out', 'Net'] as const;

// ---- Staff diagnostics (admin-spec 3, 7, 8) ----

export type PlaidEnvironmentName = 'sandbox' | 'development' | 'production';

/** GET test-credentials */
export interface TestCredentialsResponse {
  status: 'success' | 'error' | 'warning';
  environment: PlaidEnvironmentName | 'unknown';
  client_id_present: boolean;
  secret_present: boolean;
  /** First characters of the client id, e.g. "5f3a9c…". */
  client_id_preview: string | null;
  /** Missing settings, e.g. ['PLAID_SECRET'] (status error). */
  missing: string[];
  message: string;
  /** PLAID_REDIRECT_URI as configured; the page marks an expected URI configured when equal. */
  redirect_uri: string | null;
  /** PUBLIC_URL/oauth-callback: what PLAID_REDIRECT_URI should be. */
  expected_redirect_uri: string;
}

/** GET test-connection */
export interface TestConnectionResponse {
  status: 'success' | 'error';
  environment: PlaidEnvironmentName | 'unknown';
  api_url: string;
  /** ISO timestamp */
  timestamp: string;
  message: string;
  error?: string;
  error_type?: string;
  error_code?: string;
  details?: string;
  api_response?: unknown;
}

/** POST test-institution-name */
export interface TestInstitutionNameRequest {
  institution_id: string;
  institution_name: string;
}

export interface TestInstitutionNameResponse {
  message: string;
  institution_id: string;
  institution_name: string;
  /** The name Plaid knows the institution by (null when Plaid does not know the id). */
  plaid_name: string | null;
  matches: boolean;
}
