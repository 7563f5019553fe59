import { Injectable, type OnModuleInit } from '@nestjs/common';
import { personName, ReportStatus, reportFileName } from '@ledgerleaf/contracts';
import type { EntityManager } from 'typeorm';
import { type AfterCommit, EventStep } from '../../common/events/event-step.decorator';
import { Events } from '../../common/events/events';
import { ApprovedReports, type ApprovedReportSource, REPORT_APPROVED, type ReportApproved } from '../../common/events/report-approved';
import type { InProgressWork } from '../../common/jobs/reconciles.decorator';
import { Reconciles } from '../../common/jobs/reconciles.decorator';
import { FileStorage } from '../../common/storage/file-storage';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { recipientLocale } from '../mail/mail-texts';
import { MonthlyReport } from './entities/monthly-report.entity';
import { ReportVersion } from './entities/report-version.entity';
import { diffReportVersions } from './report-diff';
import { ReportQueriesService } from './report-queries.service';
import { ReportLinesRepository } from './report-lines.repository';
import { ReportReviewService } from './report-review.service';
import { renderVersionPdf } from './report-version-pdf';

/** An approved version's figures (its lines are report_lines of that version): the report row while it is current, its report_versions row once reopened. */
type VersionFiles =
  | Pick<MonthlyReport, 'id' | 'version' | 'summary' | 'pdfUrl' | 'reconciliations' | 'balanceSheet' | 'accountsIncluded' | 'transactionCount'>
  | Pick<ReportVersion, 'monthlyReportId' | 'version' | 'summary' | 'pdfUrl' | 'reconciliations' | 'balanceSheet' | 'accountsIncluded' | 'transactionCount'>;

/**
 * The reports module's part of what follows an approval (REPORT_APPROVED): the version's
 * changelog and the client's e-mail, its source for the other modules' steps (the version's
 * month and rows, through the ApprovedReports port), and the approvals whose steps have not
 * all run, for the reconciler.
 */
@Injectable()
export class ReportApprovedProcessor implements ApprovedReportSource, OnModuleInit {
  constructor(
    private readonly events: Events,
    private readonly port: ApprovedReports,
    private readonly queries: ReportQueriesService,
    private readonly review: ReportReviewService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly storage: FileStorage,
    private readonly lines: ReportLinesRepository,
  ) {}

  onModuleInit(): void {
    this.port.provide(this);
  }

  /** Approvals recorded whose steps have not all run (the job lost with Redis, a worker killed): delivered again. */
  @Reconciles(REPORT_APPROVED)
  unfinishedApprovals(): Promise<InProgressWork<ReportApproved>[]> {
    return this.events.unfinished(REPORT_APPROVED);
  }

  /**
   * The changelog: a reopened version records what it changed against the previous approved
   * one (version 1 has none). Written on the report row, or on the version's kept row when
   * the report was reopened again before this step ran.
   */
  @EventStep(REPORT_APPROVED, 'changelog')
  async recordChanges(approved: ReportApproved, em: EntityManager): Promise<void> {
    const report = await em.getRepository(MonthlyReport).findOne({ where: { id: approved.reportId }, relations: { earlierVersions: true } });
    const version = report && this.versionOf(report, approved.version);
    if (!report || !version) return;
    const previous = [...(report.earlierVersions ?? [])].filter((v) => v.version < approved.version).sort((a, b) => b.version - a.version)[0];
    if (!previous) return;
    const [before, after] = await Promise.all([this.queries.transactionsOf(previous), this.queries.transactionsOf(version)]);
    const changes = diffReportVersions({ rows: before, summary: previous.summary }, { rows: after, summary: version.summary });
    if (version === report) await em.getRepository(MonthlyReport).update({ id: report.id, version: approved.version }, { changes });
    else await em.getRepository(ReportVersion).update({ monthlyReportId: report.id, version: approved.version }, { changes });
  }

