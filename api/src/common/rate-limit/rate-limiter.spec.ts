import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { RateLimiter } from './rate-limiter';

const configs: [string, NodeJS.ProcessEnv][] = [['in memory', { DATABASE_URL: 'postgres://x@localhost/x' }]];
if (process.env.REDIS_URL) {
  configs.push(['on Redis', { DATABASE_URL: 'postgres://x@localhost/x', REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: process.env.QUEUE_PREFIX }]);
}

describe.each(configs)('RateLimiter %s', (_label, env) => {
  let limiter: RateLimiter;
  beforeEach(() => {
    limiter = new RateLimiter(AppConfig.fromEnvironment(env));
  });
  afterEach(() => limiter.onApplicationShutdown());

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const key = `test:${randomUUID()}`;
    const now = Date.UTC(2026, 10, 22, 10, 0, 15);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, retryAfterSeconds: 45 });
    expect((await limiter.peek(key, 3, 60, now)).allowed).toBe(false);
  });

  it('starts a new count in the next window and can be reset', async () => {
    const key = `test:${randomUUID()}`;
    const now = Date.UTC(2026, 10, 22, 10, 0, 59);
    await limiter.hit(key, 1, 60, now);
    expect((await limiter.hit(key, 1, 60, now)).allowed).toBe(false);
    expect((await limiter.hit(key, 1, 60, now + 2000)).allowed).toBe(true);
    await limiter.reset(key, 60, now + 2000);
    expect((await limiter.peek(key, 1, 60, now + 2000)).count).toBe(0);
  });

  it('takes a hit back, and never below an absent count', async () => {
    const key = `test:${randomUUID()}`;
    const now = Date.UTC(2026, 10, 22, 10, 0, 15);
    await limiter.hit(key, 3, 60, now);
    await limiter.hit(key, 3, 60, now);
    await limiter.undo(key, 60, now);
    expect((await limiter.peek(key, 3, 60, now)).count).toBe(1);
    await limiter.undo(`test:${randomUUID()}`, 60, now);
    expect((await limiter.peek(`test:${randomUUID()}`, 3, 60, now)).count).toBe(0);
  });

  it('counts a weighted hit (bytes) and takes the same weight back', async () => {
    const key = `test:${randomUUID()}`;
    const now = Date.UTC(2026, 10, 22, 10, 0, 15);
    expect(await limiter.hit(key, 1000, 60, now, 600)).toMatchObject({ allowed: true, count: 600 });
    expect(await limiter.hit(key, 1000, 60, now, 600)).toMatchObject({ allowed: false, count: 1200 });
    await limiter.undo(key, 60, now, 600);
    expect((await limiter.peek(key, 1000, 60, now)).count).toBe(600);
  });
});

describe('RateLimiter without its Redis', () => {
  it('answers 503 (unavailable) quickly instead of failing with a raw connection error', async () => {
    const limiter = new RateLimiter(AppConfig.fromEnvironment({ DATABASE_URL: 'postgres://x@localhost/x', REDIS_URL: 'redis://127.0.0.1:1' }));
    const started = Date.now();
    await expect(limiter.hit(`test:${randomUUID()}`, 3, 60)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(3000);
    await limiter.onApplicationShutdown();
  });
});
