import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { PoolClient } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';
import { copyScannedRows } from '../../src/modules/csv/csv-row-copy';
import { CsvRowSpool } from '../../src/modules/csv/csv-row-spool';
import type { ScannedRow, ScannedRowSink } from '../../src/modules/csv/parsing/transactions-csv';
import { createTestApp, createUser } from '../helpers/test-app';

const row = (rowIndex: number, MDY: string | null, DMY: string | null): ScannedRow => ({
  rowIndex,
  dates: { MDY, DMY },
  transactionName: `MERCHANT ${rowIndex} WITH A DESCRIPTOR LONG ENOUGH TO FILL THE PIECES`,
  transactionAmount: '-1.00',
  originalCategory: null,
  currency: 'CAD',
});

/** Rows into the sink as the scan would: batches of 2,000, flushed after each. */
async function feed(sink: ScannedRowSink, rows: ScannedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i++) {
    sink.add(rows[i]);
    if (i % 2_000 === 1_999) await sink.flush();
  }
  await sink.flush();
}

describe('rows into COPY while the scan reads them (CsvRowCopy, real PostgreSQL)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let userId: number;
  let folder: string;
  let runner: QueryRunner;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    userId = (await createUser(app)).user.id;
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'csv-row-copy-'));
    runner = db.createQueryRunner();
    await runner.startTransaction();
  });
  afterEach(async () => {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
    rmSync(folder, { recursive: true, force: true });
  });

  const newUpload = async () =>
    (await runner.query(`INSERT INTO csv_uploads (file_name, file_path, uploaded_by) VALUES ('t.csv', '', $1) RETURNING id`, [userId]))[0].id as number;
  const clientOf = async () => (await runner.connect()) as PoolClient;

  it('stores the decided rows as they come, over several statements, and the spooled ones in the order the end decides', async () => {
    const id = await newUpload();
    const spool = new CsvRowSpool(folder);
    // about 2.5 MB of COPY text: five statements
    const rows = [row(0, '2026-01-02', '2026-02-01'), ...Array.from({ length: 30_000 }, (_, i) => row(i + 1, '2026-03-01', '2026-03-01'))];
    const scan = await copyScannedRows(await clientOf(), id, spool, async (sink) => {
      await feed(sink, rows);
      return { rowCount: rows.length, order: 'DMY' };
    });
    expect(scan.rowCount).toBe(30_001);
    const stored = await runner.query(
      `SELECT count(*)::int AS n, min(to_char(transaction_date, 'YYYY-MM-DD')) AS first FROM csv_transactions WHERE csv_upload_id = $1`,
      [id],
    );
    expect(stored).toEqual([{ n: 30_001, first: '2026-02-01' }]);
    await spool.remove();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('stores every row when the spooled rows written at the end fill more than one statement', async () => {
    const id = await newUpload();
    const spool = new CsvRowSpool(folder);
    // 10,000 undecided rows (about 800 kB, spooled) after 7,000 decided ones: the end writes the spool over the statement boundaries
    const rows = [
      ...Array.from({ length: 7_000 }, (_, i) => row(i, '2026-03-01', '2026-03-01')),
      ...Array.from({ length: 10_000 }, (_, i) => row(7_000 + i, '2026-01-02', '2026-02-01')),
    ];
    await copyScannedRows(await clientOf(), id, spool, async (sink) => {
      await feed(sink, rows);
      return { rowCount: rows.length, order: 'MDY' };
    });
    expect(
      await runner.query(
        `SELECT count(*)::int AS n, count(DISTINCT row_index)::int AS distinct, max(to_char(transaction_date, 'YYYY-MM-DD')) AS last FROM csv_transactions WHERE csv_upload_id = $1`,
        [id],
      ),
    ).toEqual([{ n: 17_000, distinct: 17_000, last: '2026-03-01' }]);
    await spool.remove();
  });

  it('refuses to go on when PostgreSQL stored another number of rows than the scan accepted', async () => {
    const id = await newUpload();
    const copied = copyScannedRows(await clientOf(), id, new CsvRowSpool(folder), async (sink) => {
      await feed(sink, [row(0, '2026-03-01', '2026-03-01')]);
      return { rowCount: 2, order: 'MDY' };
    });
    await expect(copied).rejects.toThrow('COPY stored 1 rows of upload');
  });

  it('cancels COPY when the scan refuses the file after rows went in, throws the refusal, and the connection rolls back', async () => {
    const id = await newUpload();
    const refusal = new Error('Line 5002: not an amount');
    const copied = copyScannedRows(await clientOf(), id, new CsvRowSpool(folder), async (sink) => {
      // past the first statement: one ended (checking its keys) and one taking rows when the refusal comes
      await feed(
        sink,
        Array.from({ length: 20_000 }, (_, i) => row(i, '2026-03-01', '2026-03-01')),
      );
      throw refusal;
    });
    await expect(copied).rejects.toBe(refusal);
    await runner.rollbackTransaction();
    expect(await db.query('SELECT count(*)::int AS n FROM csv_transactions WHERE csv_upload_id = $1', [id])).toEqual([{ n: 0 }]);
  });

  it('throws what PostgreSQL refused mid-stream, without waiting forever, and the connection rolls back', async () => {
    const id = await newUpload();
    const copied = copyScannedRows(await clientOf(), id, new CsvRowSpool(folder), async (sink) => {
      await feed(sink, [row(0, '2026-02-30', '2026-02-30'), ...Array.from({ length: 20_000 }, (_, i) => row(i + 1, '2026-03-01', '2026-03-01'))]);
      return { rowCount: 20_001, order: 'MDY' };
    });
    await expect(copied).rejects.toThrow(/date/);
    await runner.rollbackTransaction();
    expect(await runner.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });
});
