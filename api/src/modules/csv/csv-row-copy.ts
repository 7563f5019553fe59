import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyLine, type CsvRowSpool, WRITE_CHARACTERS } from './csv-row-spool';
import type { CsvScan, ScannedRow, ScannedRowSink } from './parsing/transactions-csv';

type CopyStatement = ReturnType<typeof copyFrom>;

const COPY_ROWS =
  'COPY csv_transactions (csv_upload_id, row_index, transaction_date, transaction_name, transaction_amount, original_category, currency) FROM STDIN';

/**
 * COPY text one COPY statement takes before the next one starts. PostgreSQL checks a
 * statement's foreign keys (each row's upload) at its end, which for 100,000 rows takes
 * about as long as storing them: with a statement per half megabyte, it checks one while the
 * scan reads on, the rows for the next statement held meanwhile (at most this much; a
 * megabyte measured the same speed and 10–20 MiB more peak RSS on the largest file).
 */
const STATEMENT_CHARACTERS = 512 * 1024;

/**
 * Where the scan of an upload writes its valid rows: COPY … FROM STDIN (text format) on the
 * upload's transaction, while the file is still being read, so PostgreSQL stores rows as the
 * scan validates the next ones. A row whose date reads one way goes straight in; one read
 * both ways while the file's day/month order is undecided waits in the spool until the end
 * of the file decides it. COPY holds the scan back when PostgreSQL is slower than the parse.
 */
class CsvRowCopy implements ScannedRowSink {
  private pending = '';
  private failure: Error | null = null;
  private readonly prefix: string;
  /** The statement taking rows; null while the last one ends (its keys being checked). */
  private copy: CopyStatement | null = null;
  /** Rows the ended statements stored, as PostgreSQL counted them. */
  stored = 0;
  /** The end of the last statement, once it has all its rows. */
  private ending: Promise<void> = Promise.resolve();
  private ended = true;
  /** Text written to the statement taking rows. */
  private written = 0;
  /**
   * Rows held for the next statement while the last one ends, as bytes: the text pieces are
   * ropes of every line's parts, several times their length in heap until flattened.
   */
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(
    private readonly client: PoolClient,
    private readonly uploadId: number,
    private readonly spool: CsvRowSpool,
  ) {
    this.prefix = `${uploadId}\t`;
  }

  add(row: ScannedRow): void {
    if (row.dates.MDY === row.dates.DMY) this.pending += this.prefix + copyLine(row, row.dates.MDY!);
    else this.spool.add(row);
  }

  async flush(): Promise<void> {
    if (this.pending.length >= WRITE_CHARACTERS) await this.write(this.takePending());
    await this.spool.flush();
  }

  /** The rest of the rows, the spooled ones with their dates in the file's order, then the end of the last statement. */
  async finish(order: CsvScan['order']): Promise<void> {
    await this.write(this.takePending());
    await this.spool.close();
    for await (const lines of this.spool.copyLines(this.uploadId, order)) await this.write(lines as string);
    if (this.heldBytes) await this.start();
    if (this.copy) this.end(this.copy);
    await this.ending;
  }

  /**
   * Cancels the statement taking rows (PostgreSQL is sent CopyFail) and waits until the
   * connection can roll back. A statement PostgreSQL already ended with an error has nothing
   * to cancel (and no connection left to send CopyFail on).
   */
  async abort(): Promise<void> {
    if (this.copy && !this.failure) this.copy.destroy(new Error('The upload was refused'));
    this.copy = null;
    await this.ending.catch(() => undefined);
  }

  private takePending(): string {
    const text = this.pending;
    this.pending = '';
    return text;
  }

  private async write(text: string | Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    if (!text.length) return;
    if (!this.copy) {
      // held until the last statement has ended, or until there is a statement's worth
      const bytes = Buffer.from(text);
      this.held.push(bytes);
      this.heldBytes += bytes.length;
      if (!this.ended && this.heldBytes < STATEMENT_CHARACTERS) return;
      await this.start();
      return;
    }
    const room = this.copy.write(text);
    this.written += text.length;
    if (this.written >= STATEMENT_CHARACTERS) this.end(this.copy);
    else if (!room) await once(this.copy, 'drain');
  }

  /** The next statement, once the last one has ended, given the rows held for it. */
  private async start(): Promise<void> {
    await this.ending;
    const copy: CopyStatement = this.client.query(copyFrom(COPY_ROWS));
    copy.on('error', (error: Error) => (this.failure ??= error));
    this.copy = copy;
    this.ended = false;
    this.ending = finished(copy).then(() => void (this.stored += copy.rowCount));
    this.ending.catch(() => undefined);
    this.written = 0;
    const held = this.held;
    this.held = [];
    this.heldBytes = 0;
    for (const bytes of held) await this.write(bytes);
  }

  private end(copy: CopyStatement): void {
    copy.end();
    this.copy = null;
    void this.ending.then(() => (this.ended = true)).catch(() => undefined);
  }
}

/**
 * Runs `scan` with the rows it accepts going into COPY for upload `uploadId` on `client`
 * (which must be in the transaction that inserted the upload). Returns the scan once every
 * row is in; a refusal (or a failed COPY) cancels COPY first and is thrown as it came, and
 * the transaction's rollback leaves no row behind. The spool is the caller's to remove.
 */
export async function copyScannedRows(
  client: PoolClient,
  uploadId: number,
  spool: CsvRowSpool,
  scan: (sink: ScannedRowSink) => Promise<CsvScan>,
): Promise<CsvScan> {
  const rows = new CsvRowCopy(client, uploadId, spool);
  try {
    const result = await scan(rows);
    await rows.finish(result.order);
    if (rows.stored !== result.rowCount) throw new Error(`COPY stored ${rows.stored} rows of upload ${uploadId}, the scan accepted ${result.rowCount}`);
    return result;
  } catch (error) {
    await rows.abort();
    throw error;
  }
}
