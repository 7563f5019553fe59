// The books: a double-entry journal derived from the ledger, a chart of accounts per client
// mapped to GIFI codes, and the statements read from it (balance sheet, trial balance,
// journal). Amounts are decimal strings with two decimals ("1234.50").
import { books } from './i18n/catalogues/books.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const BOOK_ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type BookAccountType = (typeof BOOK_ACCOUNT_TYPES)[number];

/** What an account stands for: a linked bank account, a CSV account of the books, the manual Cash account, a system account, or a client's category. */
export const BOOK_ACCOUNT_SOURCES = ['bank', 'csv', 'manual', 'system', 'category'] as const;
export type BookAccountSource = (typeof BOOK_ACCOUNT_SOURCES)[number];

/** The kind of a CSV account added to the books (`accountType` of POST /api/csv/books/:id; default `bank`). */
export const CSV_BOOKS_ACCOUNT_TYPES = ['bank', 'credit_card', 'cash', 'loan'] as const;
export type CsvBooksAccountType = (typeof CSV_BOOKS_ACCOUNT_TYPES)[number];

export const CSV_BOOKS_ACCOUNT_TYPE_LABELS: Record<CsvBooksAccountType, string> = {
  bank: 'Bank account',
  credit_card: 'Credit card',
  cash: 'Cash',
  loan: 'Loan',
};

/**
 * The system categories every client has. They post to a balance-sheet account (`account`,
 * a key of SYSTEM_BOOK_ACCOUNTS), never to the P&L. `key` is stored on the category
 * (user_categories.system_key); the name is what the client sees and the categorizer returns.
 */
export const SYSTEM_CATEGORIES = [
  { key: 'transfer', name: 'Transfer between my accounts', account: 'transfers_in_transit' },
  { key: 'owner_drawings', name: "Owner's drawings", account: 'owner_drawings' },
  { key: 'owner_contribution', name: "Owner's contribution", account: 'owner_contributions' },
  { key: 'loan_received', name: 'Loan received', account: 'loans_payable' },
  { key: 'loan_repayment', name: 'Loan repayment (principal)', account: 'loans_payable' },
  { key: 'equipment', name: 'Equipment (capital asset)', account: 'equipment' },
] as const;
export type SystemCategoryKey = (typeof SYSTEM_CATEGORIES)[number]['key'];

/**
 * The system accounts of every client's chart (source 'system'), with their GIFI code
 * (Schedule 100). `ref` is the account's fixed number within the client's system accounts;
 * the database's posting function (migration Books1795900000001) holds the same list.
 * current_year_earnings has no journal line: the balance sheet computes it from the P&L.
 */
export const SYSTEM_BOOK_ACCOUNTS = [
  { ref: 1, key: 'uncategorized', name: 'Uncategorized (suspense)', type: 'liability', gifi: '2960' },
  { ref: 2, key: 'gst_hst_receivable', name: 'GST/HST receivable (input tax credits)', type: 'asset', gifi: '1483' },
  { ref: 3, key: 'gst_hst_payable', name: 'GST/HST payable', type: 'liability', gifi: '2680' },
  { ref: 4, key: 'opening_balance_equity', name: 'Opening balance equity', type: 'equity', gifi: '3540' },
  { ref: 5, key: 'owner_contributions', name: "Owner's contributions", type: 'equity', gifi: '3541' },
  { ref: 6, key: 'owner_drawings', name: "Owner's drawings", type: 'equity', gifi: '3700' },
  { ref: 7, key: 'retained_earnings', name: 'Retained earnings', type: 'equity', gifi: '3600' },
  { ref: 8, key: 'current_year_earnings', name: 'Current-year earnings', type: 'equity', gifi: '3680' },
  { ref: 9, key: 'transfers_in_transit', name: 'Transfers between my accounts (in transit)', type: 'asset', gifi: '1480' },
  { ref: 10, key: 'loans_payable', name: 'Loans payable', type: 'liability', gifi: '2700' },
  { ref: 11, key: 'equipment', name: 'Equipment', type: 'asset', gifi: '1740' },
  { ref: 12, key: 'qst_payable', name: 'QST payable', type: 'liability', gifi: '2680' },
  { ref: 13, key: 'qst_receivable', name: 'QST receivable (input tax refunds)', type: 'asset', gifi: '1483' },
] as const satisfies readonly { ref: number; key: string; name: string; type: BookAccountType; gifi: string }[];
export type SystemBookAccountKey = (typeof SYSTEM_BOOK_ACCOUNTS)[number]['key'];

/** The key of the system account with that `ref` (book_accounts.ref of a `source = 'system'` account); null for an unknown ref. */
export const systemBookAccountKey = (ref: number): SystemBookAccountKey | null => SYSTEM_BOOK_ACCOUNTS.find((a) => a.ref === ref)?.key ?? null;

