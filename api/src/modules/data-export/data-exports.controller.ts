import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DATA_EXPORT_LIMITS,
  DATA_EXPORT_MESSAGES,
  ERRORS,
  type Locale,
  type DataExportListResponse,
  type DataExportStartedResponse,
} from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import { AccessLogged } from '../../common/access-log/access-logged.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { AdminOnly, Authenticated, ForClient, StaffRoles } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { sendFile } from '../../common/http/file-response';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { rowIdFromPath } from '../../database/columns';
import { UsersService } from '../users/users.service';
import { DataExportsService } from './data-exports.service';

const PER_DAY = { name: 'data-exports', ...DATA_EXPORT_LIMITS.perDay, message: DATA_EXPORT_MESSAGES.perDay };
/** Profile → "All my data": the client asks for, follows and downloads exports of everything the firm keeps of them. */
@ApiTags('account')
@Authenticated()
@Controller('user')
export class DataExportsController {
  constructor(private readonly exports: DataExportsService) {}

  @Post('data-export')
  @HttpCode(202)
  @UserRateLimit(PER_DAY)
  @ApiOperation({ summary: 'Starts an export of all my data (a ZIP, mailed as a link valid 7 days); one at a time, 3 a day (429 beyond)' })
  @ApiAcceptedResponse({ description: 'DataExportStartedResponse' })
  async start(@CurrentUser() user: AuthUser, @AnswerLocale() locale: Locale): Promise<DataExportStartedResponse> {
    return { message: translate(locale, 'dataExport:started'), export: await this.exports.start(user.id, null) };
  }

  @Get('data-exports')
  @ApiOperation({ summary: 'My exports, newest first: status, progress, size, expiry and download link' })
  @ApiOkResponse({ description: 'DataExportListResponse' })
  async list(@CurrentUser() user: AuthUser): Promise<DataExportListResponse> {
    return { items: await this.exports.list(user.id) };
  }

  @Get('data-exports/:id/download')
  @ApiOperation({ summary: 'The ZIP (GET or HEAD), for its owner only' })
  @ApiOkResponse({ description: 'application/zip' })
  @ApiNotFoundResponse({ description: 'No such export, or not yours' })
  @ApiConflictResponse({ description: 'Not ready yet, or failed' })
  @ApiGoneResponse({ description: 'The 7 days have passed' })
  async download(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await sendFile(req, res, await this.exports.download(user.id, rowIdFromPath(id)));
  }
}

/** A staff owner produces the same export for a client (mailed to the client), and sees the client's exports. */
@ApiTags('admin')
@AdminOnly()
@StaffRoles('owner')
@ForClient('client', 'id')
@Controller('admin/users/:id')
export class AdminDataExportsController {
  constructor(
    private readonly exports: DataExportsService,
    private readonly users: UsersService,
  ) {}

  @AccessLogged({ kind: 'data-export', client: { param: 'id' } })
  @Post('data-export')
  @HttpCode(202)
  @ApiOperation({ summary: "Starts an export of all of a client's data (owners only); the client gets the mail with the link" })
  @ApiAcceptedResponse({ description: 'DataExportStartedResponse' })
  @ApiNotFoundResponse({ description: 'No such client' })
  async start(@Param('id', ParseIntPipe) id: number, @CurrentUser() staff: AuthUser, @AnswerLocale() locale: Locale): Promise<DataExportStartedResponse> {
    await this.clientOrNotFound(id);
    return { message: translate(locale, 'dataExport:startedForClient'), export: await this.exports.start(id, staff.id) };
  }

  @AccessLogged({ kind: 'data-export', client: { param: 'id' } })
  @Get('data-exports')
  @ApiOperation({ summary: "A client's exports of all their data (owners only)" })
  @ApiOkResponse({ description: 'DataExportListResponse' })
  async list(@Param('id', ParseIntPipe) id: number): Promise<DataExportListResponse> {
    await this.clientOrNotFound(id);
    return { items: await this.exports.list(id) };
  }

  private async clientOrNotFound(id: number): Promise<void> {
    const user = await this.users.getById(id).catch(() => null);
    if (!user || user.isAdmin) throw new DomainException(DomainErrorKind.NOT_FOUND, ERRORS.noSuchClient);
  }
}
