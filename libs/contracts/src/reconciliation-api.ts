// Bank reconciliation and the month-close board (issue 28, points 2 to 5): the API's side of the
// shapes agreed with the screens (libs/contracts/src/reconciliation.ts is the screens' copy; the
// integrator unifies them). Amounts are strings with two decimals, months YYYY-MM.

import type { StatementBalanceSource } from './books.js';
import type { ReportStatus } from './enums.js';

export type ReconciliationStatus = 'reconciled' | 'unreconciled' | 'no_statement';

/** A row of the books in the month that the statement does not show yet (dated after the statement's day). */
export interface ReconciliationUnclearedItem {
  transactionId: number;
  date: string;
  name: string;
  /** In the account's own sense: what the row adds to the balance (money in; for a card, owed). */
  amount: string;
}

export interface ReconciliationAccountRow {
  accountId: number;
  accountName: string;
  statementOpening: string | null;
  statementClosing: string | null;
  /** The day the statement's closing balance is at (within the month). */
  statementDate: string | null;
  statementSource: StatementBalanceSource | null;
  booksOpening: string;
  booksClosing: string;
  /** statementClosing less the books at the statement's day (booksClosing less the uncleared items); null without a statement. */
  difference: string | null;
  status: ReconciliationStatus;
  uncleared: ReconciliationUnclearedItem[];
  reconciledBy: string | null;
  reconciledAt: string | null;
  adjustment: { amount: string; memo: string } | null;
  enteredBy: string | null;
  enteredAt: string | null;
}

export interface ReconciliationMonthResponse {
  month: string;
  accounts: ReconciliationAccountRow[];
}

/** What a monthly report carries of each account's reconciliation (frozen at approval). */
export interface ReportReconciliation {
  accountId: number;
  accountName: string;
  statementClosing: string | null;
  booksClosing: string;
  difference: string | null;
  status: ReconciliationStatus;
  adjustment: { amount: string; memo: string } | null;
}

/** The 409 of an approval with unreconciled accounts. */
export interface UnreconciledAccount {
  accountId: number;
  accountName: string;
  /** Null when the statement agrees but nobody reconciled it. */
  difference: string | null;
}

export interface MonthCloseBoardRow {
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
  reportStatus: ReportStatus | null;
  ready: boolean;
}

export interface MonthCloseBoardResponse {
  month: string;
  clients: MonthCloseBoardRow[];
  total: number;
}

/** The system account a reconciliation adjustment posts to (source 'system', ref 14; created when first used). */
export const RECONCILIATION_ADJUSTMENTS_ACCOUNT = {
  ref: 14,
  key: 'reconciliation_adjustments',
  name: 'Reconciliation adjustments',
  type: 'expense',
  gifi: '9270',
} as const;

export const RECONCILIATION_LIMITS = { memoMaxLength: 500, reasonMaxLength: 2000 } as const;

export const RECONCILIATION_MESSAGES = {
  badMonth: 'month must be a month in the format YYYY-MM',
  badStatementClosing: 'statementClosing must be an amount of money such as 1234.56 or -12.00 (less than 100,000,000,000)',
  memoRequired: `adjustment.memo is required (at most ${RECONCILIATION_LIMITS.memoMaxLength} characters): say what the difference is`,
  badBody: 'The body must be {} or {adjustment: {memo}}',
  noStatement: 'This account has no statement balance for the month: enter the statement closing balance first',
  notReconciled: 'This account is not reconciled for the month',
  alreadyReconciled: 'This account is already reconciled for the month; undo it first',
  differs: (difference: string) => `The books differ from the statement by ${difference}; find the difference or reconcile with an adjustment and a memo`,
  unreconciled: (accounts: readonly UnreconciledAccount[]) =>
    `Reconcile these accounts first, or give a reason: ${accounts
      .map((a) => `${a.accountName} (${a.difference === null ? 'not reconciled' : `difference ${a.difference}`})`)
      .join(', ')}`,
  badReason: `unreconciledReason must be text of at most ${RECONCILIATION_LIMITS.reasonMaxLength} characters`,
  badSort: 'sort must be one of name, email, accountsReconciled, accountsTotal, openQuestions, undecidedDuplicates, undecidedTransfers, reportStatus, ready',
} as const;
