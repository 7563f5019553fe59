import { BOOK_ACCOUNT_SOURCES, BOOK_ACCOUNT_TYPES, type BookAccountSource, type BookAccountType } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * One account of a client's chart. `source` says what it stands for and `ref` which one: a
 * bank account's row id (bank), a CSV upload's id (csv), 0 for the manual Cash account
 * (manual), a category's id (category), or a system account's fixed number
 * (SYSTEM_BOOK_ACCOUNTS). Written by the database's posting function (books_post), which
 * creates the accounts a ledger row needs as it posts it.
 */
@Entity('book_accounts')
@Index('UQ_book_accounts_ref', ['userId', 'source', 'ref'], { unique: true })
export class BookAccount {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_book_accounts' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_book_accounts_user' })
  user?: Relation<User>;

  @Column({ type: 'enum', enum: BOOK_ACCOUNT_TYPES, enumName: 'book_account_type' })
  type: BookAccountType;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** Schedule 100 code; null for category accounts (their code comes from the year-end package's map when read). */
  @Column({ type: 'varchar', length: 4, nullable: true })
  gifi: string | null;

  @Column({ type: 'enum', enum: BOOK_ACCOUNT_SOURCES, enumName: 'book_account_source' })
  source: BookAccountSource;

  @Column({ type: 'integer' })
  ref: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
