import { EXPORT_COLUMNS, XERO_NO_TAX_RATE, xeroJournalNarration } from '@ledgerleaf/contracts';
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
 * (the GST/HST is already on its own lines), *Amount debit positive, credit negative.
 */
export function xeroJournalWriter(mappedCodeOf: AccountCodeOf): ExportWriter<JournalLineWithAccount> {
  return {
    header: csvLine(EXPORT_COLUMNS['xero-journal']),
    linesOf: (l) => {
      const code = xeroCodeOf({ id: Number(l.accountId), name: l.account, type: l.accountType, source: l.accountSource, gifi: l.accountGifi }, mappedCodeOf);
      const amount = centsToDecimal(cents(l.debit) - cents(l.credit));
      return csvLine([xeroJournalNarration(l.entryId, l.memo), dayMonthYear(l.date), l.memo, code, XERO_NO_TAX_RATE, { number: amount }, '', '', '', '']);
    },
  };
}

export function xeroJournalLines(rows: Iterable<JournalLineWithAccount>, mappedCodeOf: AccountCodeOf): Generator<string> {
  return fileLines(xeroJournalWriter(mappedCodeOf), rows);
}
