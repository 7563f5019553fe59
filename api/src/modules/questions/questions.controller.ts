import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AnswerQuestionDto, QuestionResponseDto, QuestionsResponseDto, TransactionQuestionDto } from './dto/question.dto';
import { QuestionsService } from './questions.service';

/** The client's questions from their bookkeeper. */
@ApiTags('questions')
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
  @ApiOperation({ summary: 'Answer with one of your categories and/or a note; a category applies to the transaction and the pending report is rebuilt' })
  @ApiOkResponse({ type: QuestionResponseDto })
  @ApiBadRequestResponse({ description: 'Neither category nor note, or a category that is not one of yours' })
  @ApiNotFoundResponse({ description: 'Not one of your questions' })
  @ApiConflictResponse({ description: 'Already answered' })
  async answer(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() body: AnswerQuestionDto): Promise<QuestionResponseDto> {
    return { question: TransactionQuestionDto.from(await this.questions.answer(user.id, id, body)) };
  }
}
