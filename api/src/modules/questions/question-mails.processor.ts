import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { QuestionMailsService } from './question-mails.service';
import { SEND_QUESTION_MAILS } from './questions.jobs';

@Injectable()
export class QuestionMailsProcessor {
  private readonly logger = new Logger('QuestionMails');

  constructor(private readonly mails: QuestionMailsService) {}

  @JobHandler(SEND_QUESTION_MAILS)
  async send({ at }: { at: string }): Promise<void> {
    const count = await this.mails.sendDue();
    this.logger.log(`Question mails at ${at}: ${count} queued`);
  }
}
