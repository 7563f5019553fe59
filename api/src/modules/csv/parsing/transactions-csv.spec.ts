import { Readable } from 'node:stream';
import { CSV_LIMITS } from '@ledgerleaf/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import { csvRecordBatches, csvRowReader, type ScannedRow, scanTransactionsCsv } from './transactions-csv';

const HEADER = 'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category';
const fileOf = (lines: string[]) => () => Readable.from([Buffer.from([HEADER, ...lines].join('\n') + '\n')]);

async function rowsOf(lines: string[]) {
  const scanned: ScannedRow[] = [];
  const scan = await scanTransactionsCsv(csvRowReader(fileOf(lines), 'utf8'), { add: (row) => scanned.push(row), flush: async () => undefined });
  return { scan, rows: scanned.map(({ dates, ...row }) => ({ ...row, transactionDate: dates[scan.order] })), scanned };
}

async function refusal(lines: string[]): Promise<DomainException> {
  try {
    await scanTransactionsCsv(csvRowReader(fileOf(lines), 'utf8'));
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('scanTransactionsCsv (one streamed pass)', () => {
  it('reads a day-first file once the whole file has told its order', async () => {
    const { scan, rows } = await rowsOf(['01/09/2026,Coffee,-4.50,', '02/09/2026,Rent,(1200.00),Rent', '25/09/2026,Client,"1,250.00",']);
    expect(scan).toEqual({ rowCount: 3, order: 'DMY' });
    expect(rows.map((r) => [r.rowIndex, r.transactionDate, r.transactionAmount, r.originalCategory])).toEqual([
      [0, '2026-09-01', '-4.50', null],
      [1, '2026-09-02', '-1200.00', 'Rent'],
      [2, '2026-09-25', '1250.00', null],
    ]);
  });

  it('hands on both readings of a date only while the order is undecided', async () => {
    // 01/13 settles month-first: the rows after it are read one way
    const { scan, scanned } = await rowsOf(['01/02/2026,A,-1.00,', '2026-01-03,B,-1.00,', '01/13/2026,C,-1.00,', '01/02/2026,D,-1.00,']);
    expect(scan.order).toBe('MDY');
    expect(scanned.map((r) => [r.rowIndex, r.dates])).toEqual([
      [0, { MDY: '2026-01-02', DMY: '2026-02-01' }],
      [1, { MDY: '2026-01-03', DMY: '2026-01-03' }],
      [2, { MDY: '2026-01-13', DMY: '2026-01-13' }],
      [3, { MDY: '2026-01-02', DMY: '2026-01-02' }],
    ]);
  });

  it('lists date errors of the order the file turns out to use, merged in line order with the other errors', async () => {
    // 13/02 only reads day-first (month-first it would be a second error); 30/02 is wrong either way; the amount on line 3 is bad
    const error = await refusal(['30/02/2026,A,-1.00,', '01/01/2026,B,abc,', '13/02/2026,C,-2.00,']);
    expect(error.details.rowErrors).toEqual([
      { line: 2, column: 'Transaction_Date', message: expect.stringContaining('"30/02/2026" is not a date') },
      { line: 3, column: 'Transaction_Amount', message: expect.stringContaining('"abc" is not an amount') },
    ]);
    expect(error.details.errorCount).toBe(2);
  });

  it('gives the line, not the record, of a row after a quoted field spanning lines', async () => {
    const error = await refusal(['2026-09-01,"two\nlines",-1.00,', '2026-09-02,,-1.00,']);
    expect(error.details.rowErrors).toEqual([{ line: 4, column: 'Transaction_Name', message: 'Name is missing' }]);
  });

  it('refuses one row beyond the limit', async () => {
    const lines = Array.from({ length: CSV_LIMITS.maxRows + 1 }, (_, i) => `2026-01-01,Row ${i},-1.00,`);
    const error = await refusal(lines);
    expect(error.message).toMatch(/rows/i);
  }, 60_000);

  it('refuses a file with a header and no rows', async () => {
    await expect(scanTransactionsCsv(csvRowReader(fileOf([]), 'utf8'))).rejects.toThrow(DomainException);
  });
});

describe('csvRecordBatches', () => {
  it('reads the source only as fast as the consumer asks (a slow consumer holds the file back)', async () => {
    const chunks = 400;
    let pulled = 0;
    const line = `2026-01-01,${'x'.repeat(200)},-1.00,\n`;
    const source = Readable.from(
      (function* () {
        yield Buffer.from(HEADER + '\n');
        for (let i = 0; i < chunks; i++) {
          pulled++;
          yield Buffer.from(line.repeat(50));
        }
      })(),
    );
    const batches = csvRecordBatches(source, 'utf8');
    const first = await batches.next();
    expect(first.done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // 400 chunks of 50 records: after one batch the file is far from read
    expect(pulled).toBeLessThan(chunks / 2);
    let records = (first.value as unknown[]).length;
    for await (const batch of batches) records += batch.length;
    expect(records).toBe(chunks * 50 + 1);
    expect(pulled).toBe(chunks);
  });

  it('closes the file when the consumer stops early', async () => {
    const source = Readable.from([Buffer.from(`${HEADER}\n2026-01-01,A,-1.00,\n`.repeat(10_000))]);
    for await (const batch of csvRecordBatches(source, 'utf8')) {
      expect(batch.length).toBeGreaterThan(0);
      break;
    }
    expect(source.destroyed).toBe(true);
  });
});
