import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { GstHstReturnsResponse, GstHstWorksheet, TaxProfile, TaxTreatmentRow, YearEndLineRow, YearEndSummary } from '@ledgerleaf/contracts';
import { AdminOnly, ForClient } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { TaxTreatmentDto } from './dto/tax-treatment.dto';
import { YearEndLineDto } from './dto/year-end-line.dto';
import { fileKind, sendWorksheetFile } from './gst-hst-downloads.controller';
import { GstHstFilesService } from './gst-hst-files.service';
import { GstHstReturnsService } from './gst-hst-returns.service';
import { TaxProfilesService } from './tax-profiles.service';
import { TaxTreatmentsService } from './tax-treatments.service';
import { YearEndLinesService } from './year-end-lines.service';
import { YearEndService } from './year-end.service';
import { AccessLogged } from '../../common/access-log/access-logged.decorator';

/** The console's view of one client's tax: profile, category treatments (editable) and GST/HST worksheets. */
@ApiTags('admin')
@AdminOnly()
@ForClient('client', 'userId')
@Controller('admin/tax/users/:userId')
export class AdminTaxController {
  constructor(
    private readonly profiles: TaxProfilesService,
    private readonly treatments: TaxTreatmentsService,
    private readonly returns: GstHstReturnsService,
    private readonly files: GstHstFilesService,
    private readonly yearEndLines: YearEndLinesService,
    private readonly yearEnd: YearEndService,
  ) {}

  @AccessLogged({ kind: 'tax', client: { param: 'userId' } })
  @Get('profile')
  @ApiOperation({ summary: "A client's tax profile" })
  @ApiOkResponse({ description: 'TaxProfile' })
  @ApiNotFoundResponse({ description: 'No such user' })
  profile(@Param('userId', ParseIntPipe) userId: number): Promise<TaxProfile> {
    return this.profiles.get(userId);
  }

  @AccessLogged({ kind: 'tax', client: { param: 'userId' } })
  @Get('treatments')
  @ApiOperation({ summary: "Each of the client's categories with its GST/HST treatment and ITC share, and whether staff set it" })
  @ApiOkResponse({ description: 'TaxTreatmentRow[]' })
  treatmentsOf(@Param('userId', ParseIntPipe) userId: number): Promise<TaxTreatmentRow[]> {
    return this.treatments.listForStaff(userId);
  }

  @AccessLogged({ kind: 'tax', client: { param: 'userId' } })
  @Put('treatments')
  @ApiOperation({ summary: "Set one category's treatment for the client (taxable, zero_rated, exempt, not_a_supply) and its ITC share" })
  @ApiOkResponse({ description: 'TaxTreatmentRow' })
  @ApiNotFoundResponse({ description: 'The client has no category of that name' })
  setTreatment(@Param('userId', ParseIntPipe) userId: number, @CurrentUser() staff: AuthUser, @Body() body: TaxTreatmentDto): Promise<TaxTreatmentRow> {
    return this.treatments.set(userId, staff.id, body);
  }

  @AccessLogged({ kind: 'worksheet', client: { param: 'userId' } })
  @Get('gst-hst-returns')
  @ApiOperation({ summary: "The client's GST/HST filing periods, newest first" })
  @ApiOkResponse({ description: 'GstHstReturnsResponse' })
  list(@Param('userId', ParseIntPipe) userId: number): Promise<GstHstReturnsResponse> {
    return this.returns.list(userId);
  }

  @AccessLogged({ kind: 'worksheet', client: { param: 'userId' } })
  @Get('gst-hst-returns/:periodStart')
  @ApiOperation({ summary: "One period's GST/HST return worksheet for the client" })
  @ApiOkResponse({ description: 'GstHstWorksheet' })
  async worksheet(@Param('userId', ParseIntPipe) userId: number, @Param('periodStart') periodStart: string): Promise<GstHstWorksheet> {
    return (await this.returns.worksheet(userId, periodStart)).worksheet;
  }

  @AccessLogged({ kind: 'worksheet', client: { param: 'userId' } })
  @Post('gst-hst-returns/:periodStart/filed')
  @HttpCode(200)
  @ApiOperation({ summary: "Record the client's return of a period as filed: its worksheet keeps the figures of now" })
  @ApiOkResponse({ description: 'GstHstWorksheet with filed' })
  markFiled(
    @Param('userId', ParseIntPipe) userId: number,
    @Param('periodStart') periodStart: string,
    @CurrentUser() staff: AuthUser,
  ): Promise<GstHstWorksheet> {
    return this.returns.markFiled(userId, periodStart, staff.id);
  }

  @AccessLogged({ kind: 'worksheet', client: { param: 'userId' } })
  @Delete('gst-hst-returns/:periodStart/filed')
  @ApiOperation({ summary: 'Undo "filed" for the client\'s period: the worksheet reads the live books again' })
  @ApiOkResponse({ description: 'GstHstWorksheet (live)' })
  unmarkFiled(@Param('userId', ParseIntPipe) userId: number, @Param('periodStart') periodStart: string): Promise<GstHstWorksheet> {
    return this.returns.unmarkFiled(userId, periodStart);
  }

  @AccessLogged({ kind: 'file', client: { param: 'userId' } })
  @Get('gst-hst-returns/:periodStart/:kind')
  @ApiOperation({ summary: "One period's worksheet for the client as PDF or CSV" })
  @ApiOkResponse({ description: 'The file' })
  async download(
    @Param('userId', ParseIntPipe) userId: number,
    @Param('periodStart') periodStart: string,
    @Param('kind') kind: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return sendWorksheetFile(res, await this.files.render(userId, periodStart, fileKind(kind)));
  }

  @AccessLogged({ kind: 'tax', client: { param: 'userId' } })
  @Get('year-end-lines')
  @ApiOperation({ summary: "Each of the client's categories with its T2125 line and GIFI code, and whether staff set them" })
  @ApiOkResponse({ description: 'YearEndLineRow[]' })
  yearEndLinesOf(@Param('userId', ParseIntPipe) userId: number): Promise<YearEndLineRow[]> {
    return this.yearEndLines.listForStaff(userId);
  }

  @AccessLogged({ kind: 'tax', client: { param: 'userId' } })
  @Put('year-end-lines')
  @ApiOperation({ summary: 'Set one category\'s T2125 line and GIFI code for the client (a line of the category\'s kind, or "excluded")' })
  @ApiOkResponse({ description: 'YearEndLineRow' })
  @ApiNotFoundResponse({ description: 'The client has no category of that name' })
  setYearEndLine(@Param('userId', ParseIntPipe) userId: number, @CurrentUser() staff: AuthUser, @Body() body: YearEndLineDto): Promise<YearEndLineRow> {
    return this.yearEndLines.set(userId, staff.id, body);
  }

  @AccessLogged({ kind: 'year-end', client: { param: 'userId' } })
  @Get('year-end/:fiscalYearEnd')
  @ApiOperation({ summary: "One of the client's fiscal years on the lines of its form, the twelve months side by side" })
  @ApiOkResponse({ description: 'YearEndSummary' })
  yearEndSummary(@Param('userId', ParseIntPipe) userId: number, @Param('fiscalYearEnd') fiscalYearEnd: string): Promise<YearEndSummary> {
    return this.yearEnd.summary(userId, fiscalYearEnd);
  }
}
