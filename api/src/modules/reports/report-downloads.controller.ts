import { Controller, Get, Param, ParseIntPipe, Res, StreamableFile } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { REPORT_FILE_KINDS, type ReportFileKind } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { AuthUser } from '../../common/auth/auth-user';
import { ReportsService } from './reports.service';

@ApiTags('reports')
@Authenticated()
@Controller('downloads/monthly-report')
export class ReportDownloadsController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':id/:kind')
  @ApiOperation({ summary: 'A report file: its owner once approved, staff always (transactions-2026-10.csv, summary-2026-10.csv, report-2026-10.pdf)' })
  @ApiParam({ name: 'kind', enum: REPORT_FILE_KINDS })
  @ApiOkResponse({ description: 'The file' })
  @ApiForbiddenResponse({ description: 'The report is not approved yet' })
  @ApiNotFoundResponse({ description: 'No such report for this user, or the file is gone' })
  async download(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Param('kind') kind: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    if (!REPORT_FILE_KINDS.includes(kind as ReportFileKind)) {
      throw new DomainException(DomainErrorKind.NOT_FOUND, `Unknown report file: use one of ${REPORT_FILE_KINDS.join(', ')}.`);
    }
    const file = await this.reports.download(user, id, kind as ReportFileKind);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }
}
