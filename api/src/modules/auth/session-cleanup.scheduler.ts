import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { businessDay, CATCH_UP_MISSED_RUNS, lastDailyRun, ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { PURGE_EXPIRED_SESSIONS, PURGE_SESSIONS_RUN } from './auth.jobs';

/**
 * Crons only enqueue: every worker replica fires, the deterministic job id keeps one. A
 * worker that starts after a day's 03:15 passed with no process running catches it up.
 */
@Injectable()
export class SessionCleanupScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly jobs: JobQueue,
    private readonly runs: ScheduledRuns,
    @Optional() @Inject(CATCH_UP_MISSED_RUNS) private readonly catchUpOnStart = false,
  ) {}

  @Cron('15 3 * * *', { name: 'purge-expired-sessions', timeZone: BUSINESS_TIME_ZONE })
  async enqueueDailyPurge(now = new Date()): Promise<void> {
    await this.enqueue(businessDay(now));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.catchUpOnStart) return;
    await this.catchUp().catch((error: unknown) => this.logger.error(`Could not catch up the session purge: ${String(error)}`));
  }

  /** Enqueues the latest due day's purge when it has not run; true when it did. */
  async catchUp(now = new Date()): Promise<boolean> {
    const day = lastDailyRun(now, 3, 15);
    if (await this.runs.hasRun(PURGE_SESSIONS_RUN, day)) return false;
    await this.enqueue(day);
    return true;
  }

  private enqueue(day: string): Promise<void> {
    return this.jobs.enqueue(PURGE_EXPIRED_SESSIONS, { day }, { jobId: `purge-expired-sessions:${day}` });
  }
}
