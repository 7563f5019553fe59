import { EXPORT_COLUMNS, XERO_JOURNAL_PART_LINES, XERO_NO_TAX_RATE, xeroJournalNarration } from '@ledgerleaf/contracts';
import { centsToDecimal } from '../../../common/money/decimal';
import type { JournalLineWithAccount } from '../../books/books.repository';
import { xeroCodeOf } from '../xero-codes';
import { csvLine, dayMonthYear, fileLines, type ExportWriter } from './export-row';
import type { AccountCodeOf } from './xero-statement.writer';

const cents = (decimal: string) => BigInt(decimal.replace('.', ''));

/**
 * Xero's manual journal import: the journal's lines (the books module's entries, which the
 * database keeps balanced), one journal per entry under its own *Narration (the entry's id and
 * memo: Xero groups the rows sharing narration and date), DD/MM/YYYY, the line's account by its
 * code in the client's chart (xeroCodeOf: the same codes as the xero-chart file), no tax computed
 * (the GST/HST is already on its own lines), *Amount debit positive, credit negative. With a
 * part (from 1), only the part-th file of the period: Xero imports at most XERO_JOURNAL_PART_LINES
 * lines a file, and an entry is never cut between two files.
 */
export function xeroJournalWriter(mappedCodeOf: AccountCodeOf, part: number | null = null): ExportWriter<JournalLineWithAccount> {
  const lineOf = (l: JournalLineWithAccount) => {
    const code = xeroCodeOf({ id: Number(l.accountId), name: l.account, type: l.accountType, source: l.accountSource, gifi: l.accountGifi }, mappedCodeOf);
    const amount = centsToDecimal(cents(l.debit) - cents(l.credit));
    return csvLine([xeroJournalNarration(l.entryId, l.memo), dayMonthYear(l.date), l.memo, code, XERO_NO_TAX_RATE, { number: amount }, '', '', '', '']);
  };
  if (part === null) return { header: csvLine(EXPORT_COLUMNS['xero-journal']), linesOf: lineOf };
  // The period cut in files of at most XERO_JOURNAL_PART_LINES lines, whole entries only: an entry's
  // lines are held until the next entry starts (or the rows run out), then go to the file they fit in.
  let held: string[] = [];
  let heldEntry: string | null = null;
  let current = 1;
  let linesInCurrent = 0;
  const place = (): string => {
    if (!held.length) return '';
    if (linesInCurrent > 0 && linesInCurrent + held.length > XERO_JOURNAL_PART_LINES) {
      current += 1;
      linesInCurrent = 0;
    }
    linesInCurrent += held.length;
    const text = current === part ? held.join('') : '';
    held = [];
    return text;
  };
  return {
    header: csvLine(EXPORT_COLUMNS['xero-journal']),
    linesOf: (l) => {
      const text = l.entryId !== heldEntry ? place() : '';
      heldEntry = l.entryId;
      held.push(lineOf(l));
      return text;
    },
    end: place,
  };
}

export function xeroJournalLines(rows: Iterable<JournalLineWithAccount>, mappedCodeOf: AccountCodeOf, part: number | null = null): Generator<string> {
  return fileLines(xeroJournalWriter(mappedCodeOf, part), rows);
}
