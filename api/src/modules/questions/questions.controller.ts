import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { QUESTION_RECEIPT_FIELD } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { UserRateLimits } from '../../common/rate-limit/user-rate-limit.guard';
import { BOOKS_CHANGES_LIMIT } from '../../common/rate-limit/books-changes-limit';
import { DOCUMENT_BYTES_PER_DAY, takeUploadedFiles } from '../../common/uploads/file-upload.interceptor';
import { AnswerQuestionDto, QuestionResponseDto, QuestionsResponseDto, TransactionQuestionDto } from './dto/question.dto';
import { QuestionsService } from './questions.service';
import { ReceiptUploadInterceptor } from './uploads/receipt-upload.interceptor';

/** The client's questions from their bookkeeper. */
@ApiTags('questions')
@ApiExtraModels(AnswerQuestionDto)
@Authenticated()
@Controller('questions')
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @Get()
  @ApiOperation({ summary: 'Your questions from your bookkeeper, open ones first' })
  @ApiOkResponse({ type: QuestionsResponseDto })
  async list(@CurrentUser() user: AuthUser): Promise<QuestionsResponseDto> {
    return { questions: (await this.questions.listForClient(user.id)).map(TransactionQuestionDto.from) };
  }

  @Post(':id/answer')
  @HttpCode(200)
  @UserRateLimits(DOCUMENT_BYTES_PER_DAY, BOOKS_CHANGES_LIMIT)
  @UseInterceptors(ReceiptUploadInterceptor)
  @ApiOperation({
    summary:
      'Answer with one of your categories, a note and/or a receipt; a category applies to the transaction and the pending report is rebuilt. ' +
      'JSON, or multipart/form-data with a `receipt` file (PDF, CSV, PNG, JPEG, HEIC or WebP, checked by content, as submission documents)',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(AnswerQuestionDto) },
        {
          type: 'object',
          properties: { category: { type: 'string' }, note: { type: 'string' }, [QUESTION_RECEIPT_FIELD]: { type: 'string', format: 'binary' } },
        },
      ],
    },
  })
  @ApiOkResponse({ type: QuestionResponseDto })
  @ApiBadRequestResponse({ description: 'No category, note or receipt; a category that is not one of yours; a receipt that is not an accepted document' })
  @ApiPayloadTooLargeResponse({ description: 'The receipt is over the submissions file size limit' })
  @ApiNotFoundResponse({ description: 'Not one of your questions' })
  @ApiConflictResponse({ description: "Already answered, or the transaction's month is closed" })
  async answer(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Req() req: Request,
    @Body() body: AnswerQuestionDto,
  ): Promise<QuestionResponseDto> {
    const [receipt] = takeUploadedFiles(req);
    return { question: TransactionQuestionDto.from(await this.questions.answer(user.id, id, body, receipt ?? null)) };
  }
}
