import { type Readable, Transform } from 'node:stream';
import { CSV_LIMITS, CSV_MESSAGES, CSV_REQUIRED_COLUMNS, type CsvRowError, HOME_CURRENCY, csvMissingColumnsMessage } from '@ledgerleaf/contracts';
import { CsvError, parse } from 'csv-parse';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain-error';
import { centsToDecimal, commaDecimalToPoint, fitsMoneyColumn, parseDecimalCents } from '../../../common/money/decimal';
import { type CsvLayout, type Delimiter, sniffDelimiter } from './bank-layouts';
import { type DayMonthOrder, DayMonthOrderEvidence, parseCsvDate } from './csv-dates';
import { CsvBalanceColumn, type ScannedBalances, ofxLedgerBalance } from './statement-balances-scan';

/** UTF-8 (with or without a BOM), else 'latin1': read as Windows-1252, its superset (’ “ ” – € in 0x80–0x9F), as Windows exports write it. */
export type TextEncoding = 'utf8' | 'latin1';

/** Bytes of a file → text, in its encoding (Windows-1252 for 'latin1'). */
export function decodeText(bytes: Buffer, encoding: TextEncoding): string {
  return encoding === 'utf8' ? bytes.toString('utf8') : new TextDecoder('windows-1252').decode(bytes);
}

/** A stream of a file's bytes → its text (strings), in its encoding. */
function decodedStream(source: Readable, encoding: TextEncoding): Readable {
  if (encoding === 'utf8') return source.setEncoding('utf8');
  const decoder = new TextDecoder('windows-1252');
  return source.pipe(
    new Transform({
      decodeStrings: true,
      readableObjectMode: true,
      transform(chunk: Buffer, _encoding, done) {
        done(null, decoder.decode(chunk, { stream: true }));
      },
    }),
  );
}

/** A valid row as it is stored. */
export interface ParsedRow {
  rowIndex: number;
  transactionDate: string;
  transactionName: string;
  /** Decimal string, e.g. "-12.50". */
  transactionAmount: string;
  originalCategory: string | null;
  /** ISO 4217 code; CAD unless the file says otherwise (RBC's USD$ column, OFX CURRENCY). */
  currency: string;
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

/** The encoding and the separator of a stored file, from its head (the download reads it again with them). */
export async function sniffTextOfStream(stream: Readable): Promise<{ encoding: TextEncoding; delimiter: Delimiter }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= SNIFF_BYTES) break;
  }
  stream.destroy();
  const head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
  const encoding = textEncodingOf(head, size >= SNIFF_BYTES);
  return { encoding, delimiter: sniffDelimiter(decodeText(head, encoding)) };
}

/** csv-parse's options, the same for the head that picks a layout and for the passes that read it. */
export const CSV_PARSE_OPTIONS = { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: 1024 * 1024 } as const;

/** Records handed to the consumer at a time: enough to amortise the async step, little memory. */
const RECORD_BATCH = 2_000;

/**
 * csv-parse over a stream: quoted fields, commas and newlines inside quotes, CRLF, a BOM.
 * Yields records in batches (per-record async iteration costs more than the parsing);
 * with `withLines`, each record's last line number (slower, used only to report errors).
 * Records are read from the parser only when the consumer asks for the next batch, so a
 * slow consumer (COPY to the database) holds the file back instead of buffering it.
 */
