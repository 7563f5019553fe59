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

/** csv-parse over a stream: quoted fields, commas and newlines inside quotes, CRLF, a BOM. Yields each record with its first line number. */
export async function* csvRecords(source: Readable, encoding: TextEncoding): AsyncGenerator<{ cells: string[]; line: number }> {
  const parser = source.setEncoding(encoding).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true, max_record_size: 1024 * 1024 }),
  );
  source.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; records: number } }>) {
      yield { cells: record, line: info.lines };
    }
  } catch (error) {
    if (error instanceof DomainException) throw error;
    if (error instanceof CsvError) {
      const line = (error as { lines?: number }).lines;
      throw invalid(`${CSV_MESSAGES.malformed}${line ? ` (line ${line})` : ''}: ${(error as Error).message.replace(/^Invalid [^:]*: /, '')}`);
    }
    throw error;
  }
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
export async function readTransactionsCsv(source: Readable, encoding: TextEncoding): Promise<ParsedRow[]> {
  let columns: ReturnType<typeof requiredColumnIndexes> | null = null;
  const raw: { line: number; date: string; name: string; amount: string; category: string }[] = [];
  for await (const { cells, line } of csvRecords(source, encoding)) {
    if (!columns) {
      columns = requiredColumnIndexes(cells);
      continue;
    }
    if (cells.every((c) => c.trim() === '')) continue;
    if (raw.length >= CSV_LIMITS.maxRows) throw invalid(CSV_MESSAGES.tooManyRows);
    raw.push({
      line,
      date: cells[columns.Transaction_Date] ?? '',
      name: cells[columns.Transaction_Name] ?? '',
      amount: cells[columns.Transaction_Amount] ?? '',
      category: cells[columns.Transaction_Category] ?? '',
    });
  }
  if (!columns || raw.length === 0) throw invalid(CSV_MESSAGES.empty);

  const { order } = decideDayMonthOrder(raw.map((r) => r.date));
  const errors: CsvRowError[] = [];
  let errorCount = 0;
  const fail = (line: number, column: string, message: string) => {
    errorCount++;
    if (errors.length < CSV_LIMITS.maxErrorsListed) errors.push({ line, column, message });
  };
  const rows: ParsedRow[] = [];
  raw.forEach((r, rowIndex) => {
    const date = parseCsvDate(r.date, order);
    if (!date) fail(r.line, 'Transaction_Date', r.date.trim() ? `"${r.date.trim().slice(0, 40)}" is not a date (use YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY or Sep 1, 2026)` : 'Date is missing');
    const name = r.name.replace(/\s+/g, ' ').trim();
    if (!name) fail(r.line, 'Transaction_Name', 'Name is missing');
    else if (name.length > CSV_LIMITS.nameMaxLength) fail(r.line, 'Transaction_Name', `Name is longer than ${CSV_LIMITS.nameMaxLength} characters`);
    const cents = parseDecimalCents(r.amount);
    if (cents === null) fail(r.line, 'Transaction_Amount', r.amount.trim() ? `"${r.amount.trim().slice(0, 40)}" is not an amount (for example 1234.56, -12.00 or (12.00))` : 'Amount is missing');
    else if (!fitsMoneyColumn(cents)) fail(r.line, 'Transaction_Amount', 'Amount must be less than $100,000,000');
    const category = r.category.trim();
    if (category.length > CSV_LIMITS.categoryMaxLength) fail(r.line, 'Transaction_Category', `Category is longer than ${CSV_LIMITS.categoryMaxLength} characters`);
    if (date && name && cents !== null) {
      rows.push({ rowIndex, transactionDate: date, transactionName: name.slice(0, CSV_LIMITS.nameMaxLength), transactionAmount: centsToDecimal(cents), originalCategory: category ? category.slice(0, CSV_LIMITS.categoryMaxLength) : null });
    }
  });
  if (errorCount > 0) {
    const more = errorCount - errors.length;
    throw invalid(`${CSV_MESSAGES.badRows} ${errors.map((e) => `Line ${e.line}, ${e.column}: ${e.message}.`).join(' ')}${more > 0 ? ` And ${more} more.` : ''}`, {
      rowErrors: errors,
      errorCount,
    });
  }
  return rows;
}
