import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';
import { businessTime } from '../../common/time/business-time';
import { type CalendarMonth, isoMonth } from '../../common/time/month-bounds';

/** A report's calendar month (month 1-12). */
export type ReportMonth = CalendarMonth;

/** The monthly fan-out: enqueues one GENERATE_REPORT per active client. Job id `reports:<yyyy>-<mm>`. */
export const GENERATE_MONTH_REPORTS = defineJob<ReportMonth>(QueueName.REPORTS, 'generate-month-reports');
/** Its scheduled run, recorded by month job id once the fan-out completes (ScheduledRuns). */
export const MONTHLY_REPORTS_RUN = 'monthly-reports';

/** One client's month. Job id `report:<userId>:<yyyy>-<mm>`, so a second enqueue is a no-op. */
export const GENERATE_REPORT = defineJob<ReportMonth & { userId: number }>(QueueName.REPORTS, 'generate-report', { runsAgainWhenAsked: true });

export const monthJobId = (month: ReportMonth) => `reports:${isoMonth(month)}`;
export const reportJobId = (userId: number, month: ReportMonth) => `report:${userId}:${isoMonth(month)}`;

/** Months counted from year 0, so months compare and step by arithmetic. */
export const monthIndex = ({ year, month }: ReportMonth) => year * 12 + month - 1;
export const monthAt = (index: number): ReportMonth => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

/** The calendar month a moment falls in, in the business time zone (Toronto: where the 1st begins for our clients). */
export function businessMonthOf(now: Date): ReportMonth {
  const { year, month } = businessTime(now);
  return { year, month };
}

/** The calendar month before `now`, in the business time zone. */
export function previousMonth(now: Date): ReportMonth {
  return monthAt(monthIndex(businessMonthOf(now)) - 1);
}

/**
 * Fills report_lines once for the reports and earlier versions built before the table, from
 * their stored transactions CSV (lines_filled_at null). One job, id FILL_REPORT_LINES_JOB_ID;
 * the reconciler enqueues it while any row is unfilled, so an interrupted fill is finished.
 */
export const FILL_REPORT_LINES = defineJob<Record<string, never>>(QueueName.REPORTS, 'fill-report-lines');
export const FILL_REPORT_LINES_JOB_ID = 'fill-report-lines';
