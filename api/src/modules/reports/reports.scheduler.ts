import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { GENERATE_MONTH_REPORTS, monthJobId, previousMonth } from './reports.jobs';

/**
 * 06:00 on the 1st in the business time zone (Toronto): the previous month's reports. The
 * cron only enqueues the fan-out job; every worker replica fires, and the month's job id keeps one.
 */
/** When the monthly fan-out runs (business time zone): the cron and its catch-up read it here. */
export const MONTHLY_REPORTS_AT = { day: 1, hour: 6, minute: 0 };

@Injectable()
export class ReportsScheduler {
  constructor(private readonly jobs: JobQueue) {}

  @Cron(`${MONTHLY_REPORTS_AT.minute} ${MONTHLY_REPORTS_AT.hour} ${MONTHLY_REPORTS_AT.day} * *`, { name: 'monthly-reports', timeZone: BUSINESS_TIME_ZONE })
  async enqueueMonth(now = new Date()): Promise<void> {
    const month = previousMonth(now);
    await this.jobs.enqueue(GENERATE_MONTH_REPORTS, month, { jobId: monthJobId(month) });
  }
}
