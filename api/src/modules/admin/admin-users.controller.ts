import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { parseListQuery, type RawListQuery, setContentRange } from '../../common/react-admin/list-query';
import { AdminUserRowDto } from '../users/dto/admin-user-row.dto';
import { ADMIN_USER_SORT_FIELDS, UsersService } from '../users/users.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Users, in the react-admin simple-rest dialect (Content-Range total)' })
  @ApiQuery({ name: 'sort', required: false, example: '["createdAt","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"avery"}' })
  @ApiOkResponse({ type: [AdminUserRowDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminUserRowDto[]> {
    const query = parseListQuery(raw, ADMIN_USER_SORT_FIELDS, 'id');
    const [users, total] = await this.users.listForAdmin(query);
    setContentRange(res, 'users', query.skip, users.length, total);
    return users.map((user) => AdminUserRowDto.from(user));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: AdminUserRowDto })
  async show(@Param('id', ParseIntPipe) id: number): Promise<AdminUserRowDto> {
    return AdminUserRowDto.from(await this.users.getById(id));
  }
}
