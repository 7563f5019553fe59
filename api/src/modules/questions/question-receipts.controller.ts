import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { sendFile } from '../../common/http/file-response';
import { rowIdFromPath } from '../../database/columns';
import { QuestionsService } from './questions.service';
import { AccessLogged } from '../../common/access-log/access-logged.decorator';

/**
 * The receipt of an answer, for its client and staff (GET and HEAD). No guard, as for
 * submission files: anyone else, including a visitor without a session, gets the 404 of a missing file.
 */
@ApiTags('files')
@Controller('downloads/question-receipt')
export class QuestionReceiptsController {
  constructor(private readonly questions: QuestionsService) {}

  @AccessLogged({ kind: 'file', client: { param: 'questionId', table: 'transaction_questions', label: 'receipt_name' } })
  @Get(':questionId/:fileName')
  @ApiOperation({ summary: "An answer's receipt (GET or HEAD): the client who answered, or staff" })
  @ApiOkResponse({ description: 'The file, with the type recognised from its content' })
  @ApiNotFoundResponse({ description: 'No such receipt, or not yours' })
  async receipt(@Req() req: Request, @Res() res: Response, @Param('questionId') questionId: string, @Param('fileName') fileName: string): Promise<void> {
    await sendFile(req, res, await this.questions.receipt(req.user as AuthUser | undefined, rowIdFromPath(questionId), fileName));
  }
}
