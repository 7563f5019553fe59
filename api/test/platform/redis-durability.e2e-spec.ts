import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import Queue from 'bull';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { BULL_SETTINGS } from '../../src/common/jobs/bull-settings';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { QueueName } from '../../src/common/jobs/queue-names';
import { persistenceWarnings, readRedisPersistence } from '../../src/common/redis/redis-persistence';
import { PURGE_EXPIRED_SESSIONS } from '../../src/modules/auth/auth.jobs';
import { Session } from '../../src/modules/auth/entities/session.entity';
import { createTestApp, eventually } from '../helpers/test-app';
import { PrivateRedis, redisServerBinary } from '../helpers/redis-server';

const SERVICES = resolve(__dirname, '../../../scripts/lib/services.mjs');

/** The settings `npm start` and `npm test` give their redis-server (scripts/lib/services.mjs, ESM: read through node). */
const LOCAL_PERSISTENCE: string[] = JSON.parse(
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `import { LOCAL_REDIS_PERSISTENCE } from ${JSON.stringify(SERVICES)}; console.log(JSON.stringify(LOCAL_REDIS_PERSISTENCE));`],
    { encoding: 'utf8' },
  ),
);
const NO_PERSISTENCE = ['--appendonly', 'no', '--save', ''];

/** Under CI, global setup already requires redis-server, so this never skips there. */
const describeRedis = redisServerBinary() ? describe : describe.skip;

async function persistenceOf(server: PrivateRedis) {
  // No ready check: it runs INFO, which one of these servers refuses.
  const client = new Redis(server.url, { enableReadyCheck: false });
  try {
    return await readRedisPersistence(client);
  } finally {
    client.disconnect();
  }
}

describeRedis('Redis persistence check', () => {
  const servers: PrivateRedis[] = [];
  const start = async (args: string[]) => {
    const server = await PrivateRedis.start(args);
    servers.push(server);
    return server;
  };
  afterAll(() => Promise.all(servers.map((s) => s.remove())));

  it('finds nothing to warn about on a Redis set up like the local one (AOF, noeviction)', async () => {
    const found = await persistenceOf(await start(LOCAL_PERSISTENCE));
    expect(found).toEqual({ aof: true, rdb: false, maxmemoryPolicy: 'noeviction' });
    expect(persistenceWarnings(found)).toEqual([]);
  });

  it('accepts RDB snapshots alone as persistence', async () => {
    const found = await persistenceOf(await start(['--appendonly', 'no', '--save', '3600 1']));
    expect(found).toMatchObject({ aof: false, rdb: true });
    expect(persistenceWarnings(found)).toEqual([]);
  });

  it('warns when Redis keeps nothing on disk, and when it may evict', async () => {
    const found = await persistenceOf(await start([...NO_PERSISTENCE, '--maxmemory-policy', 'allkeys-lru']));
    const warnings = persistenceWarnings(found);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/keeps no data on disk/);
    expect(warnings[1]).toMatch(/maxmemory-policy is allkeys-lru/);
  });

  it('falls back to INFO where CONFIG is disabled, and says when it cannot check at all', async () => {
    const aofOn = await persistenceOf(await start(['--appendonly', 'yes', '--rename-command', 'CONFIG', '']));
    expect(aofOn).toEqual({ aof: true, rdb: null, maxmemoryPolicy: 'noeviction' });
    expect(persistenceWarnings(aofOn)).toEqual([]);

    const aofOff = await persistenceOf(await start([...NO_PERSISTENCE, '--rename-command', 'CONFIG', '']));
    expect(persistenceWarnings(aofOff)).toEqual([expect.stringMatching(/AOF off and its RDB settings cannot be read/)]);

    const blind = await persistenceOf(await start([...NO_PERSISTENCE, '--rename-command', 'CONFIG', '', '--rename-command', 'INFO', '']));
    expect(blind).toBeNull();
    expect(persistenceWarnings(blind)).toEqual([expect.stringMatching(/Could not check/)]);
  });

  it('logs the warning when the API starts on a Redis without persistence', async () => {
    const server = await start(NO_PERSISTENCE);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const app = await createTestApp({ env: { REDIS_URL: server.url } });
    try {
      expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(expect.stringMatching(/keeps no data on disk/));
    } finally {
      warn.mockRestore();
      await app.close();
    }
  });
});

