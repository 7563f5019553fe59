import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { BullJobQueue } from '../../src/common/jobs/bull-job-queue';
import { defineJob, type JobDefinition } from '../../src/common/jobs/job-definition';
import { QueueName } from '../../src/common/jobs/queue-names';
import { PURGE_EXPIRED_SESSIONS } from '../../src/modules/auth/auth.jobs';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { Session } from '../../src/modules/auth/entities/session.entity';
import { SessionCleanupScheduler } from '../../src/modules/auth/session-cleanup.scheduler';
import { createTestApp, eventually, hasRedis, loginStaffAndClient } from '../helpers/test-app';

async function insertSessions(app: NestExpressApplication, label: string) {
  const sessions = app.get<DataSource>(getDataSourceToken()).getRepository(Session);
  const expired = `${label}-expired`;
  const live = `${label}-live`;
  await sessions.insert([
    { sid: expired, sess: { cookie: {} }, expire: new Date(Date.now() - 60_000) },
    { sid: live, sess: { cookie: {} }, expire: new Date(Date.now() + 3_600_000) },
  ]);
  return { sessions, expired, live };
}

/** Under CI a missing Redis already fails global setup, so this never skips there. */
const describeBull = hasRedis() ? describe : describe.skip;

describeBull('jobs on Bull and Redis', () => {
  let worker: NestExpressApplication;

  beforeAll(async () => {
    worker = await createTestApp({ worker: true });
  });
  afterAll(() => worker.close());

  it('uses the Bull driver and reports Redis up', async () => {
    expect(worker.get(JobQueue).driver).toBe('bull');
    const res = await request(worker.getHttpServer()).get('/api/health').expect(200);
    expect(res.body.redis).toBe('up');
  });

  it('runs a queued job in the worker: expired sessions are purged, live ones kept', async () => {
    const { sessions, expired, live } = await insertSessions(worker, 'bull');
    await worker.get(JobQueue).enqueue(PURGE_EXPIRED_SESSIONS, {});
    await eventually(async () => !(await sessions.existsBy({ sid: expired })));
    expect(await sessions.existsBy({ sid: live })).toBe(true);
  });

  it('shows staff the queues and a failed job with its reason, and retries it; clients and visitors are refused', async () => {
    const { staff, client } = await loginStaffAndClient(worker);
    await request(worker.getHttpServer()).get('/api/admin/queues').expect(401);
    await client.get('/api/admin/queues').expect(403);
    const page = await staff.get('/api/admin/queues').expect(200);
    expect(page.text).toContain('Ledgerleaf queues');

    const queue = (worker.get(JobQueue) as BullJobQueue).queue(QueueName.MAINTENANCE);
    const job = await queue.add('no-such-handler', {}, { attempts: 1 });
    await eventually(async () => (await job.getState()) === 'failed');
    const { body } = await staff.get('/api/admin/queues/api/queues').query({ activeQueue: QueueName.MAINTENANCE, status: 'failed' }).expect(200);
    const maintenance = body.queues.find((q: { name: string }) => q.name === QueueName.MAINTENANCE);
    const shown = maintenance.jobs.find((j: { id: string }) => String(j.id) === String(job.id));
    expect(shown.failedReason).toMatch(/no-such-handler/i);
    await client.put(`/api/admin/queues/api/queues/${QueueName.MAINTENANCE}/${job.id}/retry`).expect(403);
    await staff.put(`/api/admin/queues/api/queues/${QueueName.MAINTENANCE}/${job.id}/retry`).expect(204);
    // Retried: the worker takes it again (and, with no handler, it fails a second time).
    await eventually(async () => ((await queue.getJob(job.id!))?.attemptsMade ?? 0) >= 2);
    await eventually(async () => (await job.getState()) === 'failed');
    await (await queue.getJob(job.id!))?.remove();
  });

  it('makes a second enqueue of the cron job for the same day a no-op (deterministic job id)', async () => {
    const producer = await createTestApp({ worker: false, env: { QUEUE_PREFIX: `dedupe-${Date.now().toString(36)}` } });
    try {
      const scheduler = producer.get(SessionCleanupScheduler);
      const day = new Date('2026-11-01T08:00:00Z');
      await scheduler.enqueueDailyPurge(day);
      await scheduler.enqueueDailyPurge(day);
      await scheduler.enqueueDailyPurge(new Date('2026-11-02T08:00:00Z'));
      const queue = (producer.get(JobQueue) as BullJobQueue).queue(QueueName.MAINTENANCE);
      const waiting = await queue.getWaiting();
      expect(waiting.map((j) => j.id).sort()).toEqual(['purge-expired-sessions:2026-11-01', 'purge-expired-sessions:2026-11-02']);
      await queue.obliterate({ force: true });
    } finally {
      await producer.close();
    }
  });
});

describeBull('a job asked for again while it runs (runAgainIfRunning)', () => {
  const AGAIN = defineJob<{ n: number }>(QueueName.MAINTENANCE, 'jobs-spec-run-again', { retry: { attempts: 1, backoffMs: 0 }, runsAgainWhenAsked: true });
  let producer: NestExpressApplication;
  let driver: BullJobQueue;
  const runs: number[] = [];
  let release: () => void = () => undefined;

  beforeAll(async () => {
    producer = await createTestApp({ worker: false });
    driver = producer.get(JobQueue) as BullJobQueue;
    // A handler whose first run holds until the test lets it end: the request comes while it runs.
    await driver.startWorker(
      new Map([
        [
          AGAIN.name,
          {
            job: AGAIN as JobDefinition<unknown>,
            handle: async (payload: unknown) => {
              runs.push((payload as { n: number }).n);
              if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
            },
          },
        ],
      ]),
    );
  });
  afterAll(() => producer.close());

  it('runs once more after the run ends, where a plain request is merged into the run', async () => {
    const queue = driver.queue(QueueName.MAINTENANCE);
    await driver.enqueue(AGAIN, { n: 1 }, { jobId: 'again', rerunAfterFinish: true, runAgainIfRunning: true });
    await eventually(async () => runs.length === 1 && (await (await queue.getJob('again'))?.getState()) === 'active');
    // Merged (the reconciler's kind of request), then marked to run again, then merged into the mark.
    await driver.enqueue(AGAIN, { n: 2 }, { jobId: 'again', rerunAfterFinish: true });
    await driver.enqueue(AGAIN, { n: 3 }, { jobId: 'again', rerunAfterFinish: true, runAgainIfRunning: true });
    await driver.enqueue(AGAIN, { n: 4 }, { jobId: 'again', rerunAfterFinish: true, runAgainIfRunning: true });
    expect(runs).toEqual([1]);

    release();
    await eventually(async () => runs.length === 2 && (await (await queue.getJob('again'))?.getState()) === 'completed');
    // The second run has the first's payload (the id names the work; its row says what to do), and nothing marks a third.
    expect(runs).toEqual([1, 1]);
    expect(await queue.client.exists(queue.toKey('run-again:again'))).toBe(0);
  });
});

describe('jobs without Redis (in-process driver)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { REDIS_URL: '' } });
  });
  afterAll(() => app.close());

  it('still runs jobs and reports Redis as not configured', async () => {
    expect(app.get(JobQueue).driver).toBe('in-process');
    const { sessions, expired, live } = await insertSessions(app, 'inprocess');
    await app.get(JobQueue).enqueue(PURGE_EXPIRED_SESSIONS, {});
    await eventually(async () => !(await sessions.existsBy({ sid: expired })));
    expect(await sessions.existsBy({ sid: live })).toBe(true);
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', redis: 'not-configured', queueDriver: 'in-process' });
  });
});
