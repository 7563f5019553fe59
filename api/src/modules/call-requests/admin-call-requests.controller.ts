import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import { CallRequestsService } from './call-requests.service';
import { CallRequestRowDto } from './dto/call-request-row.dto';
import { NotClientData } from '../../common/access-log/access-logged.decorator';

/** The console's view of call requests (react-admin simple-rest dialect); changes go through PATCH /api/call-requests/{id}. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/call-requests')
export class AdminCallRequestsController {
  constructor(private readonly callRequests: CallRequestsService) {}

  @NotClientData('public call-request forms, not a client account')
  @Get()
  @ApiOperation({ summary: 'Call requests with Content-Range; filter {"status":"pending"} or {"q":"text"}' })
  @ApiListQuery({ sort: '["createdAt","DESC"]', filter: '{"status":"pending"}' })
  @ApiOkResponse({ type: [CallRequestRowDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<CallRequestRowDto[]> {
    return sendListPage(res, await this.callRequests.listForAdmin(raw), CallRequestRowDto.from);
  }

  @NotClientData('public call-request forms, not a client account')
  @Get(':id')
  @ApiOperation({ summary: 'One call request' })
  @ApiOkResponse({ type: CallRequestRowDto })
  async show(@Param('id', ParseIntPipe) id: number): Promise<CallRequestRowDto> {
    return CallRequestRowDto.from(await this.callRequests.getById(id));
  }
}
