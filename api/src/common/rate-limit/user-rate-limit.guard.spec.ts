import { Controller, ExecutionContext, Post } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppConfig } from '../../config/app-config';
import { RateLimiter } from './rate-limiter';
import { UserRateLimit, UserRateLimitGuard, UserRateLimits } from './user-rate-limit.guard';

const message = (seconds: number) => `wait ${seconds}`;

@Controller('limited')
class LimitedController {
  @Post('count')
  @UserRateLimit({ name: 'unit-count', limit: 2, windowSeconds: 3600, message })
  count(): string {
    return 'ok';
  }

  @Post('bytes')
  @UserRateLimit({ name: 'unit-bytes', limit: 1000, windowSeconds: 3600, cost: 'body-bytes', maxBodyBytes: 800, message })
  bytes(): string {
    return 'ok';
  }

  @Post('both')
  @UserRateLimits(
    { name: 'unit-both-bytes', limit: 1000, windowSeconds: 3600, cost: 'body-bytes', maxBodyBytes: 800, message },
    { name: 'unit-both-count', limit: 1, windowSeconds: 3600, message: (s) => `count ${s}` },
  )
  both(): string {
    return 'ok';
  }
}

describe('UserRateLimitGuard', () => {
  let limiter: RateLimiter;
  let guard: UserRateLimitGuard;
  beforeEach(() => {
    limiter = new RateLimiter(AppConfig.fromEnvironment({ DATABASE_URL: 'postgres://x@localhost/x' }));
    guard = new UserRateLimitGuard(new Reflector(), limiter);
  });

  const context = (handler: keyof LimitedController, user: { id: number; isAdmin?: boolean } | undefined, ip: string, headers: Record<string, string> = {}) => {
    const request = { ip, user: user && { isAdmin: false, ...user }, headers };
    return {
      getClass: () => LimitedController,
      getHandler: () => LimitedController.prototype[handler],
      switchToHttp: () => ({ getRequest: () => request }),
    } as unknown as ExecutionContext;
  };

  it('counts by user id, whatever the address, and answers with the rule message and the wait', async () => {
    await expect(guard.canActivate(context('count', { id: 7 }, '198.51.100.1'))).resolves.toBe(true);
    await expect(guard.canActivate(context('count', { id: 7 }, '203.0.113.9'))).resolves.toBe(true);
    const refused = guard.canActivate(context('count', { id: 7 }, '192.0.2.44'));
    await expect(refused).rejects.toMatchObject({ kind: 'too_many_requests', details: { retryAfterSeconds: expect.any(Number) } });
    await expect(guard.canActivate(context('count', { id: 7 }, '192.0.2.45'))).rejects.toThrow(/^wait \d+$/);
    await expect(guard.canActivate(context('count', { id: 8 }, '192.0.2.44'))).resolves.toBe(true);
  });

  it('lets staff and anonymous requests through (the class guard answers those)', async () => {
    for (let i = 0; i < 5; i++) await expect(guard.canActivate(context('count', { id: 9, isAdmin: true }, '198.51.100.1'))).resolves.toBe(true);
    await expect(guard.canActivate(context('count', undefined, '198.51.100.1'))).resolves.toBe(true);
  });

  it('counts declared body bytes, charges an unknown length at the route maximum, and gives back a refused body', async () => {
    await expect(guard.canActivate(context('bytes', { id: 10 }, '198.51.100.1', { 'content-length': '600' }))).resolves.toBe(true);
    await expect(guard.canActivate(context('bytes', { id: 10 }, '198.51.100.1', { 'content-length': '500' }))).rejects.toMatchObject({
      kind: 'too_many_requests',
    });
    await expect(guard.canActivate(context('bytes', { id: 10 }, '198.51.100.1', { 'content-length': '400' }))).resolves.toBe(true);
    await expect(guard.canActivate(context('bytes', { id: 11 }, '198.51.100.1'))).resolves.toBe(true);
    await expect(guard.canActivate(context('bytes', { id: 11 }, '198.51.100.1'))).rejects.toMatchObject({ kind: 'too_many_requests' });
  });

  it('counts every rule of a route; a request one rule refuses takes nothing from the others', async () => {
    await expect(guard.canActivate(context('both', { id: 12 }, '198.51.100.1', { 'content-length': '300' }))).resolves.toBe(true);
    await expect(guard.canActivate(context('both', { id: 12 }, '198.51.100.1', { 'content-length': '300' }))).rejects.toThrow(/^count \d+$/);
    // The refused request's 300 bytes were given back: only the first request's count.
    expect((await limiter.peek('user:unit-both-bytes:12', 1000, 3600)).count).toBe(300);
  });
});
