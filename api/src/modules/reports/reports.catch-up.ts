import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { CATCH_UP_MISSED_RUNS, ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { businessTime } from '../../common/time/business-time';
import { UsersService } from '../users/users.service';
import { MonthlyReport } from './entities/monthly-report.entity';
import { GENERATE_MONTH_REPORTS, MONTHLY_REPORTS_RUN, monthAt, monthIndex, monthJobId, type ReportMonth } from './reports.jobs';
import { MONTHLY_REPORTS_AT } from './reports.scheduler';

/**
 * The month whose fan-out is the latest due by `now`: the previous month from 06:00 on the
 * 1st (the cron's minute, business time zone), the one before until then.
 */
export function lastDueReportMonth(now: Date): ReportMonth {
  const t = businessTime(now);
  const beforeTheCron = t.day === MONTHLY_REPORTS_AT.day && t.hour * 60 + t.minute < MONTHLY_REPORTS_AT.hour * 60 + MONTHLY_REPORTS_AT.minute;
  return monthAt(monthIndex(t) - (beforeTheCron ? 2 : 1));
}

/**
 * At a worker's start: the monthly fan-out missed while no process ran (down over 06:00 on
 * the 1st) is enqueued under the cron's job id, so replicas starting together queue one.
 */
@Injectable()
export class ReportsCatchUp implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reports');

  constructor(
    private readonly jobs: JobQueue,
    private readonly runs: ScheduledRuns,
    private readonly users: UsersService,
    @InjectRepository(MonthlyReport) private readonly reports: Repository<MonthlyReport>,
    @Optional() @Inject(CATCH_UP_MISSED_RUNS) private readonly enabled = false,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    await this.catchUp().catch((error: unknown) => this.logger.error(`Could not catch up the monthly reports: ${String(error)}`));
  }

  /** Enqueues the month's fan-out when it has not run; true when it did. */
  async catchUp(now = new Date()): Promise<boolean> {
    const month = lastDueReportMonth(now);
    const jobId = monthJobId(month);
    if (await this.runs.hasRun(MONTHLY_REPORTS_RUN, jobId)) return false;
    // Reports of every active client for the month prove it too (they were built by hand, or
    // the demo seed wrote them): a fan-out would only rebuild them.
    if (!(await this.someClientLacksReport(month))) return false;
    await this.jobs.enqueue(GENERATE_MONTH_REPORTS, month, { jobId });
    this.logger.log(`The ${jobId} fan-out had not run: queued`);
    return true;
  }

  private async someClientLacksReport(month: ReportMonth): Promise<boolean> {
    const clients = await this.users.activeClientIds();
    if (!clients.length) return false;
    const built = await this.reports.countBy({ userId: In(clients), year: month.year, month: month.month });
    return built < clients.length;
  }
}
