import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { REPORT_LIMITS, REPORT_MESSAGES } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { JOB_ATTEMPTS } from '../../src/common/jobs/job-queue';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import { ReportBuilderService } from '../../src/modules/reports/report-builder.service';
import { ReportBuildsService } from '../../src/modules/reports/report-builds.service';
import { ReportsProcessor } from '../../src/modules/reports/reports.processor';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, eventually, hasRedis, loginAs, type Agent } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());
const SEPTEMBER = { year: 2026, month: 9 };
const context = (attempt: number) => ({ jobId: 'test', attempt, attempts: JOB_ATTEMPTS, progress: async () => undefined });

/**
 * Issue 17, point 5: report builds run on the workers. The API process records the build,
 * enqueues it and waits a bounded time; it answers the report (200) or the build's progress
 * (202), which the Monthly Reports list shows until the report appears.
 */
(hasRedis() ? describe : describe.skip)('report builds on the workers', () => {
  const prefix = `builds-${randomUUID().slice(0, 8)}`;
  let api: NestExpressApplication;
  let worker: NestExpressApplication | null = null;
  let client: Agent;
  let userId: number;

  beforeAll(async () => {
    // An API process with no worker, as in a deployment that runs them apart.
    api = await createTestApp({ env: { QUEUE_PREFIX: prefix } });
    const made = await clientWithBankMonth(api);
    userId = made.user.id;
    client = await loginAs(api, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
  });

  it('answers 202 with the build when no worker finishes it in time, lists its progress, and a worker finishes it', async () => {
    const started = Date.now();
    const { body } = await client.post('/api/plaid/monthly-reports').send(SEPTEMBER).expect(202);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REPORT_LIMITS.buildWaitMs - 200);
    expect(body).toEqual({
      message: REPORT_MESSAGES.generating('September 2026'),
      status: 'generating',
      build: { year: 2026, month: 9, status: 'generating', progress: 0, failure: null },
    });
    // The API process built nothing: no report exists, and the list says what is under way.
    expect(await db(api).getRepository(MonthlyReport).countBy({ userId })).toBe(0);
    const { body: list } = await client.get('/api/plaid/monthly-reports').expect(200);
    expect(list).toMatchObject({ status: 'generating', reports: [], builds: [{ year: 2026, month: 9, status: 'generating' }] });

    worker = await createTestApp({ worker: true, env: { QUEUE_PREFIX: prefix } });
    const done = await eventually(async () => {
      const { body: now } = await client.get('/api/plaid/monthly-reports').expect(200);
      // The report row commits first, the build's end just after it (report-speed.md): wait for both.
      return now.reports.length === 1 && now.builds.length === 0 ? now : null;
    });
    expect(done).toMatchObject({ status: 'ready', builds: [], reports: [{ year: 2026, month: 9, status: 'pending', transactionCount: 4 }] });

    // With a worker, the same request answers the spec's shape: the report, rebuilt.
    const { body: rebuilt } = await client.post('/api/plaid/monthly-reports').send(SEPTEMBER).expect(200);
    expect(rebuilt).toMatchObject({ message: REPORT_MESSAGES.generated('September 2026'), report: { year: 2026, month: 9, status: 'pending' } });
    // The message in the asker's language (issue 31).
    const { body: french } = await client.post('/api/plaid/monthly-reports').set('Accept-Language', 'fr-CA').send(SEPTEMBER).expect(200);
    expect(french.message).toBe('Votre rapport pour septembre 2026 est prêt et en attente de révision.');
  });

  it("keeps the reason of a build that gave up, which the reconciler leaves and the client's retry clears", async () => {
    const builds = api.get(ReportBuildsService);
    const builder = api.get(ReportBuilderService);
    const job = { userId, ...SEPTEMBER };
    await db(api).query('INSERT INTO report_builds (user_id, year, month) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, 2026, 9]);
    const spy = jest.spyOn(builder, 'build').mockRejectedValue(new Error('ENOSPC: no space left on device, write /var/data/x'));
    try {
      // Not the last try: the month stays in progress for the retry.
      await expect(api.get(ReportsProcessor).generate(job, context(1))).rejects.toThrow('ENOSPC');
      expect(await builds.state(userId, SEPTEMBER)).toMatchObject({ status: 'generating' });
      await expect(api.get(ReportsProcessor).generate(job, context(JOB_ATTEMPTS))).rejects.toThrow('ENOSPC');
    } finally {
      spy.mockRestore();
    }
    const failed = await builds.state(userId, SEPTEMBER);
    // A fixed message: the system's words and paths stay in the log.
    expect(failed).toEqual({ year: 2026, month: 9, status: 'failed', progress: 0, failure: REPORT_MESSAGES.buildFailed('September 2026') });
    expect((await builds.inProgress()).some((w) => w.payload.userId === userId)).toBe(false);
    const { body: list } = await client.get('/api/plaid/monthly-reports').expect(200);
    expect(list.status).toBe('ready');
    expect(list.builds).toEqual([failed]);

    // The client asks again: the build starts over and the worker finishes it.
    await client.post('/api/plaid/monthly-reports').send(SEPTEMBER).expect(200);
    expect(await builds.state(userId, SEPTEMBER)).toBeNull();
  });

  it('builds once more when asked again while it runs, so a rebuild after feedback sees the feedback', async () => {
    const builds = api.get(ReportBuildsService);
    const builder = api.get(ReportBuilderService);
    const job = { userId, ...SEPTEMBER };
    await db(api).query('INSERT INTO report_builds (user_id, year, month) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, 2026, 9]);
    const original = builder.build.bind(builder);
    const spy = jest.spyOn(builder, 'build').mockImplementationOnce(async (...args) => {
      // Someone asks again while this run reads the month.
      await db(api).query('UPDATE report_builds SET requested_at = clock_timestamp() WHERE user_id = $1 AND year = 2026 AND month = 9', [userId]);
      return original(...args);
    });
    try {
      await api.get(ReportsProcessor).generate(job, context(1));
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
    expect(await builds.state(userId, SEPTEMBER)).toBeNull();
    expect(await db(api).getRepository(MonthlyReport).countBy({ userId, year: 2026, month: 9 })).toBe(1);
  });

  it('builds nothing for a delivery with nothing asked: the run that came back once more after a request it had already seen', async () => {
    const spy = jest.spyOn(api.get(ReportBuilderService), 'build');
    try {
      await api.get(ReportsProcessor).generate({ userId, year: 2026, month: 4 }, context(1));
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect(await db(api).getRepository(MonthlyReport).countBy({ userId, year: 2026, month: 4 })).toBe(0);
  });

  it('writes no row version when a try starts with no files to remove (no commit that waits for the disk), and still records its progress', async () => {
    const builds = api.get(ReportBuildsService);
    const job = { userId, year: 2026, month: 3 };
    await db(api).query('INSERT INTO report_builds (user_id, year, month) VALUES ($1, $2, $3)', [userId, job.year, job.month]);
    try {
      const version = async () =>
        (
          (await db(api).query('SELECT xmin::text AS v, progress, file_keys FROM report_builds WHERE user_id = $1 AND year = 2026 AND month = 3', [
            userId,
          ])) as { v: string; progress: number; file_keys: string[] }[]
        )[0];
      const before = await version();
      expect(await builds.removeLeftoverFiles(job)).toBe(0);
      expect(await version()).toEqual(before);

      await builds.progress(job, 40);
      const after = await version();
      expect(after.progress).toBe(40);
      expect(after.v).not.toBe(before.v);
      expect(await builds.state(userId, { year: 2026, month: 3 })).toEqual({ year: 2026, month: 3, status: 'generating', progress: 40, failure: null });
    } finally {
      await db(api).query('DELETE FROM report_builds WHERE user_id = $1 AND year = 2026 AND month = 3', [userId]);
    }
  });

  it('refuses an approved month with 409 before anything is queued', async () => {
    await db(api).query(`UPDATE monthly_reports SET status = 'approved' WHERE user_id = $1 AND year = 2026 AND month = 9`, [userId]);
    const { body } = await client.post('/api/plaid/monthly-reports').send(SEPTEMBER).expect(409);
    expect(body.message).toBe(REPORT_MESSAGES.approvedLocked);
    expect(await api.get(ReportBuildsService).state(userId, SEPTEMBER)).toBeNull();
  });
});
