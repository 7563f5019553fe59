import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { JobQueue, type JobContext } from '../../common/jobs/job-queue';
import { ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { UsersService } from '../users/users.service';
import { ReportBuilderService } from './report-builder.service';
import { GENERATE_MONTH_REPORTS, GENERATE_REPORT, MONTHLY_REPORTS_RUN, monthJobId, reportJobId, type ReportMonth } from './reports.jobs';

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
    private readonly jobs: JobQueue,
    private readonly users: UsersService,
    private readonly builder: ReportBuilderService,
    private readonly runs: ScheduledRuns,
  ) {}

  /**
   * Enqueues each active client's month; the per-client job id makes a second fan-out a
   * no-op. Recorded once done: a worker starting later does not catch it up again.
   */
  @JobHandler(GENERATE_MONTH_REPORTS)
  async fanOut(month: ReportMonth): Promise<void> {
    const clients = await this.users.activeClientIds();
    for (const userId of clients) {
      await this.jobs.enqueue(GENERATE_REPORT, { userId, ...month }, { jobId: reportJobId(userId, month) });
    }
    await this.runs.record(MONTHLY_REPORTS_RUN, monthJobId(month));
    this.logger.log(`Queued ${clients.length} report(s) for ${month.year}-${String(month.month).padStart(2, '0')}`);
  }

  /** Builds one report; a month already approved is left as it is. */
  @JobHandler(GENERATE_REPORT)
  async generate({ userId, year, month }: ReportMonth & { userId: number }, context: JobContext): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    let reported = Date.now();
    const onProgress = async (fraction: number) => {
      if (Date.now() - reported < PROGRESS_INTERVAL_MS) return;
      reported = Date.now();
      await context.progress(Math.round(fraction * 100));
    };
    await this.builder.build(userId, { year, month }, { skipApproved: true, onProgress });
  }
}
