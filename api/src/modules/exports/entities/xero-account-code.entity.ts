import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** The Xero account code a client chose for one of their categories, replacing the default (contracts' DEFAULT_XERO_ACCOUNT_CODES). */
@Entity('xero_account_codes')
@Index(['userId', 'categoryKey'], { unique: true })
export class XeroAccountCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The category's name in lower case: categories are matched by name in any case. */
  @Column({ type: 'varchar', length: 100 })
  categoryKey: string;

  @Column({ type: 'varchar', length: 10 })
  accountCode: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
