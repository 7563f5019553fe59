import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { SubmissionView } from '@ledgerleaf/contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { SecretBox } from '../src/common/crypto/secret-box';
import { accessTokenContext } from '../src/modules/plaid/entities/bank-item.entity';
import { FileStorage } from '../src/common/storage/file-storage';
import { DemoSeeder } from '../src/database/seeds/demo.seeder';
import { PasswordService } from '../src/modules/auth/password.service';
import { createMigratedDatabase } from './helpers/scratch-database';
import { createTestApp } from './helpers/test-app';

const TABLES = [
  'users',
  'user_categories',
  'bank_items',
  'bank_accounts',
  'bank_transactions',
  'account_visibility',
  'monthly_reports',
  'submissions',
  'manual_transactions',
  'additional_categories',
  'edit_requests',
  'submission_files',
  'submission_results',
  'csv_uploads',
  'csv_transactions',
  'call_requests',
  'messages',
];

// The seed counts whole tables, so it runs on a database of its own.
describe('demo seed', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  const tag = Date.now().toString(36);
  const accounts = {
    staffEmail: `staff-${tag}@ledgerleaf.test`,
    staffPassword: 'staff-demo-1',
    clientEmail: `demo-${tag}@ledgerleaf.test`,
    clientPassword: 'client-demo-1',
  };

  beforeAll(async () => {
    const scratch = await createMigratedDatabase('seed');
    drop = scratch.drop;
    app = await createTestApp({ env: { DATABASE_URL: scratch.url } });
    dataSource = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const seeder = () =>
    new DemoSeeder({ dataSource, passwords: app.get(PasswordService), storage: app.get(FileStorage), secrets: app.get(SecretBox) });
  const counts = async () =>
    Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, (await dataSource.query(`SELECT count(*)::int AS n FROM ${t}`))[0].n as number])));

  it('fills every table with about 90 days of transactions, and a second run changes nothing', async () => {
    const written = await seeder().run(accounts, new Date('2026-11-15T12:00:00Z'));
    expect(written.length).toBeGreaterThan(5);
    const first = await counts();
    for (const table of TABLES) expect({ table, filled: first[table] > 0 }).toEqual({ table, filled: true });

    const [{ min, max }] = await dataSource.query(
      `SELECT min(t.date)::text AS min, max(t.date)::text AS max FROM bank_transactions t
       JOIN bank_accounts a ON a.id = t.bank_account_id JOIN bank_items i ON i.id = a.bank_item_id
       JOIN users u ON u.id = i.user_id WHERE u.email = $1`,
      [accounts.clientEmail],
    );
    // 90 days back from the seed date; the first and last days depend on the random draw.
    expect(min >= '2026-08-17' && min <= '2026-08-20').toBe(true);
    expect(max >= '2026-11-12' && max <= '2026-11-15').toBe(true);

    expect(await seeder().run(accounts, new Date('2026-11-15T12:00:00Z'))).toEqual([]);
    expect(await counts()).toEqual(first);
  });

  it('creates a demo client who can log in and a staff user', async () => {
    const client = await request(app.getHttpServer()).post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    expect(client.body).toMatchObject({ firstName: 'Avery', isAdmin: false, hasCompletedQuestionnaire: true });
    const staff = await request(app.getHttpServer()).post('/api/login').send({ email: accounts.staffEmail, password: accounts.staffPassword }).expect(200);
    expect(staff.body.isAdmin).toBe(true);
  });

  it('stores bank access tokens encrypted', async () => {
    const [item] = await dataSource.query(`SELECT i.item_id, access_token_encrypted FROM bank_items i JOIN users u ON u.id = i.user_id WHERE u.email = $1 LIMIT 1`, [accounts.clientEmail]);
    expect(item.access_token_encrypted).not.toContain('access-demo');
    expect(app.get(SecretBox).decrypt(item.access_token_encrypted, accessTokenContext(item.item_id))).toMatch(/^access-demo-/);
  });

  it('seeds submissions whose every file the demo client can open', async () => {
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const list: SubmissionView[] = (await agent.get('/api/submissions').expect(200)).body;
    expect(list.map((s) => s.status).sort()).toEqual(['completed', 'edit_requested', 'pending']);
    const urls = list.flatMap((s) => [
      ...s.documents.map((d) => d.url),
      ...[s.resultPdfUrl, s.resultCsvUrl, s.manualTransactionsCsvUrl, s.additionalCategoriesCsvUrl].filter((u): u is string => Boolean(u)),
      ...s.editRequests.flatMap((e) => e.documents.map((d) => d.url)),
    ]);
    expect(urls.length).toBeGreaterThanOrEqual(9);
    for (const url of urls) await agent.head(url).expect(200);
  });
});
