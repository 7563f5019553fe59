import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { REPORT_LIMITS, ReportStatus } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { AdminOnly, ForClient, StaffRoles } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiListQuery, type ListPage, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import { CategoriesService } from '../categories/categories.service';
import { UserCategoriesResponseDto, UserCategoryRowDto } from '../categories/dto/category.dto';
import type { AuthUser } from '../../common/auth/auth-user';
import { AdminMonthlyReportDto, GenerateReportAcceptedDto, sendBuildAnswer } from './dto/monthly-report.dto';
import { ReportCorrectionDto } from './dto/report-correction.dto';
import { ReopenReportDto } from './dto/reopen-report.dto';
import { ReportRequestsService } from './report-requests.service';
import { ReportVersionsService } from './report-versions.service';
import { UpdateReportStatusDto } from './dto/update-report-status.dto';
import { UploadOverrideDto } from './dto/upload-override.dto';
import { ReportQueriesService, type ReportTransactionRow } from './report-queries.service';
import { ReportReviewService } from './report-review.service';
import type { MonthlyReport } from './entities/monthly-report.entity';
import { AccessLogged, NotClientData } from '../../common/access-log/access-logged.decorator';

/** The console's review of monthly reports (admin-spec tabs 1, 6 and 9). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/reports')
export class AdminReportsController {
  constructor(
    private readonly reports: ReportQueriesService,
    private readonly review: ReportReviewService,
    private readonly requests: ReportRequestsService,
    private readonly categories: CategoriesService,
    private readonly versions: ReportVersionsService,
  ) {}

  @NotClientData('the review queue across clients')
  @Get('pending')
  @ApiOperation({ summary: 'Reports waiting for review with Content-Range, oldest first unless sorted; every row when no range is given' })
  @ApiListQuery({ sort: '["createdAt","ASC"]', filter: '{}' })
  @ApiOkResponse({ type: [AdminMonthlyReportDto] })
  async pending(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminMonthlyReportDto[]> {
    return this.sendPage(res, await this.review.listByStatus(ReportStatus.PENDING, raw));
  }

  @NotClientData('the review queue across clients')
  @Get('rejected')
  @ApiOperation({ summary: 'Rejected reports with Content-Range, most recently reviewed first unless sorted; every row when no range is given' })
  @ApiListQuery({ sort: '["reviewedAt","DESC"]', filter: '{}' })
  @ApiOkResponse({ type: [AdminMonthlyReportDto] })
  async rejected(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminMonthlyReportDto[]> {
    return this.sendPage(res, await this.review.listByStatus(ReportStatus.REJECTED, raw));
  }

  @AccessLogged({ kind: 'report', client: { param: 'id' } })
  @Get('user/:id/historical')
  @ForClient('client', 'id')
  @ApiOperation({ summary: 'Every report of one client with Content-Range, newest month first unless sorted; every row when no range is given' })
  @ApiListQuery({ sort: '["year","DESC"]', filter: '{}' })
  @ApiOkResponse({ type: [AdminMonthlyReportDto] })
  async historical(
    @Param('id', ParseIntPipe) userId: number,
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminMonthlyReportDto[]> {
    return this.sendPage(res, await this.review.historicalForUser(userId, raw));
  }

  @AccessLogged({ kind: 'report', client: { param: 'reportId', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Post(':reportId/update-status')
  @ForClient('report', 'reportId')
  // Approving or rejecting is review work: reviewers may.
  @StaffRoles('owner', 'bookkeeper', 'reviewer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve or reject a pending report (notes required to reject); the client is e-mailed' })
  @ApiOkResponse({ type: AdminMonthlyReportDto })
  @ApiBadRequestResponse({ description: 'Rejecting without notes' })
  @ApiConflictResponse({
    description: 'The report is not pending, or (approving without unreconciledReason) accounts are unreconciled: `unreconciled` names them',
  })
  @ApiNotFoundResponse({ description: 'No such report' })
  async updateStatus(@Param('reportId') reportId: string, @CurrentUser() staff: AuthUser, @Body() body: UpdateReportStatusDto): Promise<AdminMonthlyReportDto> {
    return this.present(await this.review.review(reportId, staff, body.status, body.adminNotes, body.unreconciledReason));
  }

  @AccessLogged({ kind: 'report', client: { param: 'reportId', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Post(':reportId/reopen')
  @ForClient('report', 'reportId')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reopen an approved report with a reason: it becomes version n+1 pending review and is rebuilt; version n stays as it was, files included',
  })
  @ApiOkResponse({ type: AdminMonthlyReportDto })
  @ApiBadRequestResponse({ description: 'No reason given' })
  @ApiConflictResponse({ description: 'The report is not approved' })
  @ApiNotFoundResponse({ description: 'No such report' })
  async reopen(@Param('reportId') reportId: string, @CurrentUser() staff: AuthUser, @Body() body: ReopenReportDto): Promise<AdminMonthlyReportDto> {
    return this.present(await this.versions.reopen(reportId, staff, body.reason));
  }

  @AccessLogged({ kind: 'report', client: { param: 'reportId', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Post(':reportId/upload-override')
  @ForClient('report', 'reportId')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: REPORT_LIMITS.overrideMaxBytes, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Replace the transactions or summary CSV with a corrected one (same header)' })
  @ApiOkResponse({ type: AdminMonthlyReportDto })
  @ApiBadRequestResponse({ description: 'Not a CSV, or not the expected header' })
  async uploadOverride(
    @Param('reportId') reportId: string,
    @Body() body: UploadOverrideDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<AdminMonthlyReportDto> {
    return this.present(await this.review.replaceFile(reportId, body.fileType, file));
  }

  @AccessLogged({ kind: 'report', client: { param: 'reportId', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Get(':reportId/transactions')
  @ForClient('report', 'reportId')
  @ApiOperation({ summary: "A report's transactions (its lines, of which the CSV is the rendering), rows least sure of their category first" })
  async transactions(@Param('reportId') reportId: string): Promise<ReportTransactionRow[]> {
    return this.reports.transactionsOf(await this.reports.getForStaff(reportId));
  }

  @AccessLogged({ kind: 'report', client: { param: 'reportId', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Get(':reportId/categories')
  @ForClient('report', 'reportId')
  @ApiOperation({ summary: "The report's client's own categories: the ones a correction may choose" })
  @ApiOkResponse({ type: UserCategoriesResponseDto })
  @ApiNotFoundResponse({ description: 'No such report' })
  async categoriesOf(@Param('reportId') reportId: string): Promise<UserCategoriesResponseDto> {
    const report = await this.reports.getForStaff(reportId);
    return { categories: (await this.categories.listForUser(report.userId)).map((c) => UserCategoryRowDto.from(c)) };
  }

  @AccessLogged({ kind: 'report', client: { param: 'reportId', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Post(':reportId/corrections')
  @ForClient('report', 'reportId')
  @HttpCode(200)
  @ApiOperation({ summary: "Correct one transaction's category: the client's memory learns it and the pending report is rebuilt" })
  @ApiOkResponse({ type: AdminMonthlyReportDto, description: 'Rebuilt within REPORT_LIMITS.buildWaitMs' })
  @ApiAcceptedResponse({ type: GenerateReportAcceptedDto, description: 'Still rebuilding on the workers' })
  async correct(
    @Param('reportId') reportId: string,
    @Body() body: ReportCorrectionDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminMonthlyReportDto | GenerateReportAcceptedDto> {
    const built = await this.requests.correct(await this.reports.getForStaff(reportId), body);
    return sendBuildAnswer(res, built, async (report) => this.present(await this.reports.getForStaff(String(report.id))), 'reports:rebuilding');
  }

  /** A report as staff see it, with the names of the staff who reopened its versions. */
  private async present(report: MonthlyReport): Promise<AdminMonthlyReportDto> {
    await this.reports.withLiveReconciliations([report]);
    return AdminMonthlyReportDto.fromAdmin(report, await this.versions.reopenerNames([report]));
  }

  /** A page of reports with Content-Range; the reopeners' names of the whole page in one lookup. */
  private async sendPage(res: Response, page: ListPage<MonthlyReport>): Promise<AdminMonthlyReportDto[]> {
    const [reopeners] = await Promise.all([this.versions.reopenerNames(page.rows), this.reports.withLiveReconciliations(page.rows)]);
    return sendListPage(res, page, (report) => AdminMonthlyReportDto.fromAdmin(report, reopeners));
  }
}
