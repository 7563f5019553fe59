import type { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';
import { isServiceUnavailableError } from '../errors/service-unavailable';

/**
 * Options every Redis connection of the API shares: reconnect every half second at most
 * (a restarted Redis is found quickly) and give up on a command after one reconnect
 * attempt, so a request fails fast with 503 during an outage instead of hanging.
 */
export const REDIS_CONNECTION_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 500),
};

/** A Redis client for `purpose` whose connection errors are reported once per outage. */
export function createRedisClient(url: string, purpose: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { ...REDIS_CONNECTION_OPTIONS, ...options });
  reportRedisOutages(client, client, purpose);
  return client;
}

const outages = new Map<string, boolean>();

/**
 * Handles a Redis client's 'error' events (unhandled, ioredis prints every reconnect
 * attempt): the first connection error of an outage is one warning per `purpose`, the
 * next 'ready' one line saying it is back. Other errors are logged as they come.
 * `errors` and `ready` differ for Bull, whose queue re-emits its clients' errors.
 */
export function reportRedisOutages(errors: EventEmitter, ready: EventEmitter, purpose: string, logger = new Logger('Redis')): void {
  errors.on('error', (error: Error) => {
    if (!isServiceUnavailableError(error) && !/ECONNREFUSED|connect|closed/i.test(error?.message ?? '')) {
      logger.error(`${purpose}: ${error?.message ?? String(error)}`);
      return;
    }
    if (outages.get(purpose)) return;
    outages.set(purpose, true);
    logger.warn(`${purpose}: Redis is unreachable (${error.message}); answering 503 where it is needed and reconnecting in the background`);
  });
  ready.on('ready', () => {
    if (!outages.get(purpose)) return;
    outages.set(purpose, false);
    logger.log(`${purpose}: Redis is reachable again`);
  });
}

/** Bull's connection settings for the same URL, with the shared reconnect behaviour. */
export function bullRedisOptions(url: string): { url: string; redis: RedisOptions } {
  return { url, redis: { ...REDIS_CONNECTION_OPTIONS, ...(url.startsWith('rediss:') ? { tls: {} } : {}) } };
}
