import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ReportStatus, REPORT_VERSION_MESSAGES } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { UsersService } from '../users/users.service';
import { MonthlyReport } from './entities/monthly-report.entity';
import { ReportVersion } from './entities/report-version.entity';
import { ReportBuildsService } from './report-builds.service';
import { ReportLinesRepository } from './report-lines.repository';
import { ReportQueriesService } from './report-queries.service';

/**
 * Staff reopen an approved report: its version n is kept as it was (figures, files and
 * lines) in report_versions and report_lines, the report becomes version n+1 pending review with the reason, and is
 * rebuilt from the books. The client keeps version n until n+1 is approved.
 */
@Injectable()
export class ReportVersionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reports: ReportQueriesService,
    private readonly builds: ReportBuildsService,
    private readonly users: UsersService,
    private readonly lines: ReportLinesRepository,
  ) {}

  /** The names of the staff who reopened any version of these reports, by user id: one query for a whole page of reports. */
  reopenerNames(reports: readonly MonthlyReport[]): Promise<Map<number, string>> {
    const ids = reports.flatMap((r) => [r.reopenedBy, ...(r.earlierVersions ?? []).map((v) => v.reopenedBy)]);
    return this.users.namesOf(ids.filter((id): id is number => id !== null));
  }

  /** `rebuild: false` leaves the rebuild to the caller (the demo seed builds in process, with no worker). */
  async reopen(idOrReportId: string, staff: Pick<AuthUser, 'id'>, reason: string, { rebuild = true } = {}): Promise<MonthlyReport> {
    const report = await this.reports.getForStaff(idOrReportId);
    await this.db.transaction(async (em) => {
      const current = await em.getRepository(MonthlyReport).findOne({ where: { id: report.id }, lock: { mode: 'pessimistic_write' } });
      if (current?.status !== ReportStatus.APPROVED) throw new DomainException(DomainErrorKind.CONFLICT, REPORT_VERSION_MESSAGES.onlyApprovedReopened);
      await em.getRepository(ReportVersion).insert({
        monthlyReportId: current.id,
        version: current.version,
        status: ReportStatus.APPROVED,
        transactionCount: current.transactionCount,
        accountsIncluded: current.accountsIncluded,
        transactionsCsvUrl: current.transactionsCsvUrl,
        summaryCsvUrl: current.summaryCsvUrl,
        pdfUrl: current.pdfUrl,
        summary: current.summary,
        balanceSheet: current.balanceSheet,
        reconciliations: current.reconciliations,
        unreconciledReason: current.unreconciledReason,
        approvedAt: current.reviewedAt,
        approvedBy: current.reviewedBy,
        reopenReason: current.reopenReason,
        reopenedAt: current.reopenedAt,
        reopenedBy: current.reopenedBy,
        changes: current.changes,
        linesFilledAt: current.linesFilledAt,
      });
      // Version n keeps its lines; n+1 starts with a copy of them (it shares n's files too) until the rebuild replaces them.
      await this.lines.copyVersion(em, current.id, current.version, current.version + 1);
      await em.getRepository(MonthlyReport).update(
        { id: current.id },
        {
          version: current.version + 1,
          status: ReportStatus.PENDING,
          reopenReason: reason,
          reopenedAt: new Date(),
          reopenedBy: staff.id,
          changes: null,
          adminNotes: null,
          reviewedBy: null,
          reviewedAt: null,
          unreconciledReason: null,
        },
      );
    });
    if (rebuild) await this.builds.requestOne(report.userId, { year: report.year, month: report.month });
    return this.reports.getForStaff(String(report.id));
  }
}