export async function* csvRecordBatches(
  source: Readable,
  encoding: TextEncoding,
  withLines = false,
  delimiter: Delimiter = ',',
): AsyncGenerator<{ cells: string[]; line: number }[]> {
  const parser = decodedStream(source, encoding).pipe(parse({ ...CSV_PARSE_OPTIONS, delimiter, info: withLines }));
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
        batch.push(
          withLines ? { cells: (r as { record: string[] }).record, line: (r as { info: { lines: number } }).info.lines } : { cells: r as string[], line: 0 },
        );
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
export async function* csvRecords(source: Readable, encoding: TextEncoding, delimiter: Delimiter = ','): AsyncGenerator<{ cells: string[]; line: number }> {
  for await (const batch of csvRecordBatches(source, encoding, false, delimiter)) yield* batch;
}

/** Header cell → index, matched without regard to case and surrounding spaces. */
export function requiredColumnIndexes(header: string[]): Record<(typeof CSV_REQUIRED_COLUMNS)[number], number> {
  const normalized = header.map((h) => h.trim().toLowerCase());
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !normalized.includes(c.toLowerCase()));
  if (missing.length) throw invalid(csvMissingColumnsMessage(missing), { missingColumns: missing });
  return Object.fromEntries(CSV_REQUIRED_COLUMNS.map((c) => [c, normalized.indexOf(c.toLowerCase())])) as Record<(typeof CSV_REQUIRED_COLUMNS)[number], number>;
}

/** One data row as canonical text cells, with its record number (the file's first record = 1). */
export interface RawRow {
  record: number;
  date: string;
  name: string;
  /** Signed (money in positive), as text: checkRow parses it. */
  amount: string;
  category: string;
  currency: string;
  /** The balance column's text, when the layout has one (statement balances, not stored with the row). */
  balance?: string;
}

/** What errors call each canonical column (the file's own header names). */
export type ColumnLabels = CsvLayout['labels'];

/**
 * Where a format's rows come from: a CSV read through a layout, or an OFX statement. Each
 * call of rows() reads the file again from its start.
 */
export interface RowReader {
  rows(): AsyncIterable<RawRow[]>;
  /** The bank's fixed day/month order, or null to decide it from the file's dates. */
  order: DayMonthOrder | null;
  /** The order when the file's dates never tell (French headers: DMY); MDY when absent. */
  defaultOrder?: DayMonthOrder;
  /** Only year-first dates are dates (a mapping's dateOrder YMD). */
  yearFirst?: boolean;
  /** The file writes decimal commas: its amount errors give examples that way. */
  decimalComma?: boolean;
  labels(): ColumnLabels;
  /** Record numbers → line numbers of the file (only asked on failure). */
  lines(records: Set<number>): Promise<Map<number, number>>;
  /** An OFX statement's LEDGERBAL, read with the file. */
  ledgerBalance?: { amount: string; asOf: string } | null;
}

const blank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/** A signed amount from a layout's amount, or money-out / money-in, columns; unreadable text is passed on for checkRow to name. */
function amountOf(cells: string[], layout: CsvLayout): { amount: string; currency: string } {
  if (layout.amount !== undefined) {
    let text = cells[layout.amount] ?? '';
    let currency = layout.currency;
    if (layout.foreign && blank(text) && !blank(cells[layout.foreign.column])) {
      text = cells[layout.foreign.column];
      currency = layout.foreign.currency;
    }
    if (!layout.invert && !layout.outWhen) return { amount: text, currency };
    const cents = parseDecimalCents(text);
    if (cents === null) return { amount: text, currency };
    const abs = cents < 0n ? -cents : cents;
    const out = layout.outWhen ? layout.outWhen.values.includes((cells[layout.outWhen.column] ?? '').trim().toLowerCase()) : false;
    return { amount: centsToDecimal(layout.outWhen ? (out ? -abs : abs) : -cents), currency };
  }
  const debit = layout.debit === undefined ? '' : (cells[layout.debit] ?? '');
  const credit = layout.credit === undefined ? '' : (cells[layout.credit] ?? '');
  if (blank(debit) && blank(credit)) return { amount: '', currency: layout.currency };
  const out = blank(debit) ? 0n : parseDecimalCents(debit);
  const into = blank(credit) ? 0n : parseDecimalCents(credit);
  if (out === null) return { amount: debit, currency: layout.currency };
  if (into === null) return { amount: credit, currency: layout.currency };
  // money out is written positive by every bank that splits the columns; a minus sign there still means out
  return { amount: centsToDecimal(into - (out < 0n ? -out : out)), currency: layout.currency };
}

