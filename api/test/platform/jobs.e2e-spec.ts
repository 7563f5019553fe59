import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { BullJobQueue } from '../../src/common/jobs/bull-job-queue';
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
