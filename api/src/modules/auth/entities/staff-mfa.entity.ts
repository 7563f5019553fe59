import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A staff member's two-factor login (TOTP). Secrets are sealed with SecretBox, bound to
 * the user (`staffMfaContext`), so a sealed secret copied to another row does not open.
 */
@Entity('staff_mfa')
export class StaffMfa {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The confirmed secret; null while two-factor login is off. */
  @Column({ type: 'text', nullable: true })
  secretEncrypted: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  /** A secret being set up, not yet confirmed with a code; it replaces the confirmed one once confirmed. */
  @Column({ type: 'text', nullable: true })
  pendingSecretEncrypted: string | null;

  /** The last 30-second step whose code was accepted: a code is good once (no replay within its window). */
  @Column({ type: 'integer', nullable: true })
  lastUsedStep: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
