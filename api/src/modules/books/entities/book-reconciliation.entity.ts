import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { BookAccount } from './book-account.entity';
import { JOURNAL_MONEY } from './journal-money';

/**
 * An account of money reconciled for a month (issue 28, point 2): who and when (null after an
 * undo: the row stays, its history is in book_reconciliation_events), and the adjustment posted
 * with it, if any (its journal entry, kind 'reconciliation', points here and goes with the row).
 * `month` is the month's first day. `adjustmentAmount` is signed as the ledger signs amounts.
 */
@Entity('book_reconciliations')
@Index('UQ_book_reconciliations_account_month', ['accountId', 'month'], { unique: true })
@Index('IDX_book_reconciliations_user_month', ['userId', 'month'])
@Check('CHK_book_reconciliations_month', `extract(day from "month") = 1`)
@Check('CHK_book_reconciliations_adjustment', `("adjustment_amount" IS NULL) = ("adjustment_memo" IS NULL)`)
export class BookReconciliation {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_book_reconciliations' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_book_reconciliations_user' })
  user?: Relation<User>;

  @Column({ type: 'integer' })
  accountId: number;

  @ManyToOne(() => BookAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_book_reconciliations_account' })
  account?: Relation<BookAccount>;

  @Column({ type: 'date' })
  month: string;

  @Column({ type: 'integer', nullable: true })
  reconciledBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reconciled_by', foreignKeyConstraintName: 'FK_book_reconciliations_reconciled_by' })
  reconciledByUser?: Relation<User> | null;

  @Column({ type: 'timestamptz', nullable: true })
  reconciledAt: Date | null;

  @Column({ ...JOURNAL_MONEY, nullable: true })
  adjustmentAmount: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  adjustmentMemo: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
