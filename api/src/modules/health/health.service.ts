import { Injectable } from '@nestjs/common';
import { type HealthResponse, OPERATIONS_MESSAGES, type ReadinessResponse } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { HealthRepository } from './health.repository';

/** PostgreSQL's "undefined table": a database no migration ever ran on has no migrations table. */
const UNDEFINED_TABLE = '42P01';

@Injectable()
export class HealthService {
  constructor(
    private readonly repository: HealthRepository,
    private readonly jobs: JobQueue,
  ) {}

  async check(): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([this.database(), this.jobs.health()]);
    const ok = database === 'up' && redis !== 'down';
    return {
      status: ok ? 'ok' : 'degraded',
      database,
      redis,
      queueDriver: this.jobs.driver,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  /**
   * Whether this process can serve: PostgreSQL and Redis answer (Redis only when configured:
   * without it the in-process driver serves), and every migration compiled into the app is
   * in the migrations table (an image started before its migrations ran would fail on the
   * new columns). Names what is not ready, never an address or a version.
   */
  async readiness(): Promise<ReadinessResponse> {
    const [database, redis] = await Promise.all([this.database(), this.jobs.health()]);
    const notReady: ReadinessResponse['notReady'] = [];
    if (database === 'down') notReady.push({ check: 'database', message: OPERATIONS_MESSAGES.databaseNotReady });
    if (redis === 'down') notReady.push({ check: 'redis', message: OPERATIONS_MESSAGES.redisNotReady });
    if (database === 'up') {
      const pending = await this.pendingMigrations();
      if (pending === null) notReady.push({ check: 'database', message: OPERATIONS_MESSAGES.databaseNotReady });
      else if (pending > 0) notReady.push({ check: 'migrations', message: OPERATIONS_MESSAGES.migrationsPending(pending) });
    }
    return { status: notReady.length ? 'not-ready' : 'ready', notReady };
  }

  private async database(): Promise<'up' | 'down'> {
    return (await this.repository.answers()) ? 'up' : 'down';
  }

  /** How many of the app's migrations the database has not applied; null when it could not be read. */
  private async pendingMigrations(): Promise<number | null> {
    let applied: Set<string>;
    try {
      applied = await this.repository.appliedMigrations();
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) applied = new Set();
      else return null;
    }
    return this.repository.compiledMigrations().filter((name) => !applied.has(name)).length;
  }
}
