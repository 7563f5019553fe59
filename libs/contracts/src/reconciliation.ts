// Bank reconciliation and the month-close board (issue 28, points 2, 3 and 5): the shapes the
// API answers and the screens read. Amounts are strings with two decimals ("-12.34"); months
// are YYYY-MM. Import-free, so the API's entities and both apps can load it in any order.
import { books } from './i18n/catalogues/books.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const RECONCILIATION_STATUSES = ['reconciled', 'unreconciled', 'no_statement'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** Where a statement balance came from (the same values as `StatementBalanceSource`). */
export type ReconciliationStatementSource = 'plaid' | 'ofx' | 'csv_balance' | 'entered';

/** A book row dated in the month that the statement does not show yet (an uncleared cheque…). */
export interface ReconciliationUnclearedItem {
  transactionId: number;
  date: string;
  name: string;
  amount: string;
}

/** The reconciliation adjustment posted to "Reconciliation adjustments", with its required memo. */
export interface ReconciliationAdjustment {
  amount: string;
  memo: string;
}

/**
 * One account of money (a book account of source bank or csv) in a month: the statement
 * against the books, in the account's own sense (money in it for an asset, owed for a card).
 * `statementOpening`/`statementClosing`/`difference` are null when there is no statement balance.
 */
export interface ReconciliationAccount {
  accountId: number;
  accountName: string;
  statementOpening: string | null;
  statementClosing: string | null;
  /** The day the statement's closing balance is at (within the month); null without a statement. */
  statementDate: string | null;
  statementSource: ReconciliationStatementSource | null;
  booksOpening: string;
  booksClosing: string;
  difference: string | null;
  status: ReconciliationStatus;
  uncleared: ReconciliationUnclearedItem[];
  /** Staff display name and ISO time of the reconciliation; null while not reconciled. */
  reconciledBy: string | null;
  reconciledAt: string | null;
  adjustment: ReconciliationAdjustment | null;
  /** Who typed the statement balance and when, for source 'entered'; else null. */
  enteredBy: string | null;
  enteredAt: string | null;
}

/** GET /api/books/reconciliations?month= (client) and /api/admin/users/:userId/books/reconciliations?month= (staff). */
export interface ReconciliationMonth {
  month: string;
  accounts: ReconciliationAccount[];
}

/** PUT …/reconciliations/:accountId/:month */
export interface StatementClosingRequest {
  statementClosing: string;
  /** The statement's day (YYYY-MM-DD, within the month); the month's last day when absent. */
  date?: string;
}

/** The first and last day of a month "2026-10" (YYYY-MM-DD): the days a statement's date may take. */
export const monthDays = (month: string): { first: string; last: string } => {
  const [year, mm] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
};

/** POST …/reconciliations/:accountId/:month/reconcile: `{}`, or with an adjustment and its (required) memo. */
export interface ReconcileRequest {
  adjustment?: { memo: string };
}

/** The 422 body of a reconcile refused for a difference (the error filter's body with `difference`). */
export interface ReconcileRefusedBody {
  statusCode: 422;
  error: string;
  message: string;
  difference: string;
}

/** An account named by the 409 of an approval refused for unreconciled accounts. */
export interface UnreconciledAccount {
  accountId: number;
  accountName: string;
  /** null when there is no difference to name ("not reconciled"). */
  difference: string | null;
}

/** The 409 body of `POST /api/admin/reports/:id/update-status` `{status: 'approved'}` with an account unreconciled. */
export interface ApprovalUnreconciledBody {
  statusCode: 409;
  error: string;
  message: string;
  unreconciled: UnreconciledAccount[];
}

/** Each account as the monthly report carries it (frozen at approval for an approved version). */
export interface ReportReconciliation {
  accountId: number;
  accountName: string;
  statementClosing: string | null;
  booksClosing: string;
  difference: string | null;
  status: ReconciliationStatus;
  adjustment: ReconciliationAdjustment | null;
}

/** What the report answers (client and staff) gain with the reconciliation. */
export interface ReportReconciliationFields {
  /** Null for a report built before reconciliations were kept. */
  reconciliations?: ReportReconciliation[] | null;
  /** Why staff approved with an account unreconciled; null when they did not need to. */
  unreconciledReason?: string | null;
}

