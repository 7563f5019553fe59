import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AdminMonthlyReportDto as AdminReportShape,
  AdminReportVersionDto,
  BalanceSheetResponse,
  ReportReconciliation,
  GenerateMonthlyReportAcceptedResponse,
  MonthlyReportDto as ReportShape,
  ReportBuildDto as ReportBuildShape,
  ReportFileKind,
  ReportSummaryDto,
  ReportVersionDto,
} from '@ledgerleaf/contracts';
import { ReportStatus, personName } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { requestLocale } from '../../../common/i18n/request-locale';
import { translate } from '../../../common/i18n/translator';
import type { BuildAnswer } from '../report-requests.service';
import { monthLabel } from '../month-label';
import type { MonthlyReport } from '../entities/monthly-report.entity';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** A monthly report as its owner sees it (files are named by kind, never by storage key). */
export class MonthlyReportDto implements ReportShape {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'RPT-2026-10-000042' }) reportId: string;
  @ApiProperty() userId: number;
  @ApiProperty() year: number;
  @ApiProperty({ minimum: 1, maximum: 12 }) month: number;
  @ApiProperty({ example: '2026-10-01' }) startDate: string;
  @ApiProperty({ example: '2026-10-31' }) endDate: string;
  @ApiProperty() transactionCount: number;
  @ApiProperty({ example: [{ id: 'acc_1', name: 'RBC Chequing' }] }) accountsIncluded: { id: string; name: string }[];
  @ApiProperty({ enum: Object.values(ReportStatus) }) status: ReportStatus;
  @ApiPropertyOptional({ type: String, nullable: true }) adminNotes: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) reviewedAt: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ example: { transactions: true, summary: true, pdf: true } }) files: Record<ReportFileKind, boolean>;
  @ApiPropertyOptional({ nullable: true, description: 'Category totals and the sales-tax estimates' }) summary: ReportSummaryDto | null;
  @ApiPropertyOptional({
    nullable: true,
    description: 'The balance sheet at the month end (GET /api/books/balance-sheet shape), stored when the report was built; null for a report built before',
  })
  balanceSheet: BalanceSheetResponse | null;
  @ApiPropertyOptional({
    nullable: true,
    description:
      'Each account of money against its statement for the month: as the build found it, frozen at approval for an approved version; null for a report built before',
  })
  reconciliations: ReportReconciliation[] | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why staff approved with accounts unreconciled' })
  unreconciledReason: string | null;
  @ApiProperty({ description: 'The version shown: the current one, or for a client while a reopened version is under review, the last approved one' })
  version: number;
  @ApiProperty({ description: 'Every version, oldest first, with why it was reopened and what changed against the previous approved one' })
  versions: ReportVersionDto[];
  @ApiProperty({ description: 'Questions on its transactions waiting for the client\'s answer ("waiting for your answers" / "awaiting client")' })
  openQuestions: number;

  /**
   * A client sees the last approved version while a reopened one is under review (its
   * figures and files; the versions list says the next one is being reviewed); staff see
   * the current version.
   */
  static from(report: MonthlyReport, audience: 'client' | 'staff' = 'client'): MonthlyReportDto {
    const earlier = [...(report.earlierVersions ?? [])].sort((a, b) => a.version - b.version);
    const versions: ReportVersionDto[] = [
      ...earlier.map((v) => ({
        version: v.version,
        status: v.status,
        approvedAt: iso(v.approvedAt),
        reason: v.reopenReason,
        reopenedAt: iso(v.reopenedAt),
        reopenedBy: audience === 'staff' ? v.reopenedBy : null,
        changes: v.changes,
      })),
      {
        version: report.version,
        status: report.status,
        approvedAt: report.status === ReportStatus.APPROVED ? iso(report.reviewedAt) : null,
        reason: report.reopenReason,
        reopenedAt: iso(report.reopenedAt),
        reopenedBy: audience === 'staff' ? report.reopenedBy : null,
        changes: report.status === ReportStatus.APPROVED ? report.changes : null,
      },
    ];
    const shown = audience === 'client' && report.status !== ReportStatus.APPROVED ? earlier[earlier.length - 1] : undefined;
    if (shown) {
      return Object.assign(new MonthlyReportDto(), {
        ...MonthlyReportDto.current(report),
        transactionCount: shown.transactionCount,
        accountsIncluded: shown.accountsIncluded,
        status: ReportStatus.APPROVED,
        adminNotes: null,
        reviewedAt: iso(shown.approvedAt),
        files: { transactions: Boolean(shown.transactionsCsvUrl), summary: Boolean(shown.summaryCsvUrl), pdf: Boolean(shown.pdfUrl) },
        summary: shown.summary,
        balanceSheet: shown.balanceSheet ?? null,
        reconciliations: shown.reconciliations ?? null,
        unreconciledReason: shown.unreconciledReason ?? null,
        version: shown.version,
        versions,
      });
    }
    return Object.assign(new MonthlyReportDto(), { ...MonthlyReportDto.current(report), version: report.version, versions });
  }

  private static current(report: MonthlyReport): Omit<ReportShape, 'version' | 'versions'> & Pick<MonthlyReportDto, 'reconciliations' | 'unreconciledReason'> {
    return {
      openQuestions: report.openQuestions ?? 0,
      id: report.id,
      reportId: report.reportId,
      userId: report.userId,
      year: report.year,
      month: report.month,
      startDate: report.startDate,
      endDate: report.endDate,
      transactionCount: report.transactionCount,
      accountsIncluded: report.accountsIncluded,
      status: report.status,
      adminNotes: report.adminNotes,
      reviewedAt: iso(report.reviewedAt),
      createdAt: iso(report.createdAt) ?? '',
      files: { transactions: Boolean(report.transactionsCsvUrl), summary: Boolean(report.summaryCsvUrl), pdf: Boolean(report.pdfUrl) },
      summary: report.summary,
      balanceSheet: report.balanceSheet ?? null,
      reconciliations: report.reconciliations ?? null,
      unreconciledReason: report.unreconciledReason ?? null,
    };
  }
}

