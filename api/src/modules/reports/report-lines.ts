// A report's lines (report_lines) as pure data: made from a categorized month, read from a
// transactions CSV (a staff override at upload, a legacy report once), and put in the
// order staff review them. No I/O here; ReportLinesRepository stores and reads them.
import {
  CATEGORY_SOURCE_LABELS,
  LEDGER_SOURCES,
  REPORT_MESSAGES,
  needsReview,
  type CategoryType,
  type LedgerSource,
  type ReportTransactionRow,
} from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { DomainErrorKind, DomainException } from '../../common/errors/domain-error';
import { centsToDecimal, parseDecimalCents } from '../../common/money/decimal';
import type { CategorizedRow } from './report-files';
import type { ReportRow } from './report-summary';

/** One line of a report: a transactions CSV row, as its cells say it; `index` is its position (from 0). */
export type ReportLineData = Omit<ReportTransactionRow, 'needsReview'>;

/** The largest amount a line holds (numeric(14,2)), in cents. */
const MAX_LINE_CENTS = 10n ** 14n - 1n;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The lines of a categorized month, cell for cell what its transactions CSV says (a category only when it is the client's; confidence to two places). */
export function reportLinesOf(rows: readonly CategorizedRow[]): ReportLineData[] {
  return rows.map(({ tx, cents, result, type }, index) => ({
    index,
    date: tx.date,
    name: tx.name,
    merchantName: tx.merchantName || null,
    accountName: tx.accountName,
    amount: centsToDecimal(cents),
    category: type ? result.category || null : null,
    type: type ?? null,
    confidence: result.category ? Number(result.confidence.toFixed(2)) : null,
    source: result.source ? CATEGORY_SOURCE_LABELS[result.source] : null,
    origin: tx.source,
    transactionId: tx.transactionId,
  }));
}

/** The summary's input from lines: each amount in cents with its category, when the line has a type. */
export function summaryRowsOf(lines: readonly ReportLineData[]): ReportRow[] {
  return lines.map((line) => ({
    amountCents: Number(parseDecimalCents(line.amount) ?? 0n),
    category: line.type ? line.category : null,
    categoryType: line.type ? (line.type as CategoryType) : null,
  }));
}

/** A valid calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** An amount a line can hold, written as the reports write it ("-29.99"); null when it is not one. */
export function lineAmount(text: string): string | null {
  const cents = text.trim() ? parseDecimalCents(text.trim()) : null;
  if (cents === null || cents > MAX_LINE_CENTS || cents < -MAX_LINE_CENTS) return null;
  return centsToDecimal(cents);
}

/**
 * The lines of a transactions CSV (the report's header; columns missing from a row read as
 * empty), the spreadsheet-escape quote taken off text cells. `strict` (a staff override at
 * upload) refuses a row whose date or amount is not one (400 naming the line); otherwise (a
 * legacy stored file read once) such a cell is kept as empty.
 */
export function linesOfTransactionsCsv(content: Buffer | string, { strict }: { strict: boolean }): ReportLineData[] {
  const records: Record<string, string>[] = parse(content, { bom: true, columns: true, skip_empty_lines: true, relax_column_count: true });
  const unquote = (text: string | undefined) => (text ?? '').replace(/^'(?=[=+\-@\t\r])/, '');
  return records.map((r, index) => {
    const date = (r.Date ?? '').trim();
    const amount = lineAmount(r.Amount ?? '');
    if (strict && !isIsoDate(date)) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.overrideRow(index + 2, 'Date'));
    if (strict && amount === null) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.overrideRow(index + 2, 'Amount'));
    const confidence = r.Confidence ? Number(r.Confidence) : null;
    return {
      index,
      date: isIsoDate(date) ? date : '',
      name: unquote(r.Name),
      merchantName: unquote(r.Merchant) || null,
      accountName: unquote(r.Account),
      amount: amount ?? '',
      category: unquote(r.Category) || null,
      type: r.Type || null,
      confidence: confidence !== null && Number.isFinite(confidence) ? confidence : null,
      source: r.Source || null,
      origin: (LEDGER_SOURCES as readonly string[]).includes(r.Origin ?? '') ? (r.Origin as LedgerSource) : null,
      transactionId: /^\d{1,15}$/.test(r['Transaction ID'] ?? '') ? Number(r['Transaction ID']) : null,
    };
  });
}

/** Lines as staff go through them: the rows least sure of their category first (none first of all), then in the file's order; each with needsReview(). */
export function inReviewOrder(lines: readonly ReportLineData[]): ReportTransactionRow[] {
  const sureness = (line: ReportLineData) => (line.category ? (line.confidence ?? 0) : -1);
  return [...lines].sort((a, b) => sureness(a) - sureness(b) || a.index - b.index).map((line) => ({ ...line, needsReview: needsReview(line) }));
}
