import { EXPORT_COLUMNS } from '@ledgerleaf/contracts';
import { amount, csvLine, monthDayYear, type ExportRow } from './export-row';

/**
 * QuickBooks Online's 3-column bank upload (Banking → Upload from file): Date as
 * MM/DD/YYYY, the bank's description, and one signed amount (money in positive, money out
 * negative). QuickBooks takes no category column: the accountant categorizes in "For review".
 */
export function* qboBankLines(rows: Iterable<ExportRow>): Generator<string> {
  yield csvLine(EXPORT_COLUMNS['qbo-bank']);
  for (const r of rows) yield csvLine([monthDayYear(r.date), r.description, amount(r.amountCents)]);
}
