import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  BANK_FILE_MESSAGES,
  CSV_LIMITS,
  CSV_MESSAGES,
  type CsvPreviewRow,
  type CsvUploadListItem,
  DEFAULT_CATEGORIES,
  needsReview,
} from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CsvTempFolder } from '../../src/modules/csv/csv-temp-folder';
import { createTestApp, createUser, loginAs, loginStaffAndClient, type Agent } from '../helpers/test-app';

const HEADER = 'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category';
const GOOD = [
  HEADER,
  '2026-09-02,SQUARE DEPOSIT 4411,1280.00,',
  '09/05/2026,ADOBE *CREATIVE CLD 800-833-6687 CA,-104.99,Software',
  '"Sep 9, 2026","ROGERS WIRELESS, PAD 000123",($98.50),',
  '2026-09-14,"STAPLES #312\nMISSISSAUGA ON","-$1,064.20",Office',
  '2026-09-21,=HYPERLINK("http://evil"),-23.75,',
  '2026-09-28,MONTHLY ACCOUNT FEE,-32.95,',
].join('\r\n');

describe('CSV uploads (/api/csv/* and /api/admin/csv/*)', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    // A data folder of its own: two tests check that the temporary CSV folder is left empty while other test files upload CSVs into theirs.
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-csv-')) } });
    db = app.get<DataSource>(getDataSourceToken());
  });

  afterAll(async () => {
    await app.close();
  });

  async function client(): Promise<{ agent: Agent; userId: number }> {
    const { user, password } = await createUser(app);
    return { agent: await loginAs(app, user.email, password), userId: user.id };
  }

  const upload = (agent: Agent, content: string | Buffer, name = 'bank.csv', categories?: unknown, path = '/api/csv/upload') => {
    const req = agent.post(path).attach('csvFile', Buffer.isBuffer(content) ? content : Buffer.from(content), name);
    return categories === undefined ? req : req.field('categories', typeof categories === 'string' ? categories : JSON.stringify(categories));
  };

  const rowsOf = async (userId: number) =>
    (await db.query('SELECT count(*)::int AS n FROM csv_transactions t JOIN csv_uploads u ON u.id = t.csv_upload_id WHERE u.uploaded_by = $1', [userId]))[0]
      .n as number;
  const uploadsOf = async (userId: number) => (await db.query('SELECT count(*)::int AS n FROM csv_uploads WHERE uploaded_by = $1', [userId]))[0].n as number;

  it('refuses a logged-out visitor', async () => {
    await request(app.getHttpServer()).get('/api/csv/uploads').expect(401);
    await request(app.getHttpServer()).post('/api/csv/upload').attach('csvFile', Buffer.from(GOOD), 'a.csv').expect(401);
  });

  it('stores a good file with quoted fields, embedded commas and newlines, CRLF, a BOM and mixed date/amount forms', async () => {
    const { agent, userId } = await client();
    const res = await upload(agent, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(GOOD)])).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), rowCount: 6, format: 'ledgerleaf' });
    const rows = await db.query(
      `SELECT row_index, to_char(transaction_date,'YYYY-MM-DD') AS d, transaction_name AS name, transaction_amount::text AS amount, original_category AS cat
         FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`,
      [res.body.id],
    );
    expect(rows.map((r: { d: string; amount: string }) => [r.d, r.amount])).toEqual([
      ['2026-09-02', '1280.00'],
      ['2026-09-05', '-104.99'],
      ['2026-09-09', '-98.50'],
      ['2026-09-14', '-1064.20'],
      ['2026-09-21', '-23.75'],
      ['2026-09-28', '-32.95'],
    ]);
    expect(rows[2].name).toBe('ROGERS WIRELESS, PAD 000123');
    expect(rows[3].name).toBe('STAPLES #312 MISSISSAUGA ON');
    expect(rows[1].cat).toBe('Software');
    const list = (await agent.get('/api/csv/uploads').expect(200)).body as CsvUploadListItem[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: res.body.id, fileName: 'bank.csv', originalRowCount: 6, status: 'uploaded', progress: 0, categorizedData: [] });
    // no categories sent: the client's own (the 16 defaults and the 6 system categories)
    expect(list[0].categories).toHaveLength(22);
    expect(await rowsOf(userId)).toBe(6);
  });

  it('matches headers without regard to case and spaces and decides DD/MM/YYYY per file', async () => {
    const { agent } = await client();
    const content = [
      ' transaction_date ,TRANSACTION_NAME, Transaction_Amount,transaction_category,Memo',
      '01/09/2026,TIM HORTONS #12,-4.50,,x',
      '25/09/2026,TIM HORTONS \\N C:\\TEMP\t#12,-3.10,,y',
    ].join('\n');
    const res = await upload(agent, content).expect(201);
    const dates = await db.query(
      `SELECT to_char(transaction_date,'YYYY-MM-DD') AS d, transaction_name AS name FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`,
      [res.body.id],
    );
    expect(dates.map((d: { d: string }) => d.d)).toEqual(['2026-09-01', '2026-09-25']);
    // COPY escaping: backslashes survive as written
    expect(dates[1].name).toBe('TIM HORTONS \\N C:\\TEMP #12');
  });

  it('stores a long day-first file whose order only its last row decides, and leaves no spool file', async () => {
    const { agent } = await client();
    // 3,000 rows whose dates read both ways (spooled until the end), then 25/12, which makes the file day-first
    const rows = Array.from({ length: 3_000 }, (_, i) => `${String((i % 12) + 1).padStart(2, '0')}/01/2026,MERCHANT NUMBER ${i} WITH A DESCRIPTOR,-${i}.25,`);
    const res = await upload(agent, [HEADER, ...rows, '25/12/2026,LAST,-1.00,'].join('\n')).expect(201);
    expect(res.body.rowCount).toBe(3_001);
    const stored = await db.query(
      `SELECT row_index AS i, to_char(transaction_date,'YYYY-MM-DD') AS d FROM csv_transactions WHERE csv_upload_id = $1 AND row_index IN (0, 1, 2999, 3000) ORDER BY row_index`,
      [res.body.id],
    );
    expect(stored.map((r: { d: string }) => r.d)).toEqual(['2026-01-01', '2026-01-02', '2026-01-12', '2026-12-25']);
    expect(readdirSync(app.get(CsvTempFolder).path)).toEqual([]);
  });

  it('stores nothing when a bad row comes after thousands of rows already sent to the database', async () => {
    const { agent, userId } = await client();
    const rows = Array.from({ length: 5_000 }, (_, i) => `2026-09-01,MERCHANT NUMBER ${i} WITH A DESCRIPTOR,-${i}.25,`);
    const res = await upload(agent, [HEADER, ...rows, '2026-09-02,LATE,not money,'].join('\n')).expect(400);
    expect(res.body.rowErrors).toEqual([{ line: 5_002, column: 'Transaction_Amount', message: expect.stringContaining('"not money" is not an amount') }]);
    expect(await uploadsOf(userId)).toBe(0);
    expect(await rowsOf(userId)).toBe(0);
    expect(readdirSync(app.get(CsvTempFolder).path)).toEqual([]);
    // the connection went back to the pool usable
    expect((await upload(agent, GOOD).expect(201)).body.rowCount).toBe(6);
  });

  it('names the missing required columns and stores nothing', async () => {
    const { agent, userId } = await client();
    const res = await upload(agent, 'Date,Transaction_Name,Amount\n2026-09-01,X,1.00\n').expect(400);
    expect(res.body.message).toBe('Missing required columns: Transaction_Date, Transaction_Amount, Transaction_Category');
    expect(await uploadsOf(userId)).toBe(0);
  });

  it('lists the first bad rows with line numbers and stores nothing', async () => {
    const { agent, userId } = await client();
    const content = [HEADER, '2026-09-01,GOOD ROW,1.00,', '2026-13-45,BAD DATE,1.00,', '2026-09-03,,1.00,', '2026-09-04,BAD AMOUNT,12abc,'].join('\n');
    const res = await upload(agent, content).expect(400);
    expect(res.body.message).toContain(CSV_MESSAGES.badRows);
    expect(res.body.rowErrors).toEqual([
      { line: 3, column: 'Transaction_Date', message: expect.stringContaining('2026-13-45') },
      { line: 4, column: 'Transaction_Name', message: 'Name is missing' },
      { line: 5, column: 'Transaction_Amount', message: expect.stringContaining('12abc') },
    ]);
    expect(await uploadsOf(userId)).toBe(0);
    expect(await rowsOf(userId)).toBe(0);
  });

  it('refuses a binary file, a name without .csv, an empty file, a malformed CSV and a missing file', async () => {
    const { agent, userId } = await client();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect((await upload(agent, png, 'photo.csv').expect(400)).body.message).toBe(BANK_FILE_MESSAGES.notBankFile);
    expect((await upload(agent, Buffer.from([0x01, 0x02, 0, 0, 0x41, 0x42, 0, 0x10]), 'data.csv').expect(400)).body.message).toBe(CSV_MESSAGES.notText);
    expect((await upload(agent, GOOD, 'bank.xlsx').expect(400)).body.message).toBe(CSV_MESSAGES.notCsvName);
    expect((await upload(agent, '', 'empty.csv').expect(400)).body.message).toBe(CSV_MESSAGES.empty);
    expect((await upload(agent, `${HEADER}\n`, 'header-only.csv').expect(400)).body.message).toBe(CSV_MESSAGES.empty);
    expect((await upload(agent, `${HEADER}\n2026-09-01,"unclosed,1.00,\n`, 'bad.csv').expect(400)).body.message).toContain(CSV_MESSAGES.malformed);
    expect((await agent.post('/api/csv/upload').field('categories', '[]').expect(400)).body.message).toBe(CSV_MESSAGES.fileRequired);
    expect((await upload(agent, GOOD, 'bank.csv', 'not json').expect(400)).body.message).toBe(CSV_MESSAGES.categoriesInvalid);
    expect((await upload(agent, GOOD, 'bank.csv', [{ type: 'ASSET', categoryName: 'Cash' }]).expect(400)).body.message).toBe(CSV_MESSAGES.categoriesInvalid);
    expect(await uploadsOf(userId)).toBe(0);
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const { agent, userId } = await client();
    const line = '2026-09-01,SOME MERCHANT WITH A LONG DESCRIPTOR 1234567890,-12.00,\n';
    const big = Buffer.from(HEADER + '\n' + line.repeat(Math.ceil((CSV_LIMITS.maxFileBytes + 1024) / line.length)));
    const res = await upload(agent, big, 'big.csv').expect(413);
    expect(res.body.message).toBe(CSV_MESSAGES.tooLarge);
    expect(await uploadsOf(userId)).toBe(0);
  });

  it('categorizes offline (no AI key), answers processedCount, and serves preview and a formula-safe download', async () => {
    const { agent } = await client();
    const { body } = await upload(agent, GOOD).expect(201);
    const done = await agent.post(`/api/csv/categorize/${body.id}`).send({}).expect(200);
    expect(done.body).toEqual({ id: body.id, status: 'completed', processedCount: 6 });
    const [item] = (await agent.get('/api/csv/uploads').expect(200)).body as CsvUploadListItem[];
    expect(item).toMatchObject({ status: 'completed', progress: 100, processedRowCount: 6 });
    expect(item.categorizedData).toHaveLength(5);
    const preview = Object.fromEntries(item.categorizedData.map((r) => [r.transactionName, r]));
    expect(preview['SQUARE DEPOSIT 4411']).toMatchObject({ aiCategory: 'Sales Revenue', source: 'rule' });
    expect(preview['ADOBE *CREATIVE CLD 800-833-6687 CA']).toMatchObject({ aiCategory: 'Software', source: 'rule', needsReview: false });
    expect(preview['ROGERS WIRELESS, PAD 000123'].aiCategory).toBe('Telephone & Internet');
    for (const row of item.categorizedData) {
      expect(row.confidence).toBeGreaterThanOrEqual(0);
      expect(row.confidence).toBeLessThanOrEqual(1);
    }

    const download = await agent.get(`/api/csv/download/${body.id}`).buffer(true).expect(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.headers['content-disposition']).toContain('attachment; filename="bank.csv"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const records = parse(download.text) as string[][];
    expect(records[0]).toEqual(['Transaction_Date', 'Transaction_Name', 'Transaction_Amount', 'Transaction_Category', 'AI_Category', 'Confidence', 'Source']);
    expect(records).toHaveLength(7);
    expect(records[1].slice(0, 3)).toEqual(['2026-09-02', 'SQUARE DEPOSIT 4411', '1280.00']);
    expect(records[1][4]).toBe('Sales Revenue');
    expect(records[1][6]).toBe('rule');
    expect(records[2][2]).toBe('-104.99');
    expect(records[5][1]).toBe(`'=HYPERLINK("http://evil")`);

    // categorize twice: 409, nothing changes
    await agent.post(`/api/csv/categorize/${body.id}`).send({}).expect(409);
  });

  it('deletes an upload with its rows and file, in any state', async () => {
    const { agent, userId } = await client();
    const { body } = await upload(agent, GOOD).expect(201);
    await agent.delete(`/api/csv/upload/${body.id}`).expect(200);
    expect(await uploadsOf(userId)).toBe(0);
    expect(await rowsOf(userId)).toBe(0);
    await agent.delete(`/api/csv/upload/${body.id}`).expect(404);
  });

  it("answers 404 to every route for another client's upload and changes nothing", async () => {
    const owner = await client();
    const { body } = await upload(owner.agent, GOOD).expect(201);
    const other = await client();
    await other.agent.post(`/api/csv/categorize/${body.id}`).send({}).expect(404);
    await other.agent.get(`/api/csv/download/${body.id}`).expect(404);
    await other.agent.delete(`/api/csv/upload/${body.id}`).expect(404);
    await other.agent.delete('/api/csv/upload/99999999999').expect(404);
    expect((await other.agent.get('/api/csv/uploads').expect(200)).body).toEqual([]);
    const [item] = (await owner.agent.get('/api/csv/uploads').expect(200)).body as CsvUploadListItem[];
    expect(item).toMatchObject({ id: body.id, status: 'uploaded' });
  });

  it('refuses the staff routes to a client', async () => {
    const { client: agent } = await loginStaffAndClient(app);
    await agent.get('/api/admin/csv/uploads').expect(403);
    await upload(agent, GOOD, 'bank.csv', undefined, '/api/admin/csv/upload').expect(403);
    await agent.post('/api/admin/csv/categorize/1').send({}).expect(403);
    await agent.delete('/api/admin/csv/upload/1').expect(403);
    await agent.get('/api/admin/csv/download/1').expect(403);
    await agent.get('/api/admin/csv/upload/1/transactions').expect(403);
    await agent.put('/api/admin/csv/transactions/1').send({ category: 'Software' }).expect(403);
  });

  it("lets staff upload with a page-only category list, see every client's uploads, and correct a row into that client's memory", async () => {
    const { staff, client: clientAgent } = await loginStaffAndClient(app);
    // staff upload with page-only categories
    const pageOnly = [
      { type: 'EXPENSE', categoryName: 'Shop supplies' },
      { type: 'REVENUE', categoryName: 'Sales' },
    ];
    const staffUpload = await upload(staff, GOOD, 'staff.csv', pageOnly, '/api/admin/csv/upload').expect(201);
    const staffItem = (await staff.get(`/api/admin/csv/uploads/${staffUpload.body.id}`).expect(200)).body;
    expect(staffItem.categories).toEqual(pageOnly);

    // a client's upload: staff categorize, find the Staples row, correct it
    const first = await upload(clientAgent, GOOD).expect(201);
    const list = await staff
      .get('/api/admin/csv/uploads')
      .query({ filter: JSON.stringify({ q: 'bank.csv' }), range: '[0,99]' })
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^csv-uploads \d+-\d+\/\d+$/);
    expect(list.body.some((u: { id: number; uploaderEmail: string }) => u.id === first.body.id && u.uploaderEmail.includes('@'))).toBe(true);
    expect((await staff.post(`/api/admin/csv/categorize/${first.body.id}`).send({}).expect(200)).body.processedCount).toBe(6);
    const rows = (await staff.get(`/api/admin/csv/upload/${first.body.id}/transactions`).query({ range: '[0,49]' }).expect(200)).body as {
      id: number;
      transactionName: string;
      aiCategory: string;
    }[];
    const staples = rows.find((r) => r.transactionName.startsWith('STAPLES'))!;
    expect(staples.aiCategory).toBe('Office Expenses');
    await staff.put(`/api/admin/csv/transactions/${staples.id}`).send({ category: 'Groceries' }).expect(400);
    const corrected = await staff.put(`/api/admin/csv/transactions/${staples.id}`).send({ category: 'marketing' }).expect(200);
    expect(corrected.body).toMatchObject({ aiCategory: 'Marketing', source: 'staff', confidence: 1, needsReview: false });
    const download = await clientAgent.get(`/api/csv/download/${first.body.id}`).buffer(true).expect(200);
    const staplesRecord = (parse(download.text) as string[][]).find((r) => r[1].startsWith('STAPLES'))!;
    expect(staplesRecord.slice(4)).toEqual(['Marketing', '1.00', 'staff']);

    // the client's next upload with that merchant uses what staff taught
    const next = await upload(clientAgent, [HEADER, '2026-10-03,POS PURCHASE STAPLES #98 TORONTO ON,-12.00,'].join('\n')).expect(201);
    await clientAgent.post(`/api/csv/categorize/${next.body.id}`).send({}).expect(200);
    const items = (await clientAgent.get('/api/csv/uploads').expect(200)).body as CsvUploadListItem[];
    expect(items.find((u) => u.id === next.body.id)!.categorizedData[0]).toMatchObject({ aiCategory: 'Marketing', source: 'learned' });

    // renaming the category keeps what was learned
    const cats = (await clientAgent.get('/api/plaid/user-categories').expect(200)).body.categories as { id: number; categoryName: string }[];
    const marketing = cats.find((c) => c.categoryName === 'Marketing')!;
    await clientAgent.put(`/api/plaid/user-categories/${marketing.id}`).send({ categoryName: 'Advertising & Promotion' }).expect(200);
    const again = await upload(clientAgent, [HEADER, '2026-10-04,STAPLES #7,-9.00,'].join('\n')).expect(201);
    await clientAgent.post(`/api/csv/categorize/${again.body.id}`).send({}).expect(200);
    const latest = ((await clientAgent.get('/api/csv/uploads').expect(200)).body as CsvUploadListItem[]).find((u) => u.id === again.body.id)!;
    expect(latest.categorizedData[0]).toMatchObject({ aiCategory: 'Advertising & Promotion', source: 'learned' });

    // staff delete any upload
    await staff.delete(`/api/admin/csv/upload/${staffUpload.body.id}`).expect(200);
    await staff.get(`/api/admin/csv/uploads/${staffUpload.body.id}`).expect(404);
  });

  it('filters the console list by status, checked, and by uploader', async () => {
    const { staff } = await loginStaffAndClient(app);
    const owner = await client();
    const { body } = await upload(owner.agent, GOOD, 'filtered.csv').expect(201);
    const list = (filter: unknown) => staff.get('/api/admin/csv/uploads').query({ filter: JSON.stringify(filter) });
    const mine = (await list({ status: 'uploaded', uploadedBy: owner.userId }).expect(200)).body as { id: number }[];
    expect(mine.map((u) => u.id)).toEqual([body.id]);
    expect((await list({ status: 'completed', uploadedBy: owner.userId }).expect(200)).body).toEqual([]);
    const bogus = await list({ status: 'bogus' }).expect(400);
    expect(bogus.body.message).toBe(CSV_MESSAGES.statusFilterInvalid);
  });

  it("keeps exactly the rows contracts' needsReview() marks with the needsReview filter", async () => {
    const { staff } = await loginStaffAndClient(app);
    const { agent } = await client();
    const cases: [string | null, number | null][] = [
      [null, null],
      ['Software', null],
      [null, 0.95],
      ['', 0.95],
      ['Software', 0],
      ['Software', 0.79],
      ['Software', 0.8],
      ['Software', 0.95],
      ['Software', 1],
    ];
    const content = [HEADER, ...cases.map((_, i) => `2026-09-0${i + 1},MERCHANT ${i},-1.00,`)].join('\n');
    const { body } = await upload(agent, content).expect(201);
    for (const [i, [category, confidence]] of cases.entries()) {
      await db.query('UPDATE csv_transactions SET ai_category = $3, confidence = $4 WHERE csv_upload_id = $1 AND row_index = $2', [
        body.id,
        i,
        category,
        confidence,
      ]);
    }
    const rows = (filter: unknown) =>
      staff
        .get(`/api/admin/csv/upload/${body.id}/transactions`)
        .query({ filter: JSON.stringify(filter), range: '[0,49]' })
        .expect(200)
        .then((res) => (res.body as CsvPreviewRow[]).map((r) => r.transactionName));
    const all = (await staff.get(`/api/admin/csv/upload/${body.id}/transactions`).query({ range: '[0,49]' }).expect(200)).body as CsvPreviewRow[];
    expect(all).toHaveLength(cases.length);
    const expected = all.filter((r) => needsReview({ category: r.aiCategory, confidence: r.confidence }));
    expect(expected.map((r) => r.transactionName)).toEqual(['MERCHANT 0', 'MERCHANT 1', 'MERCHANT 2', 'MERCHANT 3', 'MERCHANT 4', 'MERCHANT 5']);
    expect(all.map((r) => r.needsReview)).toEqual(all.map((r) => needsReview({ category: r.aiCategory, confidence: r.confidence })));
    expect(await rows({ needsReview: true })).toEqual(expected.map((r) => r.transactionName));
    expect(await rows({ needsReview: false })).toEqual(['MERCHANT 6', 'MERCHANT 7', 'MERCHANT 8']);
    expect(await rows({})).toHaveLength(cases.length);
    await staff.get(`/api/admin/csv/upload/${body.id}/transactions`).query({ filter: '{"needsReview":"yes"}' }).expect(400);
  });

  it('uses the categories chosen at categorize time and never answers one outside them', async () => {
    const { agent } = await client();
    const { body } = await upload(agent, GOOD).expect(201);
    const chosen = [...DEFAULT_CATEGORIES.REVENUE, 'Software'];
    await agent.post(`/api/csv/categorize/${body.id}`).send({ categories: chosen }).expect(200);
    const rows = await db.query('SELECT ai_category FROM csv_transactions WHERE csv_upload_id = $1', [body.id]);
    for (const r of rows as { ai_category: string | null }[]) expect(r.ai_category === null || chosen.includes(r.ai_category)).toBe(true);
  });
});
