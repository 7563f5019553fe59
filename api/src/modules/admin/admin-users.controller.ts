import { Body, Controller, Get, Param, ParseIntPipe, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiUsageResponse } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { AdminOnly, ForClient, StaffRoles } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import { CategorizationService } from '../categorization/categorization.service';
import { AssignAccountManagerDto, ClientAccountManagerResponseDto } from '../users/dto/account-manager.dto';
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
    return AdminUserRowDto.from(await this.users.getForConsole(id));
  }

  @AccessLogged({ kind: 'profile', client: { param: 'id' } })
  @Get(':id/account-manager')
  @ForClient('client', 'id')
  @ApiOperation({ summary: "The client's account manager and every change of it (who, from, to, when, by whom), newest first" })
  @ApiOkResponse({ type: ClientAccountManagerResponseDto })
  async accountManager(@Param('id', ParseIntPipe) id: number): Promise<ClientAccountManagerResponseDto> {
    return this.accountManagerAnswer(await this.users.getForConsole(id));
  }

  @AccessLogged({ kind: 'profile', client: { param: 'id' } })
  @Put(':id/account-manager')
  @StaffRoles('owner')
  @ApiOperation({ summary: 'Makes an active bookkeeper the client’s account manager (owners only; 400 for anyone else, 404 for no such client)' })
  @ApiOkResponse({ type: ClientAccountManagerResponseDto })
  async assignAccountManager(
    @CurrentUser() owner: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: AssignAccountManagerDto,
  ): Promise<ClientAccountManagerResponseDto> {
    return this.accountManagerAnswer(await this.users.assignAccountManager(id, body.staffId, owner.id));
  }

  private async accountManagerAnswer(client: Awaited<ReturnType<UsersService['getForConsole']>>): Promise<ClientAccountManagerResponseDto> {
    const history = await this.users.accountManagerHistory(client.id);
    const names = await this.users.namesOf(
      history.flatMap((row) => [row.fromStaffId, row.toStaffId, row.assignedByUserId]).filter((id): id is number => id !== null),
    );
    return ClientAccountManagerResponseDto.from(client, history, names);
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
