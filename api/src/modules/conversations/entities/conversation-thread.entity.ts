import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * Per thread (a client): how far each side has read (read receipts: the last message id seen
 * and when), and the digest mails each side was sent (when, and up to which message), which
 * keep mail to at most one per CONVERSATION_LIMITS.mailEveryMinutes per side.
 */
@Entity('conversation_threads')
export class ConversationThread {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_conversation_threads' })
  clientUserId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_user_id', foreignKeyConstraintName: 'FK_conversation_threads_client' })
  client?: Relation<User>;

  @Column({ type: 'integer', nullable: true })
  clientReadUpTo: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  clientReadAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  staffReadUpTo: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  staffReadAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  clientMailedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  clientMailedUpTo: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  staffMailedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  staffMailedUpTo: number | null;
}
