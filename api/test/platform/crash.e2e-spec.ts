import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../scripts/stand-ins/openai.mjs';
import { REPORT_APPROVED } from '../../src/common/events/report-approved';
import { FileStorage } from '../../src/common/storage/file-storage';
import { merchantKey } from '../../src/modules/categorization/engine/normalizer';
import { ReportBuildsService } from '../../src/modules/reports/report-builds.service';
import { linesOfTransactionsCsv } from '../../src/modules/reports/report-lines';
import { ReportLinesRepository } from '../../src/modules/reports/report-lines.repository';
import { booksSettled } from '../helpers/books-settled';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { createTestApp, createUser, eventually, hasRedis, loginAs } from '../helpers/test-app';
import { REPORT_CSV_HEADERS } from '@ledgerleaf/contracts';

const WORKER = join(__dirname, '..', '..', 'dist', 'worker.js');
const API_KEY = 'sk-crash-test';
/** Each OpenAI request waits this long: the job is long enough to be killed in its middle. */
const AI_DELAY_MS = 400;
/** Unique merchants: 40 per OpenAI request, so the CSV takes 20 requests and the report 10. */
const CSV_MERCHANTS = 800;
const REPORT_MERCHANTS = 400;
const MONTH = { year: 2026, month: 7 };

const SYLLABLES = ['ka', 'zu', 'mi', 'ro', 'te', 'vo', 'ly', 'qe', 'xa', 'pi', 'du', 'fo', 'gu', 'ne', 'sa', 'wi', 'ja', 'ho', 'be', 'cy'];
/** A made-up merchant the offline engine has never seen (letters only: the normalizer keeps them apart). */
const merchant = (i: number) => {
  const word = (n: number) => SYLLABLES[n % 20] + SYLLABLES[Math.floor(n / 20) % 20] + SYLLABLES[Math.floor(n / 400) % 20] + 'x';
  return `${word(i)} ${word(i * 7 + 3)}`.toUpperCase();
};
const amount = (i: number) => (i % 5 === 0 ? `${100 + i}.25` : `-${10 + (i % 90)}.40`);

