import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ERRORS } from '@ledgerleaf/contracts';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { SERVICE_RETRY_AFTER_SECONDS } from '../errors/service-unavailable';
import { createRedisClient } from '../redis/redis-connection';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, including this one. */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every API replica through Redis (in memory when no
 * Redis is configured). Keys name what is limited, for example `login-ip:203.0.113.9`.
 * Each hit is one atomic INCR, so parallel requests can never all read the same count.
 * When the configured Redis cannot be reached, limited routes answer 503: falling back
 * to per-process memory would multiply every limit by the number of replicas.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly redis: Redis | null;
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();
  private readonly prefix: string;

  constructor(config: AppConfig) {
    this.prefix = `${config.queuePrefix}:rl`;
    this.redis = config.redisUrl ? createRedisClient(config.redisUrl, 'rate limiter', { commandTimeout: 2000 }) : null;
  }

  /**
   * Counts one hit against `key` (or `weight` units, such as a body's bytes); allowed while
   * the count stays within `limit`.
   */
  async hit(key: string, limit: number, windowSeconds: number, now = Date.now(), weight = 1): Promise<RateLimitResult> {
    const { windowKey, retryAfterSeconds } = this.window(key, windowSeconds, now);
    let count: number;
    if (this.redis) {
      const redis = this.redis;
      const [[error, incremented]] = (await this.onRedis(() =>
        redis
          .multi()
          .incrby(windowKey, weight)
          .expire(windowKey, windowSeconds + 1)
          .exec(),
      )) as [[Error | null, number]];
      if (error) throw unavailable();
      count = incremented;
    } else {
      this.sweep(now);
      const entry = this.memory.get(windowKey) ?? { count: 0, expiresAt: now + retryAfterSeconds * 1000 };
      entry.count += weight;
      this.memory.set(windowKey, entry);
      count = entry.count;
    }
    return { allowed: count <= limit, count, retryAfterSeconds };
  }

  /** The current count without adding a hit. */
  async peek(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<RateLimitResult> {
    const { windowKey, retryAfterSeconds } = this.window(key, windowSeconds, now);
    const redis = this.redis;
    const count = redis ? Number((await this.onRedis(() => redis.get(windowKey))) ?? 0) : (this.memory.get(windowKey)?.count ?? 0);
    return { allowed: count < limit, count, retryAfterSeconds };
  }

  /** Takes one hit (or `weight` units) back: a hit that turned out not to count, such as a correct password. */
  async undo(key: string, windowSeconds: number, now = Date.now(), weight = 1): Promise<void> {
    const { windowKey } = this.window(key, windowSeconds, now);
    const redis = this.redis;
    // Only an existing count: the window may have rolled over since the hit.
    if (redis) await this.onRedis(() => redis.eval(DECREMENT_IF_PRESENT, 1, windowKey, weight));
    else {
      const entry = this.memory.get(windowKey);
      if (entry) entry.count = Math.max(0, entry.count - weight);
    }
  }

  async reset(key: string, windowSeconds: number, now = Date.now()): Promise<void> {
    const { windowKey } = this.window(key, windowSeconds, now);
    const redis = this.redis;
    if (redis) await this.onRedis(() => redis.del(windowKey));
    else this.memory.delete(windowKey);
  }

  /** After the HTTP server has drained: requests still in flight keep their limiter. */
  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  private async onRedis<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      // The client reports the outage once (createRedisClient); each request only says 503.
      throw unavailable();
    }
  }

  private window(key: string, windowSeconds: number, now: number) {
    const { index, msLeft } = fixedWindow(windowSeconds, now);
    return { windowKey: `${this.prefix}:${key}:${index}`, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
  }

  private sweep(now: number): void {
    if (this.memory.size < 10_000) return;
    for (const [key, entry] of this.memory) if (entry.expiresAt <= now) this.memory.delete(key);
  }
}

/** The limiter's windows: fixed and aligned on the clock. Which one `now` is in, and the ms left in it. */
export function fixedWindow(windowSeconds: number, now: number): { index: number; msLeft: number } {
  const windowMs = windowSeconds * 1000;
  const index = Math.floor(now / windowMs);
  return { index, msLeft: (index + 1) * windowMs - now };
}

const DECREMENT_IF_PRESENT = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECRBY', KEYS[1], ARGV[1]) end return 0`;

function unavailable(): DomainException {
  return new DomainException(DomainErrorKind.UNAVAILABLE, ERRORS.serviceUnavailable, { retryAfterSeconds: SERVICE_RETRY_AFTER_SECONDS });
}
