import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import type { RateLimiter } from './rate-limiter';

interface Limit {
  limit: number;
  windowSeconds: number;
}

/**
 * Failed-secret throttling (a password, a two-factor code): each attempt is counted per
 * account and per client address BEFORE the secret is checked, with atomic increments,
 * so a burst of parallel guesses cannot all read the same count and pass. The address
 * is counted first: a blocked address must not keep adding to its victims' counts. A
 * right secret restarts the account's count and takes the attempt off the address.
 * Keys: `<prefix>:ip:<address>` and `<prefix>:account:<account>`.
 */
export class AttemptThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly prefix: string,
    private readonly perAccount: Limit,
    private readonly perAddress: Limit,
    private readonly tooManyMessage: (retryAfterSeconds: number) => string,
  ) {}

  /** Counts this attempt; throws 429 when the address or the account is over its limit. */
  async count(account: string | number, addressKey: string): Promise<void> {
    const address = await this.limiter.hit(this.addressKey(addressKey), this.perAddress.limit, this.perAddress.windowSeconds);
    if (!address.allowed) throw this.tooMany(address.retryAfterSeconds);
    const owner = await this.limiter.hit(this.accountKey(account), this.perAccount.limit, this.perAccount.windowSeconds);
    if (!owner.allowed) throw this.tooMany(owner.retryAfterSeconds);
  }

  /** A right secret: the account's counter restarts, and this attempt leaves the address's count. */
  async succeeded(account: string | number, addressKey: string): Promise<void> {
    await Promise.all([
      this.limiter.reset(this.accountKey(account), this.perAccount.windowSeconds),
      this.limiter.undo(this.addressKey(addressKey), this.perAddress.windowSeconds),
    ]);
  }

  /**
   * The attempt never reached a verdict (the database was down, say): take its hits back,
   * so an outage does not lock accounts. Best effort: if Redis is what is down, the hits stay.
   */
  async release(account: string | number, addressKey: string): Promise<void> {
    await Promise.all([
      this.limiter.undo(this.accountKey(account), this.perAccount.windowSeconds),
      this.limiter.undo(this.addressKey(addressKey), this.perAddress.windowSeconds),
    ]).catch(() => undefined);
  }

  private accountKey(account: string | number): string {
    return `${this.prefix}:account:${account}`;
  }

  private addressKey(addressKey: string): string {
    return `${this.prefix}:ip:${addressKey}`;
  }

  private tooMany(retryAfterSeconds: number): DomainException {
    return new DomainException(DomainErrorKind.TOO_MANY_REQUESTS, this.tooManyMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}
