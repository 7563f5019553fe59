import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BANK_FILE_MESSAGES, type BankFileFormat, CSV_MESSAGES } from '@ledgerleaf/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import { commaDecimalToPoint, parseDecimalCents } from '../../../common/money/decimal';
import { readBankFileHead } from './bank-file-head';
import { decimalSeparatorOf, readHead } from './bank-layouts';
import { mappedLayout, parseMappingField } from './column-mapping';
import { DayMonthOrderEvidence, parseCsvDate } from './csv-dates';
import { foldHeader, isFrenchHeader } from './french-headers';
import { csvRowReader, type RowReader, type ScannedRow, scanTransactionsCsv } from './transactions-csv';

const FIXTURES = resolve(__dirname, '../../../../test/fixtures/bank-files/fr');
const EXPECTED = JSON.parse(readFileSync(join(FIXTURES, 'expected.json'), 'utf8')) as Record<
  string,
  { format: BankFileFormat; order: 'MDY' | 'DMY'; rows: [string, string, string, string][]; balances?: [string, string][] }
>;

async function scanOf(reader: RowReader) {
  const rows: ScannedRow[] = [];
  const scan = await scanTransactionsCsv(reader, { add: (row) => rows.push(row), flush: async () => undefined });
  return { scan, rows: rows.map((r) => [r.dates[scan.order]!, r.transactionName, r.transactionAmount, r.currency]) };
}

