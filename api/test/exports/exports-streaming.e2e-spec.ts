import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import type { Pool } from 'pg';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { LEDGER_BATCH_ROWS } from '../../src/modules/ledger/ledger-entries.reader';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, eventually, loginAs, type Agent } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());
const pool = (app: NestExpressApplication) => (db(app).driver as unknown as { master: Pool }).master;
const cents = (v: string) => (v === '' ? 0 : Math.round(Number(v) * 100));
const YEAR = 'from=2026-01-01&to=2026-12-31';
const ROWS = 40_000;
/** The helper's posted chequing rows (Aug 14, four in September, Oct 1) beside the generated ones. */
const TOTAL = ROWS + 6;
/** A few seconds alone; more when the machine's cores are shared with other suites. */
const SLOW = 120_000;
/**
 * The setup writes a year of rows, and the database posts each to the journal in the same
 * transaction (books_post): about a minute on a quiet 2-core machine, more beside other
 * suites. The re-posting cost is issue 27's bench:books goal.
 */
const SLOW_SETUP = 300_000;

/** Backends still holding the export's cursor (running, or waiting inside its transaction for the next read). */
async function openCursors(app: NestExpressApplication): Promise<number> {
  const [row] = await db(app).query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle' AND query LIKE '%l.bank_category AS "bankCategory"%ORDER BY l.date, l.id%'`,
  );
  return row.n;
}

/**
 * The accountant's files stream from a database cursor a batch at a time (exports.e2e-spec
 * checks their content): a year of rows crosses many batches without a seam, and a client
 * that goes away mid-file gives the cursor's connection back to the pool.
 */
describe('exports: streamed from a cursor', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let cookie: string;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const made = await clientWithBankMonth(app);
    const login = await request(app.getHttpServer()).post('/api/login').send({ email: made.user.email, password: made.password }).expect(200);
    cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    client = await loginAs(app, made.user.email, made.password);
    const [account] = await db(app).query(`SELECT bank_account_id AS id FROM bank_transactions WHERE user_id = $1 AND account_name = 'RBC Chequing' LIMIT 1`, [
      made.user.id,
    ]);
    // A year of rows written as setup, not as a request: no statement limit (the test app's
    // 15 s one is for an API's own statements, and a loaded CI machine can take longer here).
    await db(app).transaction(async (m) => {
      await m.query('SET LOCAL statement_timeout = 0');
      await m.query(
        `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, pending, category)
         SELECT $1::int, $2, 'RBC Chequing', 'streaming-' || $1::int || '-' || i, CASE WHEN i % 3 = 0 THEN (i % 500 + 0.25)::numeric ELSE -(i % 300 + 0.5)::numeric END,
                DATE '2026-01-01' + (i % 365), 'ADOBE *CREATIVE CLD ' || (i % 11), false, '{}'
         FROM generate_series(1, $3::int) AS i`,
        [made.user.id, account.id, ROWS],
      );
      // Most rows as a report build leaves them (categorized); September's and every tenth row go through the engine.
      await m.query(`UPDATE ledger_entries SET category = CASE WHEN id % 2 = 0 THEN 'Software' ELSE 'Sales Revenue' END WHERE user_id = $1 AND id % 10 <> 0`, [
        made.user.id,
      ]);
    });
  }, SLOW_SETUP);
  afterAll(() => app.close());

  it(
    'writes a year of rows across many cursor batches with entries numbered without a gap, oldest first, balanced',
    async () => {
      const res = await client.get(`/api/exports/general-ledger?${YEAR}`).expect(200);
      const [, ...lines] = parse(res.text) as string[][];
      expect(TOTAL).toBeGreaterThan(LEDGER_BATCH_ROWS * 10);
      expect(lines).toHaveLength(TOTAL * 2);
      const entries = lines.map((l) => Number(l[1]));
      expect(entries.every((e, i) => e === Math.floor(i / 2) + 1)).toBe(true);
      const dates = lines.map((l) => l[0]);
      expect(dates.every((d, i) => i === 0 || dates[i - 1] <= d)).toBe(true);
      expect(lines.reduce((s, l) => s + cents(l[3]) - cents(l[4]), 0)).toBe(0);
    },
    SLOW,
  );

  it(
    'closes the cursor and gives its connection back when the client goes away mid-file',
    async () => {
      let received = 0;
      const req = http.get(`${base}/api/exports/qbo-bank?${YEAR}`, { headers: { cookie } });
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
      expect(response.statusCode).toBe(200);
      // Read one chunk and stop: the socket fills, the export waits for it to drain with its cursor open.
      await new Promise<void>((resolve) =>
        response.once('data', (chunk: Buffer) => {
          received += chunk.length;
          response.pause();
          resolve();
        }),
      );
      await eventually(async () => (await openCursors(app)) === 1);
      req.on('error', () => undefined);
      req.destroy();
      await eventually(async () => (await openCursors(app)) === 0);
      // Every connection the request took (the cursor's, and the reads before it) is idle again: none is held by the abandoned file.
      await eventually(async () => pool(app).idleCount === pool(app).totalCount);
      expect(received).toBeGreaterThan(0);
      // The pool still serves the next export in full.
      const again = await client.get(`/api/exports/qbo-bank?${YEAR}`).expect(200);
      expect(parse(again.text)).toHaveLength(TOTAL + 1);
    },
    SLOW,
  );
});
