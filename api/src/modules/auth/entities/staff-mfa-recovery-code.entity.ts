import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** One recovery code of a staff member: only its SHA-256 is kept, and it logs in once. */
@Entity('staff_mfa_recovery_codes')
@Index(['userId', 'codeHash'], { unique: true })
export class StaffMfaRecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** SHA-256 (hex) of the user id and the normalized code: the codes are random, so no slow hash is needed. */
  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
