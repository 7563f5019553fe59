import { centsToDecimal } from '../../../common/money/decimal';
import { csvText } from '../../../common/csv/csv-stream';
import type { CategorizedTransaction } from '../../tax/tax-transactions.service';

/** What every writer reads: a categorized transaction, oldest first. */
export type ExportRow = CategorizedTransaction;

/**
 * A file format: its header line, and the line(s) of each row in turn (a categorized
 * transaction, or for the general ledger a journal line). A writer may number its rows (the
 * general ledger's entries), so one writer writes one file.
 */
export interface ExportWriter<R = ExportRow> {
  header: string;
  linesOf(row: R): string;
  /** What the writer still holds once the rows ran out (a writer that writes whole entries). */
  end?(): string;
}

/** Every line of a file whose rows are in hand (the writers' specs); the exports stream batches through linesOf instead. */
export function* fileLines<R>(writer: ExportWriter<R>, rows: Iterable<R>): Generator<string> {
  yield writer.header;
  for (const row of rows) yield writer.linesOf(row);
  const rest = writer.end?.() ?? '';
  if (rest) yield rest;
}

/** One CSV line: text cells pass through csvText (formula-safe, quoted), numbers are written as they are. */
export function csvLine(cells: readonly (string | { number: string })[]): string {
  return `${cells.map((c) => (typeof c === 'string' ? csvText(c) : c.number)).join(',')}\r\n`;
}

export const amount = (cents: number): { number: string } => ({ number: centsToDecimal(BigInt(cents)) });
export const blank = { number: '' };

/** 2026-09-02 → 09/02/2026. */
export function monthDayYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${m}/${d}/${y}`;
}

/** 2026-09-02 → 02/09/2026. */
export function dayMonthYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}
