// The ledger: every transaction of a client from every source (a linked bank account, a
// CSV account added to the books, a manual submission) with a stable id, and the possible
// duplicates between them. Amounts are decimal strings ("-12.34", negative = money out).
import type { Pagination } from './bank.js';
import { CSV_BOOKS_ACCOUNT_TYPES, type CsvBooksAccountType } from './books.js';
import { ledger } from './i18n/catalogues/ledger.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const LEDGER_SOURCES = ['bank', 'csv', 'manual'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

export const LEDGER_SOURCE_LABELS: Record<LedgerSource, string> = {
  bank: 'Bank',
  csv: 'CSV account',
  manual: 'Manual',
};

/** POST /api/ledger/{transactionId}/duplicate: "same transaction" (counts once) or "both are real". */
export const DUPLICATE_DECISIONS = ['same', 'distinct'] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];

export const DUPLICATE_DECISION_LABELS: Record<DuplicateDecision, string> = {
  same: 'Same transaction',
  distinct: 'Both are real',
};

/** POST /api/ledger/{transactionId}/transfer: "transfer" (with its counterpart) or "not_transfer". */
export const TRANSFER_DECISIONS = ['transfer', 'not_transfer'] as const;
export type TransferDecision = (typeof TRANSFER_DECISIONS)[number];

/** The transfer rule: a money-out row and a money-in row of the same amount in another account of the books, at most this many days apart. */
export const TRANSFER_RULE = { maxDaysApart: 5 } as const;

/** The other row of a transfer between the client's own accounts, as the side-by-side view shows it. */
export interface LedgerTransferOf {
  transactionId: number;
  accountName: string;
  date: string;
  name: string;
  amount: string;
}

/**
 * GET /api/ledger/{transactionId}/transfer-candidates (staff: /api/admin/ledger/...): the rows
 * that could be the other half of a transfer — the opposite amount to the cent, in another
 * visible account of the client, at most TRANSFER_RULE.maxDaysApart days away, counting, not
 * in a transfer a person confirmed with another row — nearest date first.
 */
export interface TransferCandidatesResponse {
  transactionId: number;
  candidates: LedgerTransferOf[];
}

/** POST /api/ledger/{transactionId}/transfer body. */
export interface TransferDecisionRequest {
  decision: TransferDecision;
  /** Required with "transfer": the other row (another account, opposite sign, same amount). */
  counterpartTransactionId?: number;
}

/**
 * The duplicate rule's limits: the same amount to the cent, dates at most this many days
 * apart, and merchants at least this similar (0..1, shared words of the normalised names).
 */
export const DUPLICATE_RULE = { maxDaysApart: 3, minMerchantSimilarity: 0.5 } as const;

export const LEDGER_LIMITS = {
  /** Rows per page of GET /api/ledger (and the largest `limit`). */
  pageMax: 500,
  /** An account name given to a CSV upload added to the books. */
  accountNameMax: 100,
} as const;

/** The row it may duplicate, as the side-by-side view shows it. */
export interface LedgerDuplicateOf {
  transactionId: number;
  source: LedgerSource;
  accountName: string;
  date: string;
  name: string;
  amount: string;
}

/** One row of GET /api/ledger. `duplicateOf` is set on a possible duplicate; `duplicateDecision` once someone decided. */
export interface LedgerRow {
  transactionId: number;
  source: LedgerSource;
  accountName: string;
  date: string;
  name: string;
  amount: string;
  category: string | null;
  duplicateOf: number | null;
  duplicateDecision: DuplicateDecision | null;
  /** The matched row, for the side-by-side view (null when not a possible duplicate). */
  duplicate: LedgerDuplicateOf | null;
  /** The other row of a transfer between your own accounts (matched, or decided by a person); null otherwise. */
  transfer: LedgerTransferOf | null;
  /** Money that may be a transfer with two or more candidates: waits for a decision. */
  transferCandidate: boolean;
  /** A person's word on it as a transfer; null while the drain's match (or none) stands. */
  transferDecision: TransferDecision | null;
  /** A bank row dated in a month already closed when it arrived keeps its own date here; `date` is then the first day of the first open month (null otherwise). */
  ownDate?: string | null;
  /** Then also the note saying so (MONTH_CLOSE_MESSAGES.postedLate; removedLate or correctedLate for a reversal; correctionLate for a corrected row), in the asker's language. */
  lateNote?: string | null;
  /** The reversal of a bank row the bank removed after its month closed: the id of the closed month's row it reverses (null otherwise). */
  reverses?: number | null;
  /** A bank row the bank corrected after the month of its first version closed: the id of the closed month's row it replaces (null otherwise). */
  corrects?: number | null;
}

/** GET /api/ledger?from=&to=&page=&limit=&duplicates=undecided (and the console's GET /api/admin/users/{id}/ledger). */
export interface LedgerResponse {
  transactions: LedgerRow[];
  pagination: Pagination;
  /** Possible duplicates in the period still waiting for a decision. */
  undecidedDuplicates: number;
}

/** POST /api/csv/books/{uploadId} body. */
export interface AddCsvToBooksRequest {
  accountName: string;
  /** What the account is in the chart (default `bank`): a credit card or a loan is a liability. */
  accountType?: CsvBooksAccountType;
}

/** A CSV upload's place in the books, as the CSV list shows it. */
export interface CsvBooksState {
  accountName: string;
  accountType: CsvBooksAccountType;
  addedAt: string;
}

export const LEDGER_MESSAGES = {
  ...renderEnglishTexts(ledger['en-CA'], {
    decisions: DUPLICATE_DECISIONS.join(', '),
    transferDecisions: TRANSFER_DECISIONS.join(', '),
    maxDaysApart: TRANSFER_RULE.maxDaysApart,
    pageMax: LEDGER_LIMITS.pageMax,
    accountTypes: CSV_BOOKS_ACCOUNT_TYPES.join(', '),
    accountNameMax: LEDGER_LIMITS.accountNameMax,
  }),
  addedToBooks: (accountName: string) => renderEnglish(ledger['en-CA'], 'addedToBooks', { accountName }),
  transferDecided: (decision: TransferDecision) => (decision === 'transfer' ? ledger['en-CA'].markedTransfer : ledger['en-CA'].markedNotTransfer),
  decided: (decision: DuplicateDecision) => (decision === 'same' ? ledger['en-CA'].markedSame : ledger['en-CA'].markedDistinct),
} as const;

/** The account a completed submission's manual transactions carry in the books. */
export const manualAccountName = (summaryName: string) => `Manual: ${summaryName}`.slice(0, 255);
