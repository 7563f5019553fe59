import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RECONCILIATION_MESSAGES, REPORT_MESSAGES, ReportStatus, reportFileName, type ReportOverrideKind } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { Events } from '../../common/events/events';
import { REPORT_APPROVED } from '../../common/events/report-approved';
import type { ListPage, RawListQuery } from '../../common/react-admin/list-query';
import { FileStorage } from '../../common/storage/file-storage';
import { isoMonth } from '../../common/time/month-bounds';
import { AppConfig } from '../../config/app-config';
import { parseMonth, parseUnreconciledReason } from '../books/reconciliations/reconciliation-input';
import { ReconciliationsService } from '../books/reconciliations/reconciliations.service';
import { MailService } from '../mail/mail.service';
import { mailText, recipientLocale } from '../mail/mail-texts';
import { MonthlyReport } from './entities/monthly-report.entity';
import { monthLabelIn } from './month-label';
import { ReportOverrideParser } from './report-override-parser';
import { FILE_COLUMN, ReportQueriesService } from './report-queries.service';
import { ReportLinesRepository } from './report-lines.repository';
import { ReportsRepository } from './reports.repository';
import { logAccessIn } from '../../common/access-log/access-log-context';

/**
 * Staff's side of a report once built: the console's lists, the decision (approve or
 * reject) and replacing a file. What follows an approval (learning, the changelog, the
 * year-end package, the client's e-mail) is the report-approved event's steps, run by a job.
 */
@Injectable()
export class ReportReviewService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repository: ReportsRepository,
    private readonly queries: ReportQueriesService,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly events: Events,
    private readonly overrideParser: ReportOverrideParser,
    private readonly lines: ReportLinesRepository,
    private readonly reconciliations: ReconciliationsService,
  ) {}

  /** Staff lists of pending or rejected reports, with their clients. */
  listByStatus(status: typeof ReportStatus.PENDING | typeof ReportStatus.REJECTED, raw: RawListQuery): Promise<ListPage<MonthlyReport>> {
    return this.repository.listByStatus(status, raw);
  }

  /** Every report of one client for staff, newest month first. */
  historicalForUser(userId: number, raw: RawListQuery): Promise<ListPage<MonthlyReport>> {
    return this.repository.historyOf(userId, raw);
  }

  /**
   * Staff decide on a pending report. Rejecting needs notes (the client reads them, by
   * e-mail at once); a report that was already decided cannot be decided again (409).
   * Approving records a report-approved occurrence in the same transaction and enqueues it
   * after the commit: its steps run in the worker, and the reconciler delivers it again if
   * the enqueue is lost.
   */
  async review(idOrReportId: string, reviewer: AuthUser, status: 'approved' | 'rejected', notes?: string, reason?: string): Promise<MonthlyReport> {
    const report = await this.queries.getForStaff(idOrReportId);
    const adminNotes = notes?.trim() ? notes.trim() : null;
    if (status === ReportStatus.REJECTED && !adminNotes) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.notesRequired);
    const unreconciledReason = status === ReportStatus.APPROVED ? parseUnreconciledReason(reason) : null;
    // Approving closes the month: every account with a statement must be reconciled, or staff say why (issue 28 point 3).
    const month = parseMonth(isoMonth(report));
    if (status === ReportStatus.APPROVED && report.status === ReportStatus.PENDING && !unreconciledReason) {
      const unreconciled = await this.reconciliations.unreconciled(report.userId, month);
      if (unreconciled.length) throw new DomainException(DomainErrorKind.CONFLICT, RECONCILIATION_MESSAGES.unreconciled(unreconciled), { unreconciled });
    }
    // The figures the version is approved with: read before the month closes, stored with it.
    const frozen = status === ReportStatus.APPROVED ? await this.reconciliations.forReport(report.userId, month) : null;
    const approved = await this.db.transaction(async (em) => {
      const version = await this.repository.decidePending(em, report.id, { status, adminNotes, reviewedBy: reviewer.id });
      if (version === null) throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.onlyPendingReviewed);
      // The reviewer's access-log row commits with the decision.
      await logAccessIn(em);
      if (status !== ReportStatus.APPROVED) return null;
      // The PDF's "Bank reconciliations" page shows what the row held when it was drawn (the build's, or the
      // version reopened from): read under the decision's row lock (no rebuild in between), before it is
      // overwritten; figures changed since → the event's `pdf` step draws it again.
      const drawn = await em.getRepository(MonthlyReport).findOne({ where: { id: report.id }, select: { id: true, pdfUrl: true, reconciliations: true } });
      const redrawPdf = Boolean(drawn?.pdfUrl && drawn.reconciliations && !isDeepStrictEqual(drawn.reconciliations, frozen));
      await em.getRepository(MonthlyReport).update({ id: report.id }, { reconciliations: frozen, unreconciledReason });
      const occurrence = { reportId: report.id, version, ...(redrawPdf ? { redrawPdf } : {}) };
      await this.events.record(em, REPORT_APPROVED, occurrence);
      return occurrence;
    });
    const reviewed = await this.queries.getForStaff(String(report.id));
    if (approved) {
      await this.events.deliver(REPORT_APPROVED, approved);
    } else {
      const mail = this.reviewedMail(reviewed);
      if (mail) await this.mail.enqueue(mail);
    }
    return reviewed;
  }

  /** Staff replace a generated CSV with a corrected one that has the same header. */
  async replaceFile(idOrReportId: string, kind: ReportOverrideKind, file: { buffer: Buffer; originalname: string } | undefined): Promise<MonthlyReport> {
    const report = await this.queries.getForStaff(idOrReportId);
    if (!file) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.overrideNotCsv);
    const safe = await this.overrideParser.rewrite(kind, file);
    const stored = await this.storage.save(safe.csv, reportFileName(kind, report.year, report.month));
    const column = FILE_COLUMN[kind];
    const previous = report[column];
    // A transactions override is parsed once, at upload: its lines become the current version's (report-lines.md).
    if (safe.lines) await this.lines.overrideTransactions({ reportId: report.id, version: report.version }, stored.key, safe.lines);
    else await this.db.getRepository(MonthlyReport).update({ id: report.id }, { [column]: stored.key });
    if (previous) await this.queries.deleteFiles([{ transactionsCsvUrl: previous, summaryCsvUrl: null, pdfUrl: null }]);
    return this.queries.getForStaff(String(report.id));
  }

  /**
   * The client's e-mail about a decided report (with its user loaded): sent at once for a
   * rejection, by the report-approved event's last step for an approval. Null without a user.
   */
  reviewedMail(report: MonthlyReport, messageId?: string): Parameters<MailService['enqueue']>[0] | null {
    const user = report.user;
    if (!user) return null;
    const locale = recipientLocale(user);
    const month = monthLabelIn(report.year, report.month, locale);
    const approved = report.status === ReportStatus.APPROVED;
    const link = `${this.config.publicUrl}/dashboard?tab=reports`;
    const mail = approved ? 'reportApproved' : 'reportRejected';
    return {
      to: user.email,
      subject: mailText(locale, `${mail}.subject`, { month }),
      text: [
        mailText(locale, 'hello', { firstName: user.firstName }),
        '',
        mailText(locale, `${mail}.body`, { month, notes: report.adminNotes ?? '' }),
        link,
        '',
        mailText(locale, 'signature'),
      ].join('\n'),
      ...(messageId ? { messageId } : {}),
    };
  }
}