/** A worker process, as production runs it, on this test's queue prefix. */
class Worker {
  readonly output: string[] = [];
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, [WORKER], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (d: Buffer) => this.output.push(d.toString()));
    this.child.stderr!.on('data', (d: Buffer) => this.output.push(d.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  ready(): Promise<boolean> {
    return eventually(async () => this.output.join('').includes('Worker consuming'), 60_000);
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}

/** Sits in front of the OpenAI stand-in, slows each request and counts them. */
async function slowProxy(target: OpenAiStandIn): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let count = 0;
  const origin = new URL(target.url).origin;
  const server: Server = createServer(async (req, res) => {
    count++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    await new Promise((r) => setTimeout(r, AI_DELAY_MS));
    try {
      const upstream = await fetch(`${origin}${req.url}`, {
        method: req.method,
        headers: { 'content-type': 'application/json', authorization: String(req.headers.authorization ?? '') },
        body: Buffer.concat(chunks),
      });
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

(hasRedis() ? describe : describe.skip)('a worker killed with SIGKILL in the middle of a job (exactly once in effect)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let openai: OpenAiStandIn;
  let proxy: Awaited<ReturnType<typeof slowProxy>>;
  let workerEnv: Record<string, string>;
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;
  const workers: Worker[] = [];

  const startWorker = async () => {
    const worker = new Worker(workerEnv);
    workers.push(worker);
    await worker.ready();
    return worker;
  };

  beforeAll(async () => {
    openai = await startOpenAiStandIn({ apiKey: API_KEY });
    // A deterministic answer for every merchant, so the AI's part of the result is visible and comparable.
    openai.answerWith((item, names) => names[[...item.text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7) % names.length]);
    proxy = await slowProxy(openai);
    // A database of its own: the workers' reconciler, and other test files' reconcilers, keep to their own work.
    scratch = await createMigratedDatabase('crash');
    const prefix = `crash-${randomUUID().slice(0, 8)}`;
    workerEnv = { DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix, OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: proxy.url, LOG_LEVEL: 'info' };
    // Serves the HTTP routes and enqueues on the workers' prefix; consumes nothing itself.
    app = await createTestApp({ env: { DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix, OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: proxy.url } });
    db = app.get<DataSource>(getDataSourceToken());
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await openai?.stop();
    await scratch?.drop();
  });

  // Each test starts its own workers: one left running would take the next test's job.
  afterEach(async () => {
    if (process.env.CRASH_DEBUG) console.log(workers.map((w) => w.output.join('')).join('\n----\n'));
    for (const worker of workers.splice(0)) await worker.kill('SIGTERM');
  });

  const csvFile = () =>
    [
      'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
      ...Array.from({ length: CSV_MERCHANTS }, (_, i) => `2026-07-${String((i % 28) + 1).padStart(2, '0')},${merchant(i)},${amount(i)},`),
    ].join('\n');

  async function uploadCsv(): Promise<number> {
    const { user, password } = await createUser(app, { firstName: 'Crash', lastName: 'Test' });
    const agent = await loginAs(app, user.email, password);
    const { id } = (await agent.post('/api/csv/upload').attach('csvFile', Buffer.from(csvFile()), 'july.csv').expect(201)).body as { id: number };
    const started = await agent.post(`/api/csv/categorize/${id}`).send({});
    expect([200, 202]).toContain(started.status);
    return id;
  }

  const uploadState = async (id: number) =>
    (
      await db.query(
        `SELECT status, progress, processed_row_count AS "processed", review_count AS "review", categorized_data AS "preview" FROM csv_uploads WHERE id = $1`,
        [id],
      )
    )[0] as { status: string; progress: number; processed: number; review: number; preview: unknown };
  const uploadRows = (id: number) =>
    db.query(`SELECT row_index, ai_category, confidence, source, merchant_key FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`, [id]);

  it('a CSV categorization killed half-way and finished by another worker leaves what one clean run leaves', async () => {
    const first = await startWorker();
    const t0 = Date.now();

    const clean = await uploadCsv();
    await eventually(async () => (await uploadState(clean)).status === 'completed', 120_000);

    const crashed = await uploadCsv();
    // In the AI phase (progress 27-90 while the requests go out), well before the end.
    await eventually(async () => (await uploadState(crashed)).progress >= 40, 120_000);
    await first.kill('SIGKILL');
    expect((await uploadState(crashed)).status).toBe('processing');

    const killedAt = Date.now();
    // Bull gives the dead worker's job to the new one once its lock lapses and a stalled check runs (about a minute).
    await startWorker();
    await eventually(async () => (await uploadState(crashed)).status === 'completed', 300_000);
    console.log(`CSV: clean run and crash started ${killedAt - t0} ms, finished ${Date.now() - killedAt} ms after the kill`);

    // The preview names each row by its id; the rows are compared by their index below.
    const withoutIds = ({ preview, ...state }: Awaited<ReturnType<typeof uploadState>>) => ({
      ...state,
      preview: (preview as { id: number }[]).map(({ id: _id, ...row }) => row),
    });
    const [cleanState, crashedState] = [withoutIds(await uploadState(clean)), withoutIds(await uploadState(crashed))];
    expect(crashedState).toEqual(cleanState);
    expect(crashedState.processed).toBe(CSV_MERCHANTS);
    const [cleanRows, crashedRows] = [await uploadRows(clean), await uploadRows(crashed)];
    expect(crashedRows).toHaveLength(CSV_MERCHANTS);
    expect(crashedRows).toEqual(cleanRows);
    // The AI's answers are part of what is compared.
    expect(crashedRows.filter((r: { source: string }) => r.source === 'ai').length).toBeGreaterThan(CSV_MERCHANTS / 2);
  }, 600_000);

  /** A paying client with one bank account and REPORT_MERCHANTS posted transactions in MONTH. */
  async function clientWithBankMonth(): Promise<number> {
    const { user } = await createUser(app, { firstName: 'Crash', lastName: 'Test' });
    await db.query(`UPDATE users SET payment_plan = 'MONTHLY', province = 'ON' WHERE id = $1`, [user.id]);
    const [item] = await db.query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC Royal Bank') RETURNING id`,
      [user.id, `item-${randomUUID()}`],
    );
    const [account] = await db.query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'RBC Chequing', '1234', 'depository', 'checking') RETURNING id`,
      [item.id, `acc-${randomUUID()}`],
    );
    const n = REPORT_MERCHANTS;
    await db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
       SELECT $1, $2, 'RBC Chequing', 'tx-' || gen_random_uuid(), a, d::date, nm, NULL, false, '{}'
         FROM unnest($3::numeric[], $4::text[], $5::text[]) AS t(a, d, nm)`,
      [
        user.id,
        account.id,
        Array.from({ length: n }, (_, i) => amount(i)),
        Array.from({ length: n }, (_, i) => `2026-07-${String((i % 28) + 1).padStart(2, '0')}`),
        Array.from({ length: n }, (_, i) => merchant(i + CSV_MERCHANTS)),
      ],
    );
    return user.id;
  }

  const reportOf = async (userId: number) =>
    (await db.query(
      `SELECT status, transaction_count AS "count", summary, transactions_csv_url AS "transactions", summary_csv_url AS "summaryCsv", pdf_url AS "pdf"
           FROM monthly_reports WHERE user_id = $1 AND year = $2 AND month = $3`,
      [userId, MONTH.year, MONTH.month],
    )) as { status: string; count: number; summary: unknown; transactions: string; summaryCsv: string; pdf: string }[];
  const inProgress = async (userId: number) => (await db.query('SELECT 1 FROM report_builds WHERE user_id = $1', [userId])).length > 0;

  it('a report build killed half-way and finished by another worker leaves what one clean run leaves', async () => {
    const first = await startWorker();
    const builds = app.get(ReportBuildsService);

    // The month is built once the books have settled (the ledger-changes job has run), as
    // the monthly run finds them: a rebuild that job asks for mid-build would be a second build.
    const clean = await clientWithBankMonth();
    await booksSettled(app, clean, 120_000);
    await builds.request([clean], MONTH);
    await eventually(async () => !(await inProgress(clean)), 120_000);

    const crashed = await clientWithBankMonth();
    await booksSettled(app, crashed, 120_000);
    const before = proxy.requests();
    await builds.request([crashed], MONTH);
    // Half-way through its OpenAI requests (10 in all): categorizing, nothing written yet.
    await eventually(async () => proxy.requests() - before >= 4, 120_000);
    await first.kill('SIGKILL');
    expect(await inProgress(crashed)).toBe(true);
    expect(await reportOf(crashed)).toEqual([]);

    const killedAt = Date.now();
    await startWorker();
    await eventually(async () => !(await inProgress(crashed)), 300_000);
    console.log(`Report: finished ${Date.now() - killedAt} ms after the kill`);

    const [[cleanReport], crashedReports] = [await reportOf(clean), await reportOf(crashed)];
    expect(crashedReports).toHaveLength(1);
    const [crashedReport] = crashedReports;
    expect({ status: crashedReport.status, count: crashedReport.count, summary: crashedReport.summary }).toEqual({
      status: 'pending',
      count: REPORT_MERCHANTS,
      summary: cleanReport.summary,
    });
    const storage = app.get(FileStorage);
    expect((await storage.readBuffer(crashedReport.summaryCsv)).toString()).toEqual((await storage.readBuffer(cleanReport.summaryCsv)).toString());
    // The transactions file is the same but for the last column, the ledger id, which is each client's own row's.
    const rowsOf = async (key: string) =>
      (await storage.readBuffer(key))
        .toString()
        .trim()
        .split(/\r?\n/)
        .map((line) => line.split(','));
    const [cleanRows, crashedRows] = [await rowsOf(cleanReport.transactions), await rowsOf(crashedReport.transactions)];
    expect(crashedRows.map((r) => r.slice(0, -1))).toEqual(cleanRows.map((r) => r.slice(0, -1)));
    const ledgerIds = async (userId: number) =>
      (await db.query('SELECT id::text FROM ledger_entries WHERE user_id = $1', [userId])).map((r: { id: string }) => r.id).sort();
    expect(
      crashedRows
        .slice(1)
        .map((r) => r.at(-1))
        .sort(),
    ).toEqual(await ledgerIds(crashed));
    expect(await storage.exists(crashedReport.pdf)).toBe(true);
  }, 600_000);
  it('a worker killed between a write to the books and its rebuild: the next worker rebuilds the pending report, once', async () => {
    const first = await startWorker();
    const builds = app.get(ReportBuildsService);
    const userId = await clientWithBankMonth();
    await builds.request([userId], MONTH);
    await eventually(async () => !(await inProgress(userId)), 120_000);
    const [built] = await reportOf(userId);
    expect(built).toMatchObject({ status: 'pending', count: REPORT_MERCHANTS });

    await first.kill('SIGKILL');
    // A bank row of the month commits (the sync's transaction, the ledger's triggers) and the
    // process dies before anything is delivered: no job was enqueued, only the outbox knows.
    const [{ account }] = await db.query('SELECT bank_account_id AS account FROM bank_transactions WHERE user_id = $1 LIMIT 1', [userId]);
    await db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
       VALUES ($1, $2, 'RBC Chequing', 'tx-' || gen_random_uuid(), -7.25, '2026-07-30', 'LATE POSTED CHARGE', NULL, false, '{}')`,
      [userId, account],
    );
    expect((await db.query('SELECT DISTINCT year, month FROM ledger_changes WHERE user_id = $1', [userId])).map((r: { month: number }) => r.month)).toEqual([
      MONTH.month,
    ]);

    const next = await startWorker();
    // The reconciler, at the worker's start, enqueues the drain: flags, requests the rebuild, empties the outbox.
    await eventually(async () => (await db.query('SELECT 1 FROM ledger_changes WHERE user_id = $1', [userId])).length === 0, 120_000);
    await eventually(async () => !(await inProgress(userId)) && (await reportOf(userId))[0]?.count === REPORT_MERCHANTS + 1, 120_000);
    expect(await reportOf(userId)).toMatchObject([{ status: 'pending', count: REPORT_MERCHANTS + 1 }]);
    // Built once: one report of that many rows in the new worker's log (other clients' reports have REPORT_MERCHANTS).
    const lines = next.output.join('').match(new RegExp(`Report \\S+: ${REPORT_MERCHANTS + 1} transaction\\(s\\)`, 'g')) ?? [];
    expect(lines).toHaveLength(1);
  }, 600_000);
  it('a worker killed in the middle of the report-approved job: the next worker runs the steps left, not the ones done', async () => {
    const { user } = await createUser(app, { firstName: 'Crash', lastName: 'Approved' });
    const admin = await createUser(app, { isAdmin: true });
    const staff = await loginAs(app, admin.user.email, admin.password);
    const names = ['ZORBLEX KAVU', 'MIRTANO QUELL'];
    const csv = [
      REPORT_CSV_HEADERS.transactions.join(','),
      ...names.map((name, i) => `2025-12-0${i + 1},${name},,RBC Chequing,-${10 + i}.00,Software,EXPENSE,0.95,rule,bank,${i + 1}`),
    ].join('\n');
    const stored = await app.get(FileStorage).save(Buffer.from(`${csv}\n`), 'transactions.csv');
    const [report] = await db.query(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date, transaction_count, transactions_csv_url, status)
       VALUES ($1, $2, 2025, 12, '2025-12-01', '2025-12-31', 2, $3, 'pending') RETURNING id`,
      [`RPT-CRASH-${user.id}`, user.id, stored.key],
    );
    // Its lines, as the builder writes them with the report's row (report_lines).
    await app.get(ReportLinesRepository).replace(db.manager, { reportId: report.id, version: 1 }, linesOfTransactionsCsv(csv, { strict: true }));
    const jobId = REPORT_APPROVED.jobIdOf({ reportId: report.id, version: 1 });
    const stepsDone = async () =>
      (await db.query('SELECT step FROM domain_event_steps WHERE job_id = $1 ORDER BY step', [jobId])).map((r: { step: string }) => r.step);
    const learned = async () =>
      db.query('SELECT count FROM categorization_memory WHERE user_id = $1 AND merchant_key = ANY($2) ORDER BY merchant_key', [
        user.id,
        names.map((n) => merchantKey(n)),
      ]);

    // The year-end step (third) waits on a package row this test holds uncommitted, so the
    // worker is killed with learning and the changelog done and committed, the rest not.
    const blocker = db.createQueryRunner();
    await blocker.startTransaction();
    await blocker.query(
      `INSERT INTO year_end_packages (user_id, fiscal_year_start, fiscal_year_end, form, status) VALUES ($1, '2025-01-01', '2025-12-31', 't2125', 'generating')`,
      [user.id],
    );
    try {
      await staff.post(`/api/admin/reports/${report.id}/update-status`).send({ status: 'approved' }).expect(200);
      const first = await startWorker();
      await eventually(async () => (await stepsDone()).length === 2, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await stepsDone()).toEqual(['changelog', 'learn']);
      await first.kill('SIGKILL');
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
    expect(await learned()).toEqual([{ count: 1 }, { count: 1 }]);
    expect(await db.query('SELECT 1 FROM year_end_packages WHERE user_id = $1', [user.id])).toEqual([]);

    // Bull hands the killed job on once its lock has lapsed (stalled), or the reconciler does if it was lost.
    await startWorker();
    await eventually(async () => (await db.query('SELECT finished_at FROM domain_events WHERE job_id = $1', [jobId]))[0]?.finished_at, 120_000);
    expect(await stepsDone()).toEqual([...REPORT_APPROVED.steps].sort());
    expect(await learned()).toEqual([{ count: 1 }, { count: 1 }]);
    expect(await db.query(`SELECT to_char(fiscal_year_end, 'YYYY-MM-DD') AS "end" FROM year_end_packages WHERE user_id = $1`, [user.id])).toEqual([
      { end: '2025-12-31' },
    ]);
  }, 600_000);
});
