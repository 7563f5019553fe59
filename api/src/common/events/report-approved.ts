import { Injectable } from '@nestjs/common';
import { QueueName } from '../jobs/queue-names';
import { defineEvent } from './event-definition';

/** A monthly report's version that staff approved: `reportId` is the report's row id (monthly_reports.id). */
export interface ReportApproved {
  reportId: number;
  version: number;
  /**
   * Set at approval when the reconciliations frozen with the version differ from those its
   * PDF was drawn with (a reconciliation changed since the build): the `pdf` step draws it again.
   */
  redrawPdf?: boolean;
}

/**
 * What follows the approval of a report's version, in this order, each step in the module
 * that does it: categorization learns from the approved rows, reports record the version's
 * changelog against the previous approved one, tax starts the year-end package when the
 * month ends the client's fiscal year, reports draw the PDF again with the approved
 * reconciliations when they changed since the build, and the client is told by e-mail. Here, under
 * common/, so categorization and tax subscribe without importing reports.
 */
export const REPORT_APPROVED = defineEvent<ReportApproved>(QueueName.REPORTS, 'report-approved', {
  steps: ['learn', 'changelog', 'year-end-package', 'pdf', 'notify-client'],
  jobIdOf: ({ reportId, version }) => `report-approved:${reportId}:${version}`,
});

/** The approved version as the subscribers need it: its client and month, and its categorized rows. */
export interface ApprovedReportSource {
  /** Null when the report is gone (its client deleted it): the steps have nothing to do. */
  periodOf(approved: ReportApproved): Promise<{ userId: number; year: number; month: number } | null>;
  /** The version's rows that carry a category (what learning reads). */
  categorizedRowsOf(approved: ReportApproved): Promise<{ name: string; merchantName: string | null; category: string }[]>;
}

/**
 * The subscribers' port to the reports module (which they may not import): the reports
 * module hands its source to it when the application starts, as plaid does for the
 * ledger's LedgerBankAccounts. Wiring, not an effect: set once, before any job runs.
 */
@Injectable()
export class ApprovedReports implements ApprovedReportSource {
  private source: ApprovedReportSource | null = null;

  /** Called once at start by the reports module. */
  provide(source: ApprovedReportSource): void {
    this.source = source;
  }

  periodOf(approved: ReportApproved): ReturnType<ApprovedReportSource['periodOf']> {
    return this.required().periodOf(approved);
  }

  categorizedRowsOf(approved: ReportApproved): ReturnType<ApprovedReportSource['categorizedRowsOf']> {
    return this.required().categorizedRowsOf(approved);
  }

  private required(): ApprovedReportSource {
    if (!this.source) throw new Error('No approved-reports source: the reports module provides it when the application starts');
    return this.source;
  }
}
