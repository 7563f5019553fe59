import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { CSV_LIMITS, CSV_MESSAGES, CSV_REQUIRED_COLUMNS, type CsvRowError, csvMissingColumnsMessage } from '@ledgerleaf/contracts';
import { CsvError, parse } from 'csv-parse';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { centsToDecimal, fitsMoneyColumn, parseDecimalCents } from '../../../common/money/decimal';
import { type DayMonthOrder, DayMonthOrderEvidence, parseCsvDate } from './csv-dates';

export type TextEncoding = 'utf8' | 'latin1';

export interface ParsedRow {
  rowIndex: number;
  transactionDate: string;
  transactionName: string;
  /** Decimal string, e.g. "-12.50". */
  transactionAmount: string;
  originalCategory: string | null;
}

const invalid = (message: string, details: Record<string, unknown> = {}) => new DomainException(DomainErrorKind.INVALID, message, details);

const SNIFF_BYTES = 64 * 1024;

/**
 * Refuses binary content (NUL bytes: spreadsheets, PDFs, images) and picks the text
 * encoding: UTF-8, else Latin-1 (Windows exports with accented letters).
 */
export function textEncodingOf(head: Buffer, truncated: boolean): TextEncoding {
  if (head.length === 0) throw invalid(CSV_MESSAGES.empty);
  if (head.includes(0)) throw invalid(CSV_MESSAGES.notText);
  try {
    // a multi-byte character may be cut at the end of a truncated sample
    new TextDecoder('utf-8', { fatal: true }).decode(truncated ? head.subarray(0, head.length - 4) : head);
    return 'utf8';
  } catch {
    const controls = [...head].filter((b) => b < 9 || (b > 13 && b < 32)).length;
    if (controls > head.length / 100) throw invalid(CSV_MESSAGES.notText);
    return 'latin1';
  }
}

export async function sniffTextEncoding(path: string): Promise<TextEncoding> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return textEncodingOf(buffer.subarray(0, bytesRead), bytesRead === buffer.length);
  } finally {
    await handle.close();
  }
}

export async function sniffTextEncodingOfStream(stream: Readable): Promise<TextEncoding> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= SNIFF_BYTES) break;
  }
  stream.destroy();
  const head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
  return textEncodingOf(head, size >= SNIFF_BYTES);
}

/** Records handed to the consumer at a time: enough to amortise the async step, little memory. */
const RECORD_BATCH = 2_000;

/**
 * csv-parse over a stream: quoted fields, commas and newlines inside quotes, CRLF, a BOM.
 * Yields records in batches (per-record async iteration costs more than the parsing);
 * with `withLines`, each record's last line number (slower, used only to report errors).
 * Records are read from the parser only when the consumer asks for the next batch, so a
 * slow consumer (COPY to the database) holds the file back instead of buffering it.
 */
export async function* csvRecordBatches(source: Readable, encoding: TextEncoding, withLines = false): AsyncGenerator<{ cells: string[]; line: number }[]> {
  const parser = source.setEncoding(encoding).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: withLines, max_record_size: 1024 * 1024 }),
  );
  source.on('error', (error) => parser.destroy(error));
  let finished = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  parser.on('readable', notify);
  parser.on('end', () => {
    finished = true;
    notify();
  });
  parser.on('error', (error) => {
    failure = error;
    notify();
  });
  try {
    for (;;) {
      if (failure) {
        if (failure instanceof CsvError) {
          const line = (failure as CsvError & { lines?: number }).lines;
          throw invalid(`${CSV_MESSAGES.malformed}${line ? ` (line ${line})` : ''}: ${failure.message.replace(/^Invalid [^:]*: /, '')}`);
        }
        throw failure;
      }
      const batch: { cells: string[]; line: number }[] = [];
      for (let r = parser.read(); r !== null; r = batch.length < RECORD_BATCH ? parser.read() : null) {
        batch.push(withLines ? { cells: (r as { record: string[] }).record, line: (r as { info: { lines: number } }).info.lines } : { cells: r as string[], line: 0 });
      }
      if (batch.length) {
        yield batch;
        continue;
      }
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    // a consumer that stops early (an error, a refusal) closes the file
    if (!finished) source.destroy();
  }
}

