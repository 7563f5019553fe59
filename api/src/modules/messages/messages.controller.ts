import { Body, Controller, Get, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { ContactMessageRowDto } from './dto/contact-message-row.dto';
import { CreateMessageDto } from './dto/create-message.dto';
import { UpdateMessageStatusDto } from './dto/update-message-status.dto';
import { MessagesService } from './messages.service';
import { NotClientData } from '../../common/access-log/access-logged.decorator';

/** Five messages an hour per address: room for a typo or two, none for a flood. */
export const MESSAGE_RATE_LIMIT = { name: 'messages', limit: 5, windowSeconds: 3600 };

@ApiTags('messages')
@Controller('messages')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post()
  @RateLimit(MESSAGE_RATE_LIMIT)
  @ApiOperation({ summary: 'A visitor sends a question through the contact form (public)' })
  @ApiCreatedResponse({ type: ContactMessageRowDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; `fields` names each one' })
  async create(@Body() input: CreateMessageDto): Promise<ContactMessageRowDto> {
    return ContactMessageRowDto.from(await this.messages.create(input));
  }

  @NotClientData('public contact-form messages, not a client account')
  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every contact message, newest first (staff)' })
  @ApiOkResponse({ type: [ContactMessageRowDto] })
  async list(): Promise<ContactMessageRowDto[]> {
    return (await this.messages.listAll()).map((message) => ContactMessageRowDto.from(message));
  }

  @NotClientData('public contact-form messages, not a client account')
  @Patch(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Mark a message read (staff); read is final, so "unread" answers 400' })
  @ApiOkResponse({ type: ContactMessageRowDto })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  async setStatus(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateMessageStatusDto): Promise<ContactMessageRowDto> {
    return ContactMessageRowDto.from(await this.messages.setStatus(id, body.status));
  }
}
