import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AdminAccessLogRow, Locale } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { NotClientData } from '../../common/access-log/access-logged.decorator';
import { startCsvDownload } from '../../common/csv/csv-stream';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import { adminRow, AccessLogService } from './access-log.service';
import { OwnerGuard } from './owner.guard';

const NOT_LOGGED = "the firm's own audit record: reading it is not a client's data (logging it would log the log)";

/** Owners read and export the whole access log (react-admin list dialect). */
@ApiTags('admin')
// Above AdminOnly on purpose: class decorators apply bottom-up, so OwnerGuard runs after the
// session and staff checks (no session or a deactivated member: 401, not "owners only").
@UseGuards(OwnerGuard)
@AdminOnly()
@ApiForbiddenResponse({ description: 'Not an owner' })
@Controller('admin/access-log')
export class AdminAccessLogController {
  constructor(private readonly accessLog: AccessLogService) {}

  @NotClientData(NOT_LOGGED)
  @Get()
  @ApiOperation({ summary: 'The access log, newest first; filter by staffUserId, clientUserId, action, from and to (YYYY-MM-DD, business days), q' })
  @ApiListQuery({ sort: '["at","DESC"]', filter: '{"clientUserId":12,"from":"2026-11-01","to":"2026-11-30"}' })
  @ApiBadRequestResponse({ description: 'A filter, sort or range that does not parse' })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response, @AnswerLocale() locale: Locale): Promise<AdminAccessLogRow[]> {
    return sendListPage(res, await this.accessLog.listForAdmin(raw), (row) => adminRow(row, locale));
  }

  @NotClientData(NOT_LOGGED)
  @Get('export')
  @ApiOperation({ summary: 'The filtered access log as CSV (same filter and sort as the list, every row), spreadsheet-safe' })
  @ApiProduces('text/csv')
  async export(@Query() raw: RawListQuery, @Res() res: Response, @AnswerLocale() locale: Locale): Promise<void> {
    await this.accessLog.exportCsv(raw, res, () => startCsvDownload(res, 'access-log.csv'), locale);
    res.end();
  }
}
