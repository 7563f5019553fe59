// Issue 31, point 4: French bank files (Desjardins, National Bank, any French header) through
// the HTTP upload: decimal commas, day-first dates, French month names, Windows-1252 and
// UTF-8 with a BOM, the "Solde" column as statement balances, and the mapping step by
// column names with a decimal separator and a date order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { BANK_FILE_MESSAGES, type BankFileFormat, CSV_MESSAGES, type CsvNeedsMappingResponse } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

const FIXTURES = join(__dirname, '..', 'fixtures', 'bank-files', 'fr');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const EXPECTED = JSON.parse(readFileSync(join(FIXTURES, 'expected.json'), 'utf8')) as Record<
  string,
  { format: BankFileFormat; rows: [string, string, string, string][]; balances?: [string, string][] }
>;

describe('French bank files (POST /api/csv/upload, issue 31)', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
  });

  afterAll(async () => {
    await app.close();
  });

  async function client(): Promise<Agent> {
    const { user, password } = await createUser(app);
    return loginAs(app, user.email, password);
  }

  const upload = (agent: Agent, content: Buffer | string, name: string, mapping?: unknown) => {
    const req = agent.post('/api/csv/upload').attach('csvFile', Buffer.isBuffer(content) ? content : Buffer.from(content), name);
    return mapping === undefined ? req : req.field('mapping', JSON.stringify(mapping));
  };
  const storedRows = async (uploadId: number) =>
    (
      await db.query(
        `SELECT to_char(transaction_date,'YYYY-MM-DD') AS d, transaction_name AS n, transaction_amount::text AS a, currency AS c
           FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`,
        [uploadId],
      )
    ).map((r: { d: string; n: string; a: string; c: string }) => [r.d, r.n, r.a, r.c]);
  const storedBalances = async (uploadId: number) =>
    (
      await db.query(`SELECT to_char(date,'YYYY-MM-DD') AS d, source, balance::text AS b FROM statement_balances WHERE csv_upload_id = $1 ORDER BY date`, [
        uploadId,
      ])
    ).map((r: { d: string; source: string; b: string }) => [r.d, r.source, r.b]);

  it('stores a Windows-1252 Desjardins file with decimal commas and ambiguous day-first dates: rows, amounts, dates and its Solde', async () => {
    const agent = await client();
    const file = 'desjardins-releve.csv';
    const res = await upload(agent, fixture(file), file).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), rowCount: 4, format: 'desjardins' });
    expect(await storedRows(res.body.id)).toEqual(EXPECTED[file].rows);
    expect(await storedRows(res.body.id)).toContainEqual(['2026-10-07', 'Retrait au GA – Caisse Desjardins du Plateau', '-57.25', 'CAD']);
    expect(await storedBalances(res.body.id)).toEqual(EXPECTED[file].balances!.map(([d, b]) => [d, 'csv_balance', b]));
  });

  it('stores every French fixture as its expected rows', async () => {
    const agent = await client();
    for (const [file, expected] of Object.entries(EXPECTED)) {
      const res = await upload(agent, fixture(file), file).expect(201);
      expect({ file, ...res.body }).toEqual({ file, id: expect.any(Number), rowCount: expected.rows.length, format: expected.format });
      expect({ file, rows: await storedRows(res.body.id) }).toEqual({ file, rows: expected.rows });
      if (expected.balances)
        expect({ file, balances: await storedBalances(res.body.id) }).toEqual({ file, balances: expected.balances.map(([d, b]) => [d, 'csv_balance', b]) });
    }
  });

  it('asks for a mapping with the file’s suggestions, takes column names with a decimal separator and date order, and refuses bad ones clearly', async () => {
    const agent = await client();
    const content = Buffer.from(
      ['Jour;Libellé;Sortie d’argent;Entrée d’argent', '03/10/2026;Café;1.234,50;', '05/10/2026;Salaire;;2.000,00', ''].join('\r\n'),
      'utf8',
    );
    const asked = await upload(agent, content, 'caisse.csv').expect(422);
    expect(asked.body as CsvNeedsMappingResponse).toMatchObject({
      needsMapping: true,
      columns: ['Jour', 'Libellé', 'Sortie d’argent', 'Entrée d’argent'],
      decimalSeparator: ',',
      dateOrder: 'DMY',
      locale: 'fr',
    });
    const unknown = await upload(agent, content, 'caisse.csv', { date: 'Date', name: 'Libellé', debit: 2, credit: 3 }).expect(400);
    expect(unknown.body.message).toBe(BANK_FILE_MESSAGES.mappingColumnUnknown('Date', ['Jour', 'Libellé', 'Sortie d’argent', 'Entrée d’argent']));
    const conflict = await upload(agent, content, 'caisse.csv', { date: 0, name: 1, amount: 2, dateFormat: 'MM/DD/YYYY', dateOrder: 'DMY' }).expect(400);
    expect(conflict.body.message).toBe(BANK_FILE_MESSAGES.mappingDateConflict('MM/DD/YYYY', 'DMY'));

    const mapping = { date: 'jour', name: 'LIBELLE', debit: 'Sortie d’argent', credit: "Entree d'argent", decimalSeparator: ',', dateOrder: 'DMY' };
    const mapped = await upload(agent, content, 'caisse.csv', mapping).expect(201);
    expect(mapped.body).toEqual({ id: expect.any(Number), rowCount: 2, format: 'mapped' });
    expect(await storedRows(mapped.body.id)).toEqual([
      ['2026-10-03', 'Café', '-1234.50', 'CAD'],
      ['2026-10-05', 'Salaire', '2000.00', 'CAD'],
    ]);
    // remembered by names: the same layout goes straight through, read the same way
    const again = await upload(agent, content, 'caisse-2.csv').expect(201);
    expect(await storedRows(again.body.id)).toEqual(await storedRows(mapped.body.id));
  });

  it('refuses bad French rows with a 400 naming the line and the bank’s own column', async () => {
    const agent = await client();
    const content = Buffer.from('Date;Description;Retrait;Dépôt;Solde\r\n03/10/2026;Café;4,50;;95,50\r\n32/10/2026;Épicerie;1,2,3;;90,00\r\n', 'latin1');
    const res = await upload(agent, content, 'desjardins.csv').expect(400);
    expect(res.body.message).toContain('Line 3, Date: "32/10/2026" is not a date');
    expect(res.body.message).toContain(`Line 3, Retrait: ${CSV_MESSAGES.notAnAmount('1,2,3', true)}`);
  });
});
