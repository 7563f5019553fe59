import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { JobQueue, type JobContext } from '../../common/jobs/job-queue';
import { UsersService } from '../users/users.service';
import { ReportBuilderService } from './report-builder.service';
import { GENERATE_MONTH_REPORTS, GENERATE_REPORT, reportJobId, type ReportMonth } from './reports.jobs';

/** The reports queue: the monthly fan-out, then one job per client and month. */
@Injectable()
export class ReportsProcessor {
  private readonly logger = new Logger('Reports');

  constructor(
    private readonly jobs: JobQueue,
    private readonly users: UsersService,
    private readonly builder: ReportBuilderService,
  ) {}

  /** Enqueues each active client's month; the per-client job id makes a second fan-out a no-op. */
  @JobHandler(GENERATE_MONTH_REPORTS)
  async fanOut(month: ReportMonth): Promise<void> {
    const clients = await this.users.activeClientIds();
    for (const userId of clients) {
      await this.jobs.enqueue(GENERATE_REPORT, { userId, ...month }, { jobId: reportJobId(userId, month) });
    }
    this.logger.log(`Queued ${clients.length} report(s) for ${month.year}-${String(month.month).padStart(2, '0')}`);
  }

  /** Builds one report; a month already approved is left as it is. */
  @JobHandler(GENERATE_REPORT)
  async generate({ userId, year, month }: ReportMonth & { userId: number }, context: JobContext): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    await this.builder.build(userId, { year, month }, { skipApproved: true, onProgress: (f) => context.progress(Math.round(f * 100)) });
  }
}
