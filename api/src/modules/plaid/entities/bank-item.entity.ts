import { BankItemStatus, enumValues } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { BankAccount } from './bank-account.entity';

/** One linked institution login (a Plaid Item). */
@Entity('bank_items')
export class BankItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** Plaid's item_id. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  itemId: string;

  /** Plaid access token, AES-256-GCM encrypted (SecretBox, bound to `accessTokenContext(itemId)`); never sent to a browser. */
  @Column({ type: 'text' })
  accessTokenEncrypted: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  institutionId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  institutionName: string | null;

  @Index()
  @Column({ type: 'enum', enum: enumValues(BankItemStatus), enumName: 'bank_item_status', default: BankItemStatus.ACTIVE })
  status: BankItemStatus;

  /** /transactions/sync cursor: where the next refresh resumes. */
  @Column({ type: 'text', nullable: true })
  transactionsCursor: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastSyncedAt: Date | null;

  /**
   * A sync was asked for (a webhook, a refresh, a link) and has not ended: the database's
   * record of the bank-sync job in progress, which the reconciler delivers again when the
   * queue lost it. Cleared by the run that covered the request.
   */
  @Column({ type: 'timestamptz', nullable: true })
  syncRequestedAt: Date | null;

  /** Plaid's error code while the item needs the user (ITEM_LOGIN_REQUIRED, PENDING_EXPIRATION, ...). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  errorCode: string | null;

  /** NEW_ACCOUNTS_AVAILABLE: the user may share more accounts through update mode. */
  @Column({ type: 'boolean', default: false })
  newAccountsAvailable: boolean;

  /** When the "reconnect your bank" e-mail went out for the current break (one per break). */
  @Column({ type: 'timestamptz', nullable: true })
  reconnectEmailSentAt: Date | null;

  @OneToMany(() => BankAccount, (a) => a.bankItem)
  accounts?: Relation<BankAccount[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** The SecretBox context an item's access token is sealed under: the ciphertext opens only on the row of that Plaid item. */
export const accessTokenContext = (itemId: string): string => `plaid-item:${itemId}`;
