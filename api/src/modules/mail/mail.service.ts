import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { JobName } from '../../common/jobs/job-names';
import { JobQueue } from '../../common/jobs/job-queue';
import { MailAdapter } from './mail.adapter';
import type { MailMessage } from './mail-message';

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
   * Sends in the background (mail queue, retried with backoff): the request that
   * triggers it answers at once and in the same time whether or not mail goes out.
   */
  enqueue(message: MailMessage): Promise<void> {
    return this.jobs.enqueue(JobName.SEND_EMAIL, message);
  }

  @JobHandler(JobName.SEND_EMAIL)
  async handleSendEmail(message: MailMessage): Promise<void> {
    await this.adapter.deliver(message);
  }
}
