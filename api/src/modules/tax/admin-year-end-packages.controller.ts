import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { YearEndPackageRow } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import type { AuthUser } from '../../common/auth/auth-user';
import { adminYearEndPackageRow, UpdateYearEndPackageStatusDto } from './dto/year-end-package.dto';
import { sendWorksheetFile } from './gst-hst-downloads.controller';
import { YearEndPackagesService } from './year-end-packages.service';
import { AccessLogged, NotClientData } from '../../common/access-log/access-logged.decorator';

/** The console's review of year-end packages, like the pending monthly reports. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/year-end-packages')
export class AdminYearEndPackagesController {
  constructor(private readonly packages: YearEndPackagesService) {}

  @NotClientData('the work queue across clients')
  @Get()
  @ApiOperation({ summary: 'Year-end packages with Content-Range, oldest first unless sorted; filter={"status":"pending"} for the ones to review' })
  @ApiListQuery({ sort: '["createdAt","ASC"]', filter: '{"status":"pending"}' })
  @ApiOkResponse({ description: 'YearEndPackageRow[]' })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<YearEndPackageRow[]> {
    return sendListPage(res, await this.packages.listForStaff(raw), adminYearEndPackageRow);
  }

  @AccessLogged({ kind: 'year-end', client: { param: 'id', table: 'year_end_packages', label: `to_char(fiscal_year_end, 'YYYY-MM-DD')` } })
  @Get(':id')
  @ApiOkResponse({ description: 'YearEndPackageRow' })
  @ApiNotFoundResponse({ description: 'No such package' })
  async one(@Param('id', ParseIntPipe) id: number): Promise<YearEndPackageRow> {
    return adminYearEndPackageRow(await this.packages.getForStaff(id));
  }

  @AccessLogged({ kind: 'year-end', client: { param: 'id', table: 'year_end_packages', label: `to_char(fiscal_year_end, 'YYYY-MM-DD')` } })
  @Post(':id/update-status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve or reject a pending year-end package (notes required to reject); approved, the client can download it' })
  @ApiOkResponse({ description: 'YearEndPackageRow' })
  @ApiBadRequestResponse({ description: 'Rejecting without notes' })
  @ApiConflictResponse({ description: 'The package is not pending' })
  async updateStatus(
    @Param('id', ParseIntPipe) id: number,
    @CurrentUser() staff: AuthUser,
    @Body() body: UpdateYearEndPackageStatusDto,
  ): Promise<YearEndPackageRow> {
    return adminYearEndPackageRow(await this.packages.review(id, staff, body.status, body.adminNotes));
  }

  @AccessLogged({ kind: 'file', client: { param: 'id', table: 'year_end_packages', label: `to_char(fiscal_year_end, 'YYYY-MM-DD')` } })
  @Get(':id/:kind')
  @ApiOperation({ summary: "A package's PDF or CSV, for review" })
  @ApiOkResponse({ description: 'The file' })
  async download(@Param('id', ParseIntPipe) id: number, @Param('kind') kind: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return sendWorksheetFile(res, await this.packages.download(await this.packages.getForStaff(id), kind));
  }
}
