import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import { CSV_MESSAGES } from '@ledgerleaf/contracts';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BullJobQueue } from '../../src/common/jobs/bull-job-queue';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { FileStorage, newStorageKey } from '../../src/common/storage/file-storage';
import { PURGE_STORED_FILES, PURGE_STORED_FILES_JOB_ID } from '../../src/common/storage/stored-files.jobs';
import { QueueName } from '../../src/common/jobs/queue-names';
import { Reconciler } from '../../src/common/jobs/reconciler';
import { DELETE_ACCOUNT, deleteAccountJobId } from '../../src/modules/account/account.jobs';
import { CATEGORIZE_CSV_UPLOAD, categorizeJobId } from '../../src/modules/csv/csv.jobs';
import { ReportBuildsService } from '../../src/modules/reports/report-builds.service';
import { ReportsProcessor } from '../../src/modules/reports/reports.processor';
import { GENERATE_REPORT, reportJobId } from '../../src/modules/reports/reports.jobs';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { buildsSettled } from '../helpers/books-settled';
import { createTestApp, createUser, eventually, hasRedis, loginAs, type Agent } from '../helpers/test-app';

const CSV = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-09-02,SQUARE DEPOSIT 4411,1280.00,',
  '2026-09-05,ADOBE *CREATIVE CLD,-104.99,',
  '2026-09-09,ROGERS WIRELESS,-98.50,',
  '2026-09-28,MONTHLY ACCOUNT FEE,-32.95,',
].join('\n');

const upload = async (agent: Agent): Promise<number> =>
  (await agent.post('/api/csv/upload').attach('csvFile', Buffer.from(CSV), 'bank.csv').expect(201)).body.id;

const statusOf = async (db: DataSource, id: number) =>
  (await db.query(`SELECT status, processed_row_count AS n, processed_at AS "processedAt" FROM csv_uploads WHERE id = $1`, [id]))[0] as {
    status: string;
    n: number;
    processedAt: Date | null;
  };

