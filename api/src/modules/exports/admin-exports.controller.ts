import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { EXPORT_FORMATS } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { UsersService } from '../users/users.service';
import { sendExport } from './exports.controller';
import { ExportsService } from './exports.service';
import { AccessLogged } from '../../common/access-log/access-logged.decorator';

/** The same files for staff, for any client. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/users/:userId/exports')
export class AdminExportsController {
  constructor(
    private readonly exports: ExportsService,
    private readonly users: UsersService,
  ) {}

  @AccessLogged({ kind: 'export', client: { param: 'userId' } })
  @Get(':format')
  @ApiOperation({ summary: "A client's export for their accountant (the client's GET /api/exports/:format)" })
  @ApiParam({ name: 'format', enum: EXPORT_FORMATS })
  @ApiProduces('text/csv')
  @ApiNotFoundResponse({ description: 'No such user' })
  async download(
    @Param('userId', ParseIntPipe) userId: number,
    @Param('format') format: string,
    @Query() query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    await this.users.getById(userId);
    return sendExport(this.exports, userId, format, query, res);
  }
}
