import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { STATEMENT_BALANCE_SOURCES, type StatementBalanceSource } from '@ledgerleaf/contracts';
import { User } from '../../users/entities/user.entity';
import { JOURNAL_MONEY } from './journal-money';

/** The accounts of money that have statements: a linked account (bank) or a CSV/OFX account (csv). */
export const STATEMENT_ACCOUNT_SOURCES = ['bank', 'csv'] as const;

/**
 * What a statement says an account of money held at the end of a day, and where that came
 * from: the balance Plaid returned at a sync (`plaid`), an OFX file's LEDGERBAL (`ofx`), a
 * CSV's balance column (`csv_balance`), or a person (`entered`, with who and when). One row
 * per account, day and source; an entered one wins over the others when read.
 *
 * `balance` is signed as the ledger signs amounts: positive is the client's money, negative
 * what the client owes (a card's balance of 300 owed is -300.00), so it stays true when the
 * account's side in the chart changes. `accountRef` repeats the account's id (the book
 * account's ref) for joins; the foreign keys take the rows away with the account.
 */
@Entity('statement_balances')
@Index('UQ_statement_balances_day', ['accountSource', 'accountRef', 'date', 'source'], { unique: true })
@Index('IDX_statement_balances_user', ['userId'])
@Check(
  'CHK_statement_balances_ref',
  `"account_ref" = coalesce("bank_account_id", "csv_upload_id") AND ("account_source" = 'bank') = ("bank_account_id" IS NOT NULL) AND ("account_source" = 'csv') = ("csv_upload_id" IS NOT NULL)`,
)
export class StatementBalance {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_statement_balances' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_statement_balances_user' })
  user?: Relation<User>;

  @Column({ type: 'enum', enum: STATEMENT_ACCOUNT_SOURCES, enumName: 'statement_account_source' })
  accountSource: (typeof STATEMENT_ACCOUNT_SOURCES)[number];

  @Column({ type: 'integer' })
  accountRef: number;

  @Index('IDX_statement_balances_bank_account')
  @Column({ type: 'integer', nullable: true })
  bankAccountId: number | null;

  // named, not imported: the plaid and csv modules depend on books (their entities go with their rows)
  @ManyToOne('BankAccount', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bank_account_id', foreignKeyConstraintName: 'FK_statement_balances_bank_account' })
  bankAccount?: unknown;

  @Index('IDX_statement_balances_csv_upload')
  @Column({ type: 'integer', nullable: true })
  csvUploadId: number | null;

  @ManyToOne('CsvUpload', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'csv_upload_id', foreignKeyConstraintName: 'FK_statement_balances_csv_upload' })
  csvUpload?: unknown;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'enum', enum: STATEMENT_BALANCE_SOURCES, enumName: 'statement_balance_source' })
  source: StatementBalanceSource;

  @Column(JOURNAL_MONEY)
  balance: string;

  /** Plaid's `balances.available` (signed as `balance`), when it sent one. */
  @Column({ ...JOURNAL_MONEY, nullable: true })
  available: string | null;

  /** The person who typed an entered balance (staff or the client). */
  @Column({ type: 'integer', nullable: true })
  enteredBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'entered_by', foreignKeyConstraintName: 'FK_statement_balances_entered_by' })
  enteredByUser?: Relation<User> | null;

  /** When it was stored (or last replaced). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  recordedAt: Date;
}
