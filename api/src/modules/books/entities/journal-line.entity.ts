import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BookAccount } from './book-account.entity';
import { JournalEntry } from './journal-entry.entity';
import { JOURNAL_MONEY } from './journal-money';

/** One line of a journal entry: exactly one of debit and credit is more than zero. */
@Entity('journal_lines')
@Check('CHK_journal_lines_one_side', `"debit" >= 0 AND "credit" >= 0 AND ("debit" > 0) <> ("credit" > 0)`)
export class JournalLine {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_journal_lines' })
  id: string;

  @Index('IDX_journal_lines_entry')
  @Column({ type: 'bigint' })
  entryId: string;

  @ManyToOne(() => JournalEntry, (entry) => entry.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entry_id', foreignKeyConstraintName: 'FK_journal_lines_entry' })
  entry?: Relation<JournalEntry>;

  @Index('IDX_journal_lines_account')
  @Column({ type: 'integer' })
  accountId: number;

  // Cascades only when the client goes (their entries go too): a line deleted alone would unbalance its entry, which the deferred check refuses.
  @ManyToOne(() => BookAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_journal_lines_account' })
  account?: Relation<BookAccount>;

  @Column({ ...JOURNAL_MONEY, default: 0 })
  debit: string;

  @Column({ ...JOURNAL_MONEY, default: 0 })
  credit: string;
}
