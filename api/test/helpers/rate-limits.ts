import type { NestExpressApplication } from '@nestjs/platform-express';
import { RateLimiter } from '../../src/common/rate-limit/rate-limiter';

/**
 * Lets every request of this app past the rate limiter, for suites that send many bad
 * requests from one address to test validation (the limits have suites of their own).
 */
export function disableRateLimits(app: NestExpressApplication): void {
  const limiter = app.get(RateLimiter) as unknown as Record<string, unknown>;
  for (const method of ['hit', 'peek']) {
    if (typeof limiter[method] === 'function')
      jest.spyOn(limiter as never, method as never).mockResolvedValue({ allowed: true, count: 0, retryAfterSeconds: 0 } as never);
  }
}
