import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import type { JobContext } from '../../common/jobs/job-queue';
import { ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { UsersService } from '../users/users.service';
import { ReportBuilderService } from './report-builder.service';
import { ReportBuildsService } from './report-builds.service';
import { GENERATE_MONTH_REPORTS, GENERATE_REPORT, MONTHLY_REPORTS_RUN, monthJobId, type ReportMonth } from './reports.jobs';

/**
 * Progress reaches Redis at most this often: each update is a round trip to the Redis every
 * worker shares, and a bank month builds in a fraction of a second (months that wait for
 * OpenAI still show theirs).
 */
const PROGRESS_INTERVAL_MS = 1000;

/** The reports queue: the monthly fan-out, then one job per client and month. */
@Injectable()
export class ReportsProcessor {
  private readonly logger = new Logger('Reports');

  constructor(
    private readonly users: UsersService,
    private readonly builder: ReportBuilderService,
    private readonly builds: ReportBuildsService,
    private readonly runs: ScheduledRuns,
  ) {}

  /**
   * Records each active client's month as requested (in one statement, so a fan-out killed
   * half-way leaves the rest to the reconciler) and enqueues its job. A client whose month
   * already has a report is left alone: a second fan-out is a no-op. Recorded once done, so
   * a worker starting later does not catch it up again.
   */
  @JobHandler(GENERATE_MONTH_REPORTS)
  async fanOut(month: ReportMonth): Promise<void> {
    const requested = await this.builds.request(await this.users.activeClientIds(), month);
    await this.runs.record(MONTHLY_REPORTS_RUN, monthJobId(month));
    this.logger.log(`Queued ${requested.length} report(s) for ${month.year}-${String(month.month).padStart(2, '0')}`);
  }

  /**
   * Builds one report; a month already approved is left as it is. Run again after a kill, it
   * replaces what a run left (the row, its files); the month stays in progress until it ends.
   */
  @JobHandler(GENERATE_REPORT)
  async generate(job: ReportMonth & { userId: number }, context: JobContext): Promise<void> {
    const { userId, year, month } = job;
    const user = await this.users.findById(userId);
    if (!user) return this.builds.finished(job);
    let reported = Date.now();
    const onProgress = async (fraction: number) => {
      if (Date.now() - reported < PROGRESS_INTERVAL_MS) return;
      reported = Date.now();
      await context.progress(Math.round(fraction * 100));
    };
    try {
      // A try killed between storing its files and writing the row left them unused.
      await this.builds.removeLeftoverFiles(job);
      await this.builder.build(userId, { year, month }, { skipApproved: true, onProgress, onFilesStored: (keys) => this.builds.filesStored(job, keys) });
    } catch (error) {
      // The last try gives up, as Bull does: the month is no longer in progress (the failed job shows why).
      if (context.attempt >= context.attempts) await this.builds.finished(job);
      throw error;
    }
    await this.builds.finished(job);
  }
}
