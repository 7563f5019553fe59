import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { YEAR_END_FILE_KINDS } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { sendWorksheetFile } from './gst-hst-downloads.controller';
import { YearEndPackagesService } from './year-end-packages.service';

/** The client's own year-end package files, once staff approved them: year-end-2026-12-31.pdf / .csv. */
@ApiTags('tax')
@Authenticated()
@Controller('downloads/year-end')
export class YearEndDownloadsController {
  constructor(private readonly packages: YearEndPackagesService) {}

  @Get(':fiscalYearEnd/:kind')
  @ApiOperation({ summary: "A fiscal year's year-end package as PDF or CSV, once staff approved it" })
  @ApiParam({ name: 'kind', enum: YEAR_END_FILE_KINDS })
  @ApiOkResponse({ description: 'The file' })
  @ApiNotFoundResponse({ description: "No approved package for that year (not yet generated, waiting for review, or not the client's), or an unknown kind" })
  async download(
    @CurrentUser() user: AuthUser,
    @Param('fiscalYearEnd') fiscalYearEnd: string,
    @Param('kind') kind: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return sendWorksheetFile(res, await this.packages.download(await this.packages.approvedForClient(user.id, fiscalYearEnd), kind));
  }
}
