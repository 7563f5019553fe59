import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { MailAdapter } from './mail.adapter';
import type { MailMessage } from './mail-message';
import { mailJobId, type QueuedMail, SEND_EMAIL } from './mail.jobs';

@Injectable()
export class MailService {
  constructor(
    private readonly adapter: MailAdapter,
    private readonly jobs: JobQueue,
    @InjectDataSource() private readonly db: DataSource,
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
    await this.db.query('INSERT INTO mail_outbox (message_id, message) VALUES ($1, $2::jsonb) ON CONFLICT DO NOTHING', [queued.messageId, JSON.stringify(queued)]);
    await this.jobs.enqueue(SEND_EMAIL, queued, { jobId: mailJobId(queued.messageId!) });
  }

  /**
   * The job: delivers a message still in the outbox, then takes it out. A message no longer
   * there was sent by an earlier run (killed before Bull heard it ended): not sent twice.
   * Mail queued before the outbox existed (no `outbox` mark) is sent as before.
   */
  async deliverQueued(message: QueuedMail, lastTry: boolean): Promise<void> {
    const { outbox, ...mail } = message;
    if (outbox && mail.messageId) {
      const rows: unknown[] = await this.db.query('SELECT 1 FROM mail_outbox WHERE message_id = $1', [mail.messageId]);
      if (!rows.length) return;
    }
    try {
      await this.adapter.deliver(mail);
    } catch (error) {
      if (lastTry && outbox) await this.db.query('UPDATE mail_outbox SET failed_at = now() WHERE message_id = $1', [mail.messageId]);
      throw error;
    }
    if (outbox) await this.db.query('DELETE FROM mail_outbox WHERE message_id = $1', [mail.messageId]);
  }

  /** For the reconciler: every message queued and neither sent nor given up. */
  @Reconciles(SEND_EMAIL)
  async inProgress(): Promise<InProgressWork<QueuedMail>[]> {
    const rows: { message: QueuedMail }[] = await this.db.query('SELECT message FROM mail_outbox WHERE failed_at IS NULL ORDER BY created_at');
    return rows.map(({ message }) => ({
      jobId: mailJobId(message.messageId!),
      payload: message,
      giveUp: async () => {
        await this.db.query('UPDATE mail_outbox SET failed_at = now() WHERE message_id = $1', [message.messageId]);
      },
    }));
  }
}
