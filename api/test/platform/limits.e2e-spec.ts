import { randomInt } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { RATE_LIMITS } from '@ledgerleaf/contracts';
import request from 'supertest';
import { MESSAGE_RATE_LIMIT } from '../../src/modules/messages/messages.controller';
import { uniqueAddress } from '../helpers/client-address';
import { createTestApp, createUser, uniqueEmail } from '../helpers/test-app';

/** What a caller writes into X-Forwarded-For to look like someone new each time. */
const spoofed = () => `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const hex = () => randomInt(0x10000).toString(16);

describe('per-address limits behind one reverse proxy (TRUST_PROXY=1)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  /**
   * The proxy appends the address it saw to whatever the caller sent, so the caller's
   * own (random) entries come first and the real address last.
   */
  const viaProxy = (callerAddress: string) => `${spoofed()}, ${spoofed()}, ${callerAddress}`;

  const message = () => ({ firstName: 'Sam', lastName: 'Roy', email: uniqueEmail('spoof'), phone: '+1 613 555 0101', question: 'Do you do payroll?' });

  it('still limits a public form when each request carries a new forged X-Forwarded-For', async () => {
    const caller = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < MESSAGE_RATE_LIMIT.limit + 2; i++) {
      statuses.push((await request(app.getHttpServer()).post('/api/messages').set('X-Forwarded-For', viaProxy(caller)).send(message())).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(MESSAGE_RATE_LIMIT.limit);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('still limits registration and password-reset requests under forged headers', async () => {
    const caller = uniqueAddress();
    const register = [];
    for (let i = 0; i < RATE_LIMITS.register.limit + 1; i++) {
      register.push(
        (
          await request(app.getHttpServer())
            .post('/api/register')
            .set('X-Forwarded-For', viaProxy(caller))
            .send({ firstName: 'A', lastName: 'B', email: uniqueEmail('reg'), phone: '416 555 0100', password: 'correct-horse-1' })
        ).status,
      );
    }
    expect(register.at(-1)).toBe(429);
    const reset = [];
    for (let i = 0; i < RATE_LIMITS.forgotPassword.limit + 1; i++) {
      reset.push(
        (
          await request(app.getHttpServer())
            .post('/api/forgot-password')
            .set('X-Forwarded-For', viaProxy(caller))
            .send({ email: uniqueEmail('reset') })
        ).status,
      );
    }
    expect(reset.at(-1)).toBe(429);
  });

  it('still blocks failed logins from one address under forged headers', async () => {
    const caller = uniqueAddress();
    const { limit } = RATE_LIMITS.loginFailuresPerAddress;
    let last = 0;
    for (let i = 0; i < limit + 1; i++) {
      last = (
        await request(app.getHttpServer())
          .post('/api/login')
          .set('X-Forwarded-For', viaProxy(caller))
          .send({ email: uniqueEmail('spray'), password: 'wrong-password' })
      ).status;
    }
    expect(last).toBe(429);
  });

  it('counts an IPv6 caller by its /64, whichever address of it they use', async () => {
    const network = `2001:db8:${hex()}:${hex()}`;
    const statuses: number[] = [];
    for (let i = 0; i < MESSAGE_RATE_LIMIT.limit + 1; i++) {
      const address = `${network}:${hex()}:${hex()}:${hex()}:${hex()}`;
      statuses.push((await request(app.getHttpServer()).post('/api/messages').set('X-Forwarded-For', viaProxy(address)).send(message())).status);
    }
    expect(statuses.at(-1)).toBe(429);
    await request(app.getHttpServer())
      .post('/api/messages')
      .set('X-Forwarded-For', viaProxy(`2001:db8:${hex()}:${hex()}::1`))
      .send(message())
      .expect(201);
  });
});

describe('login throttling under a burst of parallel guesses', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  it('lets at most the per-account limit past the limiter, however many arrive at once', async () => {
    const { user } = await createUser(app);
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    const burst = await Promise.all(
      Array.from({ length: limit + 5 }, () =>
        request(app.getHttpServer()).post('/api/login').set('X-Forwarded-For', uniqueAddress()).send({ email: user.email, password: 'wrong-password' }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('counts parallel guesses from one address against the address limit too', async () => {
    const caller = uniqueAddress();
    const { limit } = RATE_LIMITS.loginFailuresPerAddress;
    const burst = await Promise.all(
      Array.from({ length: limit + 5 }, () =>
        request(app.getHttpServer())
          .post('/api/login')
          .set('X-Forwarded-For', caller)
          .send({ email: uniqueEmail('burst'), password: 'wrong-password' }),
      ),
    );
    expect(burst.filter((res) => res.status === 401).length).toBeLessThanOrEqual(limit);
  });
});
