import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { ERRORS } from '@ledgerleaf/contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { uniqueAddress } from '../helpers/client-address';
import { createTestApp, createUser, uniqueEmail } from '../helpers/test-app';

/**
 * Stops the app's Redis and then its PostgreSQL in the middle of traffic, and starts
 * them again. Both are private to this test (see helpers/fault-services.mjs). While one
 * is down, the API answers 503 with a clear message and never 500; it recovers without
 * a restart, and every request it accepted (2xx) is kept.
 */
const hasRedisServer = ['/usr/bin', '/usr/local/bin', ...(process.env.PATH ?? '').split(delimiter)].some((dir) => dir && existsSync(join(dir, 'redis-server')));
const describeWithServices = hasRedisServer ? describe : describe.skip;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sample {
  at: number;
  lane: 'login' | 'message' | 'read';
  status: number;
  message?: string;
}

class Services {
  private next = 0;
  private constructor(private readonly child: ChildProcess) {}

  static start(): Promise<{ services: Services; databaseUrl: string; redisUrl: string }> {
    const child = fork(join(__dirname, '..', 'helpers', 'fault-services.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise((resolve, reject) => {
      child.once('message', (message: { ready?: { databaseUrl: string; redisUrl: string }; failed?: string }) => {
        if (message.ready) resolve({ services: new Services(child), ...message.ready });
        else reject(new Error(`private services did not start: ${message.failed}`));
      });
      child.once('exit', (code) => reject(new Error(`private services exited with ${code}`)));
    });
  }

  run(command: 'pause-redis' | 'resume-redis' | 'pause-postgres' | 'resume-postgres' | 'stop'): Promise<void> {
    const id = ++this.next;
    this.child.send({ id, command });
    return new Promise((resolve, reject) => {
      const onMessage = (message: { id: number; done?: boolean; failed?: string }) => {
        if (message.id !== id) return;
        this.child.off('message', onMessage);
        if (message.done) resolve();
        else reject(new Error(`${command} failed: ${message.failed}`));
      };
      this.child.on('message', onMessage);
    });
  }
}

describeWithServices('faults: Redis and PostgreSQL stop and restart under traffic', () => {
  jest.setTimeout(120_000);
  let services: Services;
  let app: NestExpressApplication;

  beforeAll(async () => {
    const started = await Services.start();
    services = started.services;
    app = await createTestApp({ env: { DATABASE_URL: started.databaseUrl, REDIS_URL: started.redisUrl, TRUST_PROXY: '1' } });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await services?.run('stop');
  });

  it('answers 503 while a service is down, recovers by itself and loses no accepted request', async () => {
    const server = app.getHttpServer();
    const { user, password } = await createUser(app);
    const reader = request.agent(server);
    await reader.post('/api/login').send({ email: user.email, password }).expect(200);

    const t0 = Date.now();
    const samples: Sample[] = [];
    const accepted: string[] = [];
    let running = true;
    const record = (lane: Sample['lane'], res: { status: number; body?: { message?: unknown } }) =>
      samples.push({ at: Date.now() - t0, lane, status: res.status, message: typeof res.body?.message === 'string' ? res.body.message : undefined });
    const send = async (lane: Sample['lane']) => {
      if (lane === 'login') {
        record(lane, await request(server).post('/api/login').set('X-Forwarded-For', uniqueAddress()).timeout(10_000).send({ email: user.email, password }));
      } else if (lane === 'message') {
        const email = uniqueEmail('fault');
        const res = await request(server)
          .post('/api/messages')
          .set('X-Forwarded-For', uniqueAddress())
          .timeout(10_000)
          .send({ firstName: 'Fay', lastName: 'Ult', email, phone: '+1 613 555 0142', question: 'Is my message kept through an outage?' });
        if (res.status >= 200 && res.status < 300) accepted.push(email);
        record(lane, res);
      } else {
        record(lane, await reader.get('/api/user').timeout(10_000));
      }
    };
    const lane = async (name: Sample['lane']) => {
      while (running) {
        await send(name).catch((error: Error) => samples.push({ at: Date.now() - t0, lane: name, status: 0, message: error.message }));
        await sleep(40);
      }
    };
    const lanes = Promise.all([lane('login'), lane('message'), lane('read')]);

    const timeline: { event: string; at: number }[] = [];
    const mark = (event: string) => timeline.push({ event, at: Date.now() - t0 });
    const waitFor = async (what: string, from: number, match: (s: Sample) => boolean, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const broken = samples.find((s) => s.status >= 500 && s.status !== 503);
        if (broken) throw new Error(`${broken.lane} answered ${broken.status} at ${broken.at} ms: ${broken.message}; timeline ${JSON.stringify(timeline)}`);
        const found = samples.find((s) => s.at >= from && match(s));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms; timeline ${JSON.stringify(timeline)}`);
        await sleep(25);
      }
    };
    const outage = async (service: 'redis' | 'postgres', lanesThatNeedIt: Sample['lane'][]) => {
      mark(`${service} stopped`);
      const down = Date.now() - t0;
      await services.run(`pause-${service}`);
      const first503 = await waitFor(`503 while ${service} is down`, down, (s) => s.status === 503);
      timeline.push({ event: `first 503 (${first503.lane})`, at: first503.at });
      await sleep(1500);
      const resumedAt = Date.now() - t0;
      await services.run(`resume-${service}`);
      mark(`${service} restarted`);
      for (const name of lanesThatNeedIt) {
        const ok = await waitFor(`2xx on ${name} after ${service} restarted`, resumedAt, (s) => s.lane === name && s.status >= 200 && s.status < 300);
        timeline.push({ event: `first 2xx (${name})`, at: ok.at });
      }
    };

    await sleep(1000);
    await outage('redis', ['login', 'message']);
    await sleep(1000);
    await outage('postgres', ['login', 'message', 'read']);
    await sleep(1000);
    running = false;
    await lanes;

    timeline.sort((a, b) => a.at - b.at);
    const counts = samples.reduce<Record<string, number>>((all, s) => ({ ...all, [s.status]: (all[s.status] ?? 0) + 1 }), {});
    console.log(
      [
        'Fault test timeline (ms since traffic started):',
        ...timeline.map((t) => `  ${String(t.at).padStart(6)}  ${t.event}`),
        `  ${samples.length} requests: ${Object.entries(counts)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', ')}; ${accepted.length} contact messages accepted`,
      ].join('\n'),
    );

    expect(samples.filter((s) => s.status !== 503 && (s.status >= 500 || s.status === 0))).toEqual([]);
    expect(samples.filter((s) => ![200, 201, 503].includes(s.status))).toEqual([]);
    const unavailable = samples.filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const s of unavailable) expect(s.message).toBe(ERRORS.serviceUnavailable);

    const db = app.get<DataSource>(getDataSourceToken());
    const stored: { email: string }[] = await db.query('SELECT email FROM messages WHERE email = ANY($1)', [accepted]);
    expect(new Set(stored.map((row) => row.email))).toEqual(new Set(accepted));
    expect(accepted.length).toBeGreaterThan(3);
  });
});
