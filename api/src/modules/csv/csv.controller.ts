import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, type Locale, type MessageResponse } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { BOOKS_CHANGES_LIMIT } from '../../common/rate-limit/books-changes-limit';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CsvFileInterceptor } from './csv-upload.interceptor';
import { CsvBooksService } from './csv-books.service';
import { CsvCategorizationService } from './csv-categorization.service';
import { CsvDownloads } from './csv-downloads.service';
import type { Actor } from './csv-actor';
import { CsvUploadsService, type UploadedFile as StoredUpload } from './csv-uploads.service';
import {
  AddCsvToBooksDto,
  CsvCategorizeDto,
  CsvCategorizeResultDto,
  CsvUploadListItemDto,
  CsvUploadResponseDto,
  sendCategorizeResult,
  UPLOAD_BODY_SCHEMA,
} from './dto/csv-upload.dto';

/** The client's own CSV uploads (client-spec section 7, "Submissions and CSV"). */
@ApiTags('csv')
@Authenticated()
@Controller('csv')
export class CsvController {
  constructor(
    private readonly uploads: CsvUploadsService,
    private readonly categorization: CsvCategorizationService,
    private readonly downloads: CsvDownloads,
    private readonly books: CsvBooksService,
  ) {}

  private actor(user: AuthUser): Actor {
    return { userId: user.id, staff: false };
  }

  @Get('uploads')
  @ApiOperation({ summary: 'Your uploads, newest first, each with status, progress and a 5-row preview' })
  @ApiOkResponse({ type: [CsvUploadListItemDto] })
  async list(@CurrentUser() user: AuthUser): Promise<CsvUploadListItemDto[]> {
    return (await this.uploads.listForClient(user.id)).map((u) => CsvUploadListItemDto.from(u));
  }

  @Post('upload')
  @UserRateLimit({ name: 'csv-uploads', ...CLIENT_LIMITS.csvUploadsPerDay, message: CLIENT_LIMIT_MESSAGES.csvUploads })
  @UseInterceptors(CsvFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_BODY_SCHEMA })
  @ApiOperation({ summary: 'Upload a CSV (the template or a bank export) or an OFX/QFX statement; every row is validated, nothing is stored when one is bad' })
  @ApiCreatedResponse({ type: CsvUploadResponseDto })
  @ApiBadRequestResponse({ description: 'Not a .csv/.ofx/.qfx bank file, missing columns (named), or bad rows (listed with line numbers)' })
  @ApiUnprocessableEntityResponse({
    description:
      '{needsMapping: true, columns, sample, decimalSeparator, dateOrder?, locale?}: a layout neither known nor mapped (decimalSeparator, dateOrder and locale: what the file suggests); upload again with `mapping`',
  })
  async upload(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: StoredUpload | undefined,
    @Body('categories') categories: unknown,
    @Body('mapping') mapping: unknown,
  ): Promise<CsvUploadResponseDto> {
    return CsvUploadResponseDto.from(await this.uploads.upload(this.actor(user), file, categories, mapping));
  }

  @Post('categorize/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Categorize an upload: 200 with processedCount when done within a few seconds, else 202' })
  @ApiOkResponse({ type: CsvCategorizeResultDto })
  @ApiNotFoundResponse({ description: 'Not one of your uploads' })
  async categorize(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: CsvCategorizeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CsvCategorizeResultDto> {
    return sendCategorizeResult(res, await this.categorization.categorizeAndWait(this.actor(user), id, body.categories));
  }

  @Delete('upload/:id')
  @ApiOperation({ summary: 'Delete an upload in any state, with its rows and file' })
  @ApiNotFoundResponse({ description: 'Not one of your uploads' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLocale() locale: Locale): Promise<MessageResponse> {
    await this.uploads.remove(this.actor(user), id);
    return { message: translate(locale, 'categorization:upload.deleted') };
  }

  @Get('download/:id')
  @ApiOperation({ summary: 'The original columns plus AI_Category, Confidence and Source (formula-injection safe)' })
  @ApiNotFoundResponse({ description: 'Not one of your uploads' })
  async download(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return this.downloads.download(this.actor(user), id, res);
  }

  @Post('books/:id')
  @HttpCode(200)
  @UserRateLimit(BOOKS_CHANGES_LIMIT)
  @ApiOperation({ summary: 'Add to my books: your completed upload becomes an account of the books under accountName; its rows count in monthly reports' })
  @ApiOkResponse({ type: CsvUploadListItemDto })
  @ApiNotFoundResponse({ description: 'Not one of your uploads' })
  @ApiConflictResponse({ description: 'The upload is not completed, or has a row in a closed month (its report approved)' })
  async addToBooks(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() body: AddCsvToBooksDto): Promise<CsvUploadListItemDto> {
    return CsvUploadListItemDto.from(await this.books.add(this.actor(user), id, body.accountName, body.accountType ?? 'bank'));
  }

  @Delete('books/:id')
  @UserRateLimit(BOOKS_CHANGES_LIMIT)
  @ApiOperation({ summary: 'Take the upload out of the books: its rows leave pending reports (approved reports keep their figures)' })
  @ApiOkResponse({ type: CsvUploadListItemDto })
  @ApiNotFoundResponse({ description: 'Not one of your uploads' })
  @ApiConflictResponse({ description: 'The upload is not in the books, or has a row in a closed month' })
  async removeFromBooks(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<CsvUploadListItemDto> {
    return CsvUploadListItemDto.from(await this.books.remove(this.actor(user), id));
  }
}
