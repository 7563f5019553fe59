import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NotClientData } from '../../common/access-log/access-logged.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { AdminOnly, StaffRoles } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ChangeStaffDto } from './dto/change-staff.dto';
import { InviteStaffDto } from './dto/invite-staff.dto';
import { StaffMemberDto } from './dto/staff-member.dto';
import { StaffService } from './staff.service';

@ApiTags('admin')
@AdminOnly()
@StaffRoles('owner')
@Controller('admin/staff')
export class AdminStaffController {
  constructor(private readonly staff: StaffService) {}

  @NotClientData("the firm's own staff records, not a client's data")
  @Get()
  @ApiOperation({ summary: 'Every staff member, active or not (owners only)' })
  @ApiOkResponse({ type: [StaffMemberDto] })
  async list(@Res({ passthrough: true }) res: Response): Promise<StaffMemberDto[]> {
    const rows = (await this.staff.list()).map(StaffMemberDto.from);
    // react-admin's simple-rest dialect reads the total from Content-Range.
    res.setHeader('Content-Range', `staff 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return rows;
  }

  @NotClientData("invites a staff member: the firm's own records")
  @Post('invitations')
  @HttpCode(201)
  @ApiOperation({ summary: 'Creates a staff account and mails a one-time link to set its password (owners only)' })
  @ApiOkResponse({ type: StaffMemberDto })
  async invite(@CurrentUser() owner: AuthUser, @Body() body: InviteStaffDto): Promise<StaffMemberDto> {
    return StaffMemberDto.from(await this.staff.invite(owner, body));
  }

  @NotClientData("changes a staff member's role or access: the firm's own records")
  @Patch(':id')
  @ApiOperation({ summary: 'Changes a role or deactivates (sessions end at once); the last active owner stays (409)' })
  @ApiOkResponse({ type: StaffMemberDto })
  async change(@Param('id', ParseIntPipe) id: number, @Body() body: ChangeStaffDto): Promise<StaffMemberDto> {
    return StaffMemberDto.from(await this.staff.change(id, body));
  }
}
