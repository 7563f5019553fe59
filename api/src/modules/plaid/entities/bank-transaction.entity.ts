import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MONEY } from '../../../database/columns';
import { BankAccount } from './bank-account.entity';

@Entity('bank_transactions')
@Index(['bankAccountId', 'date'])
export class BankTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  bankAccountId: number;

  @ManyToOne(() => BankAccount, (a) => a.transactions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bank_account_id' })
  bankAccount?: Relation<BankAccount>;

  /** Plaid's transaction_id. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  transactionId: string;

  /** Negative means money out (the specification's sign, the opposite of Plaid's). */
  @Column(MONEY)
  amount: string;

  @Index()
  @Column({ type: 'date' })
  date: string;

  @Index()
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
