import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobQueue } from '../../common/jobs/job-queue';
import { GENERATE_MONTH_REPORTS, monthJobId, previousMonth } from './reports.jobs';

export const REPORTS_TIME_ZONE = 'America/Toronto';

/**
 * 06:00 Toronto time on the 1st: the previous month's reports. The cron only enqueues the
 * fan-out job; every worker replica fires, and the month's job id keeps one.
 */
@Injectable()
export class ReportsScheduler {
  constructor(private readonly jobs: JobQueue) {}

  @Cron('0 6 1 * *', { name: 'monthly-reports', timeZone: REPORTS_TIME_ZONE })
  async enqueueMonth(now = new Date()): Promise<void> {
    const month = previousMonth(now);
    await this.jobs.enqueue(GENERATE_MONTH_REPORTS, month, { jobId: monthJobId(month) });
  }
}
