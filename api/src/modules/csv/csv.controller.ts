import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CSV_MESSAGES, CsvUploadStatus, type MessageResponse } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { AuthUser } from '../../common/auth/auth-user';
import { CsvFileInterceptor } from './csv-upload.interceptor';
import { CsvDownloads } from './csv-downloads.service';
import { type Actor, CsvService, type UploadedFile as StoredUpload } from './csv.service';
import { CsvCategorizeDto, CsvCategorizeResultDto, CsvUploadListItemDto, CsvUploadResponseDto } from './dto/csv-upload.dto';

export const UPLOAD_BODY_SCHEMA = {
  type: 'object',
  required: ['csvFile'],
  properties: {
    csvFile: { type: 'string', format: 'binary', description: 'A .csv file with Transaction_Date, Transaction_Name, Transaction_Amount, Transaction_Category' },
    categories: { type: 'string', description: 'JSON list of {"type": "REVENUE"|"EXPENSE", "categoryName": "..."}; the client\'s own categories when absent' },
  },
};

/** Answers 200 with processedCount when the job ends within a few seconds, else 202 (progress on the upload). */
export async function categorizeAndWait(csv: CsvService, actor: Actor, id: number, body: CsvCategorizeDto, res: Response): Promise<CsvCategorizeResultDto> {
  await csv.startCategorization(actor, id, body.categories);
  const upload = await csv.waitForCategorization(actor, id);
  if (upload.status === CsvUploadStatus.COMPLETED) return { id, status: 'completed', processedCount: upload.processedRowCount };
  if (upload.status === CsvUploadStatus.FAILED) throw new DomainException(DomainErrorKind.UNAVAILABLE, upload.failureReason ?? CSV_MESSAGES.jobFailed);
  res.status(202);
  return { id, status: 'processing', progress: upload.progress };
}

/** The client's own CSV uploads (client-spec section 7, "Submissions and CSV"). */
@ApiTags('csv')
@Authenticated()
@Controller('csv')
export class CsvController {
  constructor(
    private readonly csv: CsvService,
    private readonly downloads: CsvDownloads,
  ) {}

  private actor(user: AuthUser): Actor {
    return { userId: user.id, staff: false };
  }

  @Get('uploads')
  @ApiOperation({ summary: 'Your uploads, newest first, each with status, progress and a 5-row preview' })
  @ApiOkResponse({ type: [CsvUploadListItemDto] })
  async list(@CurrentUser() user: AuthUser): Promise<CsvUploadListItemDto[]> {
    return (await this.csv.listForClient(user.id)).map((u) => CsvUploadListItemDto.from(u));
  }

  @Post('upload')
  @UseInterceptors(CsvFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_BODY_SCHEMA })
  @ApiOperation({ summary: 'Upload a CSV of transactions; every row is validated, nothing is stored when one is bad' })
  @ApiCreatedResponse({ type: CsvUploadResponseDto })
  @ApiBadRequestResponse({ description: 'Not a .csv text file, missing columns (named), or bad rows (listed with line numbers)' })
  async upload(@CurrentUser() user: AuthUser, @UploadedFile() file: StoredUpload | undefined, @Body('categories') categories: unknown): Promise<CsvUploadResponseDto> {
    const upload = await this.csv.upload(this.actor(user), file, categories);
    return { id: upload.id, rowCount: upload.originalRowCount };
  }

  @Post('categorize/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Categorize an upload: 200 with processedCount when done within a few seconds, else 202' })
  @ApiOkResponse({ type: CsvCategorizeResultDto })
  @ApiNotFoundResponse({ description: 'Not one of your uploads' })
  async categorize(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() body: CsvCategorizeDto, @Res({ passthrough: true }) res: Response): Promise<CsvCategorizeResultDto> {
    return categorizeAndWait(this.csv, this.actor(user), id, body, res);
  }

  @Delete('upload/:id')
  @ApiOperation({ summary: 'Delete an upload in any state, with its rows and file' })
  @ApiNotFoundResponse({ description: 'Not one of your uploads' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<MessageResponse> {
    await this.csv.remove(this.actor(user), id);
    return { message: CSV_MESSAGES.deleted };
  }

  @Get('download/:id')
  @ApiOperation({ summary: 'The original columns plus AI_Category, Confidence and Source (formula-injection safe)' })
  @ApiNotFoundResponse({ description: 'Not one of your uploads' })
  async download(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return this.downloads.download(this.actor(user), id, res);
  }
}
