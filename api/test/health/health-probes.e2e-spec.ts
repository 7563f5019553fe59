import { type ChildProcess, spawn } from 'node:child_process';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { OPERATIONS_MESSAGES } from '@ledgerleaf/contracts';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { freePort, redisServerBinary } from '../helpers/redis-server';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { createTestApp } from '../helpers/test-app';

describe('health probes for an orchestrator', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    // Production: the probes are public there too, and tell no more than what is not ready.
    app = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://ledgerleaf.test', SESSION_SECRET: 's'.repeat(32), ENCRYPTION_KEY: 'a'.repeat(64) },
    });
  });
  afterAll(() => app.close());

  it('live: answers 200 from the process alone, to anyone', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('ready: 200 when PostgreSQL and Redis answer and every migration is applied', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready', notReady: [] });
  });

  it('keeps /api/health as the spec has it', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('readiness with a migration not applied', () => {
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let app: NestExpressApplication;

  beforeAll(async () => {
    scratch = await createMigratedDatabase('ready_pending');
    const dataSource = new DataSource({ ...typeormOptions(scratch.url), logging: false });
    await dataSource.initialize();
    await dataSource.undoLastMigration();
    await dataSource.destroy();
    app = await createTestApp({ env: { DATABASE_URL: scratch.url } });
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
  });

  it('answers 503 naming the migrations, while liveness stays 200', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
    expect(res.body).toEqual({ status: 'not-ready', notReady: [{ check: 'migrations', message: OPERATIONS_MESSAGES.migrationsPending(1) }] });
    await request(app.getHttpServer()).get('/api/health/live').expect(200);
  });
});

(redisServerBinary() ? describe : describe.skip)('readiness with Redis unreachable', () => {
  let redis: ChildProcess;
  let app: NestExpressApplication;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(redisServerBinary()!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
    probe.on('error', () => undefined);
    for (let i = 0; i < 100 && (await probe.ping().catch(() => null)) !== 'PONG'; i++) await new Promise((r) => setTimeout(r, 100));
    probe.disconnect();
    app = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    redis?.kill('SIGCONT');
    await app?.close();
    redis?.kill('SIGKILL');
  });

  it('answers 503 naming Redis while it does not answer, and 200 again once it does', async () => {
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    // Paused, not stopped: connections stay open but nothing answers, as with a hung server or a cut network.
    redis.kill('SIGSTOP');
    const res = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
    expect(res.body).toEqual({ status: 'not-ready', notReady: [{ check: 'redis', message: OPERATIONS_MESSAGES.redisNotReady }] });
    await request(app.getHttpServer()).get('/api/health/live').expect(200);
    redis.kill('SIGCONT');
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
  });
});
