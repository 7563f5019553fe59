import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, CSV_REQUIRED_COLUMNS, REPORT_MESSAGES } from '@ledgerleaf/contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { BullJobQueue } from '../../src/common/jobs/bull-job-queue';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { QueueName } from '../../src/common/jobs/queue-names';
import { RateLimiter } from '../../src/common/rate-limit/rate-limiter';
import { previousMonth } from '../../src/modules/reports/reports.jobs';
import { monthLabel } from '../../src/modules/reports/month-label';
import { uniqueAddress } from '../helpers/client-address';
import * as fx from '../helpers/document-fixtures';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

const CSV = Buffer.from([CSV_REQUIRED_COLUMNS.join(','), '2026-09-02,SQUARE DEPOSIT 4411,1280.00,', '2026-09-05,ADOBE,-104.99,Software'].join('\n'));

/**
 * Limits per client (issue 17): one client calling from many addresses is still held to
 * their own limits; another client is not. The app trusts one proxy hop, so each request's
 * X-Forwarded-For is its client address (helpers/client-address.ts).
 */
describe('per-client limits, whatever the address', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let staff: Agent;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
    db = app.get<DataSource>(getDataSourceToken());
    const admin = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, admin.user.email, admin.password);
  });
  afterAll(() => app.close());

  const client = async () => {
    const { user, password } = await createUser(app);
    return { user, agent: await loginAs(app, user.email, password) };
  };

  /** A client whose only bank transaction is on 2026-09-15, in a visible account. */
  const clientWithSeptember = async () => {
    const made = await client();
    const [item] = await db.query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC Royal Bank') RETURNING id`,
      [made.user.id, `item-${randomUUID()}`],
    );
    const [account] = await db.query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'RBC Chequing', '1234', 'depository', 'checking') RETURNING id`,
      [item.id, `acc-${randomUUID()}`],
    );
    await db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, pending, category)
       VALUES ($1, $2, 'RBC Chequing', $3, '-12.50', '2026-09-15', 'COFFEE', false, '{}')`,
      [made.user.id, account.id, `tx-${randomUUID()}`],
    );
    return made;
  };

  it('holds one client to the bank-linking limit across many addresses, with Retry-After, and leaves another client alone', async () => {
    const { agent } = await client();
    const { limit } = CLIENT_LIMITS.bankLinking;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await agent.post('/api/plaid/items/2147483000/reconnected').set('X-Forwarded-For', uniqueAddress())).status);
    expect(statuses).toEqual(Array(limit).fill(404));
    const refused = await agent.post('/api/plaid/items/2147483000/reconnected').set('X-Forwarded-For', uniqueAddress()).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(CLIENT_LIMITS.bankLinking.windowSeconds);
    expect(refused.body.message).toBe(CLIENT_LIMIT_MESSAGES.bankLinking(refused.body.retryAfterSeconds));
    // The other linking steps have their own count; another client has theirs.
    await agent
      .post('/api/plaid/reconnect-link-token')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ itemId: 2147483000 })
      .expect((res) => expect(res.status).not.toBe(429));
    const other = await client();
    await other.agent.post('/api/plaid/items/2147483000/reconnected').set('X-Forwarded-For', uniqueAddress()).expect(404);
  });

  it('counts CSV uploads per client per day, refused before anything is stored', async () => {
    const { user, agent } = await client();
    const { limit } = CLIENT_LIMITS.csvUploadsPerDay;
    // Requests without a file are answered 400 but still count: each one reached the route.
    for (let i = 0; i < limit; i++) await agent.post('/api/csv/upload').set('X-Forwarded-For', uniqueAddress()).field('categories', '[]').expect(400);
    const refused = await agent.post('/api/csv/upload').set('X-Forwarded-For', uniqueAddress()).attach('csvFile', CSV, 'a.csv').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toBe(CLIENT_LIMIT_MESSAGES.csvUploads(refused.body.retryAfterSeconds));
    expect(await db.query('SELECT id FROM csv_uploads WHERE uploaded_by = $1', [user.id])).toEqual([]);
    const other = await client();
    await other.agent.post('/api/csv/upload').set('X-Forwarded-For', uniqueAddress()).attach('csvFile', CSV, 'a.csv').expect(201);
  });

  it('refuses a CSV upload that would take the client over their stored bytes, and records each file size', async () => {
    const { user, agent } = await client();
    const { body } = await agent.post('/api/csv/upload').attach('csvFile', CSV, 'a.csv').expect(201);
    const [stored] = await db.query('SELECT file_size FROM csv_uploads WHERE id = $1', [body.id]);
    expect(stored.file_size).toBe(CSV.length);
    await db.query('UPDATE csv_uploads SET file_size = $2 WHERE id = $1', [body.id, CLIENT_LIMITS.csvStoredBytes - 10]);
    const full = await agent.post('/api/csv/upload').attach('csvFile', CSV, 'b.csv').expect(413);
    expect(full.body.message).toBe(CLIENT_LIMIT_MESSAGES.csvStorageFull);
    expect(await db.query('SELECT id FROM csv_uploads WHERE uploaded_by = $1', [user.id])).toHaveLength(1);
    // Deleting an upload frees its room.
    await agent.delete(`/api/csv/upload/${body.id}`).expect(200);
    await agent.post('/api/csv/upload').attach('csvFile', CSV, 'b.csv').expect(201);
  });

  it('categorizes at most N uploads of one client at once, with Retry-After', async () => {
    const { agent } = await client();
    const ids: number[] = [];
    for (let i = 0; i <= CLIENT_LIMITS.csvProcessingAtOnce; i++)
      ids.push((await agent.post('/api/csv/upload').attach('csvFile', CSV, `${i}.csv`).expect(201)).body.id);
    // No worker runs in this app: uploads marked processing stay so.
    await db.query(`UPDATE csv_uploads SET status = 'processing' WHERE id = ANY($1::int[])`, [ids.slice(0, CLIENT_LIMITS.csvProcessingAtOnce)]);
    const refused = await agent
      .post(`/api/csv/categorize/${ids.at(-1)}`)
      .send({})
      .expect(429);
    expect(refused.body.message).toBe(CLIENT_LIMIT_MESSAGES.csvProcessing);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await db.query('SELECT status FROM csv_uploads WHERE id = $1', [ids.at(-1)]);
    expect(row.status).toBe('uploaded');
  });

  it("queues a large upload behind other clients' small ones (priority by size)", async () => {
    const large = await client();
    const small = await client();
    const rows = Array.from({ length: 10_000 }, (_, i) => `2026-09-02,SHOP ${i},-1.00,`);
    const bigCsv = Buffer.from([CSV_REQUIRED_COLUMNS.join(','), ...rows].join('\n'));
    const { body: big } = await large.agent.post('/api/csv/upload').attach('csvFile', bigCsv, 'big.csv').expect(201);
    const { body: little } = await small.agent.post('/api/csv/upload').attach('csvFile', CSV, 'little.csv').expect(201);
    // No worker runs in this app: each answer is a 202 after the bounded wait, and the jobs stay queued.
    await large.agent.post(`/api/csv/categorize/${big.id}`).send({}).expect(202);
    await small.agent.post(`/api/csv/categorize/${little.id}`).send({}).expect(202);
    const waiting = await (app.get(JobQueue) as BullJobQueue).queue(QueueName.CATEGORIZATION).getWaiting();
    const priorityOf = (uploadId: number) => waiting.find((job) => job.data.uploadId === uploadId)?.opts.priority;
    expect(priorityOf(little.id)).toBe(1);
    expect(priorityOf(big.id)).toBe(2);
    // The client's second upload waits for the first: one categorization at a time per client.
    const { body: second } = await large.agent.post('/api/csv/upload').attach('csvFile', CSV, 'second.csv').expect(201);
    await large.agent.post(`/api/csv/categorize/${second.id}`).send({}).expect(429);
  });

  it('counts the bytes of submissions and edit requests per client per day, and hands back a refused request', async () => {
    const { user, agent } = await client();
    const { limit, windowSeconds } = CLIENT_LIMITS.submissionBytesPerDay;
    const key = `user:submission-bytes:${user.id}`;
    const limiter = app.get(RateLimiter);
    const now = Date.now();
    const { body: submission } = await agent.post('/api/submissions').field('summaryName', 'September').attach('documents', fx.pdf(), 'a.pdf').expect(201);
    const used = (await limiter.peek(key, limit, windowSeconds, now)).count;
    expect(used).toBeGreaterThan(fx.pdf().length);
    // Most of the day's allowance is used (as by earlier large uploads from other addresses).
    await limiter.hit(key, limit, windowSeconds, now, limit - used - 200);
    const refused = await agent
      .post(`/api/submissions/${submission.id}/edit-request`)
      .set('X-Forwarded-For', uniqueAddress())
      .field('description', 'Add the receipt')
      .attach('documents', fx.pdf(), 'b.pdf')
      .expect(429);
    expect(refused.body.message).toBe(CLIENT_LIMIT_MESSAGES.submissionBytes(refused.body.retryAfterSeconds));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await limiter.peek(key, limit, windowSeconds, now)).count).toBe(limit - 200);
    await agent
      .post('/api/submissions')
      .set('X-Forwarded-For', uniqueAddress())
      .field('summaryName', 'October')
      .attach('documents', fx.pdf(), 'c.pdf')
      .expect(429);
    expect(await db.query('SELECT id FROM edit_requests WHERE submission_id = $1', [submission.id])).toEqual([]);
    const other = await client();
    await other.agent.post('/api/submissions').field('summaryName', 'September').attach('documents', fx.pdf(), 'a.pdf').expect(201);
  });

  it('takes edit requests on a completed submission until N wait for staff', async () => {
    const { agent } = await client();
    const { body: submission } = await agent.post('/api/submissions').field('summaryName', 'September').attach('documents', fx.pdf(), 'a.pdf').expect(201);
    await db.query(`UPDATE submissions SET status = 'completed' WHERE id = $1`, [submission.id]);
    for (let i = 0; i < CLIENT_LIMITS.openEditRequestsPerSubmission; i++) {
      await agent.post(`/api/submissions/${submission.id}/edit-request`).field('description', `Change ${i}`).expect(201);
    }
    const refused = await agent
      .post(`/api/submissions/${submission.id}/edit-request`)
      .field('description', 'One more')
      .attach('documents', fx.pdf(), 'b.pdf')
      .expect(409);
    expect(refused.body.message).toBe(CLIENT_LIMIT_MESSAGES.openEditRequests);
    expect(await db.query('SELECT id FROM edit_requests WHERE submission_id = $1', [submission.id])).toHaveLength(CLIENT_LIMITS.openEditRequestsPerSubmission);
    // Once staff answer them, the client may ask again.
    await db.query(`UPDATE edit_requests SET status = 'resolved' WHERE submission_id = $1`, [submission.id]);
    await agent.post(`/api/submissions/${submission.id}/edit-request`).field('description', 'After the update').expect(201);
  });

  it('answers an empty month with a 400 and creates no pending report; a month before the first transaction or sign-up with a 400 naming the range', async () => {
    const { user, agent } = await clientWithSeptember();
    const last = previousMonth(new Date());
    const range = CLIENT_LIMIT_MESSAGES.reportMonthOutOfRange('September 2026', monthLabel(last.year, last.month));

    const before = await agent.post('/api/plaid/monthly-reports').send({ year: 2026, month: 8 }).expect(400);
    expect(before.body.message).toBe(range);
    const ancient = await agent.post('/api/plaid/monthly-reports').send({ year: 1900, month: 1 }).expect(400);
    expect(ancient.body.message).toBe(range);
    const future = await agent.post('/api/plaid/monthly-reports').send({ year: 2999, month: 1 }).expect(400);
    expect(future.body.message).toBe(`${REPORT_MESSAGES.futureMonth} ${range}`);

    // The previous month has no transaction (the only one is in September 2026).
    const empty = await agent.post('/api/plaid/generate-recent-reports').send({}).expect(400);
    expect(empty.body.message).toBe(CLIENT_LIMIT_MESSAGES.reportMonthEmpty(monthLabel(last.year, last.month)));
    const pending = (await staff.get('/api/admin/reports/pending').expect(200)).body as { userId: number }[];
    expect(pending.filter((r) => r.userId === user.id)).toEqual([]);
    expect(await db.query('SELECT id FROM monthly_reports WHERE user_id = $1', [user.id])).toEqual([]);

    // No worker runs in this app: the month with a transaction is recorded and queued (202).
    await agent.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(202);
    expect(await db.query('SELECT month FROM report_builds WHERE user_id = $1', [user.id])).toEqual([{ month: 9 }]);
  });

  it('tells a client who signed up this month that their first report comes once the month ends', async () => {
    const { agent } = await client();
    const res = await agent.post('/api/plaid/generate-recent-reports').send({}).expect(400);
    expect(res.body.message).toMatch(/^Your first report can be built once /);
  });

  it('holds one client to the report builds per hour across addresses; another client is unaffected', async () => {
    const { agent } = await clientWithSeptember();
    const { limit } = CLIENT_LIMITS.reportBuildsPerHour;
    // Refused months (400) count too: each one reached the route.
    for (let i = 0; i < limit; i++) {
      const status = (await agent.post('/api/plaid/monthly-reports').set('X-Forwarded-For', uniqueAddress()).send({ year: 2026, month: 8 })).status;
      expect(status).toBe(400);
    }
    const refused = await agent.post('/api/plaid/monthly-reports').set('X-Forwarded-For', uniqueAddress()).send({ year: 2026, month: 9 }).expect(429);
    expect(refused.body.message).toBe(CLIENT_LIMIT_MESSAGES.reportBuilds(refused.body.retryAfterSeconds));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await agent.post('/api/plaid/generate-recent-reports').set('X-Forwarded-For', uniqueAddress()).send({}).expect(429);
    const other = await clientWithSeptember();
    await other.agent.post('/api/plaid/monthly-reports').set('X-Forwarded-For', uniqueAddress()).send({ year: 2026, month: 9 }).expect(202);
  });

  it('does not limit staff', async () => {
    for (let i = 0; i <= CLIENT_LIMITS.bankLinking.limit; i++) await staff.post('/api/plaid/items/2147483000/reconnected').expect(404);
  });

  it('still requires a login before counting', async () => {
    await request(app.getHttpServer()).post('/api/plaid/items/1/reconnected').expect(401);
  });
});
