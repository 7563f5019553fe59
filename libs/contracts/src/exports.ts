// Exports for the accountant (issue 19, point 4): GET /api/exports/:format?from=&to= and the
// client's Xero account codes. Dates are YYYY-MM-DD; amounts in files are plain decimals.
import type { CategoryType } from './enums.js';
import { accountantExports } from './i18n/catalogues/exports.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const EXPORT_FORMATS = ['qbo-bank', 'xero-statement', 'general-ledger', 'trial-balance', 'qbo-journal', 'xero-journal', 'xero-chart'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  'qbo-bank': 'QuickBooks Online (bank upload)',
  'xero-statement': 'Xero (precoded statement)',
  'general-ledger': 'General ledger',
  'trial-balance': 'Trial balance',
  'qbo-journal': 'QuickBooks Online (journal entries)',
  'xero-journal': 'Xero (manual journals)',
  'xero-chart': 'Xero (chart of accounts)',
};

/** The header row of each file, in order (the writers and the tests read them from here). */
export const EXPORT_COLUMNS = {
  /** QuickBooks Online's 3-column bank upload: signed amount, money in positive. */
  'qbo-bank': ['Date', 'Description', 'Amount'],
  /** Xero's precoded statement import: required columns carry the template's asterisk. */
  'xero-statement': ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Account Code', 'Tax Type'],
  /** The journal's lines: every entry of the period (numbered from 1 in date order) with its lines, which balance, on the chart's account names. */
  'general-ledger': ['Date', 'Entry', 'Account', 'Debit', 'Credit', 'Memo'],
  /** The trial balance at the period's last day (`to`): each account with a balance on its debit or credit side, then the totals (equal). */
  'trial-balance': ['Account', 'Type', 'Debit', 'Credit'],
  /**
   * QuickBooks Online's journal-entry import (Settings → Import data → Journal entries): the
   * journal's lines, one Journal No. per entry (its lines balance), MM/DD/YYYY dates, the chart's
   * account names (QuickBooks asks to create or map a name it does not have).
   */
  'qbo-journal': ['Journal No.', 'Journal Date', 'Account Name', 'Description', 'Debits', 'Credits'],
  /**
   * Xero's manual journal import (Manual Journals → Import, "Download template file"): one
   * journal per entry (Xero groups the rows of one *Narration and *Date), DD/MM/YYYY, the
   * account's code in the client's chart (the xero-chart file), a tax rate that computes no tax
   * (the journal has its own GST/HST lines), *Amount signed: a debit positive, a credit negative.
   */
  'xero-journal': [
    '*Narration',
    '*Date',
    'Description',
    '*AccountCode',
    '*TaxRate',
    '*Amount',
    'TrackingName1',
    'TrackingOption1',
    'TrackingName2',
    'TrackingOption2',
  ],
  /**
   * Xero's chart of accounts import (Chart of accounts → Import): every account the journal can
   * name, once per code, so that the xero-journal file imports into an empty Xero organisation.
   * The period is not used: the chart as it is.
   */
  'xero-chart': ['*Code', '*Name', '*Type', '*Tax Code', 'Description', 'Dashboard', 'Expense Claims', 'Enable Payments', 'Balance'],
} as const satisfies Record<ExportFormat, readonly string[]>;

/** The longest period one export covers: a year plus a day, in days counted inclusively (2025-01-01 to 2026-01-01 is 366; a leap year adds one). */
export const EXPORT_MAX_DAYS = 367;

/** A Xero account code: letters and digits, at most 10 (Xero's own limit). */
export const XERO_ACCOUNT_CODE_PATTERN = /^[A-Za-z0-9]{1,10}$/;

/** Xero imports at most this many lines from one manual journal file: `?part=N` gives the Nth file of a period, whole entries only. */
export const XERO_JOURNAL_PART_LINES = 300;

/** The Xero tax rate of every journal line and chart account: none computed (the journal carries GST/HST on its own accounts). */
export const XERO_NO_TAX_RATE = 'Tax Exempt';

/** The narration of a journal in the xero-journal file: unique per entry (Xero makes one journal of the rows sharing narration and date). */
export const xeroJournalNarration = (entryId: string | number, memo: string) => `Ledgerleaf entry ${entryId}: ${memo}`;

/**
 * Codes of Xero's default chart of accounts for the default categories. Refunds/Discounts
 * lower sales, so they post to Sales; Loan Payments to the Loan liability.
 */
export const DEFAULT_XERO_ACCOUNT_CODES: Record<string, string> = {
  'Sales Revenue': '200',
  'Service Income': '200',
  'Other Income': '260',
  'Refunds/Discounts': '200',
  'Office Expenses': '453',
  'Telephone & Internet': '489',
  Software: '485',
  'Bank Fees': '404',
  'Professional Fees': '412',
  Marketing: '400',
  'Travel & Meals': '493',
  'Rent/Lease': '469',
  Utilities: '445',
  'Loan Payments': '900',
  Insurance: '433',
  Taxes: '505',
};

/** One of the client's categories and the Xero code its transactions carry (null: left for Xero to ask). */
export interface XeroAccountCode {
  category: string;
  categoryType: CategoryType;
  accountCode: string | null;
  /** True when the code is the default's (nothing saved for this category). */
  isDefault: boolean;
}

/** GET /api/exports/xero-account-codes, and the answer of PUT. */
export interface XeroAccountCodesResponse {
  accountCodes: XeroAccountCode[];
}

/** PUT /api/exports/xero-account-codes: the categories to change; accountCode null goes back to the default. */
export interface XeroAccountCodesUpdate {
  accountCodes: { category: string; accountCode: string | null }[];
}

/** Account codes one PUT /api/exports/xero-account-codes may change. */
export const XERO_ACCOUNT_CODES_MAX = 500;

export const EXPORT_MESSAGES = {
  ...renderEnglishTexts(accountantExports['en-CA'], {
    formats: EXPORT_FORMATS.join(', '),
    maxDays: EXPORT_MAX_DAYS,
    partLines: XERO_JOURNAL_PART_LINES,
    max: XERO_ACCOUNT_CODES_MAX,
  }),
  dateFormat: (field: 'from' | 'to') => renderEnglish(accountantExports['en-CA'], 'dateFormat', { field }),
  unknownCategory: (category: string) => renderEnglish(accountantExports['en-CA'], 'unknownCategory', { category }),
} as const;
