import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import { ContactMessageRowDto } from './dto/contact-message-row.dto';
import { MessagesService } from './messages.service';
import { NotClientData } from '../../common/access-log/access-logged.decorator';

/** The console's view of contact messages (react-admin simple-rest dialect); marking read goes through PATCH /api/messages/{id}. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/messages')
export class AdminMessagesController {
  constructor(private readonly messages: MessagesService) {}

  @NotClientData('public contact-form messages, not a client account')
  @Get()
  @ApiOperation({ summary: 'Contact messages with Content-Range; filter {"status":"unread"} or {"q":"text"}' })
  @ApiListQuery({ sort: '["createdAt","DESC"]', filter: '{"status":"unread"}' })
  @ApiOkResponse({ type: [ContactMessageRowDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<ContactMessageRowDto[]> {
    return sendListPage(res, await this.messages.listForAdmin(raw), ContactMessageRowDto.from);
  }

  @NotClientData('public contact-form messages, not a client account')
  @Get(':id')
  @ApiOperation({ summary: 'One contact message' })
  @ApiOkResponse({ type: ContactMessageRowDto })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ContactMessageRowDto> {
    return ContactMessageRowDto.from(await this.messages.getById(id));
  }
}
