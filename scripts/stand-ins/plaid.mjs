// A local Plaid that speaks the JSON wire format the official `plaid` SDK uses, for API
// tests and browser tests. Point the SDK at it with PLAID_BASE_URL=<url>; nothing reaches
// Plaid.
//
// It implements what Ledgerleaf calls: /link/token/create, /item/public_token/exchange,
// /accounts/get, /item/get, /item/remove, /institutions/get_by_id, /transactions/sync
// (count, cursor, has_more, added/modified/removed, pending → posted), /transactions/refresh,
// /webhook_verification_key/get, plus /sandbox/public_token/create and
// /sandbox/item/fire_webhook. Credentials travel as Plaid accepts them: client_id/secret
// in the JSON body or the PLAID-CLIENT-ID / PLAID-SECRET headers. Errors are Plaid's
// error objects (error_type, error_code, error_message, display_message, request_id).
// Every request is checked against Plaid's official API document and every answer and
// webhook must conform to it (provider-rules.mjs, openapi/README.md).
//
// Any public token of the form `public-sandbox-<anything>` can be exchanged once, so a
// browser-side Link stand-in can invent one; `public-sandbox-<institution_id>-<random>`
// (for example public-sandbox-ins_109508-3f2a) picks the institution. The same
// institution always yields the same accounts (names and masks), like the same bank login.
//
// Webhooks are signed as Plaid signs them: an ES256 JWT in the Plaid-Verification header
// (header: alg, kid, typ; claims: iat, request_body_sha256), the public key served as a
// JWK by /webhook_verification_key/get.
//
// Tests drive it through the returned object (failOnce, addTransactions, postPending,
// sendWebhook, ...) or, from another process, through POST /__control/<action> with the
// same arguments as JSON.
import { createHash, generateKeyPairSync, randomBytes, randomUUID, sign as cryptoSign } from 'node:crypto';
import { createServer } from 'node:http';
import { conformingAnswer, plaidRefusal, plaidWebhookProblems } from './provider-rules.mjs';
import { STAND_IN_CREDENTIALS } from './stand-in-credentials.mjs';

/**
 * @typedef {Record<string, unknown>} Json
 *
 * @typedef {object} PlaidTransaction
 * @property {string} transaction_id
 * @property {string} account_id
 * @property {number} amount positive = money out (Plaid's sign)
 * @property {string} date YYYY-MM-DD
 * @property {string} name
 * @property {string | null} merchant_name
 * @property {boolean} pending
 * @property {string | null} pending_transaction_id
 * @property {string[]} category
 * @property {string} category_id
 * @property {string} payment_channel
 * @property {{ primary: string, detailed: string, confidence_level: string }} personal_finance_category
 * @property {string} [iso_currency_code]
 * @property {Json} [extra] (and every other field of Plaid's Transaction object)
 *
 * @typedef {object} StandInAccount
 * @property {string} account_id
 * @property {string} name
 * @property {string} official_name
 * @property {string} mask
 * @property {string} type
 * @property {string} subtype
 * @property {number} [opening] the balance before its first transaction (money in it; owed on a card or loan)
 *
 * @typedef {object} StandInItem
 * @property {string} item_id
 * @property {string} access_token
 * @property {string} institution_id
 * @property {string | null} webhook
 * @property {StandInAccount[]} accounts
 * @property {Map<string, PlaidTransaction>} transactions current transactions by id
 * @property {{ seq: number, id: string, kind: 'added' | 'modified' | 'removed', account_id: string }[]} log every change, in order
 * @property {Json | null} error a persistent item error (ITEM_LOGIN_REQUIRED) until update mode repairs it
 * @property {boolean} removed
 *
 * @typedef {object} RecordedRequest
 * @property {string} path
 * @property {Json} body the JSON body (secret replaced by "***")
 * @property {Record<string, string | string[] | undefined>} headers
 *
 * @typedef {object} WebhookDelivery
 * @property {number} status the HTTP status the webhook endpoint answered
 * @property {string} responseBody
 * @property {string} body the exact body sent
 * @property {string} token the Plaid-Verification header sent
 *
 * @typedef {object} WebhookOptions
 * @property {number} [iat] issued-at (seconds) to put in the JWT
 * @property {string} [kid] key id to put in the header (an unknown one tests rejection)
 * @property {boolean} [wrongKey] sign with a key Plaid never published under this kid
 * @property {string} [alterBody] send this body instead of the one that was signed
 * @property {string} [token] send this Plaid-Verification header as is
 * @property {string} [url] deliver here instead of the item's webhook URL
 *
 * @typedef {object} PlaidStandIn
 * @property {string} url base URL for PLAID_BASE_URL, e.g. http://127.0.0.1:4011
 * @property {string} clientId the client id it accepts
 * @property {string} secret the secret it accepts
 * @property {RecordedRequest[]} requests every API request received, oldest first
 * @property {Map<string, StandInItem>} items items by item_id
 * @property {(url: string | null) => void} setWebhookUrl where webhooks go (when unset: the webhook given to /link/token/create)
 * @property {(size: number | null) => void} setMaxPageSize caps /transactions/sync pages below the client's count (null: the client's count)
 * @property {(errorCode: 'ITEM_LOGIN_REQUIRED' | 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION' | string, options?: { path?: string, itemId?: string, afterCalls?: number }) => void} failOnce the next matching call answers this Plaid error (default path /transactions/sync; afterCalls lets that many matching calls through first)
 * @property {(itemId: string) => void} requireLogin puts the item in ITEM_LOGIN_REQUIRED until a Link update mode token is created and /item/get is called after it (as after update mode)
 * @property {(itemId: string, count: number, overrides?: Partial<PlaidTransaction>) => PlaidTransaction[]} addTransactions adds posted transactions
 * @property {(itemId: string, accountId: string, opening: number) => void} setOpeningBalance an account's balance before its first transaction (owed on a card); balances.current follows from it and the posted transactions
 * @property {(itemId: string, transactionId: string, changes: Partial<PlaidTransaction>) => PlaidTransaction} modifyTransaction
 * @property {(itemId: string, transactionId: string) => void} removeTransaction
 * @property {(itemId: string, overrides?: Partial<PlaidTransaction>) => PlaidTransaction} postPending adds a pending transaction
 * @property {(itemId: string, pendingId: string, changes?: Partial<PlaidTransaction>) => PlaidTransaction} postPosted posts the pending one: a new posted row naming it in pending_transaction_id, the pending row removed
 * @property {(institutionId?: string) => string} createPublicToken a public token for a new item (like /sandbox/public_token/create)
 * @property {(itemId: string, webhookType: string, webhookCode: string, extra?: Json, options?: WebhookOptions) => Promise<WebhookDelivery>} sendWebhook builds, signs and POSTs a webhook for an item
 * @property {(body: string, options?: { iat?: number, kid?: string, wrongKey?: boolean }) => string} signWebhook the Plaid-Verification JWT for a body
 * @property {string} keyId the kid of the signing key
 * @property {(expiredAt: number | null) => void} expireKey what /webhook_verification_key/get says of the signing key from now on: expired at this time (seconds), or not
 * @property {() => Promise<void>} stop
 */

