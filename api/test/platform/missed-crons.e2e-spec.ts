import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { PAID_PLANS } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { BullJobQueue } from '../../src/common/jobs/bull-job-queue';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { QueueName } from '../../src/common/jobs/queue-names';
import { ScheduledRuns } from '../../src/common/jobs/scheduled-runs';
import { lastDailyRun } from '../../src/common/time/business-time';
import { PURGE_SESSIONS_RUN } from '../../src/modules/auth/auth.jobs';
import { Session } from '../../src/modules/auth/entities/session.entity';
import { SessionCleanupProcessor } from '../../src/modules/auth/session-cleanup.processor';
import { SessionCleanupScheduler } from '../../src/modules/auth/session-cleanup.scheduler';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import { lastDueReportMonth, ReportsCatchUp } from '../../src/modules/reports/reports.catch-up';
import { MONTHLY_REPORTS_RUN, monthJobId } from '../../src/modules/reports/reports.jobs';
import { ReportsProcessor } from '../../src/modules/reports/reports.processor';
import { User } from '../../src/modules/users/entities/user.entity';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { createTestApp, createUser, eventually, hasRedis } from '../helpers/test-app';

/** Under CI a missing Redis already fails global setup, so this never skips there. */
const describeBull = hasRedis() ? describe : describe.skip;

const waitingIds = async (app: NestExpressApplication, queue: QueueName) =>
  (await (app.get(JobQueue) as BullJobQueue).queue(queue).getWaiting()).map((job) => String(job.id)).sort();

async function payingClient(app: NestExpressApplication): Promise<User> {
  const { user } = await createUser(app);
  await app.get<DataSource>(getDataSourceToken()).getRepository(User).update(user.id, { paymentPlan: PAID_PLANS[0] });
  return user;
}

describeBull('missed crons are caught up at start (clock given)', () => {
  // Producers only (no worker): what a catch-up queues stays in the queue to be looked at.
  let replicas: NestExpressApplication[];
  const prefix = `catch-up-${randomUUID().slice(0, 8)}`;
  // A database of its own: the fan-out below records a build for every paying client it
  // sees, and on the shared database those would be other suites' clients, their builds
  // left in progress with no job (their screens would say "generating" for good).
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;

  beforeAll(async () => {
    scratch = await createMigratedDatabase('missed_crons');
    const env = { QUEUE_PREFIX: prefix, DATABASE_URL: scratch.url };
    replicas = [await createTestApp({ env }), await createTestApp({ env })];
    await payingClient(replicas[0]);
  });
  afterAll(async () => {
    for (const name of [QueueName.REPORTS, QueueName.MAINTENANCE]) await (replicas[0].get(JobQueue) as BullJobQueue).queue(name).obliterate({ force: true });
    for (const app of replicas) await app.close();
    await scratch?.drop();
  });

  it('queues one fan-out when it is the 3rd and last month’s never ran, however many replicas start; none once it ran', async () => {
    const third = new Date('2031-03-03T12:00:00Z');
    const started = await Promise.all(replicas.map((app) => app.get(ReportsCatchUp).catchUp(third)));
    expect(started).toEqual([true, true]);
    expect(await waitingIds(replicas[0], QueueName.REPORTS)).toEqual(['reports:2031-02']);

    // The fan-out runs (the worker's handler), which records it in the database.
    await (replicas[0].get(JobQueue) as BullJobQueue).queue(QueueName.REPORTS).obliterate({ force: true });
    await replicas[0].get(ReportsProcessor).fanOut({ year: 2031, month: 2 });
    expect(await replicas[0].get(ScheduledRuns).hasRun(MONTHLY_REPORTS_RUN, 'reports:2031-02')).toBe(true);
    await (replicas[0].get(JobQueue) as BullJobQueue).queue(QueueName.REPORTS).obliterate({ force: true });

    // Redis flushed or not, the database says it ran: nothing is queued.
    expect(await replicas[1].get(ReportsCatchUp).catchUp(third)).toBe(false);
    expect(await waitingIds(replicas[1], QueueName.REPORTS)).toEqual([]);
    // 05:00 on March 1st: February's is not due yet; January's is the latest due, and never ran.
    expect(await replicas[1].get(ReportsCatchUp).catchUp(new Date('2031-03-01T10:00:00Z'))).toBe(true);
    expect(await waitingIds(replicas[1], QueueName.REPORTS)).toEqual(['reports:2031-01']);
  });

  it('queues the day’s session purge when it has not run, and not again once it ran', async () => {
    const scheduler = replicas[0].get(SessionCleanupScheduler);
    const afternoon = new Date('2031-03-03T17:00:00Z');
    expect(await scheduler.catchUp(afternoon)).toBe(true);
    expect(await replicas[1].get(SessionCleanupScheduler).catchUp(afternoon)).toBe(true);
    const waiting = await (replicas[0].get(JobQueue) as BullJobQueue).queue(QueueName.MAINTENANCE).getWaiting();
    expect(waiting.map((job) => [job.id, job.data])).toEqual([['purge-expired-sessions:2031-03-03', { day: '2031-03-03' }]]);

    await replicas[0].get(SessionCleanupProcessor).purge(waiting[0].data);
    expect(await scheduler.catchUp(afternoon)).toBe(false);
    // 03:00 the next morning (EST): the 3rd's purge is still the latest due, and it ran.
    expect(await scheduler.catchUp(new Date('2031-03-04T08:00:00Z'))).toBe(false);
    // 03:20: the 4th's is due.
    expect(await scheduler.catchUp(new Date('2031-03-04T08:20:00Z'))).toBe(true);
  });
});