describeRedis('jobs survive a Redis restart (AOF)', () => {
  // Two application starts, a Redis restart and the job itself: under CI's load (the whole
  // integration tier on two cores) that took more than the default 30 s once.
  const RESTART_TEST_MS = 90_000;
  let redis: PrivateRedis;
  // A queue prefix per test: a worker's stalled check blocks the next one on its queue for
  // stalledInterval, which would slow the second test's worker down by that much.
  let prefix = '';
  beforeEach(() => {
    prefix = `durable-${randomUUID().slice(0, 8)}`;
  });
  // Each app as soon as it is asked for: one still starting when a test times out is closed
  // too, not left retrying its database in a torn-down environment (which failed later suites).
  const apps: Promise<NestExpressApplication>[] = [];
  const app = (worker: boolean) => {
    const created = createTestApp({ worker, env: { REDIS_URL: redis.url, QUEUE_PREFIX: prefix } });
    apps.push(created);
    return created;
  };

  beforeAll(async () => {
    redis = await PrivateRedis.start(LOCAL_PERSISTENCE);
  });
  // Each test's worker stops with it: the next test's job must wait for its own worker.
  afterEach(async () => {
    for (const a of apps.splice(0)) await a.then((started) => started.close()).catch(() => undefined);
  }, RESTART_TEST_MS);
  afterAll(() => redis.remove());

  async function expiredSession(on: NestExpressApplication) {
    const sid = `durable-${randomUUID()}`;
    await sessionsOf(on).insert({ sid, sess: { cookie: {} }, expire: new Date(Date.now() - 60_000) });
    return sid;
  }
  const sessionsOf = (on: NestExpressApplication) => on.get<DataSource>(getDataSourceToken()).getRepository(Session);

  /**
   * The job removed the session, and Bull has recorded it as ended: the session goes inside
   * the job, the completion a moment later. The test's worker closes only then (afterEach),
   * never while Bull still writes the completion: a worker closed in that moment is a
   * shutdown test of its own, and a rejection left behind by it failed this one in CI.
   */
  async function ranToItsEnd(worker: NestExpressApplication, sid: string, jobId: string) {
    const sessions = sessionsOf(worker);
    await eventually(async () => !(await sessions.existsBy({ sid })));
    await eventually(async () => !(await worker.get(JobQueue).isPending(PURGE_EXPIRED_SESSIONS, jobId)));
  }

  /** A crash: Redis killed without a shutdown, a second after the write (appendfsync everysec). */
  async function crashAndRestartRedis() {
    await new Promise((r) => setTimeout(r, 1500));
    await redis.stop('SIGKILL');
    await redis.restart();
  }

  it(
    'runs a job queued before Redis was killed, in a new worker process after the restart',
    async () => {
      const producer = await app(false);
      const sid = await expiredSession(producer);
      await producer.get(JobQueue).enqueue(PURGE_EXPIRED_SESSIONS, {}, { jobId: `queued-${sid}` });
      await producer.close();

      await crashAndRestartRedis();
      await ranToItsEnd(await app(true), sid, `queued-${sid}`);
    },
    RESTART_TEST_MS,
  );

  it(
    'runs again a job whose worker died while running it (stalled), after a Redis crash too',
    async () => {
      const producer = await app(false);
      const sid = await expiredSession(producer);
      await producer.get(JobQueue).enqueue(PURGE_EXPIRED_SESSIONS, {}, { jobId: `stalled-${sid}` });
      await producer.close();

      // A worker takes the job, runs a stalled check (as every worker does each stalledInterval,
      // so the job is marked as possibly stalled), and dies without a word: its lock (short
      // here, to keep the test short) is never renewed nor released.
      const dying = new Queue(QueueName.MAINTENANCE, redis.url, { prefix, settings: { ...BULL_SETTINGS, lockDuration: 1000, stalledInterval: 1000 } });
      const taken = await dying.getNextJob();
      expect(taken?.id).toBe(`stalled-${sid}`);
      await (dying as unknown as { moveUnlockedJobsToWait(): Promise<void> }).moveUnlockedJobsToWait();
      dying.clients.forEach((client) => client.disconnect());

      await crashAndRestartRedis();
      await ranToItsEnd(await app(true), sid, `stalled-${sid}`);
    },
    RESTART_TEST_MS,
  );
});
