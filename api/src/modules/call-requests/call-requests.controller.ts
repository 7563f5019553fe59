import { Body, Controller, Get, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { CallRequestsService } from './call-requests.service';
import { CallRequestRowDto } from './dto/call-request-row.dto';
import { CreateCallRequestDto } from './dto/create-call-request.dto';
import { UpdateCallRequestStatusDto } from './dto/update-call-request-status.dto';
import { NotClientData } from '../../common/access-log/access-logged.decorator';

/** Five requests an hour per address: room for a typo or two, none for a flood. */
export const CALL_REQUEST_RATE_LIMIT = { name: 'call-requests', limit: 5, windowSeconds: 3600 };

@ApiTags('call-requests')
@Controller('call-requests')
export class CallRequestsController {
  constructor(private readonly callRequests: CallRequestsService) {}

  @Post()
  @RateLimit(CALL_REQUEST_RATE_LIMIT)
  @ApiOperation({ summary: 'A visitor asks to be called back (public)' })
  @ApiCreatedResponse({ type: CallRequestRowDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; `fields` names each one' })
  async create(@Body() input: CreateCallRequestDto): Promise<CallRequestRowDto> {
    return CallRequestRowDto.from(await this.callRequests.create(input));
  }

  @NotClientData('public call-request forms, not a client account')
  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every call request, newest first (staff)' })
  @ApiOkResponse({ type: [CallRequestRowDto] })
  async list(): Promise<CallRequestRowDto[]> {
    return (await this.callRequests.listAll()).map((call) => CallRequestRowDto.from(call));
  }

  @NotClientData('public call-request forms, not a client account')
  @Patch(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Mark a call request completed or pending again (staff)' })
  @ApiOkResponse({ type: CallRequestRowDto })
  @ApiNotFoundResponse({ description: 'No call request with this id' })
  async setStatus(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateCallRequestStatusDto): Promise<CallRequestRowDto> {
    return CallRequestRowDto.from(await this.callRequests.setStatus(id, body.status));
  }
}
