import { EXPORT_COLUMNS, UNCATEGORIZED_ACCOUNT } from '@ledgerleaf/contracts';
import { amount, blank, csvLine, fileLines, type ExportRow, type ExportWriter } from './export-row';

/**
 * A general journal in double entry: one entry per transaction, two lines that balance.
 * Money in debits the bank account and credits the category (revenue); money out debits
 * the category (expense) and credits the bank account. Dates are ISO (YYYY-MM-DD), which
 * every ledger import reads the same way; entries are numbered from 1 in date order.
 */
export function generalLedgerWriter(): ExportWriter {
  let entry = 0;
  return {
    header: csvLine(EXPORT_COLUMNS['general-ledger']),
    linesOf: (r) => {
      entry += 1;
      const category = r.category ?? UNCATEGORIZED_ACCOUNT;
      const memo = r.payee && r.payee !== r.description ? `${r.payee} – ${r.description}` : r.description;
      const value = amount(Math.abs(r.amountCents));
      const [debitAccount, creditAccount] = r.amountCents >= 0 ? [r.account, category] : [category, r.account];
      const id = { number: String(entry) };
      return csvLine([r.date, id, debitAccount, value, blank, memo]) + csvLine([r.date, id, creditAccount, blank, value, memo]);
    },
  };
}

export function generalLedgerLines(rows: Iterable<ExportRow>): Generator<string> {
  return fileLines(generalLedgerWriter(), rows);
}
