import {
  REPORT_BALANCE_SHEET_CSV_HEADERS,
  REPORT_CSV_HEADERS,
  type BalanceSheetResponse,
  type CategoryType,
  formatDate,
  type Locale,
  type ReportReconciliation,
} from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { centsToDecimal, parseDecimalCents } from '../../common/money/decimal';
import type { RowResult } from '../categorization/categorization.service';
import type { LedgerEntryRow } from '../ledger/ledger-rows';
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
  /** The client's language (users.locale): the PDF's; English when absent. */
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
  return { transactions: Buffer.from(transactionsCsv(input.lines)), summary: Buffer.from(summaryCsv(input.summary)), pdf };
}

/** "Oct 1, 2026 – Oct 31, 2026" (French: "1 oct. 2026 – 31 oct. 2026") */
export const periodLabel = (startDate: string, endDate: string, locale?: Locale) =>
  locale === 'fr-CA' ? `${formatDate(startDate, locale)} – ${formatDate(endDate, locale)}` : `${shortDate(startDate)} – ${shortDate(endDate)}`;

const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${SHORT_MONTHS[m - 1]} ${d}, ${y}`;
};

/** The report's lines as its transactions CSV: date, name, merchant, account, amount, category, type, confidence, source, origin (bank, csv, manual), ledger transaction id; text cells spreadsheet-safe. */
export function transactionsCsv(lines: readonly ReportLineData[]): string {
  return stringify([
    [...REPORT_CSV_HEADERS.transactions],
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

/** Each category with its type, count and total; then the totals and the tax estimates. */
export function summaryCsv(summary: ReportSummary): string {
  const money = (cents: number) => centsToDecimal(BigInt(cents));
  const rows: string[][] = [[...REPORT_CSV_HEADERS.summary]];
  for (const c of summary.categories) rows.push([spreadsheetSafeText(c.category), c.type, String(c.count), money(c.totalCents)]);
  if (summary.uncategorized.count) rows.push(['Uncategorized', '', String(summary.uncategorized.count), money(summary.uncategorized.netCents)]);
  rows.push(
    ['Total revenue', 'REVENUE', '', money(summary.totalRevenueCents)],
    ['Total expenses', 'EXPENSE', '', money(summary.totalExpensesCents)],
    ['Net income', '', '', money(summary.netIncomeCents)],
    [`Estimated GST/HST/QST included in revenue (${summary.salesTax.province})`, 'ESTIMATE', '', money(summary.salesTax.taxIncludedInRevenueCents)],
    [`Estimated input tax credits (${summary.salesTax.province})`, 'ESTIMATE', '', money(summary.salesTax.inputTaxCreditsCents)],
    [`Estimated net sales tax owing (${summary.salesTax.province})`, 'ESTIMATE', '', money(summary.salesTax.netTaxOwingCents)],
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
 * names are spreadsheet-safe (a client names a CSV account or a category).
 */
export function balanceSheetCsv(sheet: BalanceSheetResponse): string {
  const rows: string[][] = [[...REPORT_BALANCE_SHEET_CSV_HEADERS]];
  const section = (name: string, lines: BalanceSheetResponse['assets'], total: string) => {
    for (const l of lines) rows.push([name, spreadsheetSafeText(l.account), l.gifi ?? '', l.amount]);
    rows.push([name, `Total ${name.toLowerCase()}`, '', total]);
  };
  section('Assets', sheet.assets, sheet.totals.assets);
  section('Liabilities', sheet.liabilities, sheet.totals.liabilities);
  section('Equity', sheet.equity, sheet.totals.equity);
  rows.push(['Total', 'Total liabilities and equity', '', addAmounts(sheet.totals.liabilities, sheet.totals.equity)]);
  return stringify(rows);
}

/** The reconciliation CSV of a report version: one row per account of money, statement against books (issue 28 point 4). */
export function reconciliationCsv(rows: readonly ReportReconciliation[]): string {
  const out: string[][] = [['Account', 'Statement closing', 'Books closing', 'Difference', 'Status', 'Adjustment', 'Adjustment memo']];
  for (const r of rows) {
    out.push([
      spreadsheetSafeText(r.accountName),
      r.statementClosing ?? '',
      r.booksClosing,
      r.difference ?? '',
      r.status,
      r.adjustment?.amount ?? '',
      spreadsheetSafeText(r.adjustment?.memo ?? ''),
    ]);
  }
  return stringify(out);
}
