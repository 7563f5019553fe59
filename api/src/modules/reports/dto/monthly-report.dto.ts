import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AdminMonthlyReportDto as AdminReportShape, MonthlyReportDto as ReportShape, ReportFileKind, ReportSummaryDto } from '@ledgerleaf/contracts';
import { ReportStatus } from '@ledgerleaf/contracts';
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

  static from(report: MonthlyReport): MonthlyReportDto {
    return Object.assign(new MonthlyReportDto(), {
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
    });
  }
}

export class AdminMonthlyReportDto extends MonthlyReportDto implements AdminReportShape {
  @ApiPropertyOptional({ type: String, nullable: true, description: "The client's full name" }) userName: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) reviewedBy: number | null;

  static fromAdmin(report: MonthlyReport): AdminMonthlyReportDto {
    const name = report.user ? `${report.user.firstName} ${report.user.lastName}`.trim() : '';
    return Object.assign(new AdminMonthlyReportDto(), MonthlyReportDto.from(report), { userName: name || null, reviewedBy: report.reviewedBy });
  }
}

export class MonthlyReportsResponseDto {
  @ApiProperty({ enum: ['ready', 'generating'] }) status: 'ready' | 'generating';
  @ApiProperty({ type: [MonthlyReportDto] }) reports: MonthlyReportDto[];
}

export class GenerateReportResponseDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: MonthlyReportDto }) report: MonthlyReportDto;
}