export class AdminMonthlyReportDto extends MonthlyReportDto implements AdminReportShape {
  @ApiPropertyOptional({ type: String, nullable: true, description: "The client's full name" }) userName: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) reviewedBy: number | null;
  @ApiProperty({ description: 'Every version, oldest first, each with the name of the staff member who reopened it (reopenedByName)' })
  override versions: AdminReportVersionDto[];

  /** `reopeners`: staff names by user id (ReportVersionsService.reopenerNames), looked up once for every report of an answer. */
  static fromAdmin(report: MonthlyReport, reopeners: ReadonlyMap<number, string>): AdminMonthlyReportDto {
    const name = report.user ? personName(report.user) : '';
    const shown = MonthlyReportDto.from(report, 'staff');
    const versions = shown.versions.map((v) => ({ ...v, reopenedByName: v.reopenedBy === null ? null : (reopeners.get(v.reopenedBy) ?? null) }));
    return Object.assign(new AdminMonthlyReportDto(), shown, { userName: name || null, reviewedBy: report.reviewedBy, versions });
  }
}

/** A month being built on the workers, or whose build gave up. */
export class ReportBuildStateDto implements ReportBuildShape {
  @ApiProperty() year: number;
  @ApiProperty({ minimum: 1, maximum: 12 }) month: number;
  @ApiProperty({ enum: ['generating', 'failed'] }) status: 'generating' | 'failed';
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why the build gave up' }) failure: string | null;
}

export class MonthlyReportsResponseDto {
  @ApiProperty({ enum: ['ready', 'generating'] }) status: 'ready' | 'generating';
  @ApiProperty({ type: [MonthlyReportDto] }) reports: MonthlyReportDto[];
  @ApiProperty({ type: [ReportBuildStateDto], description: 'Months being built (with progress) or whose build failed, newest first' })
  builds: ReportBuildStateDto[];
}

export class GenerateReportResponseDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: MonthlyReportDto }) report: MonthlyReportDto;
}

/** 202: the build is still running on the workers. */
export class GenerateReportAcceptedDto implements GenerateMonthlyReportAcceptedResponse {
  @ApiProperty() message: string;
  @ApiProperty({ enum: ['generating'] }) status: 'generating';
  @ApiProperty({ type: ReportBuildStateDto }) build: ReportBuildStateDto;
}

/**
 * A build request's answer in HTTP: 200 with the report once built, or 202 with the build's
 * progress while it runs (`present` shapes the report for the client or for staff).
 */
export async function sendBuildAnswer<R>(
  res: Response,
  answer: BuildAnswer,
  present: (report: NonNullable<BuildAnswer['report']>) => R | Promise<R>,
  generatingKey: 'reports:generating' | 'reports:rebuilding' = 'reports:generating',
): Promise<R | GenerateReportAcceptedDto> {
  if (answer.report) return present(answer.report);
  res.status(202);
  const { build } = answer;
  // The message in the asker's language (issue 31), as the error filter answers errors.
  return { message: translate(requestLocale(res.req), generatingKey, { label: monthLabel(build.year, build.month) }), status: 'generating', build };
}
