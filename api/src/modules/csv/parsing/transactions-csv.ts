import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { CSV_LIMITS, CSV_MESSAGES, CSV_REQUIRED_COLUMNS, type CsvRowError, csvMissingColumnsMessage } from '@ledgerleaf/contracts';
import { CsvError, parse } from 'csv-parse';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { centsToDecimal, fitsMoneyColumn, parseDecimalCents } from '../../../common/money/decimal';
import { decideDayMonthOrder, parseCsvDate } from './csv-dates';

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

/**
 * csv-parse over a stream: quoted fields, commas and newlines inside quotes, CRLF, a BOM.
 * Yields records in batches (per-record async iteration costs more than the parsing);
 * with `withLines`, each record's last line number (slower, used only to report errors).
 */
export async function* csvRecordBatches(source: Readable, encoding: TextEncoding, withLines = false): AsyncGenerator<{ cells: string[]; line: number }[]> {
  const parser = source.setEncoding(encoding).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: withLines, max_record_size: 1024 * 1024 }),
  );
  source.on('error', (error) => parser.destroy(error));
  let batch: { cells: string[]; line: number }[] = [];
  let finished = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  parser.on('readable', () => {
    for (let r = parser.read(); r !== null; r = parser.read()) {
      batch.push(withLines ? { cells: (r as { record: string[] }).record, line: (r as { info: { lines: number } }).info.lines } : { cells: r as string[], line: 0 });
    }
    notify();
  });
  parser.on('end', () => {
    finished = true;
    notify();
  });
  parser.on('error', (error) => {
    failure = error;
    notify();
  });
  for (;;) {
    if (failure) {
      if (failure instanceof CsvError) {
        const line = (failure as CsvError & { lines?: number }).lines;
        throw invalid(`${CSV_MESSAGES.malformed}${line ? ` (line ${line})` : ''}: ${failure.message.replace(/^Invalid [^:]*: /, '')}`);
      }
      throw failure;
    }
    if (batch.length) {
      const out = batch;
      batch = [];
      yield out;
      continue;
    }
    if (finished) return;
    await new Promise<void>((resolve) => (wake = resolve));
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

/**
 * Reads and validates a whole file. Every bad row is a reason to refuse the file (the
 * first ones are listed with their line numbers); nothing partial is returned.
 */
export async function readTransactionsCsv(source: Readable | (() => Readable), encoding: TextEncoding): Promise<ParsedRow[]> {
  const open = typeof source === 'function' ? source : () => source;
  let columns: ReturnType<typeof requiredColumnIndexes> | null = null;
  const raw: { record: number; date: string; name: string; amount: string; category: string }[] = [];
  let record = 0;
  for await (const batch of csvRecordBatches(open(), encoding)) {
    for (const { cells } of batch) {
      record++;
      if (!columns) {
        columns = requiredColumnIndexes(cells);
        continue;
      }
      if (cells.every((c) => c.trim() === '')) continue;
      if (raw.length >= CSV_LIMITS.maxRows) throw invalid(CSV_MESSAGES.tooManyRows);
      raw.push({
        record,
        date: cells[columns.Transaction_Date] ?? '',
        name: cells[columns.Transaction_Name] ?? '',
        amount: cells[columns.Transaction_Amount] ?? '',
        category: cells[columns.Transaction_Category] ?? '',
      });
    }
  }
  if (!columns || raw.length === 0) throw invalid(CSV_MESSAGES.empty);

  const { order } = decideDayMonthOrder(raw.map((r) => r.date));
  const errors: CsvRowError[] = [];
  let errorCount = 0;
  // `line` holds the record number until the line numbers are looked up below
  const fail = (line: number, column: string, message: string) => {
    errorCount++;
    if (errors.length < CSV_LIMITS.maxErrorsListed) errors.push({ line, column, message });
  };
  const rows: ParsedRow[] = [];
  raw.forEach((r, rowIndex) => {
    const at = r.record;
    const date = parseCsvDate(r.date, order);
    if (!date) fail(at, 'Transaction_Date', r.date.trim() ? `"${r.date.trim().slice(0, 40)}" is not a date (use YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY or Sep 1, 2026)` : 'Date is missing');
    const name = /\s\s|[\t\n\r]|^\s|\s$/.test(r.name) ? r.name.replace(/\s+/g, ' ').trim() : r.name;
    if (!name) fail(at, 'Transaction_Name', 'Name is missing');
    else if (name.length > CSV_LIMITS.nameMaxLength) fail(at, 'Transaction_Name', `Name is longer than ${CSV_LIMITS.nameMaxLength} characters`);
    const cents = parseDecimalCents(r.amount);
    if (cents === null) fail(at, 'Transaction_Amount', r.amount.trim() ? `"${r.amount.trim().slice(0, 40)}" is not an amount (for example 1234.56, -12.00 or (12.00))` : 'Amount is missing');
    else if (!fitsMoneyColumn(cents)) fail(at, 'Transaction_Amount', 'Amount must be less than $100,000,000');
    const category = r.category.trim();
    if (category.length > CSV_LIMITS.categoryMaxLength) fail(at, 'Transaction_Category', `Category is longer than ${CSV_LIMITS.categoryMaxLength} characters`);
    if (date && name && cents !== null) {
      rows.push({ rowIndex, transactionDate: date, transactionName: name.slice(0, CSV_LIMITS.nameMaxLength), transactionAmount: centsToDecimal(cents), originalCategory: category ? category.slice(0, CSV_LIMITS.categoryMaxLength) : null });
    }
  });
  if (errorCount > 0) {
    // a second pass, only on failure, for the line numbers of the listed records
    // (a quoted field may span lines, so record n is not always on line n)
    if (typeof source === 'function') {
      const wanted = new Set(errors.map((e) => e.line));
      const lines = new Map<number, number>();
      let n = 0;
      for await (const batch of csvRecordBatches(open(), encoding, true)) {
        for (const { line } of batch) {
          n++;
          if (wanted.has(n)) lines.set(n, line);
        }
      }
      for (const e of errors) e.line = lines.get(e.line) ?? e.line;
    }
    const more = errorCount - errors.length;
    throw invalid(`${CSV_MESSAGES.badRows} ${errors.map((e) => `Line ${e.line}, ${e.column}: ${e.message}.`).join(' ')}${more > 0 ? ` And ${more} more.` : ''}`, {
      rowErrors: errors,
      errorCount,
    });
  }
  return rows;
}
