import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import { uniqueAddress } from '../helpers/client-address';
import { createTestApp, createUser, uniqueEmail } from '../helpers/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('shutdown', () => {
  it('stops accepting, lets an in-flight request finish with Redis and the database still open, then closes them', async () => {
    const app: NestExpressApplication = await createTestApp({ env: { TRUST_PROXY: '1' } });
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const { user, password } = await createUser(app);
    const login = await request(url).post('/api/login').send({ email: user.email, password }).expect(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0].split(';')[0];

    // Hold the session table so the next request waits in the middle of its work.
    const blocker = new Client({ connectionString: process.env.DATABASE_URL });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    const email = uniqueEmail('deploy');
    const inFlight = request(url)
      .post('/api/messages')
      .set('Cookie', cookie)
      .set('X-Forwarded-For', uniqueAddress())
      .send({ firstName: 'Dee', lastName: 'Ploy', email, phone: '+1 613 555 0199', question: 'Sent during a deploy' })
      .then((res) => res);
    for (let i = 0; i < 50; i++) {
      const { rows } = await blocker.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%sessions%'`);
      if (rows.length) break;
      await sleep(50);
    }

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await sleep(300);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    expect(closed).toBe(false);
    await blocker.query('COMMIT');

    const res = await inFlight;
    expect(res.status).toBe(201);
    await closing;
    const { rows } = await blocker.query('SELECT status FROM messages WHERE email = $1', [email]);
    await blocker.end();
    expect(rows).toHaveLength(1);
  });
});