/** Records one by one (the download). */
export async function* csvRecords(source: Readable, encoding: TextEncoding): AsyncGenerator<{ cells: string[]; line: number }> {
  for await (const batch of csvRecordBatches(source, encoding)) yield* batch;
}

/** Header cell → index, matched without regard to case and surrounding spaces. */
export function requiredColumnIndexes(header: string[]): Record<(typeof CSV_REQUIRED_COLUMNS)[number], number> {
  const normalized = header.map((h) => h.trim().toLowerCase());
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !normalized.includes(c.toLowerCase()));
  if (missing.length) throw invalid(csvMissingColumnsMessage(missing), { missingColumns: missing });
  return Object.fromEntries(CSV_REQUIRED_COLUMNS.map((c) => [c, normalized.indexOf(c.toLowerCase())])) as Record<(typeof CSV_REQUIRED_COLUMNS)[number], number>;
}

type Columns = ReturnType<typeof requiredColumnIndexes>;

/** One data row's cells, as the file has them, with its record number (header = 1). */
interface RawRow {
  record: number;
  date: string;
  name: string;
  amount: string;
  category: string;
}

/**
 * The data rows of a file in batches: the header is checked first (400 naming the missing
 * columns), blank rows are skipped, and more than CSV_LIMITS.maxRows rows is a 400.
 */
async function* rawRowBatches(source: Readable, encoding: TextEncoding): AsyncGenerator<RawRow[]> {
  let columns: Columns | null = null;
  let record = 0;
  let rows = 0;
  for await (const batch of csvRecordBatches(source, encoding)) {
    const out: RawRow[] = [];
    for (const { cells } of batch) {
      record++;
      if (!columns) {
        columns = requiredColumnIndexes(cells);
        continue;
      }
      if (cells.every((c) => c.trim() === '')) continue;
      if (++rows > CSV_LIMITS.maxRows) throw invalid(CSV_MESSAGES.tooManyRows);
      out.push({
        record,
        date: cells[columns.Transaction_Date] ?? '',
        name: cells[columns.Transaction_Name] ?? '',
        amount: cells[columns.Transaction_Amount] ?? '',
        category: cells[columns.Transaction_Category] ?? '',
      });
    }
    if (out.length) yield out;
  }
  if (!columns) throw invalid(CSV_MESSAGES.empty);
}

type RowCheck = { row: Omit<ParsedRow, 'rowIndex' | 'transactionDate'>; errors: null } | { row: null; errors: { column: string; message: string }[] };

/** Everything about a row but its date, whose reading depends on the whole file's day/month order. */
function checkRow(r: RawRow): RowCheck {
  const errors: { column: string; message: string }[] = [];
  const name = /\s\s|[\t\n\r]|^\s|\s$/.test(r.name) ? r.name.replace(/\s+/g, ' ').trim() : r.name;
  if (!name) errors.push({ column: 'Transaction_Name', message: 'Name is missing' });
  else if (name.length > CSV_LIMITS.nameMaxLength) errors.push({ column: 'Transaction_Name', message: `Name is longer than ${CSV_LIMITS.nameMaxLength} characters` });
  const cents = parseDecimalCents(r.amount);
  if (cents === null) errors.push({ column: 'Transaction_Amount', message: r.amount.trim() ? `"${r.amount.trim().slice(0, 40)}" is not an amount (for example 1234.56, -12.00 or (12.00))` : 'Amount is missing' });
  else if (!fitsMoneyColumn(cents)) errors.push({ column: 'Transaction_Amount', message: 'Amount must be less than $100,000,000' });
  const category = r.category.trim();
  if (category.length > CSV_LIMITS.categoryMaxLength) errors.push({ column: 'Transaction_Category', message: `Category is longer than ${CSV_LIMITS.categoryMaxLength} characters` });
  if (errors.length) return { row: null, errors };
  return {
    row: { transactionName: name.slice(0, CSV_LIMITS.nameMaxLength), transactionAmount: centsToDecimal(cents!), originalCategory: category ? category.slice(0, CSV_LIMITS.categoryMaxLength) : null },
    errors: null,
  };
}

const dateError = (raw: string) =>
  raw.trim() ? `"${raw.trim().slice(0, 40)}" is not a date (use YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY or Sep 1, 2026)` : 'Date is missing';