  /**
   * The PDF of the approved version with the reconciliations it was approved with: drawn again
   * only when approval found them changed since the PDF was drawn (`redrawPdf`). The report's
   * row is locked first (a reopen waits, so the new key lands on the row that holds the
   * version, current or kept); the new file is stored, its key written in the step's
   * transaction, and the file it replaces handed to the stored-file deletion path after the
   * commit (kept while another version still serves it). A failure removes the new file, and
   * the step runs again; done, its mark keeps a redelivery from drawing it twice.
   */
  @EventStep(REPORT_APPROVED, 'pdf')
  async redrawPdf(approved: ReportApproved, em: EntityManager): Promise<void | AfterCommit> {
    if (!approved.redrawPdf) return;
    const reports = em.getRepository(MonthlyReport);
    const locked = await reports.findOne({ where: { id: approved.reportId }, lock: { mode: 'pessimistic_write' } });
    if (!locked) return;
    const report = await reports.findOne({ where: { id: locked.id }, relations: { user: true, earlierVersions: true } });
    const version = report && this.versionOf(report, approved.version);
    if (!report?.user || !version?.summary || !version.reconciliations || !version.pdfUrl) return;
    const lines = await this.lines.rawLinesOf({ reportId: report.id, version: approved.version }, em);
    const pdf = await renderVersionPdf({
      year: report.year,
      month: report.month,
      startDate: report.startDate,
      endDate: report.endDate,
      clientName: personName(report.user),
      accountNames: version.accountsIncluded.map((a) => a.name),
      transactionCount: version.transactionCount,
      summary: version.summary,
      lines,
      balanceSheet: version.balanceSheet,
      reconciliations: version.reconciliations,
      locale: recipientLocale(report.user),
    });
    const stored = await this.storage.save(pdf, reportFileName('pdf', report.year, report.month));
    try {
      if (version === report) await reports.update({ id: report.id, version: approved.version }, { pdfUrl: stored.key });
      else await em.getRepository(ReportVersion).update({ monthlyReportId: report.id, version: approved.version }, { pdfUrl: stored.key });
    } catch (error) {
      await this.storage.delete(stored.key).catch(() => undefined);
      throw error;
    }
    const replaced = version.pdfUrl;
    return () => this.queries.deleteFiles([{ transactionsCsvUrl: null, summaryCsvUrl: null, pdfUrl: replaced }]);
  }

  /**
   * The client's e-mail that the month is ready. Its Message-ID is the approval's, so the
   * mail outbox keeps one message even if this step's commit is lost after the enqueue.
   */
  @EventStep(REPORT_APPROVED, 'notify-client')
  async notifyClient(approved: ReportApproved): Promise<void> {
    const report = await this.queries.getForStaff(String(approved.reportId)).catch(() => null);
    if (!report) return;
    // Told as approved even if staff reopened it since: this version was.
    const mail = this.review.reviewedMail({ ...report, status: ReportStatus.APPROVED } as MonthlyReport, this.messageIdOf(approved));
    if (mail) await this.mail.enqueue(mail);
  }

  async periodOf(approved: ReportApproved): Promise<{ userId: number; year: number; month: number } | null> {
    const report = await this.queries.findById(approved.reportId);
    return report && { userId: report.userId, year: report.year, month: report.month };
  }

  async categorizedRowsOf(approved: ReportApproved): Promise<{ name: string; merchantName: string | null; category: string }[]> {
    const report = await this.queries.findById(approved.reportId, { earlierVersions: true });
    const version = report && this.versionOf(report, approved.version);
    if (!version) return [];
    const rows = await this.queries.transactionsOf(version);
    return rows.filter((row) => row.category).map((row) => ({ name: row.name, merchantName: row.merchantName, category: row.category! }));
  }

  private versionOf(report: MonthlyReport, version: number): VersionFiles | null {
    if (report.version === version) return report;
    return (report.earlierVersions ?? []).find((v) => v.version === version) ?? null;
  }

  private messageIdOf({ reportId, version }: ReportApproved): string {
    const domain = /@([a-z0-9.-]+)>?\s*$/i.exec(this.config.mailFrom)?.[1] ?? 'ledgerleaf.local';
    return `<report-approved.${reportId}.${version}@${domain}>`;
  }
}