(hasRedis() ? describe : describe.skip)('the reconciler: the database is the truth, the queue only delivers', () => {
  // The reconciler takes every row in progress: a database of its own keeps it off other test files' work.
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;
  beforeAll(async () => {
    scratch = await createMigratedDatabase('reconcile');
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  describe('with a worker', () => {
    let app: NestExpressApplication;
    let db: DataSource;

    beforeAll(async () => {
      app = await createTestApp({ worker: true, env: { DATABASE_URL: scratch.url, OPENAI_API_KEY: '' } });
      db = app.get<DataSource>(getDataSourceToken());
    });
    afterAll(async () => {
      await app.close();
    });

    it('enqueues again an upload that says processing but has no live job, and it finishes', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      const id = await upload(agent);
      // The row says processing; no job was ever delivered (as after FLUSHALL or a lost Redis).
      await db.query(`UPDATE csv_uploads SET status = 'processing', progress = 40 WHERE id = $1`, [id]);
      expect(await app.get(JobQueue).isPending(CATEGORIZE_CSV_UPLOAD, categorizeJobId(id))).toBe(false);

      expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
      await eventually(async () => (await statusOf(db, id)).status === 'completed');
      expect((await statusOf(db, id)).n).toBe(4);
      expect((await db.query('SELECT count(*)::int AS n FROM csv_transactions WHERE csv_upload_id = $1 AND source IS NOT NULL', [id]))[0].n).toBe(4);
    });

    it('enqueues again a report build the database says is requested, and the report is written once', async () => {
      const { user } = await createUser(app);
      // The month was requested (its row written) but its job never reached the queue.
      await db.query('INSERT INTO report_builds (user_id, year, month) VALUES ($1, 2026, 8)', [user.id]);
      expect(await app.get(JobQueue).isPending(GENERATE_REPORT, reportJobId(user.id, { year: 2026, month: 8 }))).toBe(false);

      expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
      await buildsSettled(db, user.id);
      const reports = await db.query(`SELECT status, pdf_url AS pdf FROM monthly_reports WHERE user_id = $1 AND year = 2026 AND month = 8`, [user.id]);
      expect(reports).toEqual([{ status: 'pending', pdf: expect.any(String) }]);
    });

    it("removes the files a killed try of a report build stored but never used, and keeps the report's own", async () => {
      const { user } = await createUser(app);
      const storage = app.get(FileStorage);
      // A try stored its PDF and was killed before it wrote the report row.
      const leftover = (await storage.save(Buffer.from('%PDF-1.7 unfinished'), 'report.pdf')).key;
      await db.query(`INSERT INTO report_builds (user_id, year, month, file_keys) VALUES ($1, 2026, 6, $2::jsonb)`, [user.id, JSON.stringify([leftover])]);

      await app.get(Reconciler).run();
      await buildsSettled(db, user.id);
      expect(await storage.exists(leftover)).toBe(false);
      const [report] = await db.query(
        `SELECT transactions_csv_url AS t, summary_csv_url AS s, pdf_url AS p FROM monthly_reports WHERE user_id = $1 AND year = 2026 AND month = 6`,
        [user.id],
      );
      for (const key of [report.t, report.s, report.p]) expect(await storage.exists(key)).toBe(true);
    });

    it("removes the replaced report's files when a rebuild was killed after writing its row and before deleting them", async () => {
      const { user } = await createUser(app);
      const storage = app.get(FileStorage);
      const job = { userId: user.id, year: 2026, month: 5 };
      const keysOf = async () => {
        const [r] = await db.query(
          `SELECT transactions_csv_url AS t, summary_csv_url AS s, pdf_url AS p FROM monthly_reports WHERE user_id = $1 AND year = 2026 AND month = 5`,
          [user.id],
        );
        return [r.t, r.s, r.p] as string[];
      };
      // A first, complete build: the month's report names its files A.
      await db.query('INSERT INTO report_builds (user_id, year, month) VALUES ($1, 2026, 5)', [user.id]);
      await app.get(Reconciler).run();
      await buildsSettled(db, user.id);
      const first = await keysOf();

      // A rebuild stored its files B, wrote the row naming them, and was killed before it removed A.
      await db.query('INSERT INTO report_builds (user_id, year, month) VALUES ($1, 2026, 5)', [user.id]);
      const second = await Promise.all(['t.csv', 's.csv', 'r.pdf'].map(async (name) => (await storage.save(Buffer.from('rebuilt'), name)).key));
      await app.get(ReportBuildsService).filesStored(job, second);
      await db.query(
        `UPDATE monthly_reports SET transactions_csv_url = $2, summary_csv_url = $3, pdf_url = $4 WHERE user_id = $1 AND year = 2026 AND month = 5`,
        [user.id, ...second],
      );

      // The job comes back: nothing of A or B is left once the rebuild is done, and the report's own files are there.
      await app.get(Reconciler).run();
      await buildsSettled(db, user.id);
      const last = await keysOf();
      for (const key of [...first, ...second]) expect(await storage.exists(key)).toBe(false);
      for (const key of last) expect(await storage.exists(key)).toBe(true);
    });

    it('enqueues again a deletion the database says was asked for, and the account is deleted', async () => {
      const { user } = await createUser(app);
      // Asked for (the account already unreachable) but the job was lost.
      await db.query('UPDATE users SET deletion_requested_at = now() WHERE id = $1', [user.id]);
      expect(await app.get(JobQueue).isPending(DELETE_ACCOUNT, deleteAccountJobId(user.id))).toBe(false);

      expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
      await eventually(async () => (await db.query('SELECT 1 FROM users WHERE id = $1', [user.id])).length === 0);
    });

    it('removes the stored files of deleted rows that the database lists, then their records', async () => {
      const storage = app.get(FileStorage);
      const keys = await Promise.all(['a', 'b'].map(async (n) => (await storage.save(Buffer.from(`receipt ${n}`), `${n}.pdf`)).key));
      // Listed by deleting transactions; the file of a third is already gone (a crash after the removal, before its record went).
      for (const key of [...keys, newStorageKey('already-gone.pdf')]) await db.query('INSERT INTO stored_file_deletions (key) VALUES ($1)', [key]);
      expect(await app.get(JobQueue).isPending(PURGE_STORED_FILES, PURGE_STORED_FILES_JOB_ID)).toBe(false);

      expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
      await eventually(async () => (await db.query('SELECT 1 FROM stored_file_deletions')).length === 0);
      for (const key of keys) expect(await storage.exists(key)).toBe(false);
      // Nothing left to remove: the next pass enqueues no purge.
      await app.get(Reconciler).run();
      expect(await app.get(JobQueue).isPending(PURGE_STORED_FILES, PURGE_STORED_FILES_JOB_ID)).toBe(false);
    });

    it('runs the work again when the queue holds its finished job under the same id', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      const id = await upload(agent);
      await agent.post(`/api/csv/categorize/${id}`).send({}).expect(200);
      const first = await statusOf(db, id);
      // Bull keeps the completed job `csv-categorize:<id>`: a plain add with that id would be ignored.
      await db.query(`UPDATE csv_uploads SET status = 'processing', progress = 10 WHERE id = $1`, [id]);

      expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
      await eventually(async () => {
        const now = await statusOf(db, id);
        return now.status === 'completed' && now.processedAt!.getTime() > first.processedAt!.getTime();
      });
      expect((await db.query('SELECT count(*)::int AS n FROM csv_transactions WHERE csv_upload_id = $1', [id]))[0].n).toBe(4);
    });
  });

  describe('without a worker (the job waits)', () => {
    let app: NestExpressApplication;
    let db: DataSource;

    beforeAll(async () => {
      app = await createTestApp({ env: { DATABASE_URL: scratch.url, OPENAI_API_KEY: '' } });
      db = app.get<DataSource>(getDataSourceToken());
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers "already being categorized" only while a job is live; after the queue lost it, the retry starts it', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      const id = await upload(agent);
      expect((await agent.post(`/api/csv/categorize/${id}`).send({}).expect(202)).body.status).toBe('processing');
      const again = await agent.post(`/api/csv/categorize/${id}`).send({}).expect(409);
      expect(again.body.message).toBe(CSV_MESSAGES.alreadyProcessing);

      // This app's own queue prefix only: other test files' queues are untouched.
      await (app.get(JobQueue) as BullJobQueue).queue(QueueName.CATEGORIZATION).obliterate({ force: true });
      expect((await statusOf(db, id)).status).toBe('processing');
      expect(await app.get(JobQueue).isPending(CATEGORIZE_CSV_UPLOAD, categorizeJobId(id))).toBe(false);

      expect((await agent.post(`/api/csv/categorize/${id}`).send({}).expect(202)).body.status).toBe('processing');
      expect(await app.get(JobQueue).isPending(CATEGORIZE_CSV_UPLOAD, categorizeJobId(id))).toBe(true);
    });

    it('gives up an upload whose job stalled out (it killed its workers) instead of enqueueing it again', async () => {
      const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      const id = await upload(agent);
      const queue = (app.get(JobQueue) as BullJobQueue).queue(QueueName.CATEGORIZATION);
      await queue.obliterate({ force: true });
      await agent.post(`/api/csv/categorize/${id}`).send({}).expect(202);
      // What Bull does after maxStalledCount lost locks: the running job fails with this reason, the row still says processing.
      await (await queue.getJob(categorizeJobId(id)))!.promote().catch(() => undefined);
      const running = (await queue.getNextJob())!;
      expect(running.id).toBe(categorizeJobId(id));
      running.discard(); // a stalled-out job fails outright, whatever tries it had left
      await running.moveToFailed({ message: 'job stalled more than allowable limit' }, true);
      await running.releaseLock(); // its worker is gone, and its lock with it
      expect(await app.get(JobQueue).stalledOut(CATEGORIZE_CSV_UPLOAD, categorizeJobId(id))).toBe(true);

      await app.get(Reconciler).run();
      const after = await db.query('SELECT status, failure_reason AS reason FROM csv_uploads WHERE id = $1', [id]);
      expect(after).toEqual([{ status: 'failed', reason: CSV_MESSAGES.jobFailed }]);
      expect(await app.get(JobQueue).isPending(CATEGORIZE_CSV_UPLOAD, categorizeJobId(id))).toBe(false);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('stalled out'));
      // the client can start it again: a new job, not the failed one
      await agent.post(`/api/csv/categorize/${id}`).send({}).expect(202);
      expect(await app.get(JobQueue).isPending(CATEGORIZE_CSV_UPLOAD, categorizeJobId(id))).toBe(true);
      error.mockRestore();
    });
  });
});

describe('on the database the test files share', () => {
  // The leak behind stop 39's red CI: work on every client's rows, run in one suite, took or stranded another suite's.
  it("refuses the reconciler and the monthly fan-out, which would take or strand other suites' work", async () => {
    const app = await createTestApp();
    try {
      await expect(app.get(Reconciler).run()).rejects.toThrow(/database of its own/);
      await expect(app.get(ReportsProcessor).fanOut({ year: 2031, month: 5 })).rejects.toThrow(/database of its own/);
    } finally {
      await app.close();
    }
  });
});
