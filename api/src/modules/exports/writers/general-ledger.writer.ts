import { EXPORT_COLUMNS } from '@ledgerleaf/contracts';
import type { JournalLineExportRow } from '../../books/books.repository';
import { blank, csvLine, fileLines, type ExportWriter } from './export-row';

/** A journal amount as its cell: the decimal, or empty on the line's other side. */
const side = (value: string) => (/^0+(\.0+)?$/.test(value) ? blank : { number: value });

/**
 * The general ledger is the journal's lines (the books module's, posted by the database):
 * every entry of the period with its lines, which balance (the database refuses an entry that
 * does not), on the chart's account names (the bank or CSV account, the category, a system
 * account such as Owner's drawings or Uncategorized (suspense)). Dates are ISO (YYYY-MM-DD),
 * which every ledger import reads the same way; entries are numbered from 1 in date order,
 * a number per entry across the cursor's batches.
 */
export function generalLedgerWriter(): ExportWriter<JournalLineExportRow> {
  let entry = 0;
  let lastEntryId: string | null = null;
  return {
    header: csvLine(EXPORT_COLUMNS['general-ledger']),
    linesOf: (l) => {
      if (l.entryId !== lastEntryId) {
        entry += 1;
        lastEntryId = l.entryId;
      }
      return csvLine([l.date, { number: String(entry) }, l.account, side(l.debit), side(l.credit), l.memo]);
    },
  };
}

export function generalLedgerLines(rows: Iterable<JournalLineExportRow>): Generator<string> {
  return fileLines(generalLedgerWriter(), rows);
}
