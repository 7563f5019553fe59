import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { BookAccount } from './book-account.entity';
import { JOURNAL_MONEY } from './journal-money';

export const RECONCILIATION_EVENT_KINDS = ['entered', 'reconciled', 'undone'] as const;
export type ReconciliationEventKind = (typeof RECONCILIATION_EVENT_KINDS)[number];

/**
 * The history of an account's reconciliation for a month: a statement balance entered, the
 * account reconciled (with the figures and the adjustment, if any), the reconciliation undone.
 * Appended, never rewritten. Amounts in the account's own sense (as the API shows them).
 */
@Entity('book_reconciliation_events')
@Index('IDX_book_reconciliation_events_account_month', ['accountId', 'month'])
@Index('IDX_book_reconciliation_events_user', ['userId'])
export class BookReconciliationEvent {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_book_reconciliation_events' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_book_reconciliation_events_user' })
  user?: Relation<User>;

  @Column({ type: 'integer' })
  accountId: number;

  @ManyToOne(() => BookAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_book_reconciliation_events_account' })
  account?: Relation<BookAccount>;

  @Column({ type: 'date' })
  month: string;

  @Column({ type: 'enum', enum: RECONCILIATION_EVENT_KINDS, enumName: 'reconciliation_event_kind' })
  kind: ReconciliationEventKind;

  @Column({ ...JOURNAL_MONEY, nullable: true })
  statementClosing: string | null;

  @Column({ ...JOURNAL_MONEY, nullable: true })
  booksClosing: string | null;

  @Column({ ...JOURNAL_MONEY, nullable: true })
  difference: string | null;

  @Column({ ...JOURNAL_MONEY, nullable: true })
  adjustmentAmount: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  memo: string | null;

  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'FK_book_reconciliation_events_actor' })
  actor?: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
