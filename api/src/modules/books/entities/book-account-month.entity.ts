import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { BookAccount } from './book-account.entity';
import { JOURNAL_MONEY } from './journal-money';

/**
 * An account's debits and credits over one month of its entries' dates (`month`: the first
 * day). Kept by the database in the same statement as the journal's lines (triggers of
 * migration JournalSpeed1796080000000), so a balance reads whole months from here and scans
 * only the days of the month it ends in. Nothing in the application writes it.
 */
@Entity('book_account_months')
@Index('IDX_book_account_months_user_month', ['userId', 'month'])
export class BookAccountMonth {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_book_account_months' })
  accountId: number;

  @ManyToOne(() => BookAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_book_account_months_account' })
  account?: Relation<BookAccount>;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_book_account_months' })
  month: string;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ ...JOURNAL_MONEY, default: 0 })
  debit: string;

  @Column({ ...JOURNAL_MONEY, default: 0 })
  credit: string;
}