export const REPORT_RECONCILIATION_KIND = 'reconciliation';
export const reportReconciliationFileName = (year: number, month: number) => `reconciliation-${year}-${String(month).padStart(2, '0')}.csv`;

/** One client on the month-close board. */
export interface MonthCloseRow {
  userId: number;
  name: string;
  email: string;
  accountManager: { id: number; name: string } | null;
  accountsReconciled: number;
  accountsTotal: number;
  openQuestions: number;
  undecidedDuplicates: number;
  undecidedTransfers: number;
  reportId: number | null;
  reportStatus: 'pending' | 'approved' | 'rejected' | null;
  /** All accounts reconciled (or without a statement), no open question, nothing undecided, report pending. */
  ready: boolean;
}

/** GET /api/admin/month-close?month=&sort=&order=&page=&perPage=&notReady=1 */
export interface MonthCloseBoard {
  month: string;
  clients: MonthCloseRow[];
  total: number;
}

export const RECONCILIATION_STATUS_LABELS: Record<ReconciliationStatus, string> = {
  reconciled: 'Reconciled',
  unreconciled: 'Not reconciled',
  no_statement: 'No statement',
};

export const RECONCILIATION_TEXTS = {
  noAccounts: 'No accounts of money in the books for this month',
  loadFailed: 'The reconciliation could not be loaded.',
  statementClosing: 'Statement closing balance',
  saved: 'Statement balance saved',
  saveFailed: 'The statement balance could not be saved.',
  reconciled: 'Account reconciled',
  reconcileFailed: 'The account could not be reconciled.',
  reconcileWithAdjustment: 'Reconcile with an adjustment',
  adjustmentMemo: 'Memo (why the books differ)',
  memoRequired: 'A memo is required for an adjustment',
  undone: 'Reconciliation undone',
  undoFailed: 'The reconciliation could not be undone.',
  monthCloseTitle: 'Month close',
  notReadyOnly: 'Not ready only',
  approveWithReason: 'Approve with a reason',
  unreconciledReasonLabel: 'Reason to approve with these accounts unreconciled',
  unreconciledReasonRequired: 'Give the reason to approve anyway',
  /** The console's report card. */
  approvedUnreconciled: 'Approved with accounts unreconciled',
  /** The client's report view. */
  clientUnreconciledReason: 'Your bookkeeper approved this month before every account agreed with its statement:',
  clientEnterClosing: "Enter your statement's closing balance",
  bankReconciliations: 'Bank reconciliations',
  reconciliationCsv: 'Reconciliation CSV',
} as const;

/** "2026-10" for the month before `today` (the board's default: the month in progress is still arriving). */
export const previousMonth = (today: Date = new Date()): string => {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** "2026-10" from a report's year and month. */
export const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** A difference other than 0.00 (and not absent). */
export const hasDifference = (difference: string | null): boolean => difference !== null && !/^-?0+(\.0+)?$/.test(difference);

/** An amount as a person types a statement balance: up to two decimals, a leading minus allowed ("1234.56", "-12"). */
export const isAmountText = (value: string): boolean => /^-?\d{1,12}(\.\d{1,2})?$/.test(value.trim());
export const AMOUNT_HINT = 'Enter an amount, for example 1234.56';

/** The system account a reconciliation adjustment posts to (source 'system', ref 14; created when first used). */
export const RECONCILIATION_ADJUSTMENTS_ACCOUNT = {
  ref: 14,
  key: 'reconciliation_adjustments',
  name: 'Reconciliation adjustments',
  type: 'expense',
  gifi: '9270',
} as const;

export const RECONCILIATION_LIMITS = { memoMaxLength: 500, reasonMaxLength: 2000 } as const;

const reconciliationText = (key: string, params: Record<string, unknown> = {}) => renderEnglish(books['en-CA'].reconciliation, key, params);

export const RECONCILIATION_MESSAGES = {
  ...renderEnglishTexts(books['en-CA'].reconciliation, RECONCILIATION_LIMITS),
  differs: (difference: string) => reconciliationText('differs', { difference }),
  unreconciled: (accounts: readonly UnreconciledAccount[]) =>
    reconciliationText('unreconciled', {
      accounts: accounts
        .map((a) =>
          a.difference === null
            ? reconciliationText('accountNotReconciled', { name: a.accountName })
            : reconciliationText('accountDifference', { name: a.accountName, difference: a.difference }),
        )
        .join(', '),
    }),
} as const;
