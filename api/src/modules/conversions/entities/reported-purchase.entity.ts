import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MONEY } from '../../../database/columns';
import { User } from '../../users/entities/user.entity';

/**
 * One row per purchase reported to Meta (`stripe-checkout:<session id>` or
 * `coupon:<user id>`): the unique key makes the Purchase event go out once per purchase.
 */
@Entity('reported_purchases')
export class ReportedPurchase {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 300 })
  purchaseKey: string;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The value sent to Meta, set by the server from the purchase itself. */
  @Column({ ...MONEY })
  value: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @CreateDateColumn({ type: 'timestamptz' })
  reportedAt: Date;
}
