import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DayMonthOrder } from './parsing/csv-dates';
import { csvRowReader, type ScannedRow, scanTransactionsCsv } from './parsing/transactions-csv';
import { CsvRowSpool } from './csv-row-spool';

const row = (rowIndex: number, MDY: string | null, DMY: string | null, name = `Row ${rowIndex}`, category: string | null = null): ScannedRow => ({
  rowIndex,
  dates: { MDY, DMY },
  transactionName: name,
  transactionAmount: '-1.00',
  originalCategory: category,
  currency: 'CAD',
});

async function copyText(spool: CsvRowSpool, uploadId: number, order: DayMonthOrder): Promise<string> {
  let text = '';
  for await (const chunk of spool.copyLines(uploadId, order)) text += chunk as string;
  return text;
}

describe('CsvRowSpool', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'csv-row-spool-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('gives COPY text lines with the upload id, escaped names and categories, null as \\N', async () => {
    const spool = new CsvRowSpool(folder);
    spool.add(row(0, '2026-09-01', '2026-09-01', 'Tab\there \\ back', 'Line\nbreak'));
    spool.add(row(1, '2026-09-02', '2026-09-02', 'Café'));
    await spool.close();
    expect(await copyText(spool, 42, 'MDY')).toBe(
      '42\t0\t2026-09-01\tTab\\there \\\\ back\t-1.00\tLine\\nbreak\tCAD\n42\t1\t2026-09-02\tCafé\t-1.00\t\\N\tCAD\n',
    );
  });

  it("keeps each undecided date's reading in the file's order, and the decided dates as they are", async () => {
    const spool = new CsvRowSpool(folder);
    spool.add(row(0, '2026-01-09', '2026-09-01'));
    spool.add(row(1, '2026-01-13', null));
    spool.add(row(2, null, '2026-12-01'));
    spool.add(row(3, '2026-09-03', '2026-09-03', '2026-01-01|2026-01-02'));
    await spool.close();
    const dates = async (order: DayMonthOrder) =>
      (await copyText(spool, 7, order))
        .trim()
        .split('\n')
        .map((line) => line.split('\t').slice(2, 4));
    expect(await dates('DMY')).toEqual([
      ['2026-09-01', 'Row 0'],
      ['0000-00-00', 'Row 1'],
      ['2026-12-01', 'Row 2'],
      ['2026-09-03', '2026-01-01|2026-01-02'],
    ]);
    expect((await dates('MDY')).map(([date]) => date)).toEqual(['2026-01-09', '2026-01-13', '0000-00-00', '2026-09-03']);
  });

  it('reads whole lines back whatever the size of the file, multi-byte characters included', async () => {
    const spool = new CsvRowSpool(folder);
    const rows = 20_000;
    for (let i = 0; i < rows; i++) {
      spool.add(row(i, '2026-01-02', i % 2 ? '2026-02-01' : '2026-01-02', `Épicerie ${'é'.repeat(i % 50)} ${i}`));
      if (i % 1000 === 999) await spool.flush();
    }
    await spool.close();
    const expected = Array.from(
      { length: rows },
      (_, i) => `3\t${i}\t${i % 2 ? '2026-02-01' : '2026-01-02'}\tÉpicerie ${'é'.repeat(i % 50)} ${i}\t-1.00\t\\N\tCAD\n`,
    ).join('');
    expect(Buffer.byteLength(expected)).toBeGreaterThan(4 * 256 * 1024);
    expect(await copyText(spool, 3, 'DMY')).toBe(expected);
  });

  it('makes its file only once rows are written, and is removed whether the scan finished or not', async () => {
    const unused = new CsvRowSpool(folder);
    await unused.close();
    expect(readdirSync(folder)).toEqual([]);
    expect(await copyText(unused, 1, 'DMY')).toBe('');
    const refused = new CsvRowSpool(folder);
    for (let i = 0; i < 2_000; i++) refused.add(row(i, '2026-01-02', '2026-02-01'));
    await refused.flush();
    const accepted = new CsvRowSpool(folder);
    accepted.add(row(0, '2026-01-02', '2026-02-01'));
    await accepted.close();
    expect(readdirSync(folder)).toHaveLength(2);
    await refused.remove();
    await accepted.remove();
    await accepted.remove();
    expect(existsSync(refused.path)).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('stores a day-first file read in one pass with the dates of the order its end decides', async () => {
    const csv =
      'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category\n01/09/2026,Coffee,-4.50,\n02/09/2026,Rent,(1200.00),Rent\n25/09/2026,Client,"1,250.00",\n';
    const spool = new CsvRowSpool(folder);
    const scan = await scanTransactionsCsv(
      csvRowReader(() => Readable.from([Buffer.from(csv)]), 'utf8'),
      spool,
    );
    await spool.close();
    expect(scan).toEqual({ rowCount: 3, order: 'DMY' });
    expect(await copyText(spool, 9, scan.order)).toBe(
      '9\t0\t2026-09-01\tCoffee\t-4.50\t\\N\tCAD\n9\t1\t2026-09-02\tRent\t-1200.00\tRent\tCAD\n9\t2\t2026-09-25\tClient\t1250.00\t\\N\tCAD\n',
    );
  });
});
