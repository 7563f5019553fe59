// Monthly reports: what the client and the console read and send, and every message the
// screens show. Amounts are decimal strings ("1234.56"), never floats.
import type { CategoryType, ReportStatus } from './enums.js';
import type { BalanceSheetResponse } from './books.js';
import type { LedgerSource } from './ledger.js';
import { personName } from './people.js';
import type { ProvinceCode } from './submissions.js';
import type { ReportReconciliationFields } from './reconciliation.js';
import { reports } from './i18n/catalogues/reports.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const REPORT_FILE_KINDS = ['transactions', 'summary', 'pdf'] as const;
export type ReportFileKind = (typeof REPORT_FILE_KINDS)[number];

/** The files staff may replace with a corrected CSV. */
export const REPORT_OVERRIDE_KINDS = ['transactions', 'summary'] as const;
export type ReportOverrideKind = (typeof REPORT_OVERRIDE_KINDS)[number];

/** transactions-2026-10.csv, summary-2026-10.csv, report-2026-10.pdf */
/** The balance sheet of a monthly report as a CSV download (rendered from the figures stored with the report). */
export const REPORT_BALANCE_SHEET_KIND = 'balance-sheet';
export const reportBalanceSheetFileName = (year: number, month: number) => `balance-sheet-${year}-${String(month).padStart(2, '0')}.csv`;

/** The balance sheet CSV's columns: section (Assets, Liabilities, Equity, Total), account, GIFI code, amount. */
export const REPORT_BALANCE_SHEET_CSV_HEADERS = ['Section', 'Account', 'GIFI', 'Amount'] as const;

export function reportFileName(kind: ReportFileKind, year: number, month: number): string {
  const mm = String(month).padStart(2, '0');
  return kind === 'pdf' ? `report-${year}-${mm}.pdf` : `${kind}-${year}-${mm}.csv`;
}

/** The header row of each generated CSV; an override must carry the same columns. */
export const REPORT_CSV_HEADERS: Record<ReportOverrideKind, readonly string[]> = {
  transactions: ['Date', 'Name', 'Merchant', 'Account', 'Amount', 'Category', 'Type', 'Confidence', 'Source', 'Origin', 'Transaction ID'],
  summary: ['Category', 'Type', 'Count', 'Total'],
};

export interface ReportCategoryTotal {
  category: string;
  type: CategoryType;
  count: number;
  total: string;
}

export interface ReportSalesTax {
  province: ProvinceCode;
  taxIncludedInRevenue: string;
  inputTaxCredits: string;
  netTaxOwing: string;
}

export interface ReportSummaryDto {
  categories: ReportCategoryTotal[];
  totalRevenue: string;
  totalExpenses: string;
  netIncome: string;
  uncategorizedCount: number;
  /**
   * How the figures stand to sales tax: 'net_of_sales_tax' when the client is a GST/HST registrant on
   * the regular method (the journal posts the recoverable tax to GST/HST and QST payable/receivable),
   * 'tax_included' otherwise (Quick Method, not registered). Absent on reports built before it existed.
   */
  taxBasis?: ReportTaxBasis;
  salesTax: ReportSalesTax;
}

export type ReportTaxBasis = 'net_of_sales_tax' | 'tax_included';

export const REPORT_TAX_BASIS_LABELS: Record<ReportTaxBasis, string> = {
  net_of_sales_tax: 'Amounts net of recoverable sales tax (GST/HST and QST are in the balance sheet)',
  tax_included: 'Amounts include sales tax as paid and received',
};

export interface IncludedAccountDto {
  id: string;
  name: string;
}

export interface MonthlyReportDto extends ReportReconciliationFields {
  id: number;
  reportId: string;
  userId: number;
  year: number;
  month: number;
  startDate: string;
  endDate: string;
  transactionCount: number;
  accountsIncluded: IncludedAccountDto[];
  status: ReportStatus;
  adminNotes: string | null;
  reviewedAt: string | null;
  createdAt: string;
  /** Which files exist (downloads go through /api/downloads/monthly-report/{id}/{kind}). */
  files: Record<ReportFileKind, boolean>;
  /** Category totals for the chart; null for reports made before summaries were stored. */
  summary: ReportSummaryDto | null;
  /**
   * The balance sheet at the month end, read from the journal when the report was built and
   * stored with it (an approved version keeps its figures); null for a report built before
   * the monthly package. Its CSV: /api/downloads/monthly-report/{id}/balance-sheet.
   */
  balanceSheet: BalanceSheetResponse | null;
  /** The version shown: the current one, or for a client while a reopened version is under review, the last approved one. */
  version: number;
  /** Every version, oldest first. */
  versions: ReportVersionDto[];
  /** Questions on its transactions still waiting for the client's answer ("waiting for your answers" / "awaiting client"). */
  openQuestions: number;
}

/** A report as staff see it: with its client's name, who reviewed it, and who reopened each version. */
export interface AdminMonthlyReportDto extends MonthlyReportDto {
  userName: string | null;
  reviewedBy: number | null;
  versions: AdminReportVersionDto[];
}

