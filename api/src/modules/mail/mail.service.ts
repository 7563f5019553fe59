import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../common/jobs/job-queue';
import { MailAdapter } from './mail.adapter';
import type { MailMessage } from './mail-message';
import { SEND_EMAIL } from './mail.jobs';

@Injectable()
export class MailService {
  constructor(
    private readonly adapter: MailAdapter,
    private readonly jobs: JobQueue,
  ) {}

  /** Sends now; throws when delivery fails. */
  send(message: MailMessage): Promise<void> {
    return this.adapter.deliver(message);
  }

  /**
   * Sends in the background (the mail queue's MailProcessor, retried over hours: MAIL_RETRY):
   * the request that triggers it answers at once and in the same time whether or not mail
   * goes out.
   */
  enqueue(message: MailMessage): Promise<void> {
    return this.jobs.enqueue(SEND_EMAIL, { ...message, messageId: message.messageId ?? this.adapter.newMessageId() });
  }
}
