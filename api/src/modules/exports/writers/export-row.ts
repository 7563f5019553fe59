import { centsToDecimal } from '../../../common/money/decimal';
import { csvText } from '../../../common/csv/csv-stream';
import type { CategorizedTransaction } from '../../tax/tax-transactions.service';

/** What every writer reads: a categorized transaction, oldest first. */
export type ExportRow = CategorizedTransaction;

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
