import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * What the webhook last applied for each Stripe subscription: its status and the
 * `created` time of that event. An older event, or any event after the subscription was
 * canceled (terminal in Stripe), is recorded as processed and changes nothing, so events
 * delivered out of order never bring a cancelled plan back.
 */
@Entity('stripe_subscription_states')
export class StripeSubscriptionState {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  subscriptionId: string;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 32 })
  status: string;

  /** The applied event's `created` (Stripe's clock, second precision). */
  @Column({ type: 'timestamptz' })
  lastEventAt: Date;

  @Column({ type: 'varchar', length: 255 })
  lastEventId: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
