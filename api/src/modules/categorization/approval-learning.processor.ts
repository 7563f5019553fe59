import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventStep } from '../../common/events/event-step.decorator';
import { ApprovedReports, REPORT_APPROVED, type ReportApproved } from '../../common/events/report-approved';
import { CategorizationService } from './categorization.service';

/** Approved work teaches the client's memory (below staff corrections and feedback): the report-approved event's first step. */
@Injectable()
export class ApprovalLearningProcessor {
  constructor(
    private readonly approvedReports: ApprovedReports,
    private readonly engine: CategorizationService,
  ) {}

  /** Learns in the step's transaction, so a redelivered approval does not count the same rows twice. */
  @EventStep(REPORT_APPROVED, 'learn')
  async learn(approved: ReportApproved, em: EntityManager): Promise<void> {
    const period = await this.approvedReports.periodOf(approved);
    if (!period) return;
    const rows = await this.approvedReports.categorizedRowsOf(approved);
    if (rows.length) await this.engine.learnFromApproval(period.userId, rows, em);
  }
}
