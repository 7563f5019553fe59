import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { AUTH_MESSAGES, OPERATIONS_MESSAGES } from '@ledgerleaf/contracts';
import Queue from 'bull';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../scripts/stand-ins/openai.mjs';
import { BullJobQueue } from '../../src/common/jobs/bull-job-queue';
import { BULL_SETTINGS } from '../../src/common/jobs/bull-settings';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { ALL_QUEUES, QueueName } from '../../src/common/jobs/queue-names';
import { Reconciler } from '../../src/common/jobs/reconciler';
import { UNMATCHED_ROUTE } from '../../src/common/metrics/http-metrics.middleware';
import { AppConfig } from '../../src/config/app-config';
import { PURGE_EXPIRED_SESSIONS } from '../../src/modules/auth/auth.jobs';
import { AiUsageMetrics } from '../../src/modules/categorization/ai-usage.metrics';
import { SeedCliModule } from '../../src/cli/seed-cli.module';
import { declaredNames, parseExposition, valueOf } from '../helpers/prometheus-text';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { createTestApp, createUser, eventually, hasRedis, loginAs, loginStaffAndClient } from '../helpers/test-app';
import { freePort } from '../helpers/redis-server';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe('GET /api/metrics: who may read it', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(() => app.close());

  it('refuses a visitor with 401 and a client with 403, as the other staff-only routes do', async () => {
    const anonymous = await request(app.getHttpServer()).get('/api/metrics').expect(401);
    expect(anonymous.body.message).toBe(AUTH_MESSAGES.notAuthenticated);
    expect(anonymous.text).not.toContain('ledgerleaf_');
    const { client } = await loginStaffAndClient(app);
    const refused = await client.get('/api/metrics').expect(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.adminOnly);
  });

  it('serves staff the Prometheus text format', async () => {
    const { staff } = await loginStaffAndClient(app);
    const res = await staff.get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# TYPE ledgerleaf_http_request_duration_seconds histogram');
  });

  it('serves a scraper with the bearer token, and refuses a wrong or malformed one with 401 saying so', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    for (const header of [`Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(0, -1)}`, METRICS_TOKEN, 'Basic abc', 'Bearer']) {
      const res = await request(server).get('/api/metrics').set('Authorization', header).expect(401);
      expect(res.body.message).toBe(OPERATIONS_MESSAGES.metricsTokenRefused);
    }
  });

  it('accepts no token at all when METRICS_TOKEN is unset: staff only', async () => {
    const plain = await createTestApp();
    try {
      await request(plain.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(401);
      const { user, password } = await createUser(plain, { isAdmin: true });
      await (await loginAs(plain, user.email, password)).get('/api/metrics').expect(200);
    } finally {
      await plain.close();
    }
  });
});

