import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import { AdminTransactionQuestionDto, AskQuestionDto, QuestionResponseDto, TransactionQuestionDto } from './dto/question.dto';
import { QuestionsService } from './questions.service';
import { AccessLogged, NotClientData } from '../../common/access-log/access-logged.decorator';

/** The console's questions list (react-admin simple-rest dialect). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/questions')
export class AdminQuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @NotClientData('open questions across clients')
  @Get()
  @ApiOperation({
    summary:
      'Questions with Content-Range; filter {"status":"answered"}, {"userId":3}, or {"toActOn":true} (answered, report still pending), newest first unless sorted',
  })
  @ApiListQuery({ sort: '["askedAt","DESC"]', filter: '{"status":"answered"}' })
  @ApiOkResponse({ type: [AdminTransactionQuestionDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminTransactionQuestionDto[]> {
    return sendListPage(res, await this.questions.listForAdmin(raw), AdminTransactionQuestionDto.fromAdmin);
  }
}

/** Staff ask the client about a row of a report's transaction list. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/reports')
export class AdminReportQuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @AccessLogged({ kind: 'report', client: { param: 'reportId', table: 'monthly_reports', label: `to_char(make_date(year, month, 1), 'FMMonth YYYY')` } })
  @Post(':reportId/questions')
  @ApiOperation({ summary: 'Ask the client what a transaction of a pending report was; the report is "awaiting client" until answered' })
  @ApiCreatedResponse({ type: QuestionResponseDto })
  @ApiBadRequestResponse({ description: 'No question, or not a transaction of this report' })
  @ApiNotFoundResponse({ description: 'No such report' })
  @ApiConflictResponse({ description: 'The report is not pending, or the transaction already has an open question' })
  async ask(@Param('reportId') reportId: string, @CurrentUser() staff: AuthUser, @Body() body: AskQuestionDto): Promise<QuestionResponseDto> {
    return { question: TransactionQuestionDto.from(await this.questions.ask(reportId, staff, body)) };
  }
}
