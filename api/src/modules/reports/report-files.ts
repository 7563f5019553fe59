import { type BalanceSheetResponse, type CategoryType, formatDate, type Locale, type ReportReconciliation } from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { centsToDecimal, parseDecimalCents } from '../../common/money/decimal';
import type { RowResult } from '../categorization/categorization.service';
import type { LedgerEntryRow } from '../ledger/ledger-rows';
import { bookAccountNameIn, csvHeader, csvText, reconciliationStatusText, reportCsvHeader } from '../../common/i18n/document-texts';
import type { ReportLineData } from './report-lines';
import { renderReportPdf } from './report-pdf';
import type { ReportSummary } from './report-summary';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A row of the month's books with the engine's answer; `type` is null when the category is not one of the client's. */
export interface CategorizedRow {
  tx: LedgerEntryRow;
  cents: bigint;
  result: RowResult;
  type: CategoryType | null;
}

export interface ReportFilesInput {
  clientName: string;
  /** "October 2026" */
  monthLabel: string;
  /** First and last day of the month, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  accountNames: string[];
  /** The report's lines (report_lines): the transactions CSV is their rendering. */
  lines: readonly ReportLineData[];
  summary: ReportSummary;
  /** The balance sheet at the month end: the PDF's second page (its CSV is rendered on download, balanceSheetCsv). */
  balanceSheet: BalanceSheetResponse | null;
  /** Each account's reconciliation: the PDF's third page. */
  reconciliations?: readonly ReportReconciliation[] | null;
  /** The client's language (users.locale): the PDF's and the CSVs' texts; English when absent. */
  locale?: Locale;
}

/** The three files of a monthly report, ready for storage. */
export interface ReportFiles {
  transactions: Buffer;
  summary: Buffer;
  pdf: Buffer;
}

/** The transactions CSV, the summary CSV and the profit-and-loss PDF of a categorized month. */
export async function renderReportFiles(input: ReportFilesInput): Promise<ReportFiles> {
  const pdf = await renderReportPdf({
    clientName: input.clientName,
    monthLabel: input.monthLabel,
    periodLabel: periodLabel(input.startDate, input.endDate, input.locale),
    accounts: input.accountNames,
    transactionCount: input.lines.length,
    summary: input.summary,
    balanceSheet: input.balanceSheet,
    reconciliations: input.reconciliations ?? null,
    generatedAt: new Date(),
    locale: input.locale,
  });
  return { transactions: Buffer.from(transactionsCsv(input.lines, input.locale)), summary: Buffer.from(summaryCsv(input.summary, input.locale)), pdf };
}

/** "Oct 1, 2026 – Oct 31, 2026" (French: "1 oct. 2026 – 31 oct. 2026") */
export const periodLabel = (startDate: string, endDate: string, locale?: Locale) =>
  locale === 'fr-CA' ? `${formatDate(startDate, locale)} – ${formatDate(endDate, locale)}` : `${shortDate(startDate)} – ${shortDate(endDate)}`;

