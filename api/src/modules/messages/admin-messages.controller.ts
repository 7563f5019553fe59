import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { parseListQuery, type RawListQuery, setContentRange } from '../../common/react-admin/list-query';
import { ContactMessageRowDto } from './dto/contact-message-row.dto';
import { MESSAGE_SORT_FIELDS, MessagesService } from './messages.service';

/** The console's view of contact messages (react-admin simple-rest dialect); marking read goes through PATCH /api/messages/{id}. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/messages')
export class AdminMessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages with Content-Range; filter {"status":"unread"} or {"q":"text"}' })
  @ApiQuery({ name: 'sort', required: false, example: '["createdAt","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"status":"unread"}' })
  @ApiOkResponse({ type: [ContactMessageRowDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<ContactMessageRowDto[]> {
    const query = parseListQuery({ sort: '["createdAt","DESC"]', ...raw }, MESSAGE_SORT_FIELDS, 'createdAt');
    const [messages, total] = await this.messages.listForAdmin(query);
    setContentRange(res, 'messages', query.skip, messages.length, total);
    return messages.map((message) => ContactMessageRowDto.from(message));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact message' })
  @ApiOkResponse({ type: ContactMessageRowDto })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ContactMessageRowDto> {
    return ContactMessageRowDto.from(await this.messages.getById(id));
  }
}
