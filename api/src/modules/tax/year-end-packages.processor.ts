import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AfterCommit, EventStep } from '../../common/events/event-step.decorator';
import { ApprovedReports, REPORT_APPROVED, type ReportApproved } from '../../common/events/report-approved';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import type { JobContext } from '../../common/jobs/job-queue';
import { GENERATE_YEAR_END_PACKAGE } from './year-end.jobs';
import { YearEndPackagesService } from './year-end-packages.service';

@Injectable()
export class YearEndPackagesProcessor {
  constructor(
    private readonly packages: YearEndPackagesService,
    private readonly approvedReports: ApprovedReports,
  ) {}

  @JobHandler(GENERATE_YEAR_END_PACKAGE)
  async generate(payload: { packageId: number }, context: JobContext): Promise<void> {
    await this.packages.generate(payload.packageId, context.attempt >= context.attempts);
  }

  /** A month approved: when it ends the client's fiscal year, the year's package is started (the month and client read through the ApprovedReports port). */
  @EventStep(REPORT_APPROVED, 'year-end-package')
  async afterReportApproved(approved: ReportApproved, em: EntityManager): Promise<AfterCommit | undefined> {
    const period = await this.approvedReports.periodOf(approved);
    return period ? this.packages.startForApprovedMonth(period.userId, period.year, period.month, em) : undefined;
  }
}
