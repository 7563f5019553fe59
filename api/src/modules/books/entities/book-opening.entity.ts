import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { OPENING_ACCOUNT_SOURCES, STATEMENT_BALANCE_SOURCES, type OpeningAccountSource, type StatementBalanceSource } from '@ledgerleaf/contracts';
import { User } from '../../users/entities/user.entity';
import { JOURNAL_MONEY } from './journal-money';

/**
 * The opening balance of an account of money (a linked account, a CSV account of the books,
 * the manual Cash account): the one proposed from its statements (Plaid's current balance, an
 * OFX LEDGERBAL, a CSV's balance column, written by the database's books_propose_opening) and
 * the one a person set (with who and when). The books use the set one, else the proposed one:
 * books_post_opening writes it as the account's opening journal entry (kind 'opening')
 * against Opening balance equity.
 *
 * Amounts are signed as the ledger signs amounts (positive: the client's money; negative: owed);
 * the API shows them in the account's own sense. The opening is the balance at the start of its
 * day: the entry is dated that day and the day's rows come on top of it.
 */
@Entity('book_openings')
@Index('UQ_book_openings_account', ['userId', 'accountSource', 'accountRef'], { unique: true })
@Check(
  'CHK_book_openings_ref',
  `"account_ref" = coalesce("bank_account_id", "csv_upload_id", 0) AND ("account_source" = 'bank') = ("bank_account_id" IS NOT NULL) AND ("account_source" = 'csv') = ("csv_upload_id" IS NOT NULL)`,
)
@Check('CHK_book_openings_proposed', `("proposed_date" IS NULL) = ("proposed_amount" IS NULL) AND ("proposed_date" IS NULL) = ("proposed_from" IS NULL)`)
@Check('CHK_book_openings_set', `("set_date" IS NULL) = ("set_amount" IS NULL)`)
export class BookOpening {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_book_openings' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_book_openings_user' })
  user?: Relation<User>;

  @Column({ type: 'enum', enum: OPENING_ACCOUNT_SOURCES, enumName: 'opening_account_source' })
  accountSource: OpeningAccountSource;

  /** The book account's ref: the bank account's or the upload's id, 0 for Cash. */
  @Column({ type: 'integer' })
  accountRef: number;

  @Index('IDX_book_openings_bank_account')
  @Column({ type: 'integer', nullable: true })
  bankAccountId: number | null;

  // named, not imported: the plaid and csv modules depend on books (their entities go with their rows)
  @ManyToOne('BankAccount', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bank_account_id', foreignKeyConstraintName: 'FK_book_openings_bank_account' })
  bankAccount?: unknown;

  @Index('IDX_book_openings_csv_upload')
  @Column({ type: 'integer', nullable: true })
  csvUploadId: number | null;

  @ManyToOne('CsvUpload', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'csv_upload_id', foreignKeyConstraintName: 'FK_book_openings_csv_upload' })
  csvUpload?: unknown;

  @Column({ type: 'date', nullable: true })
  proposedDate: string | null;

  @Column({ ...JOURNAL_MONEY, nullable: true })
  proposedAmount: string | null;

  @Column({ type: 'enum', enum: STATEMENT_BALANCE_SOURCES, enumName: 'statement_balance_source', nullable: true })
  proposedFrom: StatementBalanceSource | null;

  @Column({ type: 'date', nullable: true })
  setDate: string | null;

  @Column({ ...JOURNAL_MONEY, nullable: true })
  setAmount: string | null;

  @Column({ type: 'integer', nullable: true })
  setBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'set_by', foreignKeyConstraintName: 'FK_book_openings_set_by' })
  setByUser?: Relation<User> | null;

  @Column({ type: 'timestamptz', nullable: true })
  setAt: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
