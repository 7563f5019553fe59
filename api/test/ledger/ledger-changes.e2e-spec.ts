import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { LedgerResponse } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { merchantSimilarity, merchantWordsOf } from '../../src/modules/ledger/duplicates';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import { LedgerChangesProcessor } from '../../src/modules/reports/ledger-changes.processor';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, createUser, eventually, hasRedis, loginAs, type Agent } from '../helpers/test-app';

/** Rows per upload: two uploads of as many identical rows (same date, amount, merchant). */
const N = 5000;
const IDENTICAL = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  ...Array.from({ length: N }, () => '2026-05-14,TIM HORTONS #1234 TORONTO ON,-12.40,'),
].join('\n');

/** Statements that change data, whatever the table. */
const WRITE = /^\s*(WITH\b[\s\S]*\b)?(INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i;

(hasRedis() ? describe : describe.skip)('the books changed: an outbox drained by a job, reads that do not write', () => {
  const prefix = `ledger-changes-${randomUUID().slice(0, 8)}`;
  let api: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let userId: number;

  beforeAll(async () => {
    // An API process with no worker: the drain runs only when this test runs it.
    api = await createTestApp({ env: { QUEUE_PREFIX: prefix, OPENAI_API_KEY: '' } });
    db = api.get<DataSource>(getDataSourceToken());
    const made = await createUser(api);
    userId = made.user.id;
    client = await loginAs(api, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
  });
  afterAll(() => api.close());

  it('compares merchants in SQL exactly as the rule does in TypeScript', async () => {
    const names: [string, string | null][] = [
      ['TIM HORTONS #1234 TORONTO ON', null],
      ['Tim Hortons', null],
      ['POS PURCHASE', 'Staples'],
      ['STAPLES STORE 123', null],
      ['SQ *MAMA MIA TRATTORIA', 'Square'],
      ['SQ *MAMA MIA TRATTORIA', null],
      ['SHELL C12345', 'Shell'],
      ['ESSO 7712', null],
      ['', null],
      ['ADOBE *CREATIVE CLD', null],
      ['ADOBE *CREATIVE CLD 800-833-6687 CA', null],
      ['AMZN MKTP CA*2X4HB1234', null],
      ['AMAZON.CA', null],
      ['UBER TRIP HELP.UBER.COM', null],
      ['UBER EATS', null],
    ];
    const rows = names.map(([name, merchantName]) => ({ name, merchantName, ...merchantWordsOf({ name, merchantName }) }));
    for (const a of rows) {
      for (const b of rows) {
        const [{ alike }] = await db.query(
          `SELECT merchant_words_alike($1::text[], $3::text[]) OR merchant_words_alike($1::text[], $4::text[])
                  OR merchant_words_alike($2::text[], $3::text[]) OR merchant_words_alike($2::text[], $4::text[]) AS alike`,
          [a.merchantWords, a.nameWords, b.merchantWords, b.nameWords],
        );
        expect([a.name, a.merchantName, b.name, b.merchantName, alike]).toEqual([
          a.name,
          a.merchantName,
          b.name,
          b.merchantName,
          merchantSimilarity(a, b) >= 0.5,
        ]);
      }
    }
  });

  it('records the month of every change a report shows, in the same transaction, and none for what the drain or a build writes', async () => {
    const { user } = await clientWithBankMonth(api);
    const changes = async () =>
      (await db.query('SELECT year, month FROM ledger_changes WHERE user_id = $1 ORDER BY id', [user.id])) as { year: number; month: number }[];
    // The bank trigger's rows: their months recorded by the same statements.
    expect((await changes()).map((c) => `${c.year}-${c.month}`)).toContain('2026-9');
    await db.query('DELETE FROM ledger_changes WHERE user_id = $1', [user.id]);

    // A build's categories and the drain's merchant words and flags are outcomes, not changes.
    const [row] = await db.query(
      `SELECT id::text AS id FROM ledger_entries WHERE user_id = $1 AND date BETWEEN '2026-09-01' AND '2026-09-30' ORDER BY id LIMIT 1`,
      [user.id],
    );
    await api.get(LedgerService).recordCategories(user.id, [{ transactionId: Number(row.id), category: 'Software' }]);
    // Committed (without waiting for the disk: unflushedWrite), so the next reader sees it; another client's call changes nothing.
    expect(await db.query('SELECT category FROM ledger_entries WHERE id = $1', [row.id])).toEqual([{ category: 'Software' }]);
    await api.get(LedgerService).recordCategories(user.id + 1_000_000, [{ transactionId: Number(row.id), category: 'Travel' }]);
    expect(await db.query('SELECT category FROM ledger_entries WHERE id = $1', [row.id])).toEqual([{ category: 'Software' }]);
    await db.query(`UPDATE ledger_entries SET merchant_words = '{X}', name_words = '{X}' WHERE user_id = $1`, [user.id]);
    expect(await changes()).toEqual([]);

    // A write that rolls back records nothing; a moved date records both months.
    await db
      .transaction(async (em) => {
        await em.query(`UPDATE ledger_entries SET amount = amount - 1 WHERE id = $1`, [row.id]);
        expect(await em.query('SELECT 1 FROM ledger_changes WHERE user_id = $1', [user.id])).toHaveLength(1);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await changes()).toEqual([]);
    await db.query(`UPDATE bank_transactions SET date = '2026-10-02' WHERE id = (SELECT bank_transaction_id FROM ledger_entries WHERE id = $1)`, [row.id]);
    expect(await changes()).toEqual([
      { year: 2026, month: 9 },
      { year: 2026, month: 10 },
    ]);
    // The name changed by the bank clears the merchant words for the next drain.
    await db.query(`UPDATE bank_transactions SET name = 'RENAMED BY THE BANK' WHERE id = (SELECT bank_transaction_id FROM ledger_entries WHERE id = $1)`, [
      row.id,
    ]);
    expect((await db.query('SELECT merchant_words FROM ledger_entries WHERE id = $1', [row.id]))[0].merchant_words).toBeNull();
  });

  it('two uploads of 5,000 identical rows: GET /api/ledger writes nothing, and the job flags the second copy within seconds', async () => {
    // Categorized by a worker of its own, which then stops: the books' changes wait for this test.
    const worker = await createTestApp({ worker: true, env: { QUEUE_PREFIX: prefix, OPENAI_API_KEY: '' } });
    const uploads: number[] = [];
    try {
      for (const file of ['first.csv', 'second.csv']) {
        const { body } = await client.post('/api/csv/upload').attach('csvFile', Buffer.from(IDENTICAL), file).expect(201);
        await client.post(`/api/csv/categorize/${body.id}`).send({});
        await eventually(async () => (await db.query(`SELECT status FROM csv_uploads WHERE id = $1`, [body.id]))[0].status === 'completed', 120_000);
        uploads.push(body.id);
      }
    } finally {
      await worker.close();
    }
    for (const [i, id] of uploads.entries())
      await client
        .post(`/api/csv/books/${id}`)
        .send({ accountName: `Visa ${i + 1}` })
        .expect(200);
    // Both joins are in the outbox, in their own transactions.
    expect(
      (await db.query('SELECT DISTINCT year, month FROM ledger_changes WHERE user_id = $1', [userId])).map((r: { year: number; month: number }) => [
        r.year,
        r.month,
      ]),
    ).toEqual([[2026, 5]]);

    // The read, with 5,000 unflagged possible duplicates waiting: no statement that writes, no row touched.
    const versions = () => db.query('SELECT id::text, xmin::text AS v FROM ledger_entries WHERE user_id = $1 ORDER BY id', [userId]);
    const before = await versions();
    const statements: string[] = [];
    const query = PostgresQueryRunner.prototype.query;
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (this: PostgresQueryRunner, sql: string, ...rest: unknown[]) {
      statements.push(sql);
      return (query as (...args: unknown[]) => Promise<unknown>).call(this, sql, ...rest);
    } as typeof query);
    let read: LedgerResponse;
    try {
      read = (await client.get('/api/ledger?from=2026-05-01&to=2026-05-31&limit=10').expect(200)).body as LedgerResponse;
      await client.get(`/api/ledger?duplicates=undecided`).expect(200);
    } finally {
      spy.mockRestore();
    }
    expect(statements.some((sql) => /ledger_entries/.test(sql))).toBe(true);
    expect(statements.filter((sql) => WRITE.test(sql))).toEqual([]);
    expect(await versions()).toEqual(before);
    expect(read.pagination.total).toBe(2 * N);
    expect(read.undecidedDuplicates).toBe(0);

    const started = Date.now();
    await api.get(LedgerChangesProcessor).drain(userId);
    const elapsed = Date.now() - started;
    console.log(`Flagging 2 x ${N} identical rows (outbox drained): ${elapsed} ms`);
    expect(elapsed).toBeLessThan(30_000);

    const flagged: { account: number; of: string | null; first: string }[] = await db.query(
      `SELECT l.account_ref AS account, l.duplicate_of::text AS of, (SELECT min(id)::text FROM ledger_entries WHERE account_ref = $2 AND source = 'csv') AS first
         FROM ledger_entries l WHERE l.user_id = $1`,
      [userId, uploads[0]],
    );
    // Every row of the second copy is a possible duplicate of the first copy's oldest row (closest date, then oldest); the first copy keeps counting.
    expect(flagged.filter((r) => r.account === uploads[0]).every((r) => r.of === null)).toBe(true);
    const second = flagged.filter((r) => r.account === uploads[1]);
    expect(second).toHaveLength(N);
    expect(second.every((r) => r.of === r.first)).toBe(true);
    expect(await db.query('SELECT 1 FROM ledger_changes WHERE user_id = $1', [userId])).toEqual([]);
    expect(((await client.get('/api/ledger?from=2026-05-01&to=2026-05-31&limit=10').expect(200)).body as LedgerResponse).undecidedDuplicates).toBe(N);

    // Run again (a job delivered twice): nothing more to do, nothing changes.
    const after = await versions();
    await db.query('INSERT INTO ledger_changes (user_id, year, month) VALUES ($1, 2026, 5)', [userId]);
    await api.get(LedgerChangesProcessor).drain(userId);
    expect(await versions()).toEqual(after);
  }, 300_000);
});
