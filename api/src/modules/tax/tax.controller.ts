import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  normalizeGstHstNumber,
  normalizeQstNumber,
  TAX_LIMITS,
  TAX_MESSAGES,
  type GstHstReturnsResponse,
  type GstHstWorksheet,
  type TaxProfile,
  type YearEndPackageRow,
  type YearEndSummary,
} from '@ledgerleaf/contracts';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import type { AuthUser } from '../../common/auth/auth-user';
import { TaxProfileDto } from './dto/tax-profile.dto';
import { GstHstReturnsService } from './gst-hst-returns.service';
import { TaxProfilesService } from './tax-profiles.service';
import { YearEndService } from './year-end.service';
import { yearEndPackageRow } from './dto/year-end-package.dto';
import { YearEndPackagesService } from './year-end-packages.service';

/** The client's own tax profile and GST/HST return worksheets (estimates from bank data). */
@ApiTags('tax')
@Authenticated()
@Controller('tax')
export class TaxController {
  constructor(
    private readonly profiles: TaxProfilesService,
    private readonly returns: GstHstReturnsService,
    private readonly yearEnd: YearEndService,
    private readonly packages: YearEndPackagesService,
  ) {}

  @Get('profile')
  @ApiOperation({
    summary: 'The tax profile: province, GST/HST number, filing frequency, method, business structure, and the fiscal year end from the tax questionnaire',
  })
  @ApiOkResponse({ description: 'TaxProfile' })
  profile(@CurrentUser() user: AuthUser): Promise<TaxProfile> {
    return this.profiles.get(user.id);
  }

  @Put('profile')
  @ApiOperation({
    summary:
      'Save the tax profile; gstHstNumber and qstNumber are optional: a BN with its RT account (123456782RT0001), a QST number (1234567890TQ0001), null or empty to clear, left out to keep',
  })
  @ApiOkResponse({ description: 'TaxProfile as saved' })
  @ApiBadRequestResponse({
    description:
      'A field out of its list, or a GST/HST number not in the BN + RT + 4 digits format or failing the check digit, or a QST number not 10 digits + TQ + 4 digits',
  })
  saveProfile(@CurrentUser() user: AuthUser, @Body() body: TaxProfileDto): Promise<TaxProfile> {
    const gstHstNumber = body.gstHstNumber === undefined ? undefined : body.gstHstNumber ? normalizeGstHstNumber(body.gstHstNumber) : null;
    const qstNumber = body.qstNumber === undefined ? undefined : body.qstNumber ? normalizeQstNumber(body.qstNumber) : null;
    return this.profiles.save(user.id, { ...body, gstHstNumber, qstNumber });
  }

  @Get('gst-hst-returns')
  @UserRateLimit({ name: 'tax-computations', ...TAX_LIMITS.computationsPerHour, message: TAX_MESSAGES.tooManyComputations })
  @ApiOperation({ summary: "The client's GST/HST filing periods by their frequency, newest first, with due dates, status and estimated net tax" })
  @ApiOkResponse({ description: 'GstHstReturnsResponse' })
  list(@CurrentUser() user: AuthUser): Promise<GstHstReturnsResponse> {
    return this.returns.list(user.id);
  }

  @Get('gst-hst-returns/:periodStart')
  @UserRateLimit({ name: 'tax-computations', ...TAX_LIMITS.computationsPerHour, message: TAX_MESSAGES.tooManyComputations })
  @ApiOperation({ summary: "One period's GST/HST return worksheet (lines 101–109, QST for Québec, the categories behind them)" })
  @ApiOkResponse({ description: 'GstHstWorksheet' })
  @ApiBadRequestResponse({ description: 'periodStart not written YYYY-MM-DD' })
  @ApiNotFoundResponse({ description: "Not the start of one of the client's periods" })
  async worksheet(@CurrentUser() user: AuthUser, @Param('periodStart') periodStart: string): Promise<GstHstWorksheet> {
    return (await this.returns.worksheet(user.id, periodStart)).worksheet;
  }

  @Post('gst-hst-returns/:periodStart/filed')
  @HttpCode(200)
  @ApiOperation({ summary: "Record the period's return as filed: its worksheet (and files) keep the figures of now, whatever the books do later" })
  @ApiOkResponse({ description: 'GstHstWorksheet with filed' })
  @ApiBadRequestResponse({ description: 'periodStart not written YYYY-MM-DD' })
  @ApiNotFoundResponse({ description: "Not the start of one of the client's periods" })
  @ApiConflictResponse({ description: 'The period has not ended, or is already recorded as filed' })
  markFiled(@CurrentUser() user: AuthUser, @Param('periodStart') periodStart: string): Promise<GstHstWorksheet> {
    return this.returns.markFiled(user.id, periodStart, user.id);
  }

  @Delete('gst-hst-returns/:periodStart/filed')
  @ApiOperation({ summary: 'Undo "filed": the worksheet reads the live books again' })
  @ApiOkResponse({ description: 'GstHstWorksheet (live)' })
  @ApiNotFoundResponse({ description: "Not one of the client's periods, or not recorded as filed" })
  unmarkFiled(@CurrentUser() user: AuthUser, @Param('periodStart') periodStart: string): Promise<GstHstWorksheet> {
    return this.returns.unmarkFiled(user.id, periodStart);
  }

  @Get('year-end/:fiscalYearEnd')
  @UserRateLimit({ name: 'tax-computations', ...TAX_LIMITS.computationsPerHour, message: TAX_MESSAGES.tooManyComputations })
  @ApiOperation({
    summary:
      'One fiscal year on the lines of form T2125 (sole proprietor) or GIFI codes (corporation), with revenue, expenses and net income, the twelve months side by side',
  })
  @ApiOkResponse({ description: 'YearEndSummary' })
  @ApiBadRequestResponse({ description: 'fiscalYearEnd not written YYYY-MM-DD' })
  @ApiNotFoundResponse({ description: "Not the last day of one of the client's fiscal years" })
  yearEndSummary(@CurrentUser() user: AuthUser, @Param('fiscalYearEnd') fiscalYearEnd: string): Promise<YearEndSummary> {
    return this.yearEnd.summary(user.id, fiscalYearEnd);
  }

  @Get('year-end-packages')
  @ApiOperation({ summary: "The client's year-end packages, newest year first, with their state (downloads once approved)" })
  @ApiOkResponse({ description: 'YearEndPackageRow[]' })
  async yearEndPackages(@CurrentUser() user: AuthUser): Promise<YearEndPackageRow[]> {
    return (await this.packages.listForClient(user.id)).map(yearEndPackageRow);
  }
}
