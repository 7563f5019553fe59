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
});
