import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AdminReceiptDto, type Locale, type MissingReceiptsPageDto, RECEIPT_LIMITS, type ReceiptDto } from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import { AccessLogged, NotClientData } from '../../common/access-log/access-logged.decorator';
import { AdminOnly, ForClient } from '../../common/decorators/auth.decorators';
import { sendFile } from '../../common/http/file-response';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import { MatchReceiptDto, MissingReceiptsQueryDto, receiptView, UpdateReceiptDto } from './dto/receipt.dto';
import { UsersService } from '../users/users.service';
import { ReceiptDocumentationService } from './receipt-documentation.service';
import { ReceiptMatchingService } from './receipt-matching.service';
import { linked } from './receipts.controller';
import { type LoadedReceipt, ReceiptsService } from './receipts.service';

const view = ({ receipt, candidates }: LoadedReceipt, locale: Locale): ReceiptDto => receiptView(receipt, candidates, '/api/admin/receipts', locale);

/** One receipt named by the route's `id`: the access log finds its client and names it by its file. */
const RECEIPT_ACCESS = { kind: 'receipt', client: { param: 'id', table: 'receipts', label: 'file_name' } } as const;

/** Every client's receipts for staff (react-admin simple-rest dialect for the list). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/receipts')
export class AdminReceiptsController {
  constructor(
    private readonly receipts: ReceiptsService,
    private readonly matching: ReceiptMatchingService,
    private readonly documentation: ReceiptDocumentationService,
    private readonly users: UsersService,
  ) {}

  @NotClientData('receipts across clients (the console list)')
  @Get()
  @ApiOperation({ summary: 'Receipts of every client with Content-Range; filter {"userId":3} or {"status":"unreadable"}, newest first unless sorted' })
  @ApiListQuery({ sort: '["createdAt","DESC"]', filter: '{"status":"unreadable"}' })
  @ApiOkResponse({ description: 'Receipts' })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response, @AnswerLocale() locale: Locale): Promise<AdminReceiptDto[]> {
    const page = await this.receipts.adminPage(raw);
    const names = await this.receipts.clientNames(page.rows);
    return sendListPage(res, page, (loaded) => ({ ...view(loaded, locale), clientName: names.get(loaded.receipt.userId) ?? '' }));
  }

  @AccessLogged({ kind: 'receipt', client: { param: 'userId' } })
  @ForClient('client', 'userId')
  @Get('users/:userId/missing')
  @ApiOperation({ summary: "A client's purchases of $100 or more with no receipt linked (default: the last 90 days), as the client's list" })
  @ApiNotFoundResponse({ description: 'No such client' })
  async missing(@Param('userId', ParseIntPipe) userId: number, @Query() query: MissingReceiptsQueryDto): Promise<MissingReceiptsPageDto> {
    const { from, to } = this.documentation.rangeOf(query.from, query.to);
    await this.users.getById(userId);
    return this.documentation.missing(userId, from, to, query.page ?? 1, query.pageSize ?? RECEIPT_LIMITS.defaultPageSize);
  }

  @AccessLogged(RECEIPT_ACCESS)
  @ForClient('receipt', 'id')
  @Get(':id')
  @ApiNotFoundResponse({ description: 'No such receipt' })
  async get(@Param('id', ParseIntPipe) id: number, @AnswerLocale() locale: Locale): Promise<AdminReceiptDto> {
    const loaded = await this.receipts.get(id, null);
    const names = await this.receipts.clientNames([loaded]);
    return { ...view(loaded, locale), clientName: names.get(loaded.receipt.userId) ?? '' };
  }

  @AccessLogged(RECEIPT_ACCESS)
  @ForClient('receipt', 'id')
  @Get(':id/file')
  @ApiNotFoundResponse({ description: 'No such receipt' })
  async file(@Param('id', ParseIntPipe) id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    await sendFile(req, res, await this.receipts.file(id, null));
  }

  @AccessLogged(RECEIPT_ACCESS)
  @ForClient('receipt', 'id')
  @Patch(':id')
  @ApiOperation({ summary: "Correct a client's receipt (fields as the client's PATCH)" })
  async update(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateReceiptDto, @AnswerLocale() locale: Locale): Promise<ReceiptDto> {
    return view(await this.receipts.update(id, null, body, 'staff'), locale);
  }

  @AccessLogged(RECEIPT_ACCESS)
  @ForClient('receipt', 'id')
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its file' })
  async remove(@Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.receipts.remove(id, null);
  }

  @AccessLogged(RECEIPT_ACCESS)
  @ForClient('receipt', 'id')
  @Post(':id/match')
  @HttpCode(200)
  @ApiOperation({ summary: "Link a client's receipt to a transaction of their books" })
  @ApiNotFoundResponse({ description: 'No such receipt, or not a transaction of its client' })
  async match(@Param('id', ParseIntPipe) id: number, @Body() body: MatchReceiptDto, @AnswerLocale() locale: Locale): Promise<ReceiptDto> {
    return view(await linked(this.receipts, await this.matching.link(id, null, String(body.transactionId), 'staff')), locale);
  }

  @AccessLogged(RECEIPT_ACCESS)
  @ForClient('receipt', 'id')
  @Delete(':id/match')
  @ApiConflictResponse({ description: 'Not linked' })
  async unmatch(@Param('id', ParseIntPipe) id: number, @AnswerLocale() locale: Locale): Promise<ReceiptDto> {
    return view(await linked(this.receipts, await this.matching.unlink(id, null)), locale);
  }
}
