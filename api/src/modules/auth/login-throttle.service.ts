import { Injectable } from '@nestjs/common';
import { RATE_LIMITS, tooManyLoginAttemptsMessage } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { normalizeEmail } from '../users/users.service';

const { loginFailuresPerAccount: perAccount, loginFailuresPerAddress: perAddress } = RATE_LIMITS;

/**
 * Counts login attempts per account (the normalized e-mail, whether or not it exists)
 * and per client address key. Each attempt is counted BEFORE the password is verified,
 * with an atomic increment, so a burst of parallel guesses cannot all read the same
 * count and pass; a correct password then takes its hits back. A locked-out guesser
 * learns nothing and costs no argon2 work; the answer is the same for unknown e-mails.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts this attempt; throws 429 when the address or the account is over its limit. */
  async countAttempt(email: string, addressKey: string): Promise<void> {
    // The address first: a blocked address must not keep adding to its victims' counts.
    const client = await this.limiter.hit(this.addressKey(addressKey), perAddress.limit, perAddress.windowSeconds);
    if (!client.allowed) throw tooMany(client.retryAfterSeconds);
    const account = await this.limiter.hit(this.accountKey(email), perAccount.limit, perAccount.windowSeconds);
    if (!account.allowed) throw tooMany(account.retryAfterSeconds);
  }

  /** A correct password: the account's counter restarts, and this attempt leaves the address's count. */
  async recordSuccess(email: string, addressKey: string): Promise<void> {
    await Promise.all([this.limiter.reset(this.accountKey(email), perAccount.windowSeconds), this.limiter.undo(this.addressKey(addressKey), perAddress.windowSeconds)]);
  }

  /**
   * The attempt never reached a verdict on the password (the database was down, say):
   * take its hits back, so an outage does not lock accounts. Best effort: if Redis is
   * the thing that is down, the hits stay.
   */
  async release(email: string, addressKey: string): Promise<void> {
    await Promise.all([this.limiter.undo(this.accountKey(email), perAccount.windowSeconds), this.limiter.undo(this.addressKey(addressKey), perAddress.windowSeconds)]).catch(() => undefined);
  }

  private accountKey(email: string): string {
    return `login-fail:account:${normalizeEmail(email)}`;
  }

  private addressKey(addressKey: string): string {
    return `login-fail:ip:${addressKey}`;
  }
}

function tooMany(retryAfterSeconds: number): DomainException {
  return new DomainException(DomainErrorKind.TOO_MANY_REQUESTS, tooManyLoginAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
}
