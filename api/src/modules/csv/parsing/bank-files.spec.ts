import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BANK_FILE_MESSAGES, type BankFileFormat, CSV_LIMITS, CSV_MESSAGES } from '@ledgerleaf/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import { readBankFileHead } from './bank-file-head';
import { mappedLayout, parseMappingField } from './column-mapping';
import { ofxRowReader } from './ofx-statement';
import { csvRowReader, type RowReader, type ScannedRow, scanTransactionsCsv } from './transactions-csv';

const FIXTURES = resolve(__dirname, '../../../../test/fixtures/bank-files');

async function readerOf(path: string): Promise<{ format: BankFileFormat; reader: RowReader }> {
  const head = await readBankFileHead(path);
  if (head.kind === 'ofx') return { format: 'ofx', reader: await ofxRowReader(path, head.encoding) };
  if (head.reading.kind !== 'layout') throw new Error(`no layout: ${head.reading.kind}`);
  return { format: head.reading.layout.format, reader: csvRowReader(() => createReadStream(path), head.encoding, head.reading.layout) };
}

async function rowsOf(reader: RowReader): Promise<[string, string, string, string][]> {
  const rows: ScannedRow[] = [];
  const scan = await scanTransactionsCsv(reader, { add: (row) => rows.push(row), flush: async () => undefined });
  return rows.map((r) => [r.dates[scan.order]!, r.transactionName, r.transactionAmount, r.currency]);
}

/** Each bank's fixture: the format it is recognised as and its canonical rows (date, name, signed amount, currency). */
const EXPECTED = JSON.parse(readFileSync(join(FIXTURES, 'expected.json'), 'utf8')) as Record<
  string,
  { format: BankFileFormat; rows: [string, string, string, string][] }
>;

describe('bank files as banks export them', () => {
  it.each(Object.entries(EXPECTED))('reads %s as its bank exports it into canonical rows', async (file, expected) => {
    const { format, reader } = await readerOf(join(FIXTURES, file));
    expect(format).toBe(expected.format);
    expect(await rowsOf(reader)).toEqual(expected.rows);
  });

  describe('with files written here', () => {
    let dir: string;
    beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'bank-files-'))));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const fileOf = (name: string, content: string | Buffer) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };

    it('reads a TD file saved in Windows-1252 with semicolons', async () => {
      const path = fileOf('td-semi.csv', Buffer.from('09/02/2026;CAFÉ DÉPÔT;12,50;;987,50\r\n09/03/2026;VIREMENT;;100,00;1087,50\r\n', 'latin1'));
      const { format, reader } = await readerOf(path);
      expect(format).toBe('td');
      expect(await rowsOf(reader)).toEqual([
        ['2026-09-02', 'CAFÉ DÉPÔT', '-12.50', 'CAD'],
        ['2026-09-03', 'VIREMENT', '100.00', 'CAD'],
      ]);
    });

    it('lists a bad bank row under the bank’s own column name and its real line number', async () => {
      const path = fileOf(
        'bmo-bad.csv',
        "Following data is valid as of 20260930\r\n\r\nFirst Bank Card,Transaction Type,Date Posted, Transaction Amount,Description\r\n'1',DEBIT,20260905,-1.00,A\r\n'1',DEBIT,20260931,abc,B\r\n",
      );
      const { reader } = await readerOf(path);
      const error = await scanTransactionsCsv(reader).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainException);
      expect((error as DomainException).details.rowErrors).toEqual([
        { line: 5, column: 'Date Posted', message: '"20260931" is not a date (use YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY or Sep 1, 2026)' },
        { line: 5, column: 'Transaction Amount', message: '"abc" is not an amount (for example 1234.56, -12.00 or (12.00))' },
      ]);
    });

    it('refuses a PDF, a spreadsheet and an image by their bytes, whatever their names', async () => {
      for (const bytes of [
        Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]),
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      ]) {
        await expect(readBankFileHead(fileOf('renamed.csv', bytes))).rejects.toThrow(BANK_FILE_MESSAGES.notBankFile);
      }
    });

    it('refuses an OFX file that is not one', async () => {
      const path = fileOf('broken.ofx', 'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><SIGNONMSGSRSV1></OFX>');
      await expect(ofxRowReader(path, 'utf8')).rejects.toThrow(DomainException);
    });

    it('answers an unknown layout with its columns and sample, and reads it through a mapping', async () => {
      const head = await readBankFileHead(join(FIXTURES, 'credit-union.csv'));
      if (head.kind !== 'csv' || head.reading.kind !== 'unknown') throw new Error('expected an unknown layout');
      expect(head.reading.columns).toEqual(['Posted On', 'Payee', 'Withdrawals', 'Deposits', 'Running Balance']);
      expect(head.reading.sample[0]).toEqual(['02-09-2026', 'SQUARE DEPOSIT 4411', '', '1280.00', '5280.00']);
      const mapping = parseMappingField(JSON.stringify({ date: 0, name: 1, debit: 2, credit: 3, dateFormat: 'DD/MM/YYYY' }))!;
      const reader = csvRowReader(() => createReadStream(join(FIXTURES, 'credit-union.csv')), 'utf8', mappedLayout(head.reading, mapping));
      expect(await rowsOf(reader)).toEqual([
        ['2026-09-02', 'SQUARE DEPOSIT 4411', '1280.00', 'CAD'],
        ['2026-09-05', 'ADOBE *CREATIVE CLD', '-104.99', 'CAD'],
        ['2026-09-30', 'MONTHLY ACCOUNT FEE', '-16.95', 'CAD'],
      ]);
    });

    it('refuses a mapping that is not one, or names a column the file lacks', async () => {
      for (const bad of [
        'nope',
        '[]',
        '{"date":0}',
        '{"date":0,"name":1,"amount":2,"debit":3}',
        '{"date":-1,"name":1,"amount":2}',
        '{"date":0,"name":1,"amount":2,"dateFormat":"MM-YY"}',
      ]) {
        expect(() => parseMappingField(bad)).toThrow(BANK_FILE_MESSAGES.mappingInvalid);
      }
      const head = await readBankFileHead(join(FIXTURES, 'credit-union.csv'));
      if (head.kind !== 'csv' || head.reading.kind !== 'unknown') throw new Error('expected an unknown layout');
      expect(() => mappedLayout(head.reading as never, parseMappingField('{"date":0,"name":1,"amount":9}')!)).toThrow(
        BANK_FILE_MESSAGES.mappingColumnOutOfRange(9, 5),
      );
    });

    it('takes a header naming any template column as the template (whose missing columns are then named), not as a layout to map', async () => {
      const head = await readBankFileHead(fileOf('template.csv', 'Transaction_Date,Transaction_Name\n2026-09-01,A\n'));
      expect(head.kind === 'csv' && head.reading).toEqual({ kind: 'template', header: ['Transaction_Date', 'Transaction_Name'] });
    });

    it('applies the row limit to a bank layout too', async () => {
      const row = '09/02/2026,COFFEE,4.50,,100.00\n';
      const { reader } = await readerOf(fileOf('td-huge.csv', row.repeat(CSV_LIMITS.maxRows + 1)));
      await expect(scanTransactionsCsv(reader)).rejects.toThrow(CSV_MESSAGES.tooManyRows);
    });
  });
});
