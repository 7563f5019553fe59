import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import type { JobContext } from '../../common/jobs/job-queue';
import { type QueuedMail, SEND_EMAIL } from './mail.jobs';
import { MailService } from './mail.service';

/** The mail queue: a message enqueued by MailService.enqueue, retried over hours (MAIL_RETRY). */
@Injectable()
export class MailProcessor {
  constructor(private readonly mail: MailService) {}

  @JobHandler(SEND_EMAIL)
  async sendEmail(message: QueuedMail, context: JobContext): Promise<void> {
    await this.mail.deliverQueued(message, context.attempt >= context.attempts);
  }
}
