import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { DayMonthOrder } from './parsing/csv-dates';
import type { ScannedRow } from './parsing/transactions-csv';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** COPY text format: backslash, tab, newline and carriage return escaped; null as \N. */
export const copyText = (value: string | null) => (value === null ? '\\N' : NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]) : value);

/**
 * What a reading that is not a date is written as beside one that is (`2026-01-13|0000-00-00`).
 * It never reaches COPY: a row whose reading in the file's order is not a date refuses the file.
 */
const NOT_A_DATE = '0000-00-00';

/** Rows are written in pieces of about this many characters. */
export const WRITE_CHARACTERS = 64 * 1024;

/** A spooled line whose date was read both ways: row index, month-first reading | day-first reading. */
const UNDECIDED_DATE = /^(\d+\t)([-\d]{10})\|([-\d]{10})(?=\t)/gm;

/** A row as a COPY text line after its upload id, with `date` in place of its readings. */
export const copyLine = (row: ScannedRow, date: string) =>
  `${row.rowIndex}\t${date}\t${copyText(row.transactionName)}\t${row.transactionAmount}\t${copyText(row.originalCategory)}\t${copyText(row.currency)}\n`;

/**
 * Rows as COPY text lines in a temporary file, for the rows whose date the scan read both
 * ways while the file's day/month order was undecided: such a line holds both readings, and
 * copyLines() keeps the one of the order the file's end decided, without reading the upload
 * again. A line lacks the upload id, which copyLines() adds. The file is made at the first
 * write (most files settle their order early, or fix it, and never need one) in the CSV temp
 * folder, whose sweep removes what a crash leaves; every request removes its own.
 */
export class CsvRowSpool {
  readonly path: string;
  private handle: FileHandle | null = null;
  private pending = '';
  private written = false;
  private undecided = false;

  constructor(folder: string) {
    this.path = join(folder, `${randomUUID()}.rows`);
  }

  add(row: ScannedRow): void {
    let date = row.dates.MDY;
    if (date !== row.dates.DMY) {
      date = `${date ?? NOT_A_DATE}|${row.dates.DMY ?? NOT_A_DATE}`;
      this.undecided = true;
    }
    this.pending += copyLine(row, date!);
  }

  async flush(): Promise<void> {
    if (this.pending.length >= WRITE_CHARACTERS) await this.write();
  }

  /** Writes what is left and closes the file: the scan is over. */
  async close(): Promise<void> {
    await this.write();
    await this.handle?.close();
    this.handle = null;
  }

  /**
   * The closed spool's rows as `COPY csv_transactions (csv_upload_id, row_index,
   * transaction_date, transaction_name, transaction_amount, original_category, currency)
   * FROM STDIN` takes them, a piece at a time, each date in the file's `order`.
   */
  copyLines(uploadId: number, order: DayMonthOrder): Readable {
    return Readable.from(this.written ? spooledLines(this.path, `${uploadId}\t`, this.undecided ? order : null) : []);
  }

  /** Removes the file, closing it first when a refused scan left it open. */
  async remove(): Promise<void> {
    await this.handle?.close().catch(() => undefined);
    this.handle = null;
    await rm(this.path, { force: true });
  }

  private async write(): Promise<void> {
    if (!this.pending) return;
    const bytes = Buffer.from(this.pending);
    this.pending = '';
    if (!this.handle) {
      // the folder is made at start (the upload interceptor), and again here for a service called without it (the seed)
      await mkdir(dirname(this.path), { recursive: true });
      this.handle = await open(this.path, 'wx');
    }
    this.written = true;
    for (let at = 0; at < bytes.length;) at += (await this.handle.write(bytes, at)).bytesWritten;
  }
}

/** Whole lines of the spool, each prefixed with the upload id, and (when `order` is given) each undecided date replaced by its reading in that order. */
async function* spooledLines(path: string, prefix: string, order: DayMonthOrder | null): AsyncGenerator<string> {
  let carry = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
    const text = carry + (chunk as string);
    const end = text.lastIndexOf('\n') + 1;
    carry = text.slice(end);
    if (!end) continue;
    let lines = text.slice(0, end);
    if (order) lines = lines.replace(UNDECIDED_DATE, order === 'MDY' ? '$1$2' : '$1$3');
    yield prefix + lines.slice(0, -1).replaceAll('\n', `\n${prefix}`) + '\n';
  }
  // every line the spool writes ends with a newline
  if (carry) throw new Error(`The row spool ${path} ends in the middle of a line`);
}
