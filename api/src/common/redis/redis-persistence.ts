import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';

/** What a Redis keeps on disk and what it does when full, as far as it lets us see. */
export interface RedisPersistence {
  /** appendonly yes */
  aof: boolean;
  /** RDB snapshots configured (`save` not empty); null when only INFO could be read (it does not say). */
  rdb: boolean | null;
  maxmemoryPolicy: string | null;
}

const CHECK_TIMEOUT_MS = 2000;

/**
 * Reads the persistence settings: CONFIG GET where allowed, else INFO (managed services
 * often disable CONFIG). Null when neither answers.
 */
export async function readRedisPersistence(client: Redis): Promise<RedisPersistence | null> {
  try {
    const [appendonly, save, policy] = await Promise.all(
      ['appendonly', 'save', 'maxmemory-policy'].map((key) => client.config('GET', key) as Promise<string[]>),
    );
    return { aof: appendonly[1] === 'yes', rdb: Boolean(save[1]?.trim()), maxmemoryPolicy: policy[1] ?? null };
  } catch {
    // CONFIG renamed away or not permitted: INFO still says whether the AOF is on.
  }
  try {
    const info = `${await client.info('persistence')}\n${await client.info('memory')}`;
    const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim() ?? null;
    const aof = field('aof_enabled');
    if (aof === null) return null;
    return { aof: aof === '1', rdb: null, maxmemoryPolicy: field('maxmemory_policy') };
  } catch {
    return null;
  }
}

/** The warnings a Redis that holds the job queues deserves; none when it persists and never evicts. */
export function persistenceWarnings(found: RedisPersistence | null): string[] {
  if (!found)
    return [
      'Could not check whether Redis keeps its data (CONFIG and INFO refused): make sure it has AOF on and maxmemory-policy noeviction, or queued jobs can be lost.',
    ];
  const warnings: string[] = [];
  if (!found.aof && found.rdb === false) {
    warnings.push(
      'Redis keeps no data on disk (appendonly no, save ""): queued and running jobs are lost when it restarts. Set appendonly yes (README, "Redis in production").',
    );
  } else if (!found.aof && found.rdb === null) {
    warnings.push(
      'Redis has AOF off and its RDB settings cannot be read (CONFIG refused): unless it snapshots, queued jobs are lost when it restarts. Set appendonly yes.',
    );
  }
  if (found.maxmemoryPolicy && found.maxmemoryPolicy !== 'noeviction') {
    warnings.push(`Redis maxmemory-policy is ${found.maxmemoryPolicy}: when full it may evict queued jobs. Set maxmemory-policy noeviction.`);
  }
  return warnings;
}

/** At start, in the API and every worker: a warning when the queues' Redis may lose jobs. */
@Injectable()
export class RedisPersistenceCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Redis');

  constructor(private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    const url = this.config.redisUrl;
    if (!url) return;
    const client = new Redis(url, {
      lazyConnect: true,
      // The ready check is an INFO, which some servers refuse: the check reports that itself.
      enableReadyCheck: false,
      connectTimeout: CHECK_TIMEOUT_MS,
      commandTimeout: CHECK_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      ...(url.startsWith('rediss:') ? { tls: {} } : {}),
    });
    // Unreachable Redis is reported by the queues' own clients; this one only checks.
    client.on('error', () => undefined);
    try {
      await client.connect();
      for (const warning of persistenceWarnings(await readRedisPersistence(client))) this.logger.warn(warning);
    } catch (error) {
      this.logger.warn(`Could not check Redis persistence: ${(error as Error).message}`);
    } finally {
      client.disconnect();
    }
  }
}
