import { Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, including this one. */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every API replica through Redis (in memory when no
 * Redis is configured). Keys name what is limited, for example `login-ip:203.0.113.9`.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly redis: Redis | null;
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();
  private readonly prefix: string;

  constructor(config: AppConfig) {
    this.prefix = `${config.queuePrefix}:rl`;
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true }) : null;
  }

  /** Counts one hit against `key`; allowed while the count stays within `limit`. */
  async hit(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<RateLimitResult> {
    const { windowKey, retryAfterSeconds } = this.window(key, windowSeconds, now);
    let count: number;
    if (this.redis) {
      const [[, incremented]] = (await this.redis.multi().incr(windowKey).expire(windowKey, windowSeconds + 1).exec()) as [[unknown, number]];
      count = incremented;
    } else {
      this.sweep(now);
      const entry = this.memory.get(windowKey) ?? { count: 0, expiresAt: now + retryAfterSeconds * 1000 };
      entry.count += 1;
      this.memory.set(windowKey, entry);
      count = entry.count;
    }
    return { allowed: count <= limit, count, retryAfterSeconds };
  }

  /** The current count without adding a hit. */
  async peek(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<RateLimitResult> {
    const { windowKey, retryAfterSeconds } = this.window(key, windowSeconds, now);
    const count = this.redis ? Number((await this.redis.get(windowKey)) ?? 0) : (this.memory.get(windowKey)?.count ?? 0);
    return { allowed: count < limit, count, retryAfterSeconds };
  }

  async reset(key: string, windowSeconds: number, now = Date.now()): Promise<void> {
    const { windowKey } = this.window(key, windowSeconds, now);
    if (this.redis) await this.redis.del(windowKey);
    else this.memory.delete(windowKey);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis && this.redis.status !== 'end' && this.redis.status !== 'wait') await this.redis.quit();
  }

  private window(key: string, windowSeconds: number, now: number) {
    const windowMs = windowSeconds * 1000;
    const index = Math.floor(now / windowMs);
    return { windowKey: `${this.prefix}:${key}:${index}`, retryAfterSeconds: Math.max(1, Math.ceil(((index + 1) * windowMs - now) / 1000)) };
  }

  private sweep(now: number): void {
    if (this.memory.size < 10_000) return;
    for (const [key, entry] of this.memory) if (entry.expiresAt <= now) this.memory.delete(key);
  }
}
