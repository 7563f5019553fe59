import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

export interface ReportMonth {
  year: number;
  /** 1-12 */
  month: number;
}

/** The monthly fan-out: enqueues one GENERATE_REPORT per active client. Job id `reports:<yyyy>-<mm>`. */
export const GENERATE_MONTH_REPORTS = defineJob<ReportMonth>(QueueName.REPORTS, 'generate-month-reports');
/** Its scheduled run, recorded by month job id once the fan-out completes (ScheduledRuns). */
export const MONTHLY_REPORTS_RUN = 'monthly-reports';

/** One client's month. Job id `report:<userId>:<yyyy>-<mm>`, so a second enqueue is a no-op. */
export const GENERATE_REPORT = defineJob<ReportMonth & { userId: number }>(QueueName.REPORTS, 'generate-report');

const mm = (month: number) => String(month).padStart(2, '0');
export const monthJobId = ({ year, month }: ReportMonth) => `reports:${year}-${mm(month)}`;
export const reportJobId = (userId: number, { year, month }: ReportMonth) => `report:${userId}:${year}-${mm(month)}`;

/** The calendar month before `now`, in the business time zone (Toronto: where the 1st begins for our clients). */
const BUSINESS_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit' });

export function previousMonth(now: Date): ReportMonth {
  const [year, month] = BUSINESS_MONTH.format(now)
    .split('-')
    .map(Number);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}
