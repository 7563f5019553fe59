import { EXPORT_COLUMNS } from '@ledgerleaf/contracts';
import { amount, csvLine, fileLines, monthDayYear, type ExportRow, type ExportWriter } from './export-row';

/**
 * QuickBooks Online's 3-column bank upload (Banking → Upload from file): Date as
 * MM/DD/YYYY, the bank's description, and one signed amount (money in positive, money out
 * negative). QuickBooks takes no category column: the accountant categorizes in "For review".
 */
export function qboBankWriter(): ExportWriter {
  return {
    header: csvLine(EXPORT_COLUMNS['qbo-bank']),
    linesOf: (r) => csvLine([monthDayYear(r.date), r.description, amount(r.amountCents)]),
  };
}

export function qboBankLines(rows: Iterable<ExportRow>): Generator<string> {
  return fileLines(qboBankWriter(), rows);
}
