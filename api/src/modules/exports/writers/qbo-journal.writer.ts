import { EXPORT_COLUMNS } from '@ledgerleaf/contracts';
import type { JournalLineExportRow } from '../../books/books.repository';
import { blank, csvLine, fileLines, monthDayYear, type ExportWriter } from './export-row';

/** A journal amount as its cell: the decimal, or empty on the line's other side (QuickBooks reads a blank, not 0.00). */
const side = (value: string) => (/^0+(\.0+)?$/.test(value) ? blank : { number: value });

/**
 * QuickBooks Online's journal-entry import: the journal's lines as the general ledger has them
 * (the books module's entries, which the database keeps balanced), each entry under one
 * Journal No. numbered from 1 in date order, its date as MM/DD/YYYY (the format QuickBooks
 * shows in its template), the chart's account names (the bank or CSV account, the category, a
 * system account such as GST/HST payable or Owner's drawings) and the row's text as Description.
 */
export function qboJournalWriter(): ExportWriter<JournalLineExportRow> {
  let entry = 0;
  let lastEntryId: string | null = null;
  return {
    header: csvLine(EXPORT_COLUMNS['qbo-journal']),
    linesOf: (l) => {
      if (l.entryId !== lastEntryId) {
        entry += 1;
        lastEntryId = l.entryId;
      }
      return csvLine([{ number: String(entry) }, monthDayYear(l.date), l.account, l.memo, side(l.debit), side(l.credit)]);
    },
  };
}

export function qboJournalLines(rows: Iterable<JournalLineExportRow>): Generator<string> {
  return fileLines(qboJournalWriter(), rows);
}
