import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { GST_HST_FILE_KINDS, TAX_LIMITS, TAX_MESSAGES, type GstHstFileKind } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import type { AuthUser } from '../../common/auth/auth-user';
import { GstHstFilesService, type WorksheetFile } from './gst-hst-files.service';

/** The client's own worksheet files: gst-hst-worksheet-2026-07-01.pdf / .csv, labelled as estimates. */
@ApiTags('tax')
@Authenticated()
@Controller('downloads/gst-hst-return')
export class GstHstDownloadsController {
  constructor(private readonly files: GstHstFilesService) {}

  @Get(':periodStart/:kind')
  @UserRateLimit({ name: 'tax-computations', ...TAX_LIMITS.computationsPerHour, message: TAX_MESSAGES.tooManyComputations })
  @ApiOperation({ summary: "A period's GST/HST worksheet as PDF or CSV (an estimate prepared from bank data, with the categories behind each line)" })
  @ApiParam({ name: 'kind', enum: GST_HST_FILE_KINDS })
  @ApiOkResponse({ description: 'The file' })
  @ApiBadRequestResponse({ description: 'periodStart not written YYYY-MM-DD' })
  @ApiNotFoundResponse({ description: "Not one of the client's periods, or an unknown kind" })
  async download(
    @CurrentUser() user: AuthUser,
    @Param('periodStart') periodStart: string,
    @Param('kind') kind: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return sendWorksheetFile(res, await this.files.render(user.id, periodStart, fileKind(kind)));
  }
}

export function fileKind(kind: string): GstHstFileKind {
  if (!(GST_HST_FILE_KINDS as readonly string[]).includes(kind)) throw new DomainException(DomainErrorKind.NOT_FOUND, TAX_MESSAGES.unknownFileKind);
  return kind as GstHstFileKind;
}

export function sendWorksheetFile(res: Response, file: WorksheetFile): StreamableFile {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file.content, { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
}
