import { Controller, ExecutionContext, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { DomainException } from '../errors/domain.exception';
import { AppConfig } from '../../config/app-config';
import { RateLimit, RateLimitGuard } from './rate-limit.guard';
import { RateLimiter } from './rate-limiter';

@Controller('limited')
@RateLimit({ name: 'class-limited', limit: 2, windowSeconds: 3600 })
class ClassLimitedController {
  @Get()
  list(): string {
    return 'ok';
  }

  @Get('strict')
  @RateLimit({ name: 'method-limited', limit: 1, windowSeconds: 3600 })
  strict(): string {
    return 'ok';
  }
}

describe('RateLimitGuard', () => {
  let limiter: RateLimiter;
  let guard: RateLimitGuard;
  beforeEach(() => {
    limiter = new RateLimiter(AppConfig.fromEnvironment({ DATABASE_URL: 'postgres://x@localhost/x' }));
    guard = new RateLimitGuard(new Reflector(), limiter);
  });

  const context = (handler: keyof ClassLimitedController, ip: string) => {
    const request = { ip };
    return {
      getClass: () => ClassLimitedController,
      getHandler: () => ClassLimitedController.prototype[handler],
      switchToHttp: () => ({ getRequest: () => request }),
    } as unknown as ExecutionContext;
  };

  it('applies a rule written on the controller class to its routes', async () => {
    await expect(guard.canActivate(context('list', '198.51.100.1'))).resolves.toBe(true);
    await expect(guard.canActivate(context('list', '198.51.100.1'))).resolves.toBe(true);
    await expect(guard.canActivate(context('list', '198.51.100.1'))).rejects.toBeInstanceOf(DomainException);
    await expect(guard.canActivate(context('list', '198.51.100.2'))).resolves.toBe(true);
  });

  it('adds a method rule to the class rule and counts a request once though the guard is listed twice', async () => {
    expect(Reflect.getMetadata(GUARDS_METADATA, ClassLimitedController.prototype.strict)).toContain(RateLimitGuard);
    const twice = context('strict', '198.51.100.3');
    await expect(guard.canActivate(twice)).resolves.toBe(true);
    await expect(guard.canActivate(twice)).resolves.toBe(true);
    await expect(guard.canActivate(context('strict', '198.51.100.3'))).rejects.toMatchObject({ kind: 'too_many_requests' });
  });

  it('counts IPv6 callers by /64', async () => {
    await guard.canActivate(context('list', '2001:db8:5:6::1'));
    await guard.canActivate(context('list', '2001:db8:5:6::2'));
    await expect(guard.canActivate(context('list', '2001:db8:5:6:ffff::3'))).rejects.toMatchObject({ kind: 'too_many_requests' });
  });
});
