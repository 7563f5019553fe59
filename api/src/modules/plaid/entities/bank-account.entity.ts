import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { BankItem } from './bank-item.entity';
import { BankTransaction } from './bank-transaction.entity';

@Entity('bank_accounts')
export class BankAccount {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  bankItemId: number;

  @ManyToOne(() => BankItem, (i) => i.accounts, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bank_item_id' })
  bankItem?: Relation<BankItem>;

  /** Plaid's account_id. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  accountId: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  mask: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  type: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  subtype: string | null;

  /**
   * How many transactions the account holds, kept by triggers on bank_transactions (every
   * insert, delete and move), so the Transactions list totals a user's visible accounts
   * without counting 200,000 rows per page.
   */
  @Column({ type: 'integer', default: 0 })
  transactionCount: number;

  @OneToMany(() => BankTransaction, (t) => t.bankAccount)
  transactions?: Relation<BankTransaction[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