describe('French bank files (issue 31, point 4)', () => {
  describe('amounts', () => {
    it.each([
      ['57,25', 5725n],
      ['-57,25', -5725n],
      ['(57,25)', -5725n],
      ['57,25-', -5725n],
      ['1 234,56', 123456n],
      ['1\u00a0234,56', 123456n],
      ['1\u202f234,56', 123456n],
      ['-1\u202f234,56 $', -123456n],
      ['0,5', 50n],
    ])('reads %j in the default (point) reading as %s cents', (text, cents) => {
      expect(parseDecimalCents(text)).toBe(cents);
    });

    it.each([
      ['1.234,56', '1234.56'],
      ['(1.234,56)', '(1234.56)'],
      ['1 234,56-', '1234.56-'],
      ['1\u202f234\u202f567,89', '1234567.89'],
      ['57,25 $', '57.25$'],
      ['1.234', '1234'],
      ['12', '12'],
    ])('turns the decimal-comma amount %j into %j', (text, point) => {
      expect(commaDecimalToPoint(text)).toBe(point);
    });

    it.each(['1,234,56', 'abc,12', '', '12,3x'])('leaves %j as it was for the error to quote it', (text) => {
      expect(commaDecimalToPoint(text)).toBe(text);
    });

    it('tells the decimal separator from a column of amounts', () => {
      expect(decimalSeparatorOf(['57,25', '', '1 234,56'])).toBe(',');
      expect(decimalSeparatorOf(['57,25', '1,234.56'])).toBe('.');
      expect(decimalSeparatorOf(['1,234', 'Épicerie'])).toBe('.');
      expect(decimalSeparatorOf(['1.234,56'])).toBe(',');
    });
  });

  describe('dates', () => {
    it.each([
      ['3 oct. 2026', '2026-10-03'],
      ['3 sept. 2026', '2026-09-03'],
      ['3 févr. 2026', '2026-02-03'],
      ['3 août 2026', '2026-08-03'],
      ['3 déc. 2026', '2026-12-03'],
      ['3 janv. 2026', '2026-01-03'],
      ['3 mars 2026', '2026-03-03'],
      ['3 avr. 2026', '2026-04-03'],
      ['3 mai 2026', '2026-05-03'],
      ['3 juin 2026', '2026-06-03'],
      ['3 juil. 2026', '2026-07-03'],
      ['3 nov. 2026', '2026-11-03'],
      ['2026-10-03', '2026-10-03'],
      ['2026/10/03', '2026-10-03'],
    ])('reads %j as %s', (raw, iso) => {
      expect(parseCsvDate(raw, 'DMY')).toBe(iso);
      expect(parseCsvDate(raw, 'MDY')).toBe(iso);
    });

    it('reads 03/10/2026 by the order the file settles', () => {
      expect(parseCsvDate('03/10/2026', 'DMY')).toBe('2026-10-03');
      expect(parseCsvDate('03/10/2026', 'MDY')).toBe('2026-03-10');
    });

    it('takes the order from the whole column, ambiguous columns by the file’s language', () => {
      const decide = (values: string[], fallback?: 'MDY' | 'DMY') => {
        const evidence = new DayMonthOrderEvidence(fallback);
        for (const v of values) evidence.see(v);
        return evidence.order;
      };
      // a first part above 12 anywhere in the column: day-first
      expect(decide(['03/10/2026', '05/10/2026', '14/10/2026'])).toBe('DMY');
      expect(decide(['03/10/2026', '05/10/2026', '14/10/2026'], 'DMY')).toBe('DMY');
      // a second part above 12: month-first, whatever the language
      expect(decide(['10/03/2026', '10/14/2026'], 'DMY')).toBe('MDY');
      // nothing tells: English (the default) month-first, French day-first
      expect(decide(['03/10/2026', '05/10/2026'])).toBe('MDY');
      expect(decide(['03/10/2026', '05/10/2026'], 'DMY')).toBe('DMY');
    });
  });

  describe('headers', () => {
    it('folds accents, case and typographic apostrophes', () => {
      expect(foldHeader('\uFEFF Date de l’Opération ')).toBe("date de l'operation");
      expect(foldHeader('Dépôt')).toBe('depot');
      expect(foldHeader('CAD$')).toBe('cad$');
    });

    it('tells a French header from an English one', () => {
      expect(isFrenchHeader(['Date', 'Description', 'Retrait', 'Dépôt', 'Solde'])).toBe(true);
      expect(isFrenchHeader(['Date', 'Libelle', 'Montant'])).toBe(true);
      expect(isFrenchHeader(['Date', 'Description', 'Débit', 'Crédit'])).toBe(true);
      expect(isFrenchHeader(['Date', 'Description', 'Debit', 'Credit'])).toBe(false);
      expect(isFrenchHeader(['Posted On', 'Payee', 'Withdrawals', 'Deposits'])).toBe(false);
    });

    it.each([
      [['Date', 'Description', 'Retrait', 'Dépôt', 'Solde'], 'desjardins', { date: 0, name: [1], debit: 2, credit: 3, balance: 4 }],
      [['Date', 'Description', 'Catégorie', 'Débit', 'Crédit', 'Solde'], 'national-bank', { date: 0, name: [1], debit: 3, credit: 4, balance: 5 }],
      [["Date de l'opération", 'Libellé', 'Montant'], 'french-headers', { date: 0, name: [1], amount: 2 }],
      [['Libellé', 'Date', 'Débit', 'Crédit', 'Solde'], 'french-headers', { date: 1, name: [0], debit: 2, credit: 3, balance: 4 }],
    ] as const)('reads the header %j as %s', (header, format, columns) => {
      const reading = readHead([[...header], ['03/10/2026', 'x', '57,25', '', '100,00'].slice(0, header.length)], ';');
      expect(reading.kind).toBe('layout');
      if (reading.kind !== 'layout') return;
      expect(reading.layout).toMatchObject({ format, ...columns, defaultOrder: 'DMY' });
    });

    it('leaves a French header without an amount column to the mapping step, suggesting its locale', () => {
      const reading = readHead(
        [
          ['Date', 'Libellé', 'Référence', 'Valeur'],
          ['03/10/2026', 'Café', 'A1', '4,50'],
          ['05/10/2026', 'Épicerie', 'A2', '57,25'],
        ],
        ';',
      );
      expect(reading).toMatchObject({ kind: 'unknown', suggested: { decimalSeparator: ',', dateOrder: 'DMY', locale: 'fr' } });
    });

    it('suggests the date order and decimal separator of an English file', () => {
      const reading = readHead(
        [
          ['Posted On', 'Payee', 'Amount'],
          ['10/14/2026', 'Coffee', '4.50'],
        ],
        ',',
      );
      expect(reading).toMatchObject({ kind: 'unknown', suggested: { decimalSeparator: '.', dateOrder: 'MDY', locale: 'en' } });
    });
  });

  it.each(Object.entries(EXPECTED))('reads the fixture %s into canonical rows, dates and balances', async (file, expected) => {
    const path = join(FIXTURES, file);
    const head = await readBankFileHead(path);
    if (head.kind !== 'csv' || head.reading.kind !== 'layout') throw new Error(`${file}: no layout`);
    expect(head.reading.layout.format).toBe(expected.format);
    const { scan, rows } = await scanOf(csvRowReader(() => createReadStream(path), head.encoding, head.reading.layout));
    expect(rows).toEqual(expected.rows);
    expect(scan.order).toBe(expected.order);
    if (expected.balances) expect(scan.balances?.days.map((d) => [d.date, d.balance])).toEqual(expected.balances);
  });

  it('decodes Windows-1252 (’ – « » €) and UTF-8 with a BOM alike', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fr-bank-'));
    try {
      const text = 'Date;Description;Retrait;Dépôt;Solde\r\n03/10/2026;Café l’Étoile – 5 € « pourboire »;4,50;;95,50\r\n';
      const files = {
        cp1252: Buffer.from(new Uint8Array([...text].map((ch) => ({ '’': 0x92, '–': 0x96, '€': 0x80 })[ch] ?? ch.charCodeAt(0)))),
        utf8bom: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
      };
      for (const [name, bytes] of Object.entries(files)) {
        const path = join(dir, `${name}.csv`);
        writeFileSync(path, bytes);
        const head = await readBankFileHead(path);
        if (head.kind !== 'csv' || head.reading.kind !== 'layout') throw new Error(`${name}: no layout`);
        expect(head.reading.layout.labels.amount).toBe('Retrait');
        const { rows } = await scanOf(csvRowReader(() => createReadStream(path), head.encoding, head.reading.layout));
        expect(rows).toEqual([['2026-10-03', 'Café l’Étoile – 5 € « pourboire »', '-4.50', 'CAD']]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('the mapping', () => {
    const head = readHead(
      [
        ['Jour', 'Libellé', 'Sortie d’argent', 'Entrée d’argent'],
        ['03/10/2026', 'Café', '1.234,50', ''],
        ['05/10/2026', 'Salaire', '', '2.000,00'],
      ],
      ';',
    );
    if (head.kind !== 'unknown') throw new Error('expected an unknown layout');

    it('keeps the older payload (column numbers, dateFormat) working', () => {
      const mapping = parseMappingField('{"date":0,"name":1,"debit":2,"credit":3,"dateFormat":"DD/MM/YYYY"}')!;
      expect(mappedLayout(head, mapping)).toMatchObject({ date: 0, name: [1], debit: 2, credit: 3, order: 'DMY' });
    });

    it('takes column names (without regard to case and accents), a decimal separator and a date order', () => {
      const mapping = parseMappingField(
        JSON.stringify({ date: 'jour', name: 'LIBELLE', debit: 'Sortie d’argent', credit: "Entree d'argent", decimalSeparator: ',', dateOrder: 'MDY' }),
      )!;
      expect(mappedLayout(head, mapping)).toMatchObject({ date: 0, name: [1], debit: 2, credit: 3, decimal: ',', order: 'MDY', defaultOrder: 'DMY' });
    });

    it('reads YMD as year-first dates only', () => {
      expect(mappedLayout(head, parseMappingField({ date: 0, name: 1, debit: 2, dateOrder: 'YMD' })!)).toMatchObject({ yearFirst: true, order: 'MDY' });
    });

    it('scans a mapped file by its dateOrder: YMD refuses a day-first date, DMY reads it, a comma separator reads 1.234,50', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fr-map-'));
      try {
        const path = join(dir, 'caisse.csv');
        writeFileSync(path, 'Jour;Libellé;Sortie d’argent;Entrée d’argent\r\n2026/10/02;Loyer;1.234,50;\r\n03/10/2026;Café;4,50;\r\n');
        const file = await readBankFileHead(path);
        if (file.kind !== 'csv' || file.reading.kind !== 'unknown') throw new Error('expected an unknown layout');
        const reading = file.reading;
        const scanWith = (mapping: unknown) =>
          scanOf(csvRowReader(() => createReadStream(path), file.encoding, mappedLayout(reading, parseMappingField(mapping)!)));
        // read with a decimal point, "1.234,50" is no amount: the 400 quotes it with point examples
        await expect(scanWith({ date: 'Jour', name: 'Libellé', debit: 2, credit: 3, dateOrder: 'DMY', decimalSeparator: '.' })).rejects.toThrow(
          `Line 2, Sortie d’argent: ${CSV_MESSAGES.notAnAmount('1.234,50')}`,
        );
        await expect(scanWith({ date: 'Jour', name: 'Libellé', debit: 2, credit: 3, dateOrder: 'DMY', decimalSeparator: ',' })).resolves.toBeDefined();
        await expect(scanWith({ date: 'Jour', name: 'Libellé', debit: 2, credit: 3, dateOrder: 'YMD' })).rejects.toThrow(
          'Line 3, Jour: "03/10/2026" is not a date',
        );
        const { rows } = await scanWith({ date: 'Jour', name: 'Libellé', debit: 2, credit: 3, dateOrder: 'DMY', decimalSeparator: ',' });
        expect(rows).toEqual([
          ['2026-10-02', 'Loyer', '-1234.50', 'CAD'],
          ['2026-10-03', 'Café', '-4.50', 'CAD'],
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it.each([
      [{ date: 'Date', name: 1, debit: 2 }, BANK_FILE_MESSAGES.mappingColumnUnknown('Date', head.columns)],
      [{ date: 0, name: 1, amount: 9 }, BANK_FILE_MESSAGES.mappingColumnOutOfRange(9, 4)],
    ])('refuses %j with a message naming the column', (raw, message) => {
      expect(() => mappedLayout(head, parseMappingField(raw)!)).toThrow(message);
    });

    it.each([
      { date: 0, name: 1, amount: 2, decimalSeparator: ';' },
      { date: 0, name: 1, amount: 2, dateOrder: 'DDMMYY' },
      { date: '', name: 1, amount: 2 },
      { date: 0, name: 1, amount: 2, dateFormat: 'MM/DD/YYYY', dateOrder: 'DMY' },
    ])('refuses the mapping %j with a 400', (raw) => {
      expect(() => parseMappingField(raw)).toThrow(DomainException);
    });
  });
});
