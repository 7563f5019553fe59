import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, EXPORT_FORMATS, type XeroAccountCodesResponse } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { startCsvDownload } from '../../common/csv/csv-stream';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import type { AuthUser } from '../../common/auth/auth-user';
import { XeroAccountCodesDto } from './dto/xero-account-codes.dto';
import { parseExportPart, parseExportPeriod } from './export-period';
import { ExportsService, parseExportFormat } from './exports.service';
import { XeroAccountCodesService } from './xero-account-codes.service';

const EXPORT_LIMIT = { name: 'exports', ...CLIENT_LIMITS.exportsPerHour, message: CLIENT_LIMIT_MESSAGES.exports };

/**
 * Checks the format and the period (400s naming the rule), opens the file, then streams it.
 * A read that fails once the headers are out cannot become a JSON error: the response is cut
 * short instead, so the client sees a failed download rather than a file missing its end.
 */
export async function sendExport(exports: ExportsService, userId: number, format: string, query: Record<string, unknown>, res: Response): Promise<void> {
  const exportFormat = parseExportFormat(format);
  const period = parseExportPeriod(query);
  const file = await exports.open(userId, exportFormat, period, parseExportPart(query));
  startCsvDownload(res, file.fileName);
  try {
    await exports.stream(file, res);
  } catch (error) {
    res.destroy();
    throw error;
  }
  res.end();
}

/** The client's exports for their accountant, and the Xero account codes behind the Xero file. */
@ApiTags('exports')
@Authenticated()
@Controller('exports')
export class ExportsController {
  constructor(
    private readonly exports: ExportsService,
    private readonly xeroCodes: XeroAccountCodesService,
  ) {}

  @Get('xero-account-codes')
  @ApiOperation({ summary: "Each of the client's categories with the Xero account code its transactions carry in the xero-statement export" })
  @ApiOkResponse({ description: 'XeroAccountCodesResponse' })
  async accountCodes(@CurrentUser() user: AuthUser): Promise<XeroAccountCodesResponse> {
    return { accountCodes: await this.xeroCodes.list(user.id) };
  }

  @Put('xero-account-codes')
  @ApiOperation({ summary: 'Set the Xero account code of some categories (null: back to the default); all or nothing' })
  @ApiOkResponse({ description: 'XeroAccountCodesResponse' })
  @ApiBadRequestResponse({ description: 'A category the client does not have, or a code that is not 1–10 letters or digits' })
  async saveAccountCodes(@CurrentUser() user: AuthUser, @Body() body: XeroAccountCodesDto): Promise<XeroAccountCodesResponse> {
    return { accountCodes: await this.xeroCodes.save(user.id, body) };
  }

  @Get(':format')
  @UserRateLimit(EXPORT_LIMIT)
  @ApiOperation({ summary: "A CSV of the client's categorized transactions from `from` to `to` (both included) for their accountant, streamed" })
  @ApiParam({ name: 'format', enum: EXPORT_FORMATS })
  @ApiQuery({ name: 'from', example: '2026-07-01' })
  @ApiQuery({ name: 'to', example: '2026-09-30' })
  @ApiProduces('text/csv')
  @ApiBadRequestResponse({ description: 'An unknown format (the answer lists them), a date not YYYY-MM-DD, from after to, or more than a year plus a day' })
  download(@CurrentUser() user: AuthUser, @Param('format') format: string, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return sendExport(this.exports, user.id, format, query, res);
  }
}
