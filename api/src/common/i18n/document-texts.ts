import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type ReconciliationStatus,
  type ReportOverrideKind,
  SYSTEM_BOOK_ACCOUNTS,
  type SystemBookAccountKey,
} from '@ledgerleaf/contracts';
import { translate } from './translator';

/**
 * The texts of the client's CSV downloads and of the books' system accounts in the client's
 * language (`pdf` catalogue, `csv.*` and `systemAccounts.*`; docs/decisions/bilingual-documents.md).
 * English is what the files always wrote (REPORT_CSV_HEADERS, SYSTEM_BOOK_ACCOUNTS' names).
 */
export const csvText = (locale: Locale | undefined, key: string, params: Record<string, unknown> = {}): string =>
  translate(locale ?? DEFAULT_LOCALE, `pdf:csv.${key}`, params);

/** A CSV's header row: each column's text in `locale`, under `csv.<table>.<column>`. */
export const csvHeader = (locale: Locale | undefined, table: string, columns: readonly string[]): string[] =>
  columns.map((column) => csvText(locale, `${table}.${column}`));

/** The columns of the report's two overridable CSVs, in order (REPORT_CSV_HEADERS in English). */
export const REPORT_CSV_COLUMNS: Record<ReportOverrideKind, readonly string[]> = {
  transactions: ['date', 'name', 'merchant', 'account', 'amount', 'category', 'type', 'confidence', 'source', 'origin', 'transactionId'],
  summary: ['category', 'type', 'count', 'total'],
};

/** The header of a report CSV in `locale`. */
export const reportCsvHeader = (kind: ReportOverrideKind, locale: Locale | undefined): string[] => csvHeader(locale, kind, REPORT_CSV_COLUMNS[kind]);

/** The header a report CSV may carry: the generated file's in either language (staff override a French client's file with its French header). */
export const acceptedReportCsvHeaders = (kind: ReportOverrideKind): string[][] => LOCALES.map((locale) => reportCsvHeader(kind, locale));

/**
 * An account's name in `locale`, by the account's identity: a system account of the books
 * (`systemAccount`, SYSTEM_BOOK_ACCOUNTS' key, which the books' answers carry) gets its name in
 * that language; any other account (a bank, CSV or Cash account, a client's category) is data and
 * keeps its own name verbatim, even when the client named it like a system account ("Equipment").
 *
 * `systemAccount` undefined is a line stored before the books said which account a line is (a
 * report's balance sheet, a year-end package from before 2026-11-29): it is a system account when
 * its name and its GIFI code are both that system account's (docs/decisions/bilingual-documents.md).
 */
export function bookAccountNameIn(
  line: { account: string; systemAccount?: SystemBookAccountKey | null; gifi?: string | null },
  locale: Locale | undefined,
): string {
  const key = line.systemAccount === undefined ? legacySystemAccount(line.account, line.gifi) : line.systemAccount;
  return key && locale && locale !== DEFAULT_LOCALE ? translate(locale, `pdf:systemAccounts.${key}`) : line.account;
}

/** The system account a stored line without its key stands for: the same name and the same GIFI code (a line that names no code: the name alone). */
function legacySystemAccount(name: string, gifi: string | null | undefined): SystemBookAccountKey | null {
  const system = SYSTEM_BOOK_ACCOUNTS.find((a) => a.name === name && (gifi === undefined || a.gifi === gifi));
  return system?.key ?? null;
}

/** A reconciliation's status in words in `locale` ("not reconciled", « non rapproché »), as the report PDF writes it. */
export const reconciliationStatusText = (status: ReconciliationStatus, locale: Locale | undefined): string =>
  translate(locale ?? DEFAULT_LOCALE, `pdf:reconciliationStatus.${status}`);