/**
 * A report build that has not ended: queued or running on the workers (`generating`, with
 * its progress, 0-100), or given up after its tries (`failed`, with the reason to show).
 */
export interface ReportBuildDto {
  year: number;
  month: number;
  status: 'generating' | 'failed';
  progress: number;
  failure: string | null;
}

/**
 * GET /api/plaid/monthly-reports. `status` says whether a generation is still running for
 * the client; `builds` lists each month being built (or whose build failed), newest first.
 */
export interface MonthlyReportsResponse {
  status: 'ready' | 'generating';
  reports: MonthlyReportDto[];
  builds: ReportBuildDto[];
}

export interface GenerateMonthlyReportRequest {
  year: number;
  month: number;
}

/**
 * POST generate-recent-reports, POST monthly-reports and recategorize answer this (200) when
 * the report was built within REPORT_LIMITS.buildWaitMs.
 */
export interface GenerateMonthlyReportResponse {
  message: string;
  report: MonthlyReportDto;
}

/**
 * The same routes answer 202 with this while the build still runs on the workers: the
 * Monthly Reports list shows its progress (`builds`) until the report appears.
 */
export interface GenerateMonthlyReportAcceptedResponse {
  message: string;
  status: 'generating';
  build: ReportBuildDto;
}

/** Either answer of a report build request: 200 with the report, or 202 while it runs. */
export type GenerateMonthlyReportResult = GenerateMonthlyReportResponse | GenerateMonthlyReportAcceptedResponse;

/** Staff's correction (POST /api/admin/reports/:reportId/corrections) answers 202 with this while the rebuild runs. */
export interface AdminReportRebuildAcceptedResponse {
  message: string;
  status: 'generating';
  build: ReportBuildDto;
}

export interface FeedbackExample {
  transactionName: string;
  correctCategory: string;
}

export interface RecategorizeReportRequest {
  feedbackExamples: FeedbackExample[];
}

/**
 * GET /api/admin/reports/{reportId}/transactions: one row of the report's transactions
 * CSV, least sure of its category first (rows below CATEGORIZATION_REVIEW_THRESHOLD lead).
 */
export interface ReportTransactionRow {
  /** The row's position in the CSV. */
  index: number;
  date: string;
  name: string;
  merchantName: string | null;
  accountName: string;
  amount: string;
  category: string | null;
  type: string | null;
  confidence: number | null;
  source: string | null;
  /** Where the row comes from in the ledger (bank, csv, manual); null in a staff override without the column. */
  origin: LedgerSource | null;
  /** The ledger id of the row (GET /api/ledger's transactionId); null in a staff override without the column. */
  transactionId: number | null;
  /** needsReview() of the row, computed by the API. */
  needsReview: boolean;
}

/** POST /api/admin/reports/{reportId}/corrections: the client's memory learns it, the pending report is rebuilt. */
export interface ReportCorrectionRequest {
  name: string;
  merchantName?: string;
  category: string;
}

export interface UpdateReportStatusRequest {
  status: 'approved' | 'rejected';
  adminNotes?: string;
  /** Approving with an account unreconciled (issue 28): why; kept with the version and shown to the client. */
  unreconciledReason?: string;
}

/** One line of the recategorize dialog: `name => category`, quotes stripped; null if not of that form. */
export function parseFeedbackLine(line: string): FeedbackExample | null {
  const parts = line.split('=>');
  if (parts.length !== 2) return null;
  const strip = (text: string) =>
    text
      .trim()
      .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
      .trim();
  const transactionName = strip(parts[0]);
  const correctCategory = strip(parts[1]);
  return transactionName && correctCategory ? { transactionName, correctCategory } : null;
}

export const parseFeedbackExamples = (text: string): FeedbackExample[] =>
  text
    .split(/\r?\n/)
    .map(parseFeedbackLine)
    .filter((example): example is FeedbackExample => example !== null);

export const REPORT_LIMITS = {
  /** Largest override CSV staff may upload. */
  overrideMaxBytes: 10 * 1024 * 1024,
  feedbackExamplesMax: 200,
  adminNotesMaxLength: 4000,
  /**
   * How long a build request waits for the workers before answering 202 with progress. A
   * bank month builds in well under a second; one that waits on OpenAI can take longer.
   */
  buildWaitMs: 8000,
} as const;

const reportText = (key: string, params: Record<string, unknown> = {}) => renderEnglish(reports['en-CA'], key, params);