/** @type {Record<string, string>} */
const INSTITUTIONS = {
  ins_109508: 'First Platypus Bank',
  ins_109509: 'First Gingham Credit Union',
  ins_3: 'Chase',
  ins_38: 'TD Canada Trust',
  ins_39: 'RBC Royal Bank',
  ins_40: 'Scotiabank',
  ins_41: 'BMO Bank of Montreal',
  ins_42: 'CIBC',
  ins_48: 'Desjardins',
};
const DEFAULT_INSTITUTION = 'ins_109508';

// Merchants a Canadian small business sees: [name, merchant, amount range (Plaid sign), category list, category_id, pfc primary, pfc detailed, channel]
/** @type {[string, string | null, number, number, string[], string, string, string, string][]} */
const MERCHANTS = [
  [
    'TIM HORTONS #2231 TORONTO ON',
    'Tim Hortons',
    3,
    28,
    ['Food and Drink', 'Restaurants', 'Coffee Shop'],
    '13005043',
    'FOOD_AND_DRINK',
    'FOOD_AND_DRINK_COFFEE',
    'in store',
  ],
  ['LOBLAWS 1029 TORONTO', 'Loblaws', 25, 240, ['Shops', 'Supermarkets and Groceries'], '19047000', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES', 'in store'],
  ['SHOPPERS DRUG MART #0841', 'Shoppers Drug Mart', 8, 90, ['Shops', 'Pharmacies'], '19043000', 'MEDICAL', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', 'in store'],
  ['PETRO-CANADA 04512', 'Petro-Canada', 40, 120, ['Travel', 'Gas Stations'], '22009000', 'TRANSPORTATION', 'TRANSPORTATION_GAS', 'in store'],
  [
    'CANADIAN TIRE #118',
    'Canadian Tire',
    15,
    400,
    ['Shops', 'Hardware Store'],
    '19030000',
    'GENERAL_MERCHANDISE',
    'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
    'in store',
  ],
  [
    'ROGERS WIRELESS PAD',
    'Rogers',
    65,
    140,
    ['Service', 'Telecommunication Services'],
    '18063000',
    'RENT_AND_UTILITIES',
    'RENT_AND_UTILITIES_TELEPHONE',
    'other',
  ],
  [
    'BELL CANADA INTERNET',
    'Bell Canada',
    80,
    110,
    ['Service', 'Internet Services'],
    '18031000',
    'RENT_AND_UTILITIES',
    'RENT_AND_UTILITIES_INTERNET_AND_CABLE',
    'other',
  ],
  [
    'HYDRO ONE NETWORKS',
    'Hydro One',
    90,
    260,
    ['Service', 'Utilities', 'Electric'],
    '18068001',
    'RENT_AND_UTILITIES',
    'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
    'other',
  ],
  [
    'ENBRIDGE GAS PAD',
    'Enbridge Gas',
    45,
    180,
    ['Service', 'Utilities', 'Gas'],
    '18068002',
    'RENT_AND_UTILITIES',
    'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
    'other',
  ],
  [
    'PRESTO FARE/TORONTO',
    'Presto',
    3,
    50,
    ['Travel', 'Public Transportation Services'],
    '22014000',
    'TRANSPORTATION',
    'TRANSPORTATION_PUBLIC_TRANSIT',
    'in store',
  ],
  ['AIR CANADA 0142', 'Air Canada', 180, 950, ['Travel', 'Airlines and Aviation Services'], '22001000', 'TRAVEL', 'TRAVEL_FLIGHTS', 'online'],
  ['STAPLES STORE 221', 'Staples', 12, 300, ['Shops', 'Office Supplies'], '19040000', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_OFFICE_SUPPLIES', 'in store'],
  [
    'COSTCO WHOLESALE W524',
    'Costco',
    60,
    650,
    ['Shops', 'Warehouses and Wholesale Stores'],
    '19051000',
    'GENERAL_MERCHANDISE',
    'GENERAL_MERCHANDISE_SUPERSTORES',
    'in store',
  ],
  ['UBER CANADA/UBERTRIP', 'Uber', 9, 60, ['Travel', 'Taxi'], '22016000', 'TRANSPORTATION', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES', 'online'],
  ['AMAZON.CA MKTPL', 'Amazon', 15, 320, ['Shops', 'Digital Purchase'], '19013000', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 'online'],
  [
    'INTUIT *QBOOKS ONLINE',
    'Intuit',
    30,
    90,
    ['Service', 'Financial', 'Accounting and Bookkeeping'],
    '18020001',
    'GENERAL_SERVICES',
    'GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING',
    'online',
  ],
  [
    'GOOGLE *WORKSPACE',
    'Google',
    8,
    60,
    ['Service', 'Computers', 'Software'],
    '18012002',
    'GENERAL_SERVICES',
    'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
    'online',
  ],
  ['MONTHLY ACCOUNT FEE', null, 4, 30, ['Bank Fees'], '10000000', 'BANK_FEES', 'BANK_FEES_OTHER_BANK_FEES', 'other'],
  ['INTACT INSURANCE PAD', 'Intact Insurance', 120, 400, ['Service', 'Insurance'], '18030000', 'GENERAL_SERVICES', 'GENERAL_SERVICES_INSURANCE', 'other'],
  ['RENT - 120 KING ST W', null, 1800, 2600, ['Payment', 'Rent'], '16002000', 'RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT', 'other'],
  [
    'CRA PAYROLL REMITTANCE',
    'Canada Revenue Agency',
    400,
    2200,
    ['Tax', 'Payment'],
    '20001000',
    'GOVERNMENT_AND_NON_PROFIT',
    'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT',
    'other',
  ],
  ['SHOPIFY PAYOUT', 'Shopify', -2400, -150, ['Transfer', 'Deposit'], '21007000', 'INCOME', 'INCOME_OTHER_INCOME', 'other'],
  ['INTERAC E-TRANSFER FROM MAPLE STUDIO', null, -3200, -250, ['Transfer', 'Credit'], '21005000', 'TRANSFER_IN', 'TRANSFER_IN_ACCOUNT_TRANSFER', 'other'],
  ['STRIPE TRANSFER', 'Stripe', -4100, -300, ['Transfer', 'Deposit'], '21007000', 'INCOME', 'INCOME_OTHER_INCOME', 'other'],
];

const ACCOUNT_TEMPLATES = [
  { name: 'Business Chequing', official_name: 'Business Chequing Account', type: 'depository', subtype: 'checking' },
  { name: 'Business Savings', official_name: 'High Interest Business Savings', type: 'depository', subtype: 'savings' },
  { name: 'Business Visa', official_name: 'Business Visa Card', type: 'credit', subtype: 'credit card' },
];

/**
 * A small deterministic generator, so a given seed always yields the same data.
 * @param {string} seedText
 */
function seeded(seedText) {
  let state = createHash('sha256').update(seedText).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
}

const isoDay = (/** @type {number} */ daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const requestId = () => randomBytes(8).toString('base64url').slice(0, 15);
const b64url = (/** @type {string | Json} */ value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/**
 * @param {string} type
 * @param {string} code
 * @param {string} message
 * @param {string | null} [display]
 */
function plaidError(type, code, message, display = null) {
  return {
    error_type: type,
    error_code: code,
    error_code_reason: null,
    error_message: message,
    display_message: display,
    documentation_url: `https://plaid.com/docs/errors/${type.toLowerCase().replace(/_error$/, '')}/#${code.toLowerCase()}`,
    suggested_action: null,
  };
}

/** Known error codes the control API can inject: [http status, error_type, message, display message]. */
const ERROR_CATALOGUE = {
  ITEM_LOGIN_REQUIRED: [
    400,
    'ITEM_ERROR',
    "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
    'To keep your accounts connected, log in to your bank again.',
  ],
  TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION: [
    400,
    'TRANSACTIONS_ERROR',
    'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.',
    null,
  ],
  INTERNAL_SERVER_ERROR: [500, 'API_ERROR', 'an unexpected error occurred', 'Something went wrong. Please try again later.'],
  PLANNED_MAINTENANCE: [503, 'API_ERROR', 'the Plaid API is temporarily unavailable due to planned maintenance', null],
  RATE_LIMIT: [429, 'RATE_LIMIT_EXCEEDED', 'rate limit exceeded', null],
  PRODUCT_NOT_ENABLED: [400, 'INVALID_REQUEST', 'the requested product is not enabled for this client', null],
};

/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @param {{ webhookUrl?: string, clientId?: string, secret?: string, transactionsPerItem?: number, maxPageSize?: number }} [options]
 * @returns {Promise<PlaidStandIn>}
 */
export async function startPlaidStandIn(options = {}) {
  const clientId = options.clientId ?? STAND_IN_CREDENTIALS.PLAID_CLIENT_ID;
  const secret = options.secret ?? STAND_IN_CREDENTIALS.PLAID_SECRET;
  const transactionsPerItem = options.transactionsPerItem ?? 60;
  let defaultWebhookUrl = options.webhookUrl ?? null;
  /** @type {number | null} */
  let maxPageSize = options.maxPageSize ?? null;
  /** @type {RecordedRequest[]} */
  const requests = [];
  /** @type {Map<string, StandInItem>} */
  const items = new Map();
  /** @type {Map<string, string>} access token → item id */
  const byToken = new Map();
  /** @type {Map<string, { institution_id: string, used: boolean, webhook: string | null }>} */
  const publicTokens = new Map();
  /** @type {{ errorCode: string, path: string, itemId?: string, afterCalls: number }[]} */
  const failures = [];
  let seq = 0;

  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const keyId = randomUUID();
  const jwk = /** @type {Json} */ (publicKey.export({ format: 'jwk' }));
  const createdAt = Math.floor(Date.now() / 1000);
  /** @type {number | null} */
  let keyExpiredAt = null;

  // ---- data ----

  /** @param {string} institutionId */
  function accountsFor(institutionId) {
    const random = seeded(`accounts:${institutionId}`);
    return ACCOUNT_TEMPLATES.map((template) => ({
      ...template,
      account_id: '',
      mask: String(1000 + Math.floor(random() * 9000)),
      // the balance before the account's first transaction: money in it, or owed on a card
      opening: template.type === 'credit' ? 250 : template.subtype === 'savings' ? 12000 : 5230.12,
    }));
  }

  /**
   * Sets an account's opening (the balance before its first transaction; owed on a card):
   * `current` follows from it and the account's posted transactions.
   * @param {string} itemId @param {string} accountId @param {number} opening
   */
  function setOpeningBalance(itemId, accountId, opening) {
    const account = itemOrThrow(itemId).accounts.find((a) => a.account_id === accountId);
    if (!account) throw new Error(`Plaid stand-in: unknown account ${accountId}`);
    account.opening = opening;
  }

  /**
   * @param {StandInItem} item
   * @param {() => number} random
   * @param {number} daysAgo
   * @param {Partial<PlaidTransaction>} [overrides]
   * @returns {PlaidTransaction}
   */
  function makeTransaction(item, random, daysAgo, overrides = {}) {
    const [name, merchant, min, max, category, categoryId, primary, detailed, channel] = MERCHANTS[Math.floor(random() * MERCHANTS.length)];
    const account = item.accounts[Math.floor(random() * item.accounts.length)];
    const amount = Math.round((min + random() * (max - min)) * 100) / 100;
    return /** @type {PlaidTransaction} */ ({
      transaction_id: randomBytes(18).toString('base64url'),
      account_id: account.account_id,
      amount,
      iso_currency_code: 'CAD',
      unofficial_currency_code: null,
      date: isoDay(daysAgo),
      authorized_date: isoDay(daysAgo),
      datetime: null,
      authorized_datetime: null,
      name,
      merchant_name: merchant,
      merchant_entity_id: null,
      logo_url: null,
      website: null,
      pending: false,
      pending_transaction_id: null,
      account_owner: null,
      category,
      category_id: categoryId,
      payment_channel: channel,
      personal_finance_category: { primary, detailed, confidence_level: 'VERY_HIGH' },
      personal_finance_category_icon_url: `https://plaid-category-icons.plaid.com/PFC_${primary}.png`,
      location: { address: null, city: null, region: null, postal_code: null, country: 'CA', lat: null, lon: null, store_number: null },
      payment_meta: {
        by_order_of: null,
        payee: null,
        payer: null,
        payment_method: null,
        payment_processor: null,
        ppd_id: null,
        reason: null,
        reference_number: null,
      },
      counterparties: [],
      transaction_code: null,
      transaction_type: 'place',
      check_number: null,
      ...overrides,
    });
  }

  /** @param {StandInItem} item @param {PlaidTransaction} tx @param {'added' | 'modified' | 'removed'} kind */
  function record(item, tx, kind) {
    if (kind === 'removed') item.transactions.delete(tx.transaction_id);
    else item.transactions.set(tx.transaction_id, tx);
    item.log.push({ seq: ++seq, id: tx.transaction_id, kind, account_id: tx.account_id });
  }

  /** @param {string} institutionId @param {string | null} webhook */
  function createItem(institutionId, webhook) {
    const itemId = randomBytes(18).toString('base64url');
    const accessToken = `access-sandbox-${randomUUID()}`;
    /** @type {StandInItem} */
    const item = {
      item_id: itemId,
      access_token: accessToken,
      institution_id: institutionId,
      webhook,
      accounts: accountsFor(institutionId).map((a) => ({ ...a, account_id: randomBytes(18).toString('base64url') })),
      transactions: new Map(),
      log: [],
      error: null,
      removed: false,
    };
    const random = seeded(`transactions:${itemId}`);
    for (let i = 0; i < transactionsPerItem; i++)
      record(item, makeTransaction(item, random, Math.floor((i * 89) / Math.max(1, transactionsPerItem - 1)) + 1), 'added');
    items.set(itemId, item);
    byToken.set(accessToken, itemId);
    return item;
  }

  /** @param {string} itemId */
  function itemOrThrow(itemId) {
    const item = items.get(itemId);
    if (!item) throw new Error(`Plaid stand-in: unknown item ${itemId}`);
    return item;
  }

  /** A credit card's limit (Plaid's balances.limit); other accounts have none. */
  const CREDIT_LIMIT = 10000;
  const round2 = (/** @type {number} */ n) => Math.round(n * 100) / 100;

  /**
   * The account's balances as Plaid's AccountBalance gives them, from its opening (the
   * balance before its first transaction: money in a depository account, owed on a card or
   * loan) and its transactions: `current` counts posted ones (Plaid's sign: positive = money
   * out, so a depository's current falls by it and a card's rises), `available` also takes
   * pending outflows off (a card's available is what is left under its limit).
   * @param {StandInItem} item @param {StandInAccount} a
   */
  function balancesOf(item, a) {
    const owed = a.type === 'credit' || a.type === 'loan';
    let posted = 0;
    let pendingOut = 0;
    for (const t of item.transactions.values()) {
      if (t.account_id !== a.account_id) continue;
      if (t.pending) pendingOut += Math.max(t.amount, 0);
      else posted += t.amount;
    }
    const current = round2((a.opening ?? 0) + (owed ? posted : -posted));
    const available = owed ? round2(CREDIT_LIMIT - current - pendingOut) : round2(current - pendingOut);
    return { available, current, iso_currency_code: 'CAD', limit: a.type === 'credit' ? CREDIT_LIMIT : null, unofficial_currency_code: null };
  }

  /** @param {StandInItem} item */
  const publicAccount = (item) => (/** @type {StandInAccount} */ a) => ({
    account_id: a.account_id,
    balances: balancesOf(item, a),
    mask: a.mask,
    name: a.name,
    official_name: a.official_name,
    type: a.type,
    subtype: a.subtype,
    holder_category: 'business',
  });

  /** @param {StandInItem} item */
  const publicItem = (item) => ({
    item_id: item.item_id,
    institution_id: item.institution_id,
    institution_name: INSTITUTIONS[item.institution_id] ?? null,
    webhook: item.webhook ?? '',
    error: item.error,
    available_products: ['balance'],
    billed_products: ['transactions'],
    products: ['transactions'],
    consented_products: ['transactions'],
    consent_expiration_time: null,
    update_type: 'background',
    auth_method: null,
  });

  // ---- cursors: base64url of { from, upto, offset } ----

  /** @param {string | undefined | null} cursor */
  function decodeCursor(cursor) {
    if (!cursor) return { from: 0, upto: null, offset: 0 };
    try {
      const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      if (typeof parsed.from === 'number') return parsed;
    } catch {
      // fall through
    }
    return null;
  }

  /**
   * Net changes of an item after `from`, in change order (collapsed per transaction).
   * @param {StandInItem} item
   * @param {number} from
   */
  function changesSince(item, from) {
    /** @type {Map<string, { first: string, last: number, accountId: string }>} */
    const touched = new Map();
    for (const entry of item.log) {
      if (entry.seq <= from) continue;
      const seen = touched.get(entry.id);
      if (seen) seen.last = entry.seq;
      else touched.set(entry.id, { first: entry.kind, last: entry.seq, accountId: entry.account_id });
    }
    /** @type {{ kind: 'added' | 'modified' | 'removed', id: string, last: number, accountId: string }[]} */
    const changes = [];
    for (const [id, { first, last, accountId }] of touched) {
      const existedBefore = first !== 'added';
      const existsNow = item.transactions.has(id);
      if (existsNow) changes.push({ kind: existedBefore ? 'modified' : 'added', id, last, accountId });
      else if (existedBefore) changes.push({ kind: 'removed', id, last, accountId });
    }
    return changes.sort((a, b) => a.last - b.last);
  }

  const lastSeq = (/** @type {StandInItem} */ item) => (item.log.length ? item.log[item.log.length - 1].seq : 0);

  // ---- webhooks ----

  /** @type {PlaidStandIn['signWebhook']} */
  function signWebhook(body, signOptions = {}) {
    const header = b64url({ alg: 'ES256', kid: signOptions.kid ?? keyId, typ: 'JWT' });
    const claims = b64url({ iat: signOptions.iat ?? Math.floor(Date.now() / 1000), request_body_sha256: createHash('sha256').update(body).digest('hex') });
    const signature = cryptoSign('sha256', Buffer.from(`${header}.${claims}`), {
      key: signOptions.wrongKey ? otherKey : privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${header}.${claims}.${signature.toString('base64url')}`;
  }

  /** @type {PlaidStandIn['sendWebhook']} */
  async function sendWebhook(itemId, webhookType, webhookCode, extra = {}, webhookOptions = {}) {
    const item = itemOrThrow(itemId);
    const url = webhookOptions.url ?? defaultWebhookUrl ?? item.webhook;
    if (!url) throw new Error('Plaid stand-in: no webhook URL (link token webhook, setWebhookUrl or options.url)');
    /** @type {Json} */
    const fields = {
      webhook_type: webhookType,
      webhook_code: webhookCode,
      item_id: item.item_id,
      environment: 'sandbox',
      ...webhookDefaults(item, webhookCode, extra),
      ...extra,
    };
    // An ERROR webhook carries Plaid's whole error object for its code.
    const givenError = /** @type {Json | undefined} */ (extra.error);
    if (webhookCode === 'ERROR') fields.error = { ...errorResponse(String(givenError?.error_code ?? 'ITEM_LOGIN_REQUIRED')).body, ...givenError };
    const problems = plaidWebhookProblems(fields);
    if (problems.length) throw new Error(`Plaid stand-in: a ${webhookType} ${webhookCode} webhook Plaid never sends: ${problems.join('; ')}`);
    const body = JSON.stringify(fields, null, 2);
    const token = webhookOptions.token ?? signWebhook(body, webhookOptions);
    const sent = webhookOptions.alterBody ?? body;
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'plaid-verification': token }, body: sent });
    return { status: response.status, responseBody: await response.text(), body: sent, token };
  }

  /**
   * The fields a webhook must carry (Plaid's document), as Plaid fills them.
   * @param {StandInItem} item
   * @param {string} webhookCode
   * @param {Json} extra what the test gave
   * @returns {Json}
   */
  function webhookDefaults(item, webhookCode, extra) {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    switch (webhookCode) {
      case 'SYNC_UPDATES_AVAILABLE':
        return { initial_update_complete: true, historical_update_complete: true };
      case 'PENDING_EXPIRATION':
        return { consent_expiration_time: inAWeek };
      case 'PENDING_DISCONNECT':
        return { reason: 'INSTITUTION_TOKEN_EXPIRATION', disconnect_time: inAWeek };
      case 'USER_ACCOUNT_REVOKED':
        return { account_id: extra.account_id ?? item.accounts[0]?.account_id };
      default:
        return {};
    }
  }

  // ---- control ----

  /** @type {PlaidStandIn['addTransactions']} */
  function addTransactions(itemId, count, overrides = {}) {
    const item = itemOrThrow(itemId);
    const random = seeded(`more:${itemId}:${seq}`);
    const added = [];
    for (let i = 0; i < count; i++) {
      const tx = makeTransaction(item, random, 1 + (i % 89), overrides);
      record(item, tx, 'added');
      added.push(tx);
    }
    return added;
  }

  /** @type {PlaidStandIn['modifyTransaction']} */
  function modifyTransaction(itemId, transactionId, changes) {
    const item = itemOrThrow(itemId);
    const tx = item.transactions.get(transactionId);
    if (!tx) throw new Error(`Plaid stand-in: unknown transaction ${transactionId}`);
    const next = { ...tx, ...changes, transaction_id: transactionId };
    record(item, next, 'modified');
    return next;
  }

  /** @type {PlaidStandIn['removeTransaction']} */
  function removeTransaction(itemId, transactionId) {
    const item = itemOrThrow(itemId);
    const tx = item.transactions.get(transactionId);
    if (!tx) throw new Error(`Plaid stand-in: unknown transaction ${transactionId}`);
    record(item, tx, 'removed');
  }

  /** @type {PlaidStandIn['postPending']} */
  function postPending(itemId, overrides = {}) {
    const item = itemOrThrow(itemId);
    const tx = makeTransaction(item, seeded(`pending:${seq}`), 0, { pending: true, ...overrides });
    record(item, tx, 'added');
    return tx;
  }

  /** @type {PlaidStandIn['postPosted']} */
  function postPosted(itemId, pendingId, changes = {}) {
    const item = itemOrThrow(itemId);
    const pending = item.transactions.get(pendingId);
    if (!pending) throw new Error(`Plaid stand-in: unknown pending transaction ${pendingId}`);
    const posted = { ...pending, transaction_id: randomBytes(18).toString('base64url'), pending: false, pending_transaction_id: pendingId, ...changes };
    record(item, pending, 'removed');
    record(item, posted, 'added');
    return posted;
  }

  /** @type {PlaidStandIn['createPublicToken']} */
  function createPublicToken(institutionId = DEFAULT_INSTITUTION) {
    const token = `public-sandbox-${randomUUID()}`;
    publicTokens.set(token, { institution_id: institutionId, used: false, webhook: null });
    return token;
  }

  /** @type {PlaidStandIn['failOnce']} */
  function failOnce(errorCode, failOptions = {}) {
    failures.push({ errorCode, path: failOptions.path ?? '/transactions/sync', itemId: failOptions.itemId, afterCalls: failOptions.afterCalls ?? 0 });
  }

  /** @type {PlaidStandIn['requireLogin']} */
  function requireLogin(itemId) {
    const item = itemOrThrow(itemId);
    item.error = errorResponse('ITEM_LOGIN_REQUIRED').body;
  }

  // ---- HTTP ----

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {Json} body
   * @param {string} [apiPath] an API call's path: the answer must conform to Plaid's response schema
   */
  function send(res, status, body, apiPath) {
    const answer = apiPath
      ? conformingAnswer('plaid', 'POST', apiPath, status, { ...body, request_id: requestId() })
      : { status, body: { ...body, request_id: requestId() } };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }

  /**
   * @param {string} code
   * @returns {{ status: number, body: Json }}
   */
  function errorResponse(code) {
    const known = ERROR_CATALOGUE[/** @type {keyof typeof ERROR_CATALOGUE} */ (code)];
    const [status, type, message, display] = known
      ? [Number(known[0]), String(known[1]), String(known[2]), known[3] === null ? null : String(known[3])]
      : [400, 'INVALID_REQUEST', `stand-in error ${code}`, null];
    return { status, body: plaidError(type, code, message, display) };
  }

  /**
   * The injected failure for this call, if any (consumed).
   * @param {string} path
   * @param {string} itemId
   */
  function injected(path, itemId) {
    const index = failures.findIndex((f) => f.path === path && (!f.itemId || f.itemId === itemId));
    if (index < 0) return null;
    const failure = failures[index];
    if (failure.afterCalls > 0) {
      failure.afterCalls -= 1;
      return null;
    }
    failures.splice(index, 1);
    return errorResponse(failure.errorCode);
  }

  const invalidInput = (/** @type {string} */ code, /** @type {string} */ message) => ({ status: 400, body: plaidError('INVALID_INPUT', code, message) });
  const invalidRequest = (/** @type {string} */ field) => ({
    status: 400,
    body: plaidError('INVALID_REQUEST', 'MISSING_FIELDS', `the following required fields are missing: ${field}`),
  });

  /** @param {Json} body */
  function itemForToken(body) {
    const token = body.access_token;
    if (typeof token !== 'string' || !token) return { error: invalidRequest('access_token') };
    const itemId = byToken.get(token);
    const item = itemId ? items.get(itemId) : undefined;
    if (!item || item.removed)
      return {
        error: invalidInput('INVALID_ACCESS_TOKEN', 'provided access token is in an invalid format. expected format: access-<environment>-<identifier>'),
      };
    return { item };
  }

  /**
   * @param {string} path
   * @param {Json} body
   * @returns {{ status: number, body: Json }}
   */
  function handle(path, body) {
    // A failure injected for any item (or for a call that names none) answers first.
    const anyItemFailure = failures.some((f) => f.path === path && !f.itemId) ? injected(path, '') : null;
    if (anyItemFailure) return anyItemFailure;
    if (path === '/webhook_verification_key/get') {
      if (body.key_id !== keyId) return invalidInput('INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id provided');
      return { status: 200, body: { key: { ...jwk, alg: 'ES256', use: 'sig', kid: keyId, created_at: createdAt, expired_at: keyExpiredAt } } };
    }
    if (path === '/link/token/create') {
      for (const field of ['client_name', 'language', 'country_codes', 'user']) if (body[field] === undefined) return invalidRequest(field);
      if (!body.access_token && !(Array.isArray(body.products) && body.products.length)) return invalidRequest('products');
      if (body.access_token) {
        const { item, error } = itemForToken(body);
        if (error) return error;
        // Update mode: the user logs in again; Link's success repairs the item.
        if (item) item.error = null;
      }
      return { status: 200, body: { link_token: `link-sandbox-${randomUUID()}`, expiration: new Date(Date.now() + 4 * 3600_000).toISOString() } };
    }
    if (path === '/sandbox/public_token/create') {
      if (typeof body.institution_id !== 'string') return invalidRequest('institution_id');
      if (!(body.institution_id in INSTITUTIONS)) return invalidInput('INVALID_INSTITUTION', 'invalid institution_id provided');
      const token = createPublicToken(body.institution_id);
      const webhook = /** @type {Json | undefined} */ (body.options)?.webhook;
      const created = publicTokens.get(token);
      if (created && typeof webhook === 'string') created.webhook = webhook;
      return { status: 200, body: { public_token: token } };
    }
    if (path === '/item/public_token/exchange') {
      const token = body.public_token;
      if (typeof token !== 'string' || !token) return invalidRequest('public_token');
      let entry = publicTokens.get(token);
      if (!entry && /^public-sandbox-[\w-]+$/.test(token)) {
        const match = /^public-sandbox-(ins_\d+)-/.exec(token);
        entry = { institution_id: match && match[1] in INSTITUTIONS ? match[1] : DEFAULT_INSTITUTION, used: false, webhook: null };
        publicTokens.set(token, entry);
      }
      if (!entry || entry.used)
        return invalidInput(
          'INVALID_PUBLIC_TOKEN',
          'provided public token is expired. Public tokens expire 30 minutes after creation at which point they can no longer be exchanged',
        );
      entry.used = true;
      const item = createItem(entry.institution_id, entry.webhook ?? lastLinkWebhook ?? defaultWebhookUrl);
      return { status: 200, body: { access_token: item.access_token, item_id: item.item_id } };
    }
    if (path === '/institutions/get_by_id') {
      if (typeof body.institution_id !== 'string') return invalidRequest('institution_id');
      const name = INSTITUTIONS[body.institution_id];
      if (!name) return invalidInput('INVALID_INSTITUTION', 'invalid institution_id provided');
      return {
        status: 200,
        body: {
          institution: {
            institution_id: body.institution_id,
            name,
            products: ['transactions', 'balance'],
            country_codes: ['CA', 'US'],
            url: null,
            primary_color: null,
            logo: null,
            routing_numbers: [],
            oauth: false,
            dtc_numbers: [],
          },
        },
      };
    }

    const { item, error } = itemForToken(body);
    if (error || !item) return error ?? invalidRequest('access_token');
    const failure = injected(path, item.item_id);
    if (failure) {
      if (failure.body.error_code === 'ITEM_LOGIN_REQUIRED') requireLogin(item.item_id);
      return failure;
    }
    if (item.error && path !== '/item/get' && path !== '/item/remove') return { status: 400, body: /** @type {Json} */ (item.error) };

    switch (path) {
      case '/accounts/get':
        return { status: 200, body: { accounts: item.accounts.map(publicAccount(item)), item: publicItem(item) } };
      case '/item/get':
        return {
          status: 200,
          body: { item: publicItem(item), status: { transactions: { last_successful_update: new Date().toISOString(), last_failed_update: null } } },
        };
      case '/item/remove':
        item.removed = true;
        return { status: 200, body: {} };
      case '/transactions/refresh':
        return { status: 200, body: {} };
      case '/transactions/sync': {
        const cursor = decodeCursor(/** @type {string | undefined} */ (body.cursor));
        if (!cursor) return invalidInput('INVALID_FIELD', 'cursor is not valid');
        const count = body.count === undefined ? 100 : Number(body.count);
        if (!Number.isInteger(count) || count < 1 || count > 500) return invalidInput('INVALID_FIELD', 'count must be between 1 and 500');
        const pageSize = maxPageSize ? Math.min(count, maxPageSize) : count;
        const head = lastSeq(item);
        if (cursor.upto !== null && cursor.upto !== head) return errorResponse('TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION');
        const upto = cursor.upto ?? head;
        const changes = changesSince(item, cursor.from);
        const page = changes.slice(cursor.offset, cursor.offset + pageSize);
        const hasMore = cursor.offset + pageSize < changes.length;
        const nextCursor = hasMore ? b64url({ from: cursor.from, upto, offset: cursor.offset + pageSize }) : b64url({ from: upto, upto: null, offset: 0 });
        /** @type {PlaidTransaction[]} */
        const added = [];
        /** @type {PlaidTransaction[]} */
        const modified = [];
        /** @type {{ transaction_id: string, account_id: string }[]} */
        const removed = [];
        for (const change of page) {
          if (change.kind === 'removed') removed.push({ transaction_id: change.id, account_id: change.accountId });
          else (change.kind === 'added' ? added : modified).push(/** @type {PlaidTransaction} */ (item.transactions.get(change.id)));
        }
        return {
          status: 200,
          body: {
            transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
            accounts: item.accounts.map(publicAccount(item)),
            added,
            modified,
            removed,
            next_cursor: nextCursor,
            has_more: hasMore,
          },
        };
      }
      case '/sandbox/item/fire_webhook': {
        const code = String(body.webhook_code ?? '');
        const type = code === 'SYNC_UPDATES_AVAILABLE' ? 'TRANSACTIONS' : 'ITEM';
        void sendWebhook(item.item_id, type, code).catch(() => undefined);
        return { status: 200, body: { webhook_fired: true } };
      }
      default:
        return { status: 404, body: plaidError('INVALID_REQUEST', 'UNKNOWN_FIELDS', `unrecognized endpoint ${path}`) };
    }
  }

  /** @type {string | null} the webhook of the last link token (new items report to it) */
  let lastLinkWebhook = null;

  /**
   * The control API for tests running in another process (browser tests).
   * @param {string} action
   * @param {Json} args
   */
  async function control(action, args) {
    const itemId = String(args.itemId ?? args.item_id ?? '');
    switch (action) {
      case 'fail-once':
        failOnce(String(args.errorCode), { path: args.path ? String(args.path) : undefined, itemId: itemId || undefined });
        return { ok: true };
      case 'require-login':
        requireLogin(itemId);
        return { ok: true };
      case 'set-opening-balance':
        setOpeningBalance(itemId, String(args.accountId), Number(args.opening));
        return { ok: true };
      case 'add-transactions':
        return { transactions: addTransactions(itemId, Number(args.count ?? 1), /** @type {Partial<PlaidTransaction>} */ (args.overrides ?? {})) };
      case 'modify-transaction':
        return { transaction: modifyTransaction(itemId, String(args.transactionId), /** @type {Partial<PlaidTransaction>} */ (args.changes ?? {})) };
      case 'remove-transaction':
        removeTransaction(itemId, String(args.transactionId));
        return { ok: true };
      case 'post-pending':
        return { transaction: postPending(itemId, /** @type {Partial<PlaidTransaction>} */ (args.overrides ?? {})) };
      case 'post-posted':
        return { transaction: postPosted(itemId, String(args.pendingId)) };
      case 'webhook':
        return sendWebhook(itemId, String(args.webhookType), String(args.webhookCode), /** @type {Json} */ (args.extra ?? {}));
      case 'items':
        return {
          items: [...items.values()].map((i) => ({
            item_id: i.item_id,
            institution_id: i.institution_id,
            removed: i.removed,
            accounts: i.accounts,
            transactions: i.transactions.size,
          })),
        };
      case 'page-size':
        maxPageSize = args.size === null || args.size === undefined ? null : Number(args.size);
        return { ok: true };
      default:
        throw new Error(`unknown control action ${action}`);
    }
  }

  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      /** @type {Json} */
      let body;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      } catch {
        send(res, 400, plaidError('INVALID_REQUEST', 'INVALID_BODY', 'body could not be parsed as JSON'));
        return;
      }
      if (req.method !== 'POST') {
        send(res, 405, plaidError('INVALID_REQUEST', 'INVALID_HTTP_METHOD', 'only POST is supported'));
        return;
      }
      const control = /^\/__control\/([\w-]+)$/.exec(path);
      if (control) {
        controlAction(control[1], body).then(
          (result) => send(res, 200, /** @type {Json} */ (result)),
          (error) => send(res, 400, { error: String(error?.message ?? error) }),
        );
        return;
      }
      requests.push({ path, body: { ...body, ...(body.secret ? { secret: '***' } : {}) }, headers: req.headers });
      const givenClient = body.client_id ?? req.headers['plaid-client-id'];
      const givenSecret = body.secret ?? req.headers['plaid-secret'];
      if (givenClient !== clientId || givenSecret !== secret) {
        send(res, 400, plaidError('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided'));
        return;
      }
      // What Plaid refuses by its API definition, before anything happens.
      const refusal = plaidRefusal(path, body);
      if (!refusal && path === '/link/token/create' && typeof body.webhook === 'string') lastLinkWebhook = body.webhook;
      const result = refusal ? { status: refusal.status, body: plaidError(refusal.type, refusal.code, refusal.message) } : handle(path, body);
      send(res, result.status, result.body, path);
    });
  });
  const controlAction = control;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    url: `http://127.0.0.1:${address.port}`,
    clientId,
    secret,
    requests,
    items,
    setWebhookUrl: (url) => {
      defaultWebhookUrl = url;
    },
    setMaxPageSize: (size) => {
      maxPageSize = size;
    },
    failOnce,
    requireLogin,
    setOpeningBalance,
    addTransactions,
    modifyTransaction,
    removeTransaction,
    postPending,
    postPosted,
    createPublicToken,
    sendWebhook,
    signWebhook,
    keyId,
    expireKey: (expiredAt) => {
      keyExpiredAt = expiredAt;
    },
    stop: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
