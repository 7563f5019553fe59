import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { parseListQuery, type RawListQuery, setContentRange } from '../../common/react-admin/list-query';
import { CALL_REQUEST_SORT_FIELDS, CallRequestsService } from './call-requests.service';
import { CallRequestRowDto } from './dto/call-request-row.dto';

/** The console's view of call requests (react-admin simple-rest dialect); changes go through PATCH /api/call-requests/{id}. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/call-requests')
export class AdminCallRequestsController {
  constructor(private readonly callRequests: CallRequestsService) {}

  @Get()
  @ApiOperation({ summary: 'Call requests with Content-Range; filter {"status":"pending"} or {"q":"text"}' })
  @ApiQuery({ name: 'sort', required: false, example: '["createdAt","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"status":"pending"}' })
  @ApiOkResponse({ type: [CallRequestRowDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<CallRequestRowDto[]> {
    const query = parseListQuery({ sort: '["createdAt","DESC"]', ...raw }, CALL_REQUEST_SORT_FIELDS, 'createdAt');
    const [calls, total] = await this.callRequests.listForAdmin(query);
    setContentRange(res, 'call-requests', query.skip, calls.length, total);
    return calls.map((call) => CallRequestRowDto.from(call));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One call request' })
  @ApiOkResponse({ type: CallRequestRowDto })
  async show(@Param('id', ParseIntPipe) id: number): Promise<CallRequestRowDto> {
    return CallRequestRowDto.from(await this.callRequests.getById(id));
  }
}