const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${SHORT_MONTHS[m - 1]} ${d}, ${y}`;
};

/** The report's lines as its transactions CSV: date, name, merchant, account, amount, category, type, confidence, source, origin (bank, csv, manual), ledger transaction id; text cells spreadsheet-safe; the header in the client's language. */
export function transactionsCsv(lines: readonly ReportLineData[], locale?: Locale): string {
  return stringify([
    reportCsvHeader('transactions', locale),
    ...lines.map((line) => [
      line.date,
      spreadsheetSafeText(line.name),
      spreadsheetSafeText(line.merchantName ?? ''),
      spreadsheetSafeText(line.accountName),
      line.amount,
      spreadsheetSafeText(line.category ?? ''),
      line.type ?? '',
      line.confidence === null ? '' : line.confidence.toFixed(2),
      line.source ?? '',
      line.origin ?? '',
      line.transactionId === null ? '' : String(line.transactionId),
    ]),
  ]);
}

/** Each category with its type, count and total; then the totals and the tax estimates (texts in the client's language; types and figures as data). */
export function summaryCsv(summary: ReportSummary, locale?: Locale): string {
  const money = (cents: number) => centsToDecimal(BigInt(cents));
  const text = (key: string, params?: Record<string, unknown>) => csvText(locale, `summaryRows.${key}`, params);
  const province = { province: summary.salesTax.province };
  const rows: string[][] = [reportCsvHeader('summary', locale)];
  for (const c of summary.categories) rows.push([spreadsheetSafeText(c.category), c.type, String(c.count), money(c.totalCents)]);
  if (summary.uncategorized.count) rows.push([text('uncategorized'), '', String(summary.uncategorized.count), money(summary.uncategorized.netCents)]);
  rows.push(
    [text('totalRevenue'), 'REVENUE', '', money(summary.totalRevenueCents)],
    [text('totalExpenses'), 'EXPENSE', '', money(summary.totalExpensesCents)],
    [text('netIncome'), '', '', money(summary.netIncomeCents)],
    [text('taxIncluded', province), 'ESTIMATE', '', money(summary.salesTax.taxIncludedInRevenueCents)],
    [text('inputTaxCredits', province), 'ESTIMATE', '', money(summary.salesTax.inputTaxCreditsCents)],
    [text('netTaxOwing', province), 'ESTIMATE', '', money(summary.salesTax.netTaxOwingCents)],
  );
  return stringify(rows);
}

/** Adds decimal strings exactly (through cents). */
function addAmounts(a: string, b: string): string {
  return centsToDecimal((parseDecimalCents(a) ?? 0n) + (parseDecimalCents(b) ?? 0n));
}

/**
 * A report's balance sheet as a CSV: one row per account (section, name, GIFI code, amount),
 * each section's total, and total liabilities and equity (equal to total assets). Account
 * names are spreadsheet-safe (a client names a CSV account or a category); texts and the system
 * accounts' names in the client's language.
 */
export function balanceSheetCsv(sheet: BalanceSheetResponse, locale?: Locale): string {
  const rows: string[][] = [csvHeader(locale, 'balanceSheet', ['section', 'account', 'gifi', 'amount'])];
  const section = (part: 'assets' | 'liabilities' | 'equity', lines: BalanceSheetResponse['assets'], total: string) => {
    const name = csvText(locale, `sections.${part}`);
    for (const l of lines) rows.push([name, spreadsheetSafeText(bookAccountNameIn(l, locale)), l.gifi ?? '', l.amount]);
    rows.push([name, csvText(locale, `sectionTotals.${part}`), '', total]);
  };
  section('assets', sheet.assets, sheet.totals.assets);
  section('liabilities', sheet.liabilities, sheet.totals.liabilities);
  section('equity', sheet.equity, sheet.totals.equity);
  rows.push([csvText(locale, 'sections.total'), csvText(locale, 'totalLiabilitiesAndEquity'), '', addAmounts(sheet.totals.liabilities, sheet.totals.equity)]);
  return stringify(rows);
}

/** The reconciliation CSV's columns, in order: the status code stays where readers find it, its words come last (docs/decisions/bilingual-documents.md). */
export const RECONCILIATION_CSV_COLUMNS = [
  'account',
  'statementClosing',
  'booksClosing',
  'difference',
  'status',
  'adjustment',
  'adjustmentMemo',
  'statusText',
] as const;

/**
 * The reconciliation CSV of a report version: one row per account of money, statement against
 * books (issue 28 point 4); the header in the client's language, the status a code (reconciled,
 * unreconciled, no_statement: what spreadsheets and tests read) and, in the last column, the
 * same status in words in the client's language (the PDF's `reconciliationStatus`).
 */
export function reconciliationCsv(rows: readonly ReportReconciliation[], locale?: Locale): string {
  const out: string[][] = [csvHeader(locale, 'reconciliation', RECONCILIATION_CSV_COLUMNS)];
  for (const r of rows) {
    out.push([
      spreadsheetSafeText(r.accountName),
      r.statementClosing ?? '',
      r.booksClosing,
      r.difference ?? '',
      r.status,
      r.adjustment?.amount ?? '',
      spreadsheetSafeText(r.adjustment?.memo ?? ''),
      reconciliationStatusText(r.status, locale),
    ]);
  }
  return stringify(out);
}
