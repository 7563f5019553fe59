import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, REPORT_MESSAGES, RATE_LIMITS } from '@ledgerleaf/contracts';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { MessageResponseDto } from '../auth/dto/message-response.dto';
import type { AuthUser } from '../../common/auth/auth-user';
import { GenerateReportDto } from './dto/generate-report.dto';
import { GenerateReportResponseDto, MonthlyReportDto, MonthlyReportsResponseDto } from './dto/monthly-report.dto';
import { RecategorizeReportDto } from './dto/recategorize-report.dto';
import { ReportBuilderService } from './report-builder.service';
import { ReportMonthsService } from './report-months.service';
import { previousMonth } from './reports.jobs';
import { monthLabel, ReportsService } from './reports.service';

/** The client's monthly reports (the spec puts them under the bank API's path). */
@ApiTags('reports')
@Authenticated()
@Controller('plaid')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly builder: ReportBuilderService,
    private readonly months: ReportMonthsService,
  ) {}

  @Get('monthly-reports')
  @ApiOperation({ summary: "The client's reports, newest month first, with their review status and category totals" })
  @ApiOkResponse({ type: MonthlyReportsResponseDto })
  async list(@CurrentUser() user: AuthUser): Promise<MonthlyReportsResponseDto> {
    const reports = await this.reports.listForClient(user.id);
    return { status: await this.reports.generationStatus(user.id), reports: reports.map((r) => MonthlyReportDto.from(r)) };
  }

  @Post('generate-recent-reports')
  @HttpCode(200)
  @RateLimit({ ...RATE_LIMITS.reportGeneration, name: 'report-generation' })
  @UserRateLimit({ name: 'report-builds', ...CLIENT_LIMITS.reportBuildsPerHour, message: CLIENT_LIMIT_MESSAGES.reportBuilds })
  @ApiOperation({ summary: 'Generate (or rebuild) the report of the previous month, in Toronto time; approved months are locked' })
  @ApiOkResponse({ type: GenerateReportResponseDto })
  @ApiBadRequestResponse({ description: 'The previous month has no transactions' })
  @ApiConflictResponse({ description: 'The previous month has an approved report' })
  async generateRecent(@CurrentUser() user: AuthUser): Promise<GenerateReportResponseDto> {
    const target = previousMonth(new Date());
    await this.months.assertBuildable(user, target);
    const report = (await this.builder.build(user.id, target))!;
    return { message: REPORT_MESSAGES.generated(monthLabel(report.year, report.month)), report: MonthlyReportDto.from(report) };
  }

  @Post('monthly-reports')
  @HttpCode(200)
  @RateLimit({ ...RATE_LIMITS.reportGeneration, name: 'report-generation' })
  @UserRateLimit({ name: 'report-builds', ...CLIENT_LIMITS.reportBuildsPerHour, message: CLIENT_LIMIT_MESSAGES.reportBuilds })
  @ApiOperation({ summary: 'Generate (or rebuild) the report of a finished month; approved months are locked' })
  @ApiOkResponse({ type: GenerateReportResponseDto })
  @ApiBadRequestResponse({ description: 'A month before the first transaction or sign-up, a month that has not ended, or a month without transactions' })
  @ApiConflictResponse({ description: 'The month has an approved report' })
  async generate(@CurrentUser() user: AuthUser, @Body() body: GenerateReportDto): Promise<GenerateReportResponseDto> {
    await this.months.assertBuildable(user, body);
    const report = (await this.builder.build(user.id, { year: body.year, month: body.month }))!;
    return { message: REPORT_MESSAGES.generated(monthLabel(report.year, report.month)), report: MonthlyReportDto.from(report) };
  }

  @Post('monthly-reports/:id/recategorize')
  @HttpCode(200)
  @RateLimit({ ...RATE_LIMITS.reportGeneration, name: 'report-generation' })
  @UserRateLimit({ name: 'report-builds', ...CLIENT_LIMITS.reportBuildsPerHour, message: CLIENT_LIMIT_MESSAGES.reportBuilds })
  @ApiOperation({ summary: 'Teach categories by example and rebuild the report as pending' })
  @ApiOkResponse({ type: GenerateReportResponseDto })
  @ApiBadRequestResponse({ description: 'A category that is not one of yours, or no valid example' })
  async recategorize(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() body: RecategorizeReportDto): Promise<GenerateReportResponseDto> {
    const report = await this.builder.recategorize(user.id, id, body.feedbackExamples);
    return { message: REPORT_MESSAGES.generated(monthLabel(report.year, report.month)), report: MonthlyReportDto.from(report) };
  }

  @Delete('monthly-reports')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete every report of the client and their files' })
  @ApiOkResponse({ type: MessageResponseDto })
  async clear(@CurrentUser() user: AuthUser): Promise<MessageResponseDto> {
    await this.reports.deleteAllForClient(user.id);
    return { message: REPORT_MESSAGES.cleared };
  }
}
