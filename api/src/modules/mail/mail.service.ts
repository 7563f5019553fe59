import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../common/jobs/job-queue';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { MailAdapter } from './mail.adapter';
import type { MailMessage } from './mail-message';
import { MailOutboxRepository } from './mail-outbox.repository';
import { mailJobId, type QueuedMail, SEND_EMAIL } from './mail.jobs';

@Injectable()
export class MailService {
  constructor(
    private readonly adapter: MailAdapter,
    private readonly jobs: JobQueue,
    private readonly outbox: MailOutboxRepository,
  ) {}

  /** Sends now; throws when delivery fails. */
  send(message: MailMessage): Promise<void> {
    return this.adapter.deliver(message);
  }

  /**
   * Sends in the background (the mail queue's MailProcessor, retried over hours: MAIL_RETRY):
   * the request that triggers it answers at once and in the same time whether or not mail
   * goes out. The message is written to the outbox first, so a job lost with Redis is
   * delivered again by the reconciler.
   */
  async enqueue(message: MailMessage): Promise<void> {
    const queued: QueuedMail = { ...message, messageId: message.messageId ?? this.adapter.newMessageId(), outbox: true };
    await this.outbox.add(queued);
    await this.jobs.enqueue(SEND_EMAIL, queued, { jobId: mailJobId(queued.messageId!) });
  }

  /**
   * The job: delivers a message still in the outbox, then takes it out. A message no longer
   * there was sent by an earlier run (killed before Bull heard it ended): not sent twice.
   * Mail queued before the outbox existed (no `outbox` mark) is sent as before.
   */
  async deliverQueued(message: QueuedMail, lastTry: boolean): Promise<void> {
    const { outbox, ...mail } = message;
    if (outbox && mail.messageId && !(await this.outbox.holds(mail.messageId))) return;
    try {
      await this.adapter.deliver(mail);
    } catch (error) {
      if (lastTry && outbox) await this.outbox.markFailed(mail.messageId!);
      throw error;
    }
    if (outbox) await this.outbox.remove(mail.messageId!);
  }

  /** For the reconciler: every message queued and neither sent nor given up. */
  @Reconciles(SEND_EMAIL)
  async inProgress(): Promise<InProgressWork<QueuedMail>[]> {
    return (await this.outbox.waiting()).map((message) => ({
      jobId: mailJobId(message.messageId!),
      payload: message,
      giveUp: () => this.outbox.markFailed(message.messageId!),
    }));
  }
}
