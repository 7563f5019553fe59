import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Locale, MessageResponse } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import { AdminOnly, ForClient } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import type { AuthUser } from '../../common/auth/auth-user';
import { CsvFileInterceptor } from './csv-upload.interceptor';
import { CsvBooksService } from './csv-books.service';
import { CsvCategorizationService } from './csv-categorization.service';
import { CsvDownloads } from './csv-downloads.service';
import type { Actor } from './csv-actor';
import { CsvUploadsService, type UploadedFile as StoredUpload } from './csv-uploads.service';
import {
  AddCsvToBooksDto,
  AdminCsvUploadListItemDto,
  CsvCategorizeDto,
  CsvCategorizeResultDto,
  CsvPreviewRowDto,
  CsvRowCorrectionDto,
  CsvUploadResponseDto,
  sendCategorizeResult,
  toPreviewRow,
  UPLOAD_BODY_SCHEMA,
} from './dto/csv-upload.dto';
import { AccessLogged, NotClientData } from '../../common/access-log/access-logged.decorator';

/** Staff variants over every upload (admin-spec tab 8), plus row corrections that teach the client's memory. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/csv')
export class AdminCsvController {
  constructor(
    private readonly uploads: CsvUploadsService,
    private readonly categorization: CsvCategorizationService,
    private readonly downloads: CsvDownloads,
    private readonly books: CsvBooksService,
  ) {}

  private actor(user: AuthUser): Actor {
    return { userId: user.id, staff: true };
  }

  @NotClientData('the list of uploads across clients')
  @Get('uploads')
  @ApiOperation({ summary: 'Every upload (react-admin list, Content-Range); filter {"status":"uploaded"}, {"q":"text"}, {"uploadedBy":12}' })
  @ApiListQuery({ sort: '["createdAt","DESC"]', filter: '{"status":"completed"}' })
  @ApiOkResponse({ type: [AdminCsvUploadListItemDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminCsvUploadListItemDto[]> {
    return sendListPage(res, await this.uploads.listForAdmin(raw), AdminCsvUploadListItemDto.fromAdmin);
  }

  @AccessLogged({ kind: 'upload', client: { param: 'id', table: 'csv_uploads', column: 'uploaded_by', label: 'file_name' } })
  @Get('uploads/:id')
  @ForClient('csv-upload', 'id')
  @ApiOperation({ summary: 'One upload' })
  @ApiOkResponse({ type: AdminCsvUploadListItemDto })
  async show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<AdminCsvUploadListItemDto> {
    return AdminCsvUploadListItemDto.fromAdmin(await this.uploads.get(this.actor(user), id));
  }

  @NotClientData("a staff member's own upload")
  @Post('upload')
  @UseInterceptors(CsvFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_BODY_SCHEMA })
  @ApiOperation({ summary: 'Upload a CSV with the page-only category list' })
  @ApiCreatedResponse({ type: CsvUploadResponseDto })
  async upload(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: StoredUpload | undefined,
    @Body('categories') categories: unknown,
    @Body('mapping') mapping: unknown,
  ): Promise<CsvUploadResponseDto> {
    return CsvUploadResponseDto.from(await this.uploads.upload(this.actor(user), file, categories, mapping));
  }

  @AccessLogged({ kind: 'upload', client: { param: 'id', table: 'csv_uploads', column: 'uploaded_by', label: 'file_name' } })
  @Post('categorize/:id')
  @ForClient('csv-upload', 'id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Categorize any upload: 200 with processedCount, or 202 while it runs' })
  @ApiOkResponse({ type: CsvCategorizeResultDto })
  async categorize(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: CsvCategorizeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CsvCategorizeResultDto> {
    return sendCategorizeResult(res, await this.categorization.categorizeAndWait(this.actor(user), id, body.categories));
  }

  @AccessLogged({ kind: 'upload', client: { param: 'id', table: 'csv_uploads', column: 'uploaded_by', label: 'file_name' } })
  @Delete('upload/:id')
  @ForClient('csv-upload', 'id')
  @ApiOperation({ summary: 'Delete any upload' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLocale() locale: Locale): Promise<MessageResponse> {
    await this.uploads.remove(this.actor(user), id);
    return { message: translate(locale, 'categorization:upload.deleted') };
  }

  @AccessLogged({ kind: 'file', client: { param: 'id', table: 'csv_uploads', column: 'uploaded_by', label: 'file_name' } })
  @Get('download/:id')
  @ForClient('csv-upload', 'id')
  @ApiOperation({ summary: 'Categorized CSV of any upload' })
  async download(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return this.downloads.download(this.actor(user), id, res);
  }

  @AccessLogged({ kind: 'upload', client: { param: 'id', table: 'csv_uploads', column: 'uploaded_by', label: 'file_name' } })
  @Get('upload/:id/transactions')
  @ForClient('csv-upload', 'id')
  @ApiOperation({ summary: 'Rows of an upload with category, confidence and source (Content-Range); filter {"needsReview":true}' })
  @ApiListQuery({ sort: '["rowIndex","ASC"]', filter: '{"needsReview":true}' })
  @ApiOkResponse({ type: [CsvPreviewRowDto] })
  async rows(@Param('id', ParseIntPipe) id: number, @Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<CsvPreviewRowDto[]> {
    return sendListPage(res, await this.uploads.rowsForAdmin(id, raw), toPreviewRow);
  }

  @AccessLogged({
    kind: 'upload',
    client: {
      param: 'rowId',
      sql: 'SELECT u.uploaded_by AS client, u.file_name AS label FROM csv_transactions t JOIN csv_uploads u ON u.id = t.csv_upload_id WHERE t.id = $1',
    },
  })
  @Put('transactions/:rowId')
  @ForClient('csv-row', 'rowId')
  @ApiOperation({ summary: "Correct one row's category: the row shows source staff and the client's memory learns the merchant" })
  @ApiOkResponse({ type: CsvPreviewRowDto })
  async correct(@Param('rowId', ParseIntPipe) rowId: number, @Body() body: CsvRowCorrectionDto): Promise<CsvPreviewRowDto> {
    return toPreviewRow(await this.categorization.correctRow(rowId, body.category));
  }

  @AccessLogged({ kind: 'books', client: { param: 'id', table: 'csv_uploads', column: 'uploaded_by', label: 'file_name' } })
  @Post('books/:id')
  @ForClient('csv-upload', 'id')
  @HttpCode(200)
  @ApiOperation({
    summary: "Add to my books: a client's completed upload becomes an account of the books under accountName; its rows count in monthly reports",
  })
  @ApiOkResponse({ type: AdminCsvUploadListItemDto })
  @ApiNotFoundResponse({ description: 'Not an upload' })
  @ApiConflictResponse({ description: 'The upload is not completed' })
  async addToBooks(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() body: AddCsvToBooksDto): Promise<AdminCsvUploadListItemDto> {
    return AdminCsvUploadListItemDto.fromAdmin(await this.books.add(this.actor(user), id, body.accountName, body.accountType ?? 'bank'));
  }

  @AccessLogged({ kind: 'books', client: { param: 'id', table: 'csv_uploads', column: 'uploaded_by', label: 'file_name' } })
  @Delete('books/:id')
  @ForClient('csv-upload', 'id')
  @ApiOperation({ summary: 'Take the upload out of the books: its rows leave pending reports (approved reports keep their figures)' })
  @ApiOkResponse({ type: AdminCsvUploadListItemDto })
  @ApiNotFoundResponse({ description: 'Not an upload' })
  @ApiConflictResponse({ description: 'The upload is not in the books' })
  async removeFromBooks(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<AdminCsvUploadListItemDto> {
    return AdminCsvUploadListItemDto.fromAdmin(await this.books.remove(this.actor(user), id));
  }
}
