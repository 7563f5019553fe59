import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, type Locale, RATE_LIMITS } from '@ledgerleaf/contracts';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { requestLocale } from '../../common/i18n/request-locale';
import { translate } from '../../common/i18n/translator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { MessageResponseDto } from '../auth/dto/message-response.dto';
import type { AuthUser } from '../../common/auth/auth-user';
import { GenerateReportDto } from './dto/generate-report.dto';
import { GenerateReportAcceptedDto, GenerateReportResponseDto, MonthlyReportDto, MonthlyReportsResponseDto, sendBuildAnswer } from './dto/monthly-report.dto';
import { RecategorizeReportDto } from './dto/recategorize-report.dto';
import { ReportBuildsService } from './report-builds.service';
import { ReportMonthsService } from './report-months.service';
import { type BuildAnswer, ReportRequestsService } from './report-requests.service';
import { previousMonth } from './reports.jobs';
import { monthLabel } from './month-label';
import { ReportQueriesService } from './report-queries.service';

/** The client's monthly reports (the spec puts them under the bank API's path). */
@ApiTags('reports')
@Authenticated()
@Controller('plaid')
export class ReportsController {
  constructor(
    private readonly reports: ReportQueriesService,
    private readonly builds: ReportBuildsService,
    private readonly requests: ReportRequestsService,
    private readonly months: ReportMonthsService,
  ) {}

  @Get('monthly-reports')
  @ApiOperation({ summary: "The client's reports, newest month first, with their review status and category totals, and the months being built" })
  @ApiOkResponse({ type: MonthlyReportsResponseDto })
  async list(@CurrentUser() user: AuthUser): Promise<MonthlyReportsResponseDto> {
    const [reports, builds] = await Promise.all([this.reports.listForClient(user.id), this.builds.listForClient(user.id)]);
    return {
      status: builds.some((b) => b.status === 'generating') ? 'generating' : 'ready',
      reports: (await this.reports.withLiveReconciliations(reports)).map((r) => MonthlyReportDto.from(r)),
      builds,
    };
  }

  @Post('generate-recent-reports')
  @HttpCode(200)
  @RateLimit({ ...RATE_LIMITS.reportGeneration, name: 'report-generation' })
  @UserRateLimit({ name: 'report-builds', ...CLIENT_LIMITS.reportBuildsPerHour, message: CLIENT_LIMIT_MESSAGES.reportBuilds })
  @ApiOperation({ summary: 'Generate (or rebuild) the report of the previous month, in Toronto time; approved months are locked' })
  @ApiOkResponse({ type: GenerateReportResponseDto, description: 'Built within REPORT_LIMITS.buildWaitMs' })
  @ApiAcceptedResponse({ type: GenerateReportAcceptedDto, description: 'Still building on the workers: the list shows its progress' })
  @ApiServiceUnavailableResponse({ description: 'The build gave up after its tries' })
  @ApiBadRequestResponse({ description: 'The previous month has no transactions' })
  @ApiConflictResponse({ description: 'The previous month has an approved report' })
  async generateRecent(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GenerateReportResponseDto | GenerateReportAcceptedDto> {
    const target = previousMonth(new Date());
    await this.months.assertBuildable(user, target);
    return answer(res, await this.requests.buildAndWait(user.id, target));
  }

  @Post('monthly-reports')
  @HttpCode(200)
  @RateLimit({ ...RATE_LIMITS.reportGeneration, name: 'report-generation' })
  @UserRateLimit({ name: 'report-builds', ...CLIENT_LIMITS.reportBuildsPerHour, message: CLIENT_LIMIT_MESSAGES.reportBuilds })
  @ApiOperation({ summary: 'Generate (or rebuild) the report of a finished month; approved months are locked' })
  @ApiOkResponse({ type: GenerateReportResponseDto, description: 'Built within REPORT_LIMITS.buildWaitMs' })
  @ApiAcceptedResponse({ type: GenerateReportAcceptedDto, description: 'Still building on the workers: the list shows its progress' })
  @ApiServiceUnavailableResponse({ description: 'The build gave up after its tries' })
  @ApiBadRequestResponse({ description: 'A month before the first transaction or sign-up, a month that has not ended, or a month without transactions' })
  @ApiConflictResponse({ description: 'The month has an approved report' })
  async generate(
    @CurrentUser() user: AuthUser,
    @Body() body: GenerateReportDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GenerateReportResponseDto | GenerateReportAcceptedDto> {
    await this.months.assertBuildable(user, body);
    return answer(res, await this.requests.buildAndWait(user.id, { year: body.year, month: body.month }));
  }

  @Post('monthly-reports/:id/recategorize')
  @HttpCode(200)
  @RateLimit({ ...RATE_LIMITS.reportGeneration, name: 'report-generation' })
  @UserRateLimit({ name: 'report-builds', ...CLIENT_LIMITS.reportBuildsPerHour, message: CLIENT_LIMIT_MESSAGES.reportBuilds })
  @ApiOperation({ summary: 'Teach categories by example and rebuild the report as pending' })
  @ApiOkResponse({ type: GenerateReportResponseDto, description: 'Built within REPORT_LIMITS.buildWaitMs' })
  @ApiAcceptedResponse({ type: GenerateReportAcceptedDto, description: 'Still building on the workers: the list shows its progress' })
  @ApiServiceUnavailableResponse({ description: 'The build gave up after its tries' })
  @ApiBadRequestResponse({ description: 'A category that is not one of yours, or no valid example' })
  async recategorize(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: RecategorizeReportDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GenerateReportResponseDto | GenerateReportAcceptedDto> {
    return answer(res, await this.requests.recategorize(user.id, id, body.feedbackExamples));
  }

  @Delete('monthly-reports')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete every report of the client and their files' })
  @ApiOkResponse({ type: MessageResponseDto })
  async clear(@CurrentUser() user: AuthUser, @AnswerLocale() locale: Locale): Promise<MessageResponseDto> {
    await this.reports.deleteAllForClient(user.id);
    return { message: translate(locale, 'reports:cleared') };
  }
}

/** The spec's answer once built (200), or the build's progress (202). */
function answer(res: Response, built: BuildAnswer): Promise<GenerateReportResponseDto | GenerateReportAcceptedDto> {
  return sendBuildAnswer(res, built, (report) => ({
    message: translate(requestLocale(res.req), 'reports:generated', { label: monthLabel(report.year, report.month) }),
    report: MonthlyReportDto.from(report),
  }));
}
