import { Injectable, Logger } from '@nestjs/common';
import { REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import type { JobContext } from '../../common/jobs/job-queue';
import { ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { isoMonth } from '../../common/time/month-bounds';
import { UsersService } from '../users/users.service';
import { ReportBuilderService } from './report-builder.service';
import { type ReportJob, ReportBuildsService } from './report-builds.service';
import { GENERATE_MONTH_REPORTS, GENERATE_REPORT, MONTHLY_REPORTS_RUN, monthJobId, type ReportMonth } from './reports.jobs';
import { monthLabel } from './month-label';

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
    this.logger.log(`Queued ${requested.length} report(s) for ${isoMonth(month)}`);
  }

  /**
   * Builds one report; a month already approved is left as it is. Run again after a kill, it
   * replaces what a run left (the row, its files); the month stays in progress until it ends.
   * Asked again while it runs (feedback, a correction), it builds once more before it ends.
   * The last try that fails leaves the reason on the month's build for the screens.
   */
  @JobHandler(GENERATE_REPORT)
  async generate(job: ReportJob, context: JobContext): Promise<void> {
    const user = await this.users.findById(job.userId);
    if (!user) {
      await this.builds.finished(job);
      return;
    }
    let reported = 0;
    const onProgress = async (fraction: number) => {
      if (Date.now() - reported < PROGRESS_INTERVAL_MS) return;
      reported = Date.now();
      const percent = Math.round(fraction * 100);
      await Promise.all([context.progress(percent), this.builds.progress(job, percent)]);
    };
    for (;;) {
      const requestedAt = await this.builds.requestedAt(job);
      // Nothing asked: an earlier run built it (a request it saw while running comes back once more, runAgainIfRunning).
      if (requestedAt === null) return;
      try {
        // A try killed between storing its files and writing the row left them unused.
        await this.builds.removeLeftoverFiles(job);
        await this.builder.build(
          job.userId,
          { year: job.year, month: job.month },
          { skipApproved: true, onProgress, onFilesStored: (keys) => this.builds.filesStored(job, keys) },
        );
      } catch (error) {
        if (context.attempt >= context.attempts) {
          this.logger.error(`Report ${job.userId} ${job.year}-${job.month} gave up: ${(error as Error).message}`);
          await this.builds.failed(job, error instanceof DomainException ? error.message : REPORT_MESSAGES.buildFailed(monthLabel(job.year, job.month)));
        }
        throw error;
      }
      if (await this.builds.finished(job, requestedAt)) return;
    }
  }
}
