import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import type { JobPayload } from '../../common/jobs/job-definition';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import type { JobContext } from '../../common/jobs/job-queue';
import { JobQueue } from '../../common/jobs/job-queue';
import { CATCH_UP_MISSED_RUNS, ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { businessDay, lastDailyRun } from '../../common/time/business-time';
import { BUILD_DATA_EXPORT, PURGE_DATA_EXPORTS, PURGE_DATA_EXPORTS_RUN } from './data-export.jobs';
import { DataExportsService } from './data-exports.service';

const PURGE_AT = { hour: 3, minute: 50 };

/** The accounts queue's data exports, and the daily removal of expired ZIPs (maintenance queue). */
@Injectable()
export class DataExportProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('DataExport');

  constructor(
    private readonly exports: DataExportsService,
    private readonly jobs: JobQueue,
    private readonly runs: ScheduledRuns,
    @Optional() @Inject(CATCH_UP_MISSED_RUNS) private readonly catchUpOnStart = false,
  ) {}

  @JobHandler(BUILD_DATA_EXPORT)
  async build({ exportId }: JobPayload<typeof BUILD_DATA_EXPORT>, context: JobContext): Promise<void> {
    await this.exports.build(exportId, context.attempt >= context.attempts);
  }

  @JobHandler(PURGE_DATA_EXPORTS)
  async purge({ day }: JobPayload<typeof PURGE_DATA_EXPORTS>): Promise<void> {
    const removed = await this.exports.purgeExpired();
    if (day) await this.runs.record(PURGE_DATA_EXPORTS_RUN, day);
    this.logger.log(`Removed ${removed} expired data export ZIP(s)`);
  }

  /** Crons only enqueue; a missed day is caught up at start. */
  @Cron(`${PURGE_AT.minute} ${PURGE_AT.hour} * * *`, { name: 'purge-data-exports', timeZone: BUSINESS_TIME_ZONE })
  async enqueueDailyPurge(now = new Date()): Promise<void> {
    await this.enqueuePurge(businessDay(now));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.catchUpOnStart) return;
    const day = lastDailyRun(new Date(), PURGE_AT.hour, PURGE_AT.minute);
    if (await this.runs.hasRun(PURGE_DATA_EXPORTS_RUN, day).catch(() => true)) return;
    await this.enqueuePurge(day).catch((error: unknown) => this.logger.error(`Could not catch up the data-export purge: ${String(error)}`));
  }

  private enqueuePurge(day: string): Promise<void> {
    return this.jobs.enqueue(PURGE_DATA_EXPORTS, { day }, { jobId: `purge-data-exports:${day}` });
  }
}