(hasRedis() ? describe : describe.skip)('GET /api/metrics: what it counts', () => {
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let app: NestExpressApplication;
  let db: DataSource;
  let workerPort: number;
  let openai: OpenAiStandIn;
  const OPENAI_KEY = 'sk-test-ledgerleaf-metrics';

  beforeAll(async () => {
    // The outbox gauge and the reconciler read whole tables: a database of its own.
    scratch = await createMigratedDatabase('metrics');
    workerPort = await freePort();
    openai = await startOpenAiStandIn({ apiKey: OPENAI_KEY });
    app = await createTestApp({
      worker: true,
      env: { DATABASE_URL: scratch.url, METRICS_TOKEN, WORKER_METRICS_PORT: String(workerPort), OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: openai.url },
    });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app?.close();
    await openai?.stop();
    await scratch?.drop();
  });

  const scrape = async () => (await request(app.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;

  it('labels requests with the route pattern and status, never the URL, with duration buckets', async () => {
    const { staff } = await loginStaffAndClient(app);
    const first = await createUser(app);
    const second = await createUser(app);
    await staff.get(`/api/admin/users/${first.user.id}`).expect(200);
    await staff.get(`/api/admin/users/${second.user.id}`).expect(200);
    await staff.get('/api/admin/users/999999999').expect(404);
    await request(app.getHttpServer()).get('/api/admin/users/1').expect(401);
    await request(app.getHttpServer()).get(`/api/no-such-route/${first.user.id}`).expect(404);

    const text = await scrape();
    const samples = parseExposition(text);
    const route = '/api/admin/users/:id';
    const count = (status: string) => valueOf(samples, 'ledgerleaf_http_request_duration_seconds_count', { method: 'GET', route, status });
    expect([count('200'), count('404'), count('401')]).toEqual([2, 1, 1]);
    expect(valueOf(samples, 'ledgerleaf_http_request_duration_seconds_count', { route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
    expect(valueOf(samples, 'ledgerleaf_http_request_duration_seconds_count', { route: '/api/login', method: 'POST', status: '200' })).toBe(2);

    const buckets = samples.filter(
      (s) => s.name === 'ledgerleaf_http_request_duration_seconds_bucket' && s.labels.route === route && s.labels.status === '200',
    );
    expect(buckets.map((s) => s.labels.le)).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '30', '+Inf']);
    expect(buckets.at(-1)!.value).toBe(2);
    // cumulative: never decreasing
    expect(buckets.map((s) => s.value)).toEqual([...buckets.map((s) => s.value)].sort((a, b) => a - b));
    expect(valueOf(samples, 'ledgerleaf_http_request_duration_seconds_sum', { route, status: '200' })).toBeGreaterThan(0);

    // No id reaches a label.
    const routes = new Set(samples.filter((s) => s.labels.route).map((s) => s.labels.route));
    for (const id of [first.user.id, second.user.id, 999999999]) expect([...routes].some((r) => r.includes(String(id)))).toBe(false);
  });

  it("exposes Node's default metrics with the event-loop delay, and the database pool", async () => {
    const samples = parseExposition(await scrape());
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'ledgerleaf_db_pool_max')).toBe(10);
    const inUse = valueOf(samples, 'ledgerleaf_db_pool_connections', { state: 'in_use' })!;
    const idle = valueOf(samples, 'ledgerleaf_db_pool_connections', { state: 'idle' })!;
    expect(inUse + idle).toBeGreaterThan(0);
    expect(inUse + idle).toBeLessThanOrEqual(10);
    expect(valueOf(samples, 'ledgerleaf_db_pool_waiting')).toBe(0);
  });

  it('counts queue depths from Redis, and job durations and failures where the job ran', async () => {
    const bull = app.get(JobQueue) as BullJobQueue;
    await app.get(JobQueue).enqueue(PURGE_EXPIRED_SESSIONS, {});
    await app.get(JobQueue).enqueue(PURGE_EXPIRED_SESSIONS, {}, { jobId: 'metrics-delayed', delayMs: 3_600_000 });
    const failing = await bull.queue(QueueName.MAINTENANCE).add('no-such-handler', {}, { attempts: 1 });
    await eventually(async () => (await failing.getState()) === 'failed');

    const samples = await eventually(async () => {
      const current = parseExposition(await scrape());
      return (
        (valueOf(current, 'ledgerleaf_job_duration_seconds_count', { queue: 'maintenance', job_name: 'purge-expired-sessions', outcome: 'completed' }) ?? 0) >=
          1 && current
      );
    });
    const depth = (queue: string, state: string) => valueOf(samples, 'ledgerleaf_queue_jobs', { queue, state });
    expect([depth('maintenance', 'delayed'), depth('maintenance', 'failed'), depth('maintenance', 'active')]).toEqual([1, 1, 0]);
    expect(depth('reports', 'waiting')).toBe(0);
    expect(samples.filter((s) => s.name === 'ledgerleaf_queue_jobs').length).toBe(ALL_QUEUES.length * 4);
    expect(valueOf(samples, 'ledgerleaf_job_failures_total', { queue: 'maintenance', job_name: 'no-such-handler', final: 'true' })).toBe(1);
    expect(
      valueOf(samples, 'ledgerleaf_job_duration_seconds_bucket', { job_name: 'purge-expired-sessions', outcome: 'completed', le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(declaredNames(await scrape())).toContain('ledgerleaf_job_stalls_total');
  });

  it('counts the mail outbox backlog and the reconciler re-delivering the mail the queue lost', async () => {
    const queued = { to: 'lost@example.ca', subject: 'Lost', text: 'Hello', messageId: '<metrics-lost@ledgerleaf.test>', outbox: true };
    const failed = { ...queued, messageId: '<metrics-failed@ledgerleaf.test>' };
    await db.query(`INSERT INTO mail_outbox (message_id, message, created_at) VALUES ($1, $2::jsonb, now() - interval '10 minutes')`, [
      queued.messageId,
      JSON.stringify(queued),
    ]);
    await db.query('INSERT INTO mail_outbox (message_id, message, failed_at) VALUES ($1, $2::jsonb, now())', [failed.messageId, JSON.stringify(failed)]);

    let samples = parseExposition(await scrape());
    expect(valueOf(samples, 'ledgerleaf_mail_outbox_messages', { state: 'queued' })).toBe(1);
    expect(valueOf(samples, 'ledgerleaf_mail_outbox_messages', { state: 'failed' })).toBe(1);
    expect(valueOf(samples, 'ledgerleaf_mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(600);

    expect(await app.get(Reconciler).run()).toBe(1);
    samples = await eventually(async () => {
      const current = parseExposition(await scrape());
      return valueOf(current, 'ledgerleaf_mail_outbox_messages', { state: 'queued' }) === 0 && current;
    });
    expect(valueOf(samples, 'ledgerleaf_reconciler_redeliveries_total', { job_name: 'send-email' })).toBe(1);
    expect(valueOf(samples, 'ledgerleaf_mail_outbox_oldest_seconds')).toBe(0);
    expect(declaredNames(await scrape()).has('ledgerleaf_reconciler_give_ups_total')).toBe(true);
  });

  it('counts the OpenAI tokens categorization used, as ai_token_usage records them', async () => {
    openai.answerWith(() => 'Software');
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const csv = [
      'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
      '2026-10-01,QUORBLAX ZYNTH 0001,-45.00,',
      '2026-10-03,VELMORA TRISK,-300.00,',
    ].join('\n');
    const { body } = await agent.post('/api/csv/upload').attach('csvFile', Buffer.from(csv), 'october.csv').expect(201);
    await agent.post(`/api/csv/categorize/${body.id}`).send({});
    const [usage] = await eventually(async () => {
      const rows: { p: number; c: number; o: number; requests: number }[] = await db.query(
        'SELECT requests, prompt_tokens::int AS p, cached_tokens::int AS c, completion_tokens::int AS o FROM ai_token_usage WHERE user_id = $1',
        [user.id],
      );
      return rows.length > 0 && rows;
    });
    expect(usage.p).toBeGreaterThan(0);
    const samples = parseExposition(await scrape());
    expect({
      prompt: valueOf(samples, 'ledgerleaf_ai_tokens_total', { kind: 'prompt' }),
      completion: valueOf(samples, 'ledgerleaf_ai_tokens_total', { kind: 'completion' }),
      cached: valueOf(samples, 'ledgerleaf_ai_tokens_total', { kind: 'cached' }),
      requests: valueOf(samples, 'ledgerleaf_ai_requests_total'),
    }).toEqual({ prompt: usage.p, completion: usage.o, cached: usage.c, requests: usage.requests });
  });

  it("serves a worker's metrics on WORKER_METRICS_PORT, to the token only, beside a public liveness probe", async () => {
    const url = `http://127.0.0.1:${workerPort}/metrics`;
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe(OPERATIONS_MESSAGES.metricsTokenRefused);
    expect((await fetch(url, { headers: { Authorization: 'Bearer wrong-token-wrong-token-wrong-token' } })).status).toBe(401);
    const served = await fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(served.status).toBe(200);
    const names = declaredNames(await served.text());
    for (const name of [
      'ledgerleaf_job_duration_seconds_count',
      'ledgerleaf_job_failures_total',
      'ledgerleaf_reconciler_redeliveries_total',
      'ledgerleaf_ai_tokens_total',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(names).toContain(name);
    }
    const live = await fetch(`http://127.0.0.1:${workerPort}/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    expect((await fetch(`http://127.0.0.1:${workerPort}/other`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
  });
});

(hasRedis() ? describe : describe.skip)('GET /api/metrics: stalled jobs', () => {
  it('counts a job whose worker died while running it, when the next worker takes it back', async () => {
    // A queue prefix of its own: only this test's dead worker and its successor meet there.
    const prefix = `stall-${randomUUID().slice(0, 8)}`;
    const producer = await createTestApp({ env: { QUEUE_PREFIX: prefix } });
    await producer.get(JobQueue).enqueue(PURGE_EXPIRED_SESSIONS, {}, { jobId: 'stalled-purge' });
    await producer.close();

    // A worker takes the job, runs a stalled check (marking it) and dies without a word: its
    // lock (short here, to keep the test short) is never renewed nor released.
    const dying = new Queue(QueueName.MAINTENANCE, process.env.REDIS_URL!, {
      prefix,
      settings: { ...BULL_SETTINGS, lockDuration: 1000, stalledInterval: 1000 },
    });
    expect((await dying.getNextJob())?.id).toBe('stalled-purge');
    await (dying as unknown as { moveUnlockedJobsToWait(): Promise<void> }).moveUnlockedJobsToWait();
    dying.clients.forEach((client) => client.disconnect());
    await new Promise((r) => setTimeout(r, 1500));

    // The next worker's stalled check at start takes the job back and runs it.
    const worker = await createTestApp({ worker: true, env: { QUEUE_PREFIX: prefix, METRICS_TOKEN } });
    try {
      const samples = await eventually(async () => {
        const text = (await request(worker.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
        const current = parseExposition(text);
        return valueOf(current, 'ledgerleaf_job_duration_seconds_count', { job_name: 'purge-expired-sessions', outcome: 'completed' }) === 1 && current;
      });
      expect(valueOf(samples, 'ledgerleaf_job_stalls_total', { queue: 'maintenance', job_name: 'purge-expired-sessions' })).toBe(1);
    } finally {
      await worker.close();
    }
  });
});

describe('modules that add metrics, outside the application', () => {
  it("let the seed CLI's slice of the app (mail, categorization, no MetricsModule) boot", async () => {
    const context = await NestFactory.createApplicationContext(SeedCliModule.register(AppConfig.fromEnvironment()), { logger: false, abortOnError: false });
    try {
      expect(context.get(AiUsageMetrics)).toBeDefined();
    } finally {
      await context.close();
    }
  });
});
