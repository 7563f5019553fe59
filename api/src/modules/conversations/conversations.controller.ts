import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConversationInboxRowDto, ConversationMessageResponse, ConversationPageDto } from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { AccessLogged, NotClientData } from '../../common/access-log/access-logged.decorator';
import { AdminOnly, Authenticated, ForClient } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { sendFile } from '../../common/http/file-response';
import { ApiListQuery, type RawListQuery } from '../../common/react-admin/list-query';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { DOCUMENT_BYTES_PER_DAY, takeUploadedFiles } from '../../common/uploads/file-upload.interceptor';
import { rowIdFromPath } from '../../database/columns';
import { ApiConversationPage, ApiSendMessage } from './conversation-api';
import { pageQuery } from './conversation-rules';
import { ReadConversationDto, SendMessageDto } from './conversation.dto';
import { ConversationsService } from './conversations.service';
import { AttachmentsUploadInterceptor } from './uploads/attachments-upload.interceptor';

/** The client's thread with the firm. */
@ApiTags('conversation')
@Authenticated()
@Controller('conversation')
export class ConversationController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get()
  @ApiOperation({ summary: 'Your thread with the firm, newest first (?before=<message id>&limit=), with your unread count and the firm’s read receipt' })
  @ApiConversationPage()
  page(@CurrentUser() user: AuthUser, @Query('before') before?: string, @Query('limit') limit?: string): Promise<ConversationPageDto> {
    return this.conversations.page(user.id, 'client', pageQuery(before, limit));
  }

  @Post('messages')
  @HttpCode(200)
  @UserRateLimit(DOCUMENT_BYTES_PER_DAY)
  @UseInterceptors(AttachmentsUploadInterceptor)
  @ApiOperation({ summary: 'Write to the firm: text and/or up to 5 attachments (submission document rules)' })
  @ApiSendMessage()
  async send(@CurrentUser() user: AuthUser, @Req() req: Request, @Body() body: SendMessageDto): Promise<ConversationMessageResponse> {
    return { message: await this.conversations.post(user.id, 'client', user, body.text, takeUploadedFiles(req)) };
  }

  @Post('read')
  @HttpCode(204)
  @ApiOperation({ summary: 'You have read the thread up to this message' })
  async read(@CurrentUser() user: AuthUser, @Body() body: ReadConversationDto): Promise<void> {
    await this.conversations.read(user.id, 'client', body.upToMessageId);
  }
}

/** The staff side of a client's thread: the same shapes. */
@ApiTags('admin')
@AdminOnly()
@ForClient('client', 'id')
@Controller('admin/users/:id/conversation')
export class AdminConversationController {
  constructor(private readonly conversations: ConversationsService) {}

  @AccessLogged({ kind: 'conversation', client: { param: 'id' } })
  @Get()
  @ApiOperation({ summary: "A client's thread, newest first, with staff's unread count and the client's read receipt" })
  @ApiConversationPage()
  @ApiNotFoundResponse({ description: 'No such client' })
  async page(@Param('id') id: string, @Query('before') before?: string, @Query('limit') limit?: string): Promise<ConversationPageDto> {
    const query = pageQuery(before, limit);
    return this.conversations.page(await this.conversations.clientForStaff(rowIdFromPath(id)), 'staff', query);
  }

  @AccessLogged({ kind: 'conversation', client: { param: 'id' } })
  @Post('messages')
  @HttpCode(200)
  @UseInterceptors(AttachmentsUploadInterceptor)
  @ApiOperation({ summary: 'Answer the client: text and/or up to 5 attachments' })
  @ApiSendMessage()
  @ApiNotFoundResponse({ description: 'No such client' })
  async send(@Param('id') id: string, @CurrentUser() staff: AuthUser, @Req() req: Request, @Body() body: SendMessageDto): Promise<ConversationMessageResponse> {
    const files = takeUploadedFiles(req);
    let clientId: number;
    try {
      clientId = await this.conversations.clientForStaff(rowIdFromPath(id));
    } catch (error) {
      await this.conversations.discard(files);
      throw error;
    }
    return { message: await this.conversations.post(clientId, 'staff', staff, body.text, files) };
  }

  @AccessLogged({ kind: 'conversation', client: { param: 'id' } })
  @Post('read')
  @HttpCode(204)
  @ApiOperation({ summary: 'Staff have read the thread up to this message' })
  @ApiNotFoundResponse({ description: 'No such client' })
  async read(@Param('id') id: string, @Body() body: ReadConversationDto): Promise<void> {
    await this.conversations.read(await this.conversations.clientForStaff(rowIdFromPath(id)), 'staff', body.upToMessageId);
  }
}

/** The console's inbox: threads waiting for a staff answer, the longest waiting first. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/conversations')
export class AdminInboxController {
  constructor(private readonly conversations: ConversationsService) {}

  @NotClientData('the inbox lists the threads of many clients, each by its client and time waited')
  @Get()
  @ApiOperation({ summary: 'Threads whose last message is the client’s, oldest wait first (react-admin list, Content-Range)' })
  @ApiOkResponse({ description: 'ConversationInboxRowDto[]' })
  @ApiListQuery({ sort: '["waitingSince","ASC"]', filter: '{"accountManagerId":12}' })
  async inbox(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<ConversationInboxRowDto[]> {
    const rows = await this.conversations.inbox(raw);
    res.setHeader('Content-Range', `conversations 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return rows;
  }
}

/** An attachment for the thread's client and staff (GET and HEAD); no guard: anyone else gets the 404 of a missing file. */
@ApiTags('files')
@Controller('downloads/conversation-attachment')
export class ConversationAttachmentsController {
  constructor(private readonly conversations: ConversationsService) {}

  // Staff opening a client's attachment leave an access-log row (the client's own downloads do not).
  @AccessLogged({
    kind: 'conversation',
    client: {
      param: 'id',
      sql: 'SELECT m.client_user_id AS client, a.file_name AS label FROM conversation_attachments a JOIN conversation_messages m ON m.id = a.message_id WHERE a.id = $1',
    },
  })
  @Get(':id/:fileName')
  @ApiOperation({ summary: "A message's attachment (GET or HEAD): the thread's client, or staff" })
  @ApiNotFoundResponse({ description: 'No such file, or not yours' })
  async attachment(@Req() req: Request, @Res() res: Response, @Param('id') id: string, @Param('fileName') fileName: string): Promise<void> {
    await sendFile(req, res, await this.conversations.attachment(req.user as AuthUser | undefined, rowIdFromPath(id), fileName));
  }
}
