import type { LedgerSource } from '@ledgerleaf/contracts';
import type { CalendarMonth } from '../../common/time/month-bounds';

/** A row of the books as reports (and the tax worksheets) read it: amount a decimal string, negative = money out. */
export interface LedgerEntryRow {
  /** The ledger id every report row carries. */
  transactionId: number;
  source: LedgerSource;
  accountName: string;
  date: string;
  name: string;
  merchantName: string | null;
  amount: string;
  /** The category the last report build gave (a CSV row starts with the CSV's own); null before any. */
  category: string | null;
  /** The bank's category hint (bank rows). */
  bankCategory: string[] | null;
}

/** An account a period draws from: each visible bank account, and each CSV or manual account with rows in it. */
export interface LedgerAccount {
  /** Plaid's account id for a bank account; `csv:<uploadId>` or `manual:<submissionId>` otherwise. */
  id: string;
  name: string;
  source: LedgerSource;
}

export interface LedgerPeriod {
  accounts: LedgerAccount[];
  rows: LedgerEntryRow[];
}

/** A row joining the books from a CSV upload or a submission. */
export interface JoiningRow {
  /** csv_transactions.id or manual_transactions.id */
  sourceRowId: number;
  date: string;
  name: string;
  amount: string;
  category: string | null;
}

/** A month whose books changed (rows joined or left, a duplicate decided): what ledger_changes records. */
export type ChangedMonth = CalendarMonth;
