import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { CATCH_UP_MISSED_RUNS, ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { businessDay, lastDailyRun } from '../../common/time/business-time';
import { PURGE_ACCESS_LOG, PURGE_ACCESS_LOG_RUN } from './access-log.jobs';

const PURGE_AT = { hour: 3, minute: 40 };

/** Daily: the rows of clients who left more than 24 months ago go. Crons only enqueue; a missed day is caught up at start. */
@Injectable()
export class AccessLogPurgeScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('AccessLog');

  constructor(
    private readonly jobs: JobQueue,
    private readonly runs: ScheduledRuns,
    @Optional() @Inject(CATCH_UP_MISSED_RUNS) private readonly catchUpOnStart = false,
  ) {}

  @Cron(`${PURGE_AT.minute} ${PURGE_AT.hour} * * *`, { name: 'purge-access-log', timeZone: BUSINESS_TIME_ZONE })
  async enqueueDailyPurge(now = new Date()): Promise<void> {
    await this.enqueue(businessDay(now));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.catchUpOnStart) return;
    await this.catchUp().catch((error: unknown) => this.logger.error(`Could not catch up the access-log purge: ${String(error)}`));
  }

  async catchUp(now = new Date()): Promise<boolean> {
    const day = lastDailyRun(now, PURGE_AT.hour, PURGE_AT.minute);
    if (await this.runs.hasRun(PURGE_ACCESS_LOG_RUN, day)) return false;
    await this.enqueue(day);
    return true;
  }

  private enqueue(day: string): Promise<void> {
    return this.jobs.enqueue(PURGE_ACCESS_LOG, { day }, { jobId: `purge-access-log:${day}` });
  }
}