/** A record's amount cells (amount, its foreign twin, debit, credit, balance) in point form; the other cells as they are. */
function withPointDecimals(cells: string[], layout: CsvLayout): string[] {
  const out = cells.slice();
  for (const c of [layout.amount, layout.foreign?.column, layout.debit, layout.credit, layout.balance]) {
    if (c !== undefined && out[c] !== undefined) out[c] = commaDecimalToPoint(out[c]);
  }
  return out;
}

function nameOf(cells: string[], columns: number[]): string {
  if (columns.length === 1) return cells[columns[0]] ?? '';
  return columns
    .map((c) => (cells[c] ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** The spec's template with its columns found in the first record (400 naming the missing ones). */
function templateLayout(header: string[]): CsvLayout {
  const c = requiredColumnIndexes(header);
  return {
    format: 'ledgerleaf',
    delimiter: ',',
    skip: 1,
    date: c.Transaction_Date,
    name: [c.Transaction_Name],
    amount: c.Transaction_Amount,
    category: c.Transaction_Category,
    currency: HOME_CURRENCY,
    order: null,
    labels: { date: 'Transaction_Date', name: 'Transaction_Name', amount: 'Transaction_Amount', category: 'Transaction_Category' },
  };
}

/**
 * A CSV file read through a layout; without one, the first record is the spec's template
 * header. The preamble and header records are skipped, blank rows too, and more than
 * CSV_LIMITS.maxRows rows is a 400.
 */
export function csvRowReader(open: () => Readable, encoding: TextEncoding, given?: CsvLayout): RowReader {
  const delimiter = given?.delimiter ?? ',';
  return {
    order: given?.order ?? null,
    ...(given?.defaultOrder ? { defaultOrder: given.defaultOrder } : {}),
    ...(given?.yearFirst ? { yearFirst: true } : {}),
    ...(given?.decimal === ',' ? { decimalComma: true } : {}),
    labels: () => (given ?? templateLayout([...CSV_REQUIRED_COLUMNS])).labels,
    lines: (records) => recordsToLines(open, encoding, delimiter, records),
    async *rows() {
      let layout = given ?? null;
      let plain = !!given && given.amount !== undefined && !given.invert && !given.outWhen && !given.foreign;
      let record = 0;
      let rows = 0;
      for await (const batch of csvRecordBatches(open(), encoding, false, delimiter)) {
        const out: RawRow[] = [];
        for (let { cells } of batch) {
          record++;
          if (!layout) {
            layout = templateLayout(cells);
            plain = true;
            continue;
          }
          if (record <= layout.skip) continue;
          if (cells.every((c) => c.trim() === '')) continue;
          if (++rows > CSV_LIMITS.maxRows) throw invalid(CSV_MESSAGES.tooManyRows);
          // decimal commas ("1 234,56", "(57,25)") become the point form the rest reads, before any amount is looked at
          if (layout.decimal === ',') cells = withPointDecimals(cells, layout);
          // the template's (and most banks') signed amount column is passed on as it is, without an object per row
          const signed = plain ? null : amountOf(cells, layout);
          const row: RawRow = {
            record,
            date: cells[layout.date] ?? '',
            name: nameOf(cells, layout.name),
            amount: signed ? signed.amount : (cells[layout.amount!] ?? ''),
            category: layout.category === undefined ? '' : (cells[layout.category] ?? ''),
            currency: signed ? signed.currency : layout.currency,
          };
          if (layout.balance !== undefined) row.balance = cells[layout.balance] ?? '';
          out.push(row);
        }
        if (out.length) yield out;
      }
      if (!layout) throw invalid(CSV_MESSAGES.empty);
    },
  };
}

/**
 * A row as it is stored, its date read as the scan found it; or null once its errors (but
 * the date's, whose reading depends on the whole file's day/month order) are added to
 * `errors`, under the canonical columns (the scan shows them under the file's own header
 * names). One object per valid row: the scan runs this for every row of every upload.
 */
function checkRow(r: RawRow, rowIndex: number, dates: ScannedRow['dates'], errors: ErrorList, decimalComma: boolean): ScannedRow | null {
  const before = errors.count;
  const name = /\s\s|[\t\n\r]|^\s|\s$/.test(r.name) ? r.name.replace(/\s+/g, ' ').trim() : r.name;
  if (!name) errors.add(r.record, 'Transaction_Name', 'Name is missing');
  // PostgreSQL text holds no NUL: a NUL past the head's binary check would fail COPY (a 500)
  else if (name.includes('\0')) errors.add(r.record, 'Transaction_Name', CSV_MESSAGES.nulInText);
  else if (name.length > CSV_LIMITS.nameMaxLength) errors.add(r.record, 'Transaction_Name', `Name is longer than ${CSV_LIMITS.nameMaxLength} characters`);
  const cents = parseDecimalCents(r.amount);
  if (cents === null)
    errors.add(r.record, 'Transaction_Amount', r.amount.trim() ? CSV_MESSAGES.notAnAmount(r.amount.trim(), decimalComma) : 'Amount is missing');
  else if (!fitsMoneyColumn(cents)) errors.add(r.record, 'Transaction_Amount', 'Amount must be less than $100,000,000');
  const category = r.category.trim();
  if (category.includes('\0')) errors.add(r.record, 'Transaction_Category', CSV_MESSAGES.nulInText);
  else if (category.length > CSV_LIMITS.categoryMaxLength)
    errors.add(r.record, 'Transaction_Category', `Category is longer than ${CSV_LIMITS.categoryMaxLength} characters`);
  if (errors.count > before) return null;
  return {
    rowIndex,
    dates,
    transactionName: name.slice(0, CSV_LIMITS.nameMaxLength),
    transactionAmount: centsToDecimal(cents!),
    originalCategory: category ? category.slice(0, CSV_LIMITS.categoryMaxLength) : null,
    currency: r.currency,
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
  /** The file's statement balances (an OFX LEDGERBAL, a CSV balance column), when it has them. */
  balances?: ScannedBalances | null;
}

/**
 * A valid row as the scan hands it on, before the file's day/month order is known: its
 * date read month-first and day-first (the same text when the readings agree or the order
 * is already certain; null where a reading is not a date, which the file's order then
 * refuses if it is the one kept).
 */
export interface ScannedRow extends Omit<ParsedRow, 'transactionDate'> {
  dates: Record<DayMonthOrder, string | null>;
}

/** Where the scan writes the rows it accepts, in file order, while it reads them (the upload's COPY). */
export interface ScannedRowSink {
  add(row: ScannedRow): void;
  /** Awaited after each batch of rows: the sink's chance to write what it holds. */
  flush(): Promise<void>;
}

/**
 * Validates a whole file in one streamed pass, holding no row: every bad row is a reason to
 * refuse the file (the first ones are listed with their line numbers). A date's validity
 * depends on the file's day/month order, known only at the end (unless the bank fixes it or
 * a month-first date settles it early), so until then dates are read both ways and the
 * order the file turns out to use picks which errors count. The valid rows go to `sink` as
 * they are read, both readings of an undecided date with them, so nothing reads the file
 * again; what a refused file's sink took is the caller's to cancel.
 */
export async function scanTransactionsCsv(reader: RowReader, sink?: ScannedRowSink): Promise<CsvScan> {
  const other = new ErrorList();
  const dates: Record<DayMonthOrder, ErrorList> = { MDY: new ErrorList(), DMY: new ErrorList() };
  const evidence = new DayMonthOrderEvidence(reader.defaultOrder ?? 'MDY');
  const yearFirst = reader.yearFirst === true;
  const decimalComma = reader.decimalComma === true;
  const balanceColumn = new CsvBalanceColumn();
  let rowCount = 0;
  for await (const batch of reader.rows()) {
    for (const r of batch) {
      if (r.balance !== undefined) balanceColumn.see(r.date, r.amount, r.balance);
      // once the order is fixed or settled, no date can change it
      let order = reader.order ?? evidence.settled;
      if (!order) {
        evidence.see(r.date);
        order = evidence.settled;
      }
      let read: Record<DayMonthOrder, string | null>;
      if (order) {
        const date = yearFirst && !YEAR_FIRST.test(r.date) ? null : parseCsvDate(r.date, order);
        if (!date) dates[order].add(r.record, 'Transaction_Date', dateError(r.date));
        read = { MDY: date, DMY: date };
      } else {
        read = { MDY: parseCsvDate(r.date, 'MDY'), DMY: parseCsvDate(r.date, 'DMY') };
        if (!read.MDY) dates.MDY.add(r.record, 'Transaction_Date', dateError(r.date));
        if (!read.DMY) dates.DMY.add(r.record, 'Transaction_Date', dateError(r.date));
      }
      const row = checkRow(r, rowCount, read, other, decimalComma);
      // once a row has an error beyond its date the file is refused whatever its order: no row is worth writing
      if (row && sink && !other.count && (read.MDY || read.DMY)) sink.add(row);
      rowCount++;
    }
    if (sink) await sink.flush();
  }
  if (rowCount === 0) throw invalid(CSV_MESSAGES.empty);
  const order = reader.order ?? evidence.order;
  const errorCount = other.count + dates[order].count;
  if (errorCount > 0) {
    const errors = [...dates[order].listed, ...other.listed]
      .sort((a, b) => a.line - b.line || COLUMN_ORDER.indexOf(a.column) - COLUMN_ORDER.indexOf(b.column))
      .slice(0, CSV_LIMITS.maxErrorsListed);
    const lines = await reader.lines(new Set(errors.map((e) => e.line)));
    const labels = reader.labels();
    const label: Record<string, string> = {
      Transaction_Date: labels.date,
      Transaction_Name: labels.name,
      Transaction_Amount: labels.amount,
      Transaction_Category: labels.category,
    };
    for (const e of errors) {
      e.line = lines.get(e.line) ?? e.line;
      e.column = label[e.column] || e.column;
    }
    const more = errorCount - errors.length;
    throw invalid(
      `${CSV_MESSAGES.badRows} ${errors.map((e) => `Line ${e.line}, ${e.column}: ${e.message}.`).join(' ')}${more > 0 ? ` And ${more} more.` : ''}`,
      {
        rowErrors: errors,
        errorCount,
      },
    );
  }
  const balances = reader.ledgerBalance !== undefined ? ofxLedgerBalance(reader.ledgerBalance) : balanceColumn.result(order);
  return balances ? { rowCount, order, balances } : { rowCount, order };
}

/** A date that starts with its year (2026-10-03, 2026/10/03, 20261003). */
const YEAR_FIRST = /^\s*\d{4}/;

const COLUMN_ORDER: readonly string[] = ['Transaction_Date', 'Transaction_Name', 'Transaction_Amount', 'Transaction_Category'];

/**
 * A second pass, only on failure, for the line numbers of the listed records (a quoted
 * field may span lines, so record n is not always on line n).
 */
async function recordsToLines(open: () => Readable, encoding: TextEncoding, delimiter: Delimiter, wanted: Set<number>): Promise<Map<number, number>> {
  const last = Math.max(...wanted);
  const lines = new Map<number, number>();
  let n = 0;
  outer: for await (const batch of csvRecordBatches(open(), encoding, true, delimiter)) {
    for (const { line } of batch) {
      n++;
      if (wanted.has(n)) lines.set(n, line);
      if (n >= last) break outer;
    }
  }
  return lines;
}