describeBull('the monthly catch-up and existing reports (a database of its own)', () => {
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let app: NestExpressApplication;

  beforeAll(async () => {
    scratch = await createMigratedDatabase('catchup');
    app = await createTestApp({ env: { DATABASE_URL: scratch.url } });
  });
  afterAll(async () => {
    await (app.get(JobQueue) as BullJobQueue).queue(QueueName.REPORTS).obliterate({ force: true });
    await app.close();
    await scratch.drop();
  });

  it('queues nothing when no client pays, or every paying client already has the month’s report', async () => {
    const now = new Date('2031-03-03T12:00:00Z');
    const catchUp = app.get(ReportsCatchUp);
    expect(await catchUp.catchUp(now)).toBe(false);

    const client = await payingClient(app);
    await app
      .get<DataSource>(getDataSourceToken())
      .getRepository(MonthlyReport)
      .insert({
        reportId: `RPT-2031-02-${client.id}`,
        userId: client.id,
        year: 2031,
        month: 2,
        startDate: '2031-02-01',
        endDate: '2031-02-28',
      });
    expect(await catchUp.catchUp(now)).toBe(false);

    await payingClient(app);
    expect(await catchUp.catchUp(now)).toBe(true);
    expect(await waitingIds(app, QueueName.REPORTS)).toEqual(['reports:2031-02']);
  });
});

describeBull('a worker catches up at its start', () => {
  it('runs the missed session purge (and the month’s fan-out is not queued once recorded)', async () => {
    const prefix = `catch-up-start-${randomUUID().slice(0, 8)}`;
    const producer = await createTestApp({ env: { QUEUE_PREFIX: prefix } });
    const now = new Date();
    const runs = producer.get(ScheduledRuns);
    // This run's database is shared: the real month's fan-out is marked done, so the worker
    // does not build reports for other suites' clients.
    await runs.record(MONTHLY_REPORTS_RUN, monthJobId(lastDueReportMonth(now)));
    const sessions = producer.get<DataSource>(getDataSourceToken()).getRepository(Session);
    const sid = `catch-up-${randomUUID()}`;
    await sessions.insert({ sid, sess: { cookie: {} }, expire: new Date(Date.now() - 60_000) });
    await producer.close();

    const worker = await createTestApp({ worker: true, catchUpMissedRuns: true, env: { QUEUE_PREFIX: prefix } });
    try {
      const day = lastDailyRun(new Date(), 3, 15);
      const workerRuns = worker.get(ScheduledRuns);
      await eventually(() => workerRuns.hasRun(PURGE_SESSIONS_RUN, day));
      expect(await worker.get<DataSource>(getDataSourceToken()).getRepository(Session).existsBy({ sid })).toBe(false);
      expect(await waitingIds(worker, QueueName.REPORTS)).toEqual([]);
    } finally {
      await (worker.get(JobQueue) as BullJobQueue).queue(QueueName.MAINTENANCE).obliterate({ force: true });
      await worker.close();
    }
  });
});
