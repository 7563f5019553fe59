import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { BANK_FILE_MESSAGES, type BankFileFormat, CSV_MESSAGES, type CsvNeedsMappingResponse, type CsvUploadListItem } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import type { DataSource } from 'typeorm';
import { createTestApp, createUser, loginAs, loginStaffAndClient, type Agent } from '../helpers/test-app';

const FIXTURES = join(__dirname, '..', 'fixtures', 'bank-files');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const EXPECTED = JSON.parse(readFileSync(join(FIXTURES, 'expected.json'), 'utf8')) as Record<
  string,
  { format: BankFileFormat; rows: [string, string, string, string][] }
>;

describe('bank files as banks export them (POST /api/csv/upload)', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
  });

  afterAll(async () => {
    await app.close();
  });

  async function client(): Promise<{ agent: Agent; userId: number }> {
    const { user, password } = await createUser(app);
    return { agent: await loginAs(app, user.email, password), userId: user.id };
  }

  const upload = (agent: Agent, content: Buffer | string, name: string, mapping?: unknown, path = '/api/csv/upload') => {
    const req = agent.post(path).attach('csvFile', Buffer.isBuffer(content) ? content : Buffer.from(content), name);
    return mapping === undefined ? req : req.field('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
  };
  const uploadsOf = async (userId: number) => (await db.query('SELECT count(*)::int AS n FROM csv_uploads WHERE uploaded_by = $1', [userId]))[0].n as number;

  /** Categorizes an upload and reads its download back as records. */
  async function categorizedDownload(agent: Agent, id: number): Promise<string[][]> {
    await agent.post(`/api/csv/categorize/${id}`).send({}).expect(200);
    const download = await agent.get(`/api/csv/download/${id}`).buffer(true).expect(200);
    expect(download.headers['content-type']).toContain('text/csv');
    return parse(download.text) as string[][];
  }

  it('reads every bank fixture and OFX statement into canonical rows, categorizes them and downloads them as canonical rows', async () => {
    const { agent } = await client();
    for (const [file, expected] of Object.entries(EXPECTED)) {
      const res = await upload(agent, fixture(file), file).expect(201);
      expect({ file, ...res.body }).toEqual({ file, id: expect.any(Number), rowCount: expected.rows.length, format: expected.format });
      const records = await categorizedDownload(agent, res.body.id);
      expect(records[0]).toEqual([
        'Transaction_Date',
        'Transaction_Name',
        'Transaction_Amount',
        'Transaction_Category',
        'Currency',
        'AI_Category',
        'Confidence',
        'Source',
      ]);
      expect({ file, rows: records.slice(1).map((r) => [r[0], r[1], r[2], r[4]]) }).toEqual({ file, rows: expected.rows });
      for (const r of records.slice(1)) expect(r[3]).toBe('');
    }
    const card = ((await agent.get('/api/csv/uploads').expect(200)).body as CsvUploadListItem[]).find((u) => u.fileName === 'card.qfx')!;
    expect(card.categorizedData.map((r) => [r.transactionAmount, r.currency])).toEqual([
      ['-104.99', 'CAD'],
      ['-42.17', 'USD'],
      ['500.00', 'CAD'],
    ]);
    const stored = await db.query(
      `SELECT currency, count(*)::int AS n FROM csv_transactions t JOIN csv_uploads u ON u.id = t.csv_upload_id WHERE u.file_name = 'card.qfx' GROUP BY currency ORDER BY currency`,
    );
    expect(stored.filter((r: { n: number }) => r.n > 0).map((r: { currency: string }) => r.currency)).toEqual(['CAD', 'USD']);
  });

  it("names an OFX statement's download as CSV", async () => {
    const { agent } = await client();
    const ofx = await upload(agent, fixture('statement.ofx'), 'September.ofx').expect(201);
    await agent.post(`/api/csv/categorize/${ofx.body.id}`).send({}).expect(200);
    const download = await agent.get(`/api/csv/download/${ofx.body.id}`).buffer(true).expect(200);
    expect(download.headers['content-disposition']).toContain('filename="September.csv"');
  });

  it('answers an unknown layout with 422 and its columns, takes it with a mapping, and remembers the mapping for that client only', async () => {
    const { agent, userId } = await client();
    const refused = await upload(agent, fixture('credit-union.csv'), 'credit-union.csv').expect(422);
    const body = refused.body as CsvNeedsMappingResponse;
    expect(body).toMatchObject({ statusCode: 422, needsMapping: true, message: BANK_FILE_MESSAGES.needsMapping });
    expect(body.columns).toEqual(['Posted On', 'Payee', 'Withdrawals', 'Deposits', 'Running Balance']);
    expect(body.sample).toEqual([
      ['02-09-2026', 'SQUARE DEPOSIT 4411', '', '1280.00', '5280.00'],
      ['05-09-2026', 'ADOBE *CREATIVE CLD', '104.99', '', '5175.01'],
      ['30-09-2026', 'MONTHLY ACCOUNT FEE', '16.95', '', '5158.06'],
    ]);
    expect(await uploadsOf(userId)).toBe(0);

    // a mapping that is not one, or that names a column the file lacks: 400, nothing stored or remembered
    expect((await upload(agent, fixture('credit-union.csv'), 'credit-union.csv', 'not json').expect(400)).body.message).toBe(BANK_FILE_MESSAGES.mappingInvalid);
    expect((await upload(agent, fixture('credit-union.csv'), 'credit-union.csv', { date: 0, name: 1, amount: 7 }).expect(400)).body.message).toBe(
      BANK_FILE_MESSAGES.mappingColumnOutOfRange(7, 5),
    );
    await upload(agent, fixture('credit-union.csv'), 'credit-union.csv').expect(422);

    const mapping = { date: 0, name: 1, debit: 2, credit: 3, dateFormat: 'DD/MM/YYYY' };
    const mapped = await upload(agent, fixture('credit-union.csv'), 'credit-union.csv', mapping).expect(201);
    expect(mapped.body).toEqual({ id: expect.any(Number), rowCount: 3, format: 'mapped' });
    const records = await categorizedDownload(agent, mapped.body.id);
    expect(records.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['2026-09-02', '1280.00'],
      ['2026-09-05', '-104.99'],
      ['2026-09-30', '-16.95'],
    ]);

    // the next file of that bank goes straight through
    const next = await upload(agent, fixture('credit-union-october.csv'), 'credit-union-october.csv').expect(201);
    expect(next.body).toEqual({ id: expect.any(Number), rowCount: 2, format: 'mapped' });
    const october = await db.query(
      `SELECT to_char(transaction_date,'YYYY-MM-DD') AS d, transaction_amount::text AS a FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`,
      [next.body.id],
    );
    expect(october).toEqual([
      { d: '2026-10-01', a: '-2100.00' },
      { d: '2026-10-15', a: '950.00' },
    ]);

    // another client's file of the same shape is not mapped by this one's choice
    const other = await client();
    await upload(other.agent, fixture('credit-union-october.csv'), 'credit-union-october.csv').expect(422);
  });

  it('refuses files that are not bank files by their bytes, keeps the clear 400s with line numbers, and takes .ofx in the console', async () => {
    const { agent, userId } = await client();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x41)]);
    expect((await upload(agent, pdf, 'statement.csv').expect(400)).body.message).toBe(BANK_FILE_MESSAGES.notBankFile);
    expect((await upload(agent, pdf, 'statement.ofx').expect(400)).body.message).toBe(BANK_FILE_MESSAGES.notBankFile);
    expect((await upload(agent, fixture('td.csv'), 'td.xlsx').expect(400)).body.message).toBe(CSV_MESSAGES.notCsvName);
    expect((await upload(agent, 'Dear client,\nthank you for banking with us.\n', 'letter.csv').expect(400)).body.message).toBe(
      BANK_FILE_MESSAGES.tooFewColumns,
    );
    expect((await upload(agent, 'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><SIGNONMSGSRSV1></OFX>', 'broken.ofx').expect(400)).body.message).toBe(
      BANK_FILE_MESSAGES.ofxUnreadable,
    );
    const signOnOnly = '<?xml version="1.0"?>\n<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE></STATUS></SONRS></SIGNONMSGSRSV1></OFX>';
    expect((await upload(agent, signOnOnly, 'empty.qfx').expect(400)).body.message).toBe(BANK_FILE_MESSAGES.ofxNoStatement);
    const badTd = '09/02/2026,SQUARE DEPOSIT,,1280.00,5280.00\n09/31/2026,ADOBE,104.99,,5175.01\n';
    const bad = await upload(agent, badTd, 'td.csv').expect(400);
    expect(bad.body.rowErrors).toEqual([
      { line: 2, column: 'Column 1', message: '"09/31/2026" is not a date (use YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY or Sep 1, 2026)' },
    ]);
    expect(await uploadsOf(userId)).toBe(0);

    const { staff } = await loginStaffAndClient(app);
    const res = await upload(staff, fixture('card.qfx'), 'card.qfx', undefined, '/api/admin/csv/upload').expect(201);
    expect(res.body).toMatchObject({ rowCount: 3, format: 'ofx' });
  });
});
