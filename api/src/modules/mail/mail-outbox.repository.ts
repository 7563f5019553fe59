import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { QueuedMail } from './mail.jobs';

/** The outbox's backlog at one moment (the metrics' figures). */
export interface OutboxFigures {
  queued: number;
  failed: number;
  oldestSeconds: number;
}

/**
 * The mail outbox (mail_outbox): a message is written before its job is queued, taken out
 * once delivered, and marked failed when the last try gives up; the reconciler requeues
 * what is still waiting.
 */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Writes a message (one already there is kept as it is). */
  async add(message: QueuedMail): Promise<void> {
    await this.db.query('INSERT INTO mail_outbox (message_id, message) VALUES ($1, $2::jsonb) ON CONFLICT DO NOTHING', [
      message.messageId,
      JSON.stringify(message),
    ]);
  }

  /** Whether the message is still waiting in the outbox (not yet delivered). */
  async holds(messageId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM mail_outbox WHERE message_id = $1', [messageId]);
    return rows.length > 0;
  }

  /** Takes a delivered message out. */
  async remove(messageId: string): Promise<void> {
    await this.db.query('DELETE FROM mail_outbox WHERE message_id = $1', [messageId]);
  }

  /** Marks a message given up (kept for the record, no longer requeued). */
  async markFailed(messageId: string): Promise<void> {
    await this.db.query('UPDATE mail_outbox SET failed_at = now() WHERE message_id = $1', [messageId]);
  }

  /** Every message neither delivered nor given up, oldest first. */
  async waiting(): Promise<QueuedMail[]> {
    const rows: { message: QueuedMail }[] = await this.db.query('SELECT message FROM mail_outbox WHERE failed_at IS NULL ORDER BY created_at');
    return rows.map((r) => r.message);
  }

  /** Messages waiting and given up, and the age of the oldest waiting one (0 when none waits), in one statement. */
  async figures(): Promise<OutboxFigures> {
    const [row]: OutboxFigures[] = await this.db.query(
      `SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS queued,
              count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
              coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE failed_at IS NULL)), 0)::float8 AS "oldestSeconds"
         FROM mail_outbox`,
    );
    return row;
  }
}
