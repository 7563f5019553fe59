import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { SESSION_COOKIE } from '../../src/common/http/session-cookie';
import { createAppLogger } from '../../src/common/logging/create-app-logger';
import { AppConfig } from '../../src/config/app-config';
import { UsersService } from '../../src/modules/users/users.service';
import { createTestApp, createUser, loginAs } from '../helpers/test-app';

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const sidOf = (cookie: string) => decodeURIComponent(cookie.split(';')[0].split('=')[1]).replace(/^s:/, '').split('.')[0];

describe('session lifetime and API caching', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => app.close());

  async function login() {
    const { user, password } = await createUser(app);
    const res = await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(200);
    const cookie = setCookies(res)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0];
    return { user, password, cookie, sid: sidOf(cookie) };
  }

  /** Moves the login time of a stored session back, as if `hours` had passed since. */
  const ageSession = (sid: string, hours: number) =>
    db.query(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{authenticatedAt}', to_jsonb($2::bigint))::json WHERE sid = $1`, [
      sid,
      Date.now() - hours * 3_600_000,
    ]);

  it('keeps a session within its absolute lifetime (12 hours by default)', async () => {
    const { cookie, sid } = await login();
    await ageSession(sid, 11.5);
    await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('ends a session past its absolute lifetime: the request goes on anonymously, and its row is gone', async () => {
    const { cookie, sid } = await login();
    await ageSession(sid, 12.5);
    await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
    expect(await db.query('SELECT 1 FROM sessions WHERE sid = $1', [sid])).toHaveLength(0);
  });

  it('lets a client log in again on a session long past its lifetime instead of answering 500', async () => {
    const { user, password, cookie, sid } = await login();
    await ageSession(sid, 24 * 30);
    const res = await request(app.getHttpServer()).post('/api/login').set('Cookie', cookie).send({ email: user.email, password }).expect(200);
    const fresh = setCookies(res)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0];
    expect(sidOf(fresh)).not.toBe(sid);
    await request(app.getHttpServer()).get('/api/user').set('Cookie', fresh).expect(200);
  });

  it('gives the cookie the idle lifetime: 30 minutes by default', async () => {
    const { user, password } = await createUser(app);
    const res = await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(200);
    const cookie = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]);
    expect(expires - Date.now()).toBeGreaterThan(28 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('renews an active session’s stored expiry after answering, at most once a minute', async () => {
    const { cookie, sid } = await login();
    const expiryInMinutes = async () => {
      const [row] = await db.query(`SELECT extract(epoch FROM expire - now()) / 60 AS minutes FROM sessions WHERE sid = $1`, [sid]);
      return Number(row.minutes);
    };
    await db.query(`UPDATE sessions SET expire = now() + interval '2 minutes' WHERE sid = $1`, [sid]);
    await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    for (let i = 0; i < 50 && (await expiryInMinutes()) < 28; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await expiryInMinutes()).toBeGreaterThan(28);
    // A second request within the minute answers without writing the row again.
    await db.query(`UPDATE sessions SET expire = now() + interval '2 minutes' WHERE sid = $1`, [sid]);
    await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await expiryInMinutes()).toBeLessThan(3);
  });

  it('marks every /api answer Cache-Control: no-store', async () => {
    const anonymous = await request(app.getHttpServer()).get('/api/user').expect(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    expect((await agent.get('/api/user').expect(200)).headers['cache-control']).toBe('no-store');
    expect((await request(app.getHttpServer()).get('/api/health')).headers['cache-control']).toBe('no-store');
  });
});

describe('static files and the SPA carry no session', () => {
  let app: NestExpressApplication;
  let dist: string;
  let sessionQueries: string[];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ledgerleaf-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ledgerleaf</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const config = AppConfig.fromEnvironment({ ...process.env, QUEUE_PREFIX: `test-${randomUUID().slice(0, 8)}`, SERVE_WEB: 'true' });
    Object.assign(config as unknown as Record<string, unknown>, { webClientDist: dist, webAdminDist: join(dist, 'no-admin') });
    const logging = createAppLogger({ level: config.logLevel, format: config.logFormat });
    app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, worker: false }), { logger: logging.nest, rawBody: true });
    configureApp(app, config, logging);
    await app.init();

    sessionQueries = [];
    const pool = (app.get<DataSource>(getDataSourceToken()).driver as unknown as { master: Pool }).master;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (/\bsessions\b/.test(String(args[0]))) sessionQueries.push(String(args[0]));
      return query(...args);
    };
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves an asset and the SPA index to a logged-in browser without reading or renewing its session', async () => {
    const { user, password } = await createUser(app);
    const res = await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(200);
    const cookie = setCookies(res)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0];
    const loads = jest.spyOn(app.get(UsersService), 'findById');
    sessionQueries.length = 0;

    const asset = await request(app.getHttpServer()).get('/assets/app-1234.js').set('Cookie', cookie).expect(200);
    const index = await request(app.getHttpServer()).get('/dashboard').set('Cookie', cookie).expect(200);
    expect(index.text).toContain('<title>Ledgerleaf</title>');
    for (const answer of [asset, index]) expect(setCookies(answer)).toEqual([]);
    expect(sessionQueries).toEqual([]);
    expect(loads).not.toHaveBeenCalled();

    // The API on the same cookie still reads the session (and renews the rolling cookie).
    const me = await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    expect(me.body.id).toBe(user.id);
    expect(sessionQueries.length).toBeGreaterThan(0);
    loads.mockRestore();
  });
});
