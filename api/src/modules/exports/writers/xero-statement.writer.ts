import { EXPORT_COLUMNS } from '@ledgerleaf/contracts';
import { amount, csvLine, dayMonthYear, fileLines, type ExportRow, type ExportWriter } from './export-row';

/** The Xero account code of a category (any case), or null when none is set: Xero then asks. */
export type AccountCodeOf = (category: string) => string | null;

/**
 * Xero's precoded statement import (Bank account → Manage account → Import a statement):
 * *Date as DD/MM/YYYY, *Amount signed (money out negative), Payee, Description, Reference
 * (the account it came through), Account Code from the client's mapping, Tax Type left
 * blank for the accountant (the GST/HST treatment is staff's, per category, and Xero's
 * tax-rate names differ per organisation).
 */
export function xeroStatementWriter(accountCodeOf: AccountCodeOf): ExportWriter {
  return {
    header: csvLine(EXPORT_COLUMNS['xero-statement']),
    linesOf: (r) => {
      const code = r.category ? accountCodeOf(r.category) : null;
      return csvLine([dayMonthYear(r.date), amount(r.amountCents), r.payee ?? r.description, r.description, r.account, code ?? '', '']);
    },
  };
}

export function xeroStatementLines(rows: Iterable<ExportRow>, accountCodeOf: AccountCodeOf): Generator<string> {
  return fileLines(xeroStatementWriter(accountCodeOf), rows);
}
