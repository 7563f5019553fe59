import { Injectable } from '@nestjs/common';
import { RATE_LIMITS, tooManyLoginAttemptsMessage } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { normalizeEmail } from '../users/users.service';

const { loginFailuresPerAccount: perAccount, loginFailuresPerAddress: perAddress } = RATE_LIMITS;

/**
 * Counts failed logins per account (the normalized e-mail, whether or not it exists) and
 * per client address. Checked before the password is verified, so a locked-out guesser
 * learns nothing and costs no argon2 work; the answer is the same for unknown e-mails.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly limiter: RateLimiter) {}

  async assertAllowed(email: string, address: string): Promise<void> {
    const [account, client] = await Promise.all([
      this.limiter.peek(this.accountKey(email), perAccount.limit, perAccount.windowSeconds),
      this.limiter.peek(this.addressKey(address), perAddress.limit, perAddress.windowSeconds),
    ]);
    const blocked = [account, client].filter((r) => !r.allowed);
    if (blocked.length === 0) return;
    const retryAfterSeconds = Math.max(...blocked.map((r) => r.retryAfterSeconds));
    throw new DomainException(DomainErrorKind.TOO_MANY_REQUESTS, tooManyLoginAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.all([
      this.limiter.hit(this.accountKey(email), perAccount.limit, perAccount.windowSeconds),
      this.limiter.hit(this.addressKey(address), perAddress.limit, perAddress.windowSeconds),
    ]);
  }

  /** The account's counter restarts after a correct password; the address counter does not. */
  async recordSuccess(email: string): Promise<void> {
    await this.limiter.reset(this.accountKey(email), perAccount.windowSeconds);
  }

  private accountKey(email: string): string {
    return `login-fail:account:${normalizeEmail(email)}`;
  }

  private addressKey(address: string): string {
    return `login-fail:ip:${address}`;
  }
}
