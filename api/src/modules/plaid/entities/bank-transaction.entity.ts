import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MONEY } from '../../../database/columns';
import { User } from '../../users/entities/user.entity';
import { BankAccount } from './bank-account.entity';

/** Plaid's personal_finance_category, kept for the categorizer. */
export interface PersonalFinanceCategory {
  primary: string;
  detailed: string;
  confidence_level?: string | null;
}

/**
 * One bank transaction. `userId` and `accountName` repeat what the account row says so
 * that the Transactions list can page any sort column of one user straight off an index
 * (user, column, id) — 200,000 rows per user must page in milliseconds.
 */
@Entity('bank_transactions')
@Index(['bankAccountId', 'date'])
@Index(['userId', 'date', 'id'])
@Index(['userId', 'name', 'id'])
@Index(['userId', 'amount', 'id'])
@Index(['userId', 'accountName', 'id'])
// The category sort reads the first element of the list; TypeORM cannot describe an
// expression index, so the migration owns it and the schema sync leaves it alone.
@Index('IDX_bank_transactions_user_category', { synchronize: false })
export class BankTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'integer' })
  bankAccountId: number;

  @ManyToOne(() => BankAccount, (a) => a.transactions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bank_account_id' })
  bankAccount?: Relation<BankAccount>;

  /** The account's name when the row was last written (kept in step by account updates). */
  @Column({ type: 'varchar', length: 255, default: '' })
  accountName: string;

  /** Plaid's transaction_id. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  transactionId: string;

  /** The pending transaction this posted one replaces (Plaid's pending_transaction_id). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  pendingTransactionId: string | null;

  /** Negative means money out (the specification's sign, the opposite of Plaid's). */
  @Column(MONEY)
  amount: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'varchar', length: 500 })
  name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  merchantName: string | null;

  @Column({ type: 'boolean', default: false })
  pending: boolean;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  category: string[];

  @Column({ type: 'varchar', length: 64, nullable: true })
  categoryId: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  paymentChannel: string | null;

  @Column({ type: 'jsonb', nullable: true })
  personalFinanceCategory: PersonalFinanceCategory | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