/** The reports' answers and toasts, rendered from the catalogue `reports`; a month `label` is "October 2026" (or YYYY-MM). */
export const REPORT_MESSAGES = {
  ...renderEnglishTexts(reports['en-CA'], { max: REPORT_LIMITS.feedbackExamplesMax }),
  unknownCategories: (names: string[]) => reportText('unknownCategories', { names: names.join(', ') }),
  overrideHeader: (kind: ReportOverrideKind) => reportText('overrideHeader', { kind, header: REPORT_CSV_HEADERS[kind].join(',') }),
  /** A transactions override row whose date or amount the report's lines cannot hold (line counted from the header, 1). */
  overrideRow: (line: number, column: 'Date' | 'Amount') => reportText(column === 'Date' ? 'overrideRowDate' : 'overrideRowAmount', { line }),
  generated: (label: string) => reportText('generated', { label }),
  generating: (label: string) => reportText('generating', { label }),
  buildFailed: (label: string) => reportText('buildFailed', { label }),
  rebuilding: (label: string) => reportText('rebuilding', { label }),
  buildProgress: (label: string, progress: number) => reportText('buildProgress', { label, progress }),
  overrideUploaded: (kind: ReportOverrideKind) => reportText(kind === 'transactions' ? 'overrideUploadedTransactions' : 'overrideUploadedSummary'),
  fileReplaced: (kind: ReportOverrideKind) => reportText(kind === 'transactions' ? 'fileReplacedTransactions' : 'fileReplacedSummary'),
} as const;

/** The console's words for the report tabs (admin-spec section 2, tabs 1, 6 and 9). */
export const REPORT_ADMIN_TEXTS = {
  monthlyReportsTitle: 'Monthly Reports',
  rejectedReportsTitle: 'Rejected Reports',
  historicalReportsTitle: 'Historical Reports',
  errorTitle: 'Error',
  unknownUser: 'Unknown User',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  transactions: 'Transactions',
  summary: 'Summary',
  transactionsCsv: 'Transactions CSV',
  summaryCsv: 'Summary CSV',
  balanceSheetCsv: 'Balance sheet CSV',
  balanceSheetAt: (date: string) => `Balance sheet at ${date}`,
  adminNotes: 'Admin Notes',
  adminNotesPlaceholder: 'Add notes about this report...',
  approve: 'Approve',
  reject: 'Reject',
  upload: 'Upload',
  overrideTitle: 'Override files',
  adminFeedback: 'Admin Feedback',
  rejectedOn: 'Rejected on',
  reviewed: 'Reviewed:',
  replaceTransactions: 'Replace Transactions',
  replaceSummary: 'Replace Summary',
  chooseUser: 'Choose a user',
  chooseUserHint: 'Choose a user to see their monthly reports',
  userOption: (user: { id: number; firstName: string; lastName: string }) => `${personName(user)} (ID: ${user.id})`,
  reviewTransactions: 'Review transactions',
  viewTransactions: 'View transactions',
  transactionsTitle: (label: string) => `Transactions of ${label}`,
  needsReview: 'Needs review',
  belowThreshold: (count: number, percent: number) =>
    count === 1 ? `1 row is below ${percent}% confidence: it is listed first.` : `${count} rows are below ${percent}% confidence: they are listed first.`,
  allSure: (percent: number) => `Every row is at or above ${percent}% confidence.`,
  noTransactions: 'This report has no transactions.',
  transactionsLoadFailed: 'The transactions could not be loaded.',
  correctionsOnlyPending: 'Categories can be corrected while the report is pending review.',
  corrected: "Category corrected: the report was rebuilt and this client's memory learned it",
  correctionFailed: 'Failed to correct the category',
  close: 'Close',
  uncategorized: 'Uncategorized',
} as const;

/** A row that differs between two approved versions of a report. `from`/`to`: its category before and after (null when absent or uncategorized). */
export interface ReportRowChange {
  transactionId: number | null;
  name: string;
  amount: string;
  from: string | null;
  to: string | null;
}

/** A category total that moved between two approved versions ("0.00" when the category was absent). */
export interface ReportTotalChange {
  category: string;
  from: string;
  to: string;
}

/** What a version changed against the previous approved one. */
export interface ReportVersionChanges {
  added: ReportRowChange[];
  removed: ReportRowChange[];
  recategorized: ReportRowChange[];
  totals: ReportTotalChange[];
}

/** One version of a monthly report: version 1 as first built, each later one opened by staff with a reason. */
export interface ReportVersionDto {
  version: number;
  status: ReportStatus;
  approvedAt: string | null;
  /** Why staff reopened the previous version (null for version 1). */
  reason: string | null;
  reopenedAt: string | null;
  /** The staff member who reopened it (console only; null for clients). */
  reopenedBy: number | null;
  /** Against the previous approved version, once this one is approved (null before, and for version 1). */
  changes: ReportVersionChanges | null;
}

/** A version as the console lists it: with the name of the staff member who reopened it. */
export interface AdminReportVersionDto extends ReportVersionDto {
  /** "Jane Staff"; null for version 1, or when that staff account no longer exists. */
  reopenedByName: string | null;
}

/** POST /api/admin/reports/{reportId}/reopen */
export interface ReopenReportRequest {
  reason: string;
}

/** The reopen reason's length (POST /api/admin/reports/{reportId}/reopen). */
export const REPORT_VERSION_LIMITS = { reasonMax: 1000 } as const;

export const REPORT_VERSION_MESSAGES = renderEnglishTexts(reports['en-CA'].versions, { reasonMax: REPORT_VERSION_LIMITS.reasonMax });
