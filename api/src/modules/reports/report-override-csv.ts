// A staff override of a report's CSV, checked and written again in a parse worker
// (report-override.worker.ts, issue 25): up to REPORT_LIMITS.overrideMaxBytes of uploaded CSV
// is parsed whole, which is never done on the API's event loop.
import { REPORT_MESSAGES, type ReportOverrideKind } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafeCell } from '../../common/csv/spreadsheet-safe';
import { DomainErrorKind, DomainException } from '../../common/errors/domain-error';
import { acceptedReportCsvHeaders } from '../../common/i18n/document-texts';

const notCsv = () => new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.overrideNotCsv);

/** Refuses a file that is not CSV or whose header is not the generated file's (in either language: a French client's files have French headers). */
export function checkOverrideCsv(kind: ReportOverrideKind, file: { buffer: Buffer; originalname: string }): void {
  if (!/\.csv$/i.test(file.originalname) || file.buffer.includes(0)) throw notCsv();
  let rows: string[][];
  try {
    rows = parse(file.buffer, { bom: true, relax_column_count: true, skip_empty_lines: true, to_line: 2 });
  } catch {
    throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.overrideHeader(kind));
  }
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const fits = (expected: readonly string[]) => header.length === expected.length && expected.every((cell, i) => cell.toLowerCase() === header[i]);
  if (!acceptedReportCsvHeaders(kind).some(fits)) {
    throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.overrideHeader(kind));
  }
}

/**
 * A staff override, written again by the same writer and rule as the generated files:
 * every text cell spreadsheet-safe (a corrected file may carry `=HYPERLINK(...)` from the
 * bank's own text), numbers left as numbers. Refused (400) when the bytes are not CSV.
 */
export function rewriteOverrideCsv(content: Buffer): Buffer {
  let rows: string[][];
  try {
    rows = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch {
    throw notCsv();
  }
  return Buffer.from(stringify(rows.map((row, i) => (i === 0 ? row.map((cell) => cell.trim()) : row.map(spreadsheetSafeCell)))));
}