/** The first CSV_LIMITS.maxErrorsListed errors in file order, and how many there were. */
class ErrorList {
  readonly listed: CsvRowError[] = [];
  count = 0;
  add(record: number, column: string, message: string): void {
    this.count++;
    // `line` holds the record number until the line numbers are looked up
    if (this.listed.length < CSV_LIMITS.maxErrorsListed) this.listed.push({ line: record, column, message });
  }
}

/** What a valid file is: its row count and how its numeric dates read. */
export interface CsvScan {
  rowCount: number;
  order: DayMonthOrder;
}

/**
 * Validates a whole file in one streamed pass, holding no row: every bad row is a reason to
 * refuse the file (the first ones are listed with their line numbers). A date's validity
 * depends on the file's day/month order, known only at the end, so dates are checked both
 * ways and the order the file turns out to use picks which errors count.
 */
export async function scanTransactionsCsv(open: () => Readable, encoding: TextEncoding): Promise<CsvScan> {
  const other = new ErrorList();
  const dates: Record<DayMonthOrder, ErrorList> = { MDY: new ErrorList(), DMY: new ErrorList() };
  const evidence = new DayMonthOrderEvidence();
  let rowCount = 0;
  for await (const batch of rawRowBatches(open(), encoding)) {
    for (const r of batch) {
      rowCount++;
      evidence.see(r.date);
      for (const order of ['MDY', 'DMY'] as const) if (!parseCsvDate(r.date, order)) dates[order].add(r.record, 'Transaction_Date', dateError(r.date));
      const check = checkRow(r);
      if (check.errors) for (const e of check.errors) other.add(r.record, e.column, e.message);
    }
  }
  if (rowCount === 0) throw invalid(CSV_MESSAGES.empty);
  const { order } = evidence;
  const errorCount = other.count + dates[order].count;
  if (errorCount > 0) {
    const errors = [...dates[order].listed, ...other.listed]
      .sort((a, b) => a.line - b.line || COLUMN_ORDER.indexOf(a.column) - COLUMN_ORDER.indexOf(b.column))
      .slice(0, CSV_LIMITS.maxErrorsListed);
    await recordsToLines(open, encoding, errors);
    const more = errorCount - errors.length;
    throw invalid(`${CSV_MESSAGES.badRows} ${errors.map((e) => `Line ${e.line}, ${e.column}: ${e.message}.`).join(' ')}${more > 0 ? ` And ${more} more.` : ''}`, {
      rowErrors: errors,
      errorCount,
    });
  }
  return { rowCount, order };
}

const COLUMN_ORDER: readonly string[] = ['Transaction_Date', 'Transaction_Name', 'Transaction_Amount', 'Transaction_Category'];

/**
 * A second pass, only on failure, for the line numbers of the listed records (a quoted
 * field may span lines, so record n is not always on line n).
 */
async function recordsToLines(open: () => Readable, encoding: TextEncoding, errors: CsvRowError[]): Promise<void> {
  const wanted = new Set(errors.map((e) => e.line));
  const last = Math.max(...wanted);
  const lines = new Map<number, number>();
  let n = 0;
  outer: for await (const batch of csvRecordBatches(open(), encoding, true)) {
    for (const { line } of batch) {
      n++;
      if (wanted.has(n)) lines.set(n, line);
      if (n >= last) break outer;
    }
  }
  for (const e of errors) e.line = lines.get(e.line) ?? e.line;
}

/**
 * The rows of a file that scanTransactionsCsv accepted, in batches, in file order: what is
 * stored. A row that no longer reads (the file changed under us) stops the reading.
 */
export async function* parsedRowBatches(open: () => Readable, encoding: TextEncoding, scan: CsvScan): AsyncGenerator<ParsedRow[]> {
  let rowIndex = 0;
  for await (const batch of rawRowBatches(open(), encoding)) {
    const out: ParsedRow[] = [];
    for (const r of batch) {
      const date = parseCsvDate(r.date, scan.order);
      const check = checkRow(r);
      if (!date || !check.row) throw invalid(`${CSV_MESSAGES.badRows} Line ${r.record} changed while it was being read.`);
      out.push({ rowIndex: rowIndex++, transactionDate: date, ...check.row });
    }
    yield out;
  }
  if (rowIndex !== scan.rowCount) throw invalid(`${CSV_MESSAGES.badRows} The file changed while it was being read.`);
}