/** GET /api/books/accounts?asOf=YYYY-MM-DD */
export interface BookAccountRow {
  id: number;
  name: string;
  type: BookAccountType;
  /** GIFI code: Schedule 100 for the balance sheet, Schedule 125 (the year-end package's map) for categories; null for a category kept off the statement. */
  gifi: string | null;
  source: BookAccountSource;
  /**
   * Which system account it is (SYSTEM_BOOK_ACCOUNTS' key) when `source` is 'system', else null: its
   * name in the answer's language follows this key. Always in the API's answers (optional for the
   * rows the apps build themselves, as openingBalance is).
   */
  systemAccount?: SystemBookAccountKey | null;
  /** In the account's normal sense: assets and expenses debits less credits, the others credits less debits. */
  balance: string;
  /** An account of money's (bank, csv, manual) opening balance; null for the other accounts. Always in the API's answers. */
  openingBalance?: BookOpeningBalance | null;
}

/**
 * Where a statement balance came from: Plaid's balances at a sync, an OFX file's LEDGERBAL,
 * a CSV's balance column, or typed by a person (staff or the client; it wins over the others).
 */
export const STATEMENT_BALANCE_SOURCES = ['plaid', 'ofx', 'csv_balance', 'entered'] as const;
export type StatementBalanceSource = (typeof STATEMENT_BALANCE_SOURCES)[number];
export const STATEMENT_BALANCE_SOURCE_LABELS: Record<StatementBalanceSource, string> = {
  plaid: 'your bank (Plaid)',
  ofx: "the OFX file's ledger balance",
  csv_balance: "the CSV file's balance column",
  entered: 'a balance typed in',
};

/** The accounts of money that take an opening balance: linked accounts, CSV accounts of the books, the manual Cash account. */
export const OPENING_ACCOUNT_SOURCES = ['bank', 'csv', 'manual'] as const;
export type OpeningAccountSource = (typeof OPENING_ACCOUNT_SOURCES)[number];

/**
 * An account of money's opening balance, in the account's own sense (an asset: money in it;
 * a card or loan: money owed). The books use the one a person set, else the proposed one
 * (from the account's statements); `status` says which ('none': neither yet).
 */
export interface BookOpeningBalance {
  status: 'set' | 'proposed' | 'none';
  /** What the books use (null when status is 'none'): the balance at the start of `date`. */
  date: string | null;
  amount: string | null;
  proposed: { date: string; amount: string; from: StatementBalanceSource } | null;
  /** Who set it (a user id) and when (ISO time), for status 'set'. */
  setBy: number | null;
  setAt: string | null;
}

/** PUT /api/books/accounts/:id/opening-balance (and staff's under /api/admin/users/:userId/books/...). */
export interface OpeningBalanceRequest {
  /** YYYY-MM-DD: the opening balance is the balance at the start of this day. */
  date: string;
  /** In the account's own sense: money in it for an asset, money owed for a card or loan ("-12.00" for an overdraft). */
  amount: string | number;
}
export interface OpeningBalanceResponse {
  accountId: number;
  openingBalance: BookOpeningBalance;
}
export interface BookAccountsResponse {
  asOf: string;
  accounts: BookAccountRow[];
}

/** GET /api/books/balance-sheet?asOf=YYYY-MM-DD */
export interface BalanceSheetLine {
  account: string;
  /**
   * Which system account of the chart the line is (SYSTEM_BOOK_ACCOUNTS' key), null for any other
   * account (a bank, CSV or Cash account, a category): the texts name a system account by this key,
   * never by its name. Absent from the balance sheets of reports stored before 2026-11-29.
   */
  systemAccount?: SystemBookAccountKey | null;
  gifi: string | null;
  amount: string;
}
export interface BalanceSheetResponse {
  asOf: string;
  /** The first day of the fiscal year that asOf falls in: current-year earnings run from it. */
  fiscalYearStart: string;
  assets: BalanceSheetLine[];
  liabilities: BalanceSheetLine[];
  equity: BalanceSheetLine[];
  totals: { assets: string; liabilities: string; equity: string };
}

/** GET /api/books/trial-balance?asOf=YYYY-MM-DD */
export interface TrialBalanceRow {
  account: string;
  /** Which system account the row is (SYSTEM_BOOK_ACCOUNTS' key), null for any other account. */
  systemAccount: SystemBookAccountKey | null;
  type: BookAccountType;
  debit: string;
  credit: string;
}
export interface TrialBalanceResponse {
  asOf: string;
  rows: TrialBalanceRow[];
  totals: { debit: string; credit: string };
}

/** GET /api/books/journal?from=&to=&page= */
export interface JournalLineRow {
  account: string;
  /** Which system account the line posts to (SYSTEM_BOOK_ACCOUNTS' key), null for any other account. */
  systemAccount: SystemBookAccountKey | null;
  debit: string;
  credit: string;
}
export interface JournalEntryRow {
  id: number;
  date: string;
  memo: string;
  /** The ledger entry it posts (the transactionId of reports), null for an entry of its own (an opening balance). */
  transactionId: number | null;
  lines: JournalLineRow[];
}
export interface JournalResponse {
  entries: JournalEntryRow[];
  total: number;
}

export const BOOKS_LIMITS = {
  /** Journal entries per page. */
  journalPage: 100,
} as const;

export const BOOKS_MESSAGES = {
  ...renderEnglishTexts(books['en-CA']),
  badDate: (field: string) => renderEnglish(books['en-CA'], 'badDate', { field }),
} as const;
