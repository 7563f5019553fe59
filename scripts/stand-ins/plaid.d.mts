// Types of plaid.mjs, generated from its JSDoc (regenerate after changing it):
//   cd scripts/stand-ins && npx tsc --ignoreConfig --allowJs --checkJs --declaration --emitDeclarationOnly --target es2023 --module nodenext --moduleResolution nodenext --types node --strict --outDir /tmp/stand-ins plaid.mjs
/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @param {{ webhookUrl?: string, clientId?: string, secret?: string, transactionsPerItem?: number, maxPageSize?: number }} [options]
 * @returns {Promise<PlaidStandIn>}
 */
export function startPlaidStandIn(options?: {
  webhookUrl?: string;
  clientId?: string;
  secret?: string;
  transactionsPerItem?: number;
  maxPageSize?: number;
}): Promise<PlaidStandIn>;
export type Json = Record<string, unknown>;
export type PlaidTransaction = {
  transaction_id: string;
  account_id: string;
  /**
   * positive = money out (Plaid's sign)
   */
  amount: number;
  /**
   * YYYY-MM-DD
   */
  date: string;
  name: string;
  merchant_name: string | null;
  pending: boolean;
  pending_transaction_id: string | null;
  category: string[];
  category_id: string;
  payment_channel: string;
  personal_finance_category: {
    primary: string;
    detailed: string;
    confidence_level: string;
  };
  iso_currency_code?: string | undefined;
  /**
   * (and every other field of Plaid's Transaction object)
   */
  extra?: Json | undefined;
};
export type StandInAccount = {
  account_id: string;
  name: string;
  official_name: string;
  mask: string;
  type: string;
  subtype: string;
};
export type StandInItem = {
  item_id: string;
  access_token: string;
  institution_id: string;
  webhook: string | null;
  accounts: StandInAccount[];
  /**
   * current transactions by id
   */
  transactions: Map<string, PlaidTransaction>;
  /**
   * every change, in order
   */
  log: {
    seq: number;
    id: string;
    kind: 'added' | 'modified' | 'removed';
    account_id: string;
  }[];
  /**
   * a persistent item error (ITEM_LOGIN_REQUIRED) until update mode repairs it
   */
  error: Json | null;
  removed: boolean;
};
export type RecordedRequest = {
  path: string;
  /**
   * the JSON body (secret replaced by "***")
   */
  body: Json;
  headers: Record<string, string | string[] | undefined>;
};
export type WebhookDelivery = {
  /**
   * the HTTP status the webhook endpoint answered
   */
  status: number;
  responseBody: string;
  /**
   * the exact body sent
   */
  body: string;
  /**
   * the Plaid-Verification header sent
   */
  token: string;
};
export type WebhookOptions = {
  /**
   * issued-at (seconds) to put in the JWT
   */
  iat?: number | undefined;
  /**
   * key id to put in the header (an unknown one tests rejection)
   */
  kid?: string | undefined;
  /**
   * sign with a key Plaid never published under this kid
   */
  wrongKey?: boolean | undefined;
  /**
   * send this body instead of the one that was signed
   */
  alterBody?: string | undefined;
  /**
   * send this Plaid-Verification header as is
   */
  token?: string | undefined;
  /**
   * deliver here instead of the item's webhook URL
   */
  url?: string | undefined;
};
export type PlaidStandIn = {
  /**
   * base URL for PLAID_BASE_URL, e.g. http://127.0.0.1:4011
   */
  url: string;
  /**
   * the client id it accepts
   */
  clientId: string;
  /**
   * the secret it accepts
   */
  secret: string;
  /**
   * every API request received, oldest first
   */
  requests: RecordedRequest[];
  /**
   * items by item_id
   */
  items: Map<string, StandInItem>;
  /**
   * where webhooks go (when unset: the webhook given to /link/token/create)
   */
  setWebhookUrl: (url: string | null) => void;
  /**
   * caps /transactions/sync pages below the client's count (null: the client's count)
   */
  setMaxPageSize: (size: number | null) => void;
  /**
   * the next matching call answers this Plaid error (default path /transactions/sync; afterCalls lets that many matching calls through first)
   */
  failOnce: (
    errorCode: 'ITEM_LOGIN_REQUIRED' | 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION' | string,
    options?: {
      path?: string;
      itemId?: string;
      afterCalls?: number;
    },
  ) => void;
  /**
   * puts the item in ITEM_LOGIN_REQUIRED until a Link update mode token is created and /item/get is called after it (as after update mode)
   */
  requireLogin: (itemId: string) => void;
  /**
   * adds posted transactions
   */
  addTransactions: (itemId: string, count: number, overrides?: Partial<PlaidTransaction>) => PlaidTransaction[];
  modifyTransaction: (itemId: string, transactionId: string, changes: Partial<PlaidTransaction>) => PlaidTransaction;
  removeTransaction: (itemId: string, transactionId: string) => void;
  /**
   * adds a pending transaction
   */
  postPending: (itemId: string, overrides?: Partial<PlaidTransaction>) => PlaidTransaction;
  /**
   * posts the pending one: a new posted row naming it in pending_transaction_id, the pending row removed
   */
  postPosted: (itemId: string, pendingId: string, changes?: Partial<PlaidTransaction>) => PlaidTransaction;
  /**
   * a public token for a new item (like /sandbox/public_token/create)
   */
  createPublicToken: (institutionId?: string) => string;
  /**
   * builds, signs and POSTs a webhook for an item
   */
  sendWebhook: (itemId: string, webhookType: string, webhookCode: string, extra?: Json, options?: WebhookOptions) => Promise<WebhookDelivery>;
  /**
   * the Plaid-Verification JWT for a body
   */
  signWebhook: (
    body: string,
    options?: {
      iat?: number;
      kid?: string;
      wrongKey?: boolean;
    },
  ) => string;
  /**
   * the kid of the signing key
   */
  keyId: string;
  /**
   * what /webhook_verification_key/get says of the signing key from now on: expired at this time (seconds), or not
   */
  expireKey: (expiredAt: number | null) => void;
  stop: () => Promise<void>;
};
