import { Injectable } from '@nestjs/common';
import { RATE_LIMITS, tooManyLoginAttemptsMessage } from '@ledgerleaf/contracts';
import { AttemptThrottle } from '../../common/rate-limit/attempt-throttle';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { normalizeEmail } from '../users/users.service';

/**
 * Counts login attempts per account (the normalized e-mail, whether or not it exists)
 * and per client address key, before the password is verified (AttemptThrottle). A
 * locked-out guesser learns nothing and costs no argon2 work; the answer is the same for
 * unknown e-mails.
 */
@Injectable()
export class LoginThrottleService {
  private readonly attempts: AttemptThrottle;

  constructor(limiter: RateLimiter) {
    this.attempts = new AttemptThrottle(
      limiter,
      'login-fail',
      RATE_LIMITS.loginFailuresPerAccount,
      RATE_LIMITS.loginFailuresPerAddress,
      tooManyLoginAttemptsMessage,
    );
  }

  /** Counts this attempt; throws 429 when the address or the account is over its limit. */
  countAttempt(email: string, addressKey: string): Promise<void> {
    return this.attempts.count(normalizeEmail(email), addressKey);
  }

  /** A correct password: the account's counter restarts, and this attempt leaves the address's count. */
  recordSuccess(email: string, addressKey: string): Promise<void> {
    return this.attempts.succeeded(normalizeEmail(email), addressKey);
  }

  /** The attempt never reached a verdict on the password: its hits are taken back (best effort). */
  release(email: string, addressKey: string): Promise<void> {
    return this.attempts.release(normalizeEmail(email), addressKey);
  }
}
