import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  RECEIPT_FILE_FIELD,
  RECEIPT_LIMITS,
  RECEIPT_MESSAGES,
  type Locale,
  type MissingReceiptsPageDto,
  type ReceiptDto,
  type ReceiptsPageDto,
  type UploadReceiptsResponse,
} from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { sendFile } from '../../common/http/file-response';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { DOCUMENT_BYTES_PER_DAY, takeUploadedFiles } from '../../common/uploads/file-upload.interceptor';
import { MatchReceiptDto, MissingReceiptsQueryDto, ReceiptsQueryDto, receiptView, UpdateReceiptDto } from './dto/receipt.dto';
import { ReceiptDocumentationService } from './receipt-documentation.service';
import { ReceiptMatchingService } from './receipt-matching.service';
import { type LoadedReceipt, ReceiptsService } from './receipts.service';
import { ReceiptFilesInterceptor } from './uploads/receipt-files.interceptor';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';

const view = ({ receipt, candidates }: LoadedReceipt, locale: Locale): ReceiptDto => receiptView(receipt, candidates, '/api/receipts', locale);

/** The client's receipt inbox (issue 30): send photos or PDFs, see what was read and what they were matched to. */
@ApiTags('receipts')
@Authenticated()
@Controller('receipts')
export class ReceiptsController {
  constructor(
    private readonly receipts: ReceiptsService,
    private readonly matching: ReceiptMatchingService,
    private readonly documentation: ReceiptDocumentationService,
  ) {}

  @Post()
  @UserRateLimit(DOCUMENT_BYTES_PER_DAY)
  @UseInterceptors(ReceiptFilesInterceptor)
  @ApiOperation({
    summary: `Send receipts: multipart/form-data, one or more \`${RECEIPT_FILE_FIELD}\` (JPEG, PNG, HEIC or PDF, checked by content, at most ${RECEIPT_LIMITS.maxFiles}). Each is read on a worker (status "reading")`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { [RECEIPT_FILE_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  @ApiCreatedResponse({ description: 'The receipts, status "reading"' })
  @ApiBadRequestResponse({ description: 'No file, or a file that is not a photo or a PDF' })
  @ApiPayloadTooLargeResponse({ description: 'Over the submissions file size or count limits' })
  @ApiConflictResponse({ description: 'The same file was already sent: the message names the first' })
  async upload(@CurrentUser() user: AuthUser, @Req() req: Request, @AnswerLocale() locale: Locale): Promise<UploadReceiptsResponse> {
    return { receipts: (await this.receipts.upload(user, takeUploadedFiles(req))).map((r) => view(r, locale)) };
  }

  @Get()
  @ApiOperation({ summary: 'Your receipts, newest first, a page at a time (status reading, read or unreadable)' })
  @ApiOkResponse({ description: '{receipts, total, page, pageSize}' })
  async list(@CurrentUser() user: AuthUser, @Query() query: ReceiptsQueryDto, @AnswerLocale() locale: Locale): Promise<ReceiptsPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? RECEIPT_LIMITS.defaultPageSize;
    const { rows, total } = await this.receipts.page(user.id, page, pageSize, query.status ?? null);
    return { receipts: rows.map((r) => view(r, locale)), total, page, pageSize };
  }

  @Get('missing')
  @ApiOperation({ summary: 'Your purchases of $100 or more with no receipt linked (default: the last 90 days), newest first, a page at a time' })
  @ApiOkResponse({ description: '{purchases, total, page, pageSize, from, to}' })
  @ApiBadRequestResponse({ description: 'A date not written YYYY-MM-DD, from after to, or a range over 4 years' })
  missing(@CurrentUser() user: AuthUser, @Query() query: MissingReceiptsQueryDto): Promise<MissingReceiptsPageDto> {
    const { from, to } = this.documentation.rangeOf(query.from, query.to);
    return this.documentation.missing(user.id, from, to, query.page ?? 1, query.pageSize ?? RECEIPT_LIMITS.defaultPageSize);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of your receipts' })
  @ApiNotFoundResponse({ description: 'Not one of your receipts' })
  async get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLocale() locale: Locale): Promise<{ receipt: ReceiptDto }> {
    return { receipt: view(await this.receipts.get(id, user.id), locale) };
  }

  @Get(':id/file')
  @ApiOperation({ summary: "The receipt's file (a HEIC photo as JPEG)" })
  @ApiNotFoundResponse({ description: 'Not one of your receipts' })
  async file(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    await sendFile(req, res, await this.receipts.file(id, user.id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Correct what was read (or type the fields of an unreadable receipt); a receipt with a total and a date is matched again' })
  @ApiBadRequestResponse({ description: 'A field that is not valid (amount, date, business number check digit, currency)' })
  @ApiNotFoundResponse({ description: 'Not one of your receipts' })
  @ApiConflictResponse({ description: 'Still being read' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateReceiptDto,
    @AnswerLocale() locale: Locale,
  ): Promise<{ receipt: ReceiptDto }> {
    return { receipt: view(await this.receipts.update(id, user.id, body, 'client'), locale) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its file' })
  @ApiNotFoundResponse({ description: 'Not one of your receipts' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.receipts.remove(id, user.id);
  }

  @Post(':id/match')
  @HttpCode(200)
  @ApiOperation({ summary: 'Link the receipt to a transaction of your books by hand' })
  @ApiNotFoundResponse({ description: 'Not one of your receipts, or not a transaction of your books' })
  async match(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: MatchReceiptDto,
    @AnswerLocale() locale: Locale,
  ): Promise<{ receipt: ReceiptDto }> {
    return { receipt: view(await linked(this.receipts, await this.matching.link(id, user.id, String(body.transactionId), 'client')), locale) };
  }

  @Delete(':id/match')
  @ApiOperation({ summary: 'Unlink the receipt from its transaction' })
  @ApiNotFoundResponse({ description: 'Not one of your receipts' })
  @ApiConflictResponse({ description: 'Not linked' })
  async unmatch(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLocale() locale: Locale): Promise<{ receipt: ReceiptDto }> {
    return { receipt: view(await linked(this.receipts, await this.matching.unlink(id, user.id)), locale) };
  }
}

/** The answer of a link or unlink: the receipt, or the 404/409 it deserves. */
export async function linked(receipts: ReceiptsService, outcome: Awaited<ReturnType<ReceiptMatchingService['link']>> | 'not-matched'): Promise<LoadedReceipt> {
  if (outcome === null) throw new DomainException(DomainErrorKind.NOT_FOUND, RECEIPT_MESSAGES.notFound);
  if (outcome === 'no-transaction') throw new DomainException(DomainErrorKind.NOT_FOUND, RECEIPT_MESSAGES.transactionNotFound);
  if (outcome === 'not-matched') throw new DomainException(DomainErrorKind.CONFLICT, RECEIPT_MESSAGES.notMatched);
  return (await receipts.withCandidates([outcome]))[0];
}
