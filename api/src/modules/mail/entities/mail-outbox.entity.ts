import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { MailMessage } from '../mail-message';

/**
 * A queued e-mail until it is delivered: the database's record of the mail job in progress,
 * which the reconciler delivers again when the queue lost it. Deleted once the message is
 * sent; kept with `failedAt` when the last try gave up (the log names it by Message-ID).
 */
@Entity('mail_outbox')
export class MailOutbox {
  /** The Message-ID header, which every try sends: a receiver can tell a repeat. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  messageId: string;

  @Column({ type: 'jsonb' })
  message: MailMessage;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  failedAt: Date | null;
}
