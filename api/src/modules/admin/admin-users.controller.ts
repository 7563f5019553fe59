import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiUsageResponse } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { AdminOnly, ForClient } from '../../common/decorators/auth.decorators';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import { CategorizationService } from '../categorization/categorization.service';
import { AdminUserRowDto } from '../users/dto/admin-user-row.dto';
import { UsersService } from '../users/users.service';
import { AccessLogged, NotClientData } from '../../common/access-log/access-logged.decorator';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly categorization: CategorizationService,
  ) {}

  @NotClientData('the list of accounts across the firm')
  @Get()
  @ApiOperation({ summary: 'Users, in the react-admin simple-rest dialect (Content-Range total)' })
  @ApiListQuery({ sort: '["createdAt","DESC"]', filter: '{"q":"avery"}' })
  @ApiOkResponse({ type: [AdminUserRowDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminUserRowDto[]> {
    return sendListPage(res, await this.users.listForAdmin(raw), AdminUserRowDto.from);
  }

  @AccessLogged({ kind: 'profile', client: { param: 'id' } })
  @Get(':id')
  @ForClient('client', 'id')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: AdminUserRowDto })
  async show(@Param('id', ParseIntPipe) id: number): Promise<AdminUserRowDto> {
    return AdminUserRowDto.from(await this.users.getById(id));
  }

  @AccessLogged({ kind: 'profile', client: { param: 'id' } })
  @Get(':id/ai-usage')
  @ForClient('client', 'id')
  @ApiOperation({ summary: "The user's OpenAI tokens this month (UTC) against AI_MONTHLY_TOKEN_CAP" })
  async aiUsage(@Param('id', ParseIntPipe) id: number): Promise<AiUsageResponse> {
    await this.users.getById(id);
    return this.categorization.usageAgainstCap(id);
  }
}
