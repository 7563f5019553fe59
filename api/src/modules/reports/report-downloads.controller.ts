import { Controller, Get, Param, ParseIntPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { REPORT_BALANCE_SHEET_KIND, REPORT_FILE_KINDS, REPORT_VERSION_MESSAGES, type ReportFileKind } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { AuthUser } from '../../common/auth/auth-user';
import { ReportQueriesService } from './report-queries.service';
import { AccessLogged } from '../../common/access-log/access-logged.decorator';

@ApiTags('reports')
@Authenticated()
@Controller('downloads/monthly-report')
export class ReportDownloadsController {
  constructor(private readonly reports: ReportQueriesService) {}

  // Declared before ':id/:kind', which would take it for an unknown file kind. Staff downloading it leave an access-log row.
  @AccessLogged({ kind: 'report-file', client: { param: 'id', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Get(':id/balance-sheet')
  @ApiOperation({ summary: "The balance sheet at the report's month end as a CSV (balance-sheet-2026-10.csv): its owner once approved, staff always" })
  @ApiQuery({ name: 'version', required: false, description: 'As for the other files' })
  @ApiOkResponse({ description: "Section, Account, GIFI, Amount; each section's total; total liabilities and equity" })
  @ApiForbiddenResponse({ description: 'The report is not approved yet' })
  @ApiNotFoundResponse({ description: 'No such report for this user, or a report built before reports carried a balance sheet' })
  async balanceSheet(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Query('version') version: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.reports.balanceSheetDownload(user, id, parseVersion(version));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(Buffer.from(file.csv), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${file.fileName}"` });
  }

  // Declared before ':id/:kind' as the balance sheet is.
  @AccessLogged({ kind: 'report-file', client: { param: 'id', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Get(':id/reconciliation')
  @ApiOperation({
    summary: "Each account's bank reconciliation for the report's month as a CSV (reconciliation-2026-10.csv): its owner once approved, staff always",
  })
  @ApiQuery({ name: 'version', required: false, description: 'As for the other files' })
  @ApiOkResponse({ description: 'Account, Statement closing, Books closing, Difference, Status, Adjustment, Adjustment memo' })
  @ApiForbiddenResponse({ description: 'The report is not approved yet' })
  @ApiNotFoundResponse({ description: 'No such report for this user, or a report built before reports carried reconciliations' })
  async reconciliation(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Query('version') version: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.reports.reconciliationDownload(user, id, parseVersion(version));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(Buffer.from(file.csv), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${file.fileName}"` });
  }

  // Staff downloading a client's report leave an access-log row (the owner's own downloads do not).
  @AccessLogged({ kind: 'report-file', client: { param: 'id', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Get(':id/:kind')
  @ApiOperation({ summary: 'A report file: its owner once approved, staff always (transactions-2026-10.csv, summary-2026-10.csv, report-2026-10.pdf)' })
  @ApiParam({ name: 'kind', enum: REPORT_FILE_KINDS })
  @ApiQuery({
    name: 'version',
    required: false,
    description:
      'An approved version (clients), any version (staff); default: the current, or for a client the last approved while a reopened one is under review',
  })
  @ApiOkResponse({ description: 'The file' })
  @ApiForbiddenResponse({ description: 'The report is not approved yet' })
  @ApiNotFoundResponse({ description: 'No such report for this user, or the file is gone' })
  async download(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Param('kind') kind: string,
    @Query('version') version: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    if (!REPORT_FILE_KINDS.includes(kind as ReportFileKind)) {
      throw new DomainException(DomainErrorKind.NOT_FOUND, {
        key: 'errors:unknownReportFile',
        params: { kinds: [...REPORT_FILE_KINDS, REPORT_BALANCE_SHEET_KIND].join(', ') },
      });
    }
    const file = await this.reports.download(user, id, kind as ReportFileKind, parseVersion(version));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }
}

/** `?version=`: a whole number 1–9999, or none (400 otherwise). */
function parseVersion(version: string | undefined): number | null {
  if (version === undefined) return null;
  if (!/^[1-9]\d{0,3}$/.test(version)) throw new DomainException(DomainErrorKind.INVALID, REPORT_VERSION_MESSAGES.versionInvalid);
  return Number(version);
}
