import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyLine, type CsvRowSpool, WRITE_CHARACTERS } from './csv-row-spool';
import type { CsvScan, ScannedRow, ScannedRowSink } from './parsing/transactions-csv';

const COPY_ROWS = 'COPY csv_transactions (csv_upload_id, row_index, transaction_date, transaction_name, transaction_amount, original_category, currency) FROM STDIN';

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
  private readonly copy: Writable;

  constructor(
    client: PoolClient,
    private readonly uploadId: number,
    private readonly spool: CsvRowSpool,
  ) {
    this.prefix = `${uploadId}\t`;
    this.copy = client.query(copyFrom(COPY_ROWS));
    this.copy.on('error', (error: Error) => (this.failure ??= error));
  }

  add(row: ScannedRow): void {
    if (row.dates.MDY === row.dates.DMY) this.pending += this.prefix + copyLine(row, row.dates.MDY!);
    else this.spool.add(row);
  }

  async flush(): Promise<void> {
    if (this.pending.length >= WRITE_CHARACTERS) await this.write(this.takePending());
    await this.spool.flush();
  }

  /** The rest of the rows, the spooled ones with their dates in the file's order, then the end of COPY. */
  async finish(order: CsvScan['order']): Promise<void> {
    await this.write(this.takePending());
    await this.spool.close();
    for await (const lines of this.spool.copyLines(this.uploadId, order)) await this.write(lines as string);
    this.copy.end();
    await finished(this.copy);
  }

  /**
   * Cancels COPY (PostgreSQL is sent CopyFail) and waits until the connection can roll back.
   * A COPY that PostgreSQL already ended with an error has nothing to cancel (and no
   * connection left to send CopyFail on).
   */
  async abort(): Promise<void> {
    if (this.failure) return;
    this.copy.destroy(new Error('The upload was refused'));
    await finished(this.copy).catch(() => undefined);
  }

  private takePending(): string {
    const text = this.pending;
    this.pending = '';
    return text;
  }

  private async write(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    if (text && !this.copy.write(text)) await once(this.copy, 'drain');
  }
}

/**
 * Runs `scan` with the rows it accepts going into COPY for upload `uploadId` on `client`
 * (which must be in the transaction that inserted the upload). Returns the scan once every
 * row is in; a refusal (or a failed COPY) cancels COPY first and is thrown as it came, and
 * the transaction's rollback leaves no row behind. The spool is the caller's to remove.
 */
export async function copyScannedRows(client: PoolClient, uploadId: number, spool: CsvRowSpool, scan: (sink: ScannedRowSink) => Promise<CsvScan>): Promise<CsvScan> {
  const rows = new CsvRowCopy(client, uploadId, spool);
  try {
    const result = await scan(rows);
    await rows.finish(result.order);
    return result;
  } catch (error) {
    await rows.abort();
    throw error;
  }
}
