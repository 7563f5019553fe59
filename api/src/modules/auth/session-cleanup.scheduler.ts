import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { CATCH_UP_MISSED_RUNS, ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { businessDay, lastDailyRun } from '../../common/time/business-time';
import { PURGE_EXPIRED_SESSIONS, PURGE_SESSIONS_RUN } from './auth.jobs';

/** When the daily purge runs (business time zone): the cron and its catch-up read it here. */
const PURGE_AT = { hour: 3, minute: 15 };

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

  @Cron(`${PURGE_AT.minute} ${PURGE_AT.hour} * * *`, { name: 'purge-expired-sessions', timeZone: BUSINESS_TIME_ZONE })
  async enqueueDailyPurge(now = new Date()): Promise<void> {
    await this.enqueue(businessDay(now));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.catchUpOnStart) return;
    await this.catchUp().catch((error: unknown) => this.logger.error(`Could not catch up the session purge: ${String(error)}`));
  }

  /** Enqueues the latest due day's purge when it has not run; true when it did. */
  async catchUp(now = new Date()): Promise<boolean> {
    const day = lastDailyRun(now, PURGE_AT.hour, PURGE_AT.minute);
    if (await this.runs.hasRun(PURGE_SESSIONS_RUN, day)) return false;
    await this.enqueue(day);
    return true;
  }

  private enqueue(day: string): Promise<void> {
    return this.jobs.enqueue(PURGE_EXPIRED_SESSIONS, { day }, { jobId: `purge-expired-sessions:${day}` });
  }
}
