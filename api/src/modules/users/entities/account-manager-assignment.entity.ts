import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/**
 * One change of a client's account manager, append-only: from whom, to whom, when, and by
 * which owner (null: assigned automatically at registration). Staff ids are plain numbers
 * (no foreign key), so the history outlives a staff account; it goes with the client.
 */
@Entity('account_manager_assignments')
@Index('IDX_account_manager_assignments_client', ['clientUserId', 'id'])
export class AccountManagerAssignment {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_account_manager_assignments' })
  id: number;

  @Column({ type: 'integer' })
  clientUserId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_user_id', foreignKeyConstraintName: 'FK_account_manager_assignments_client' })
  client?: Relation<User>;

  @Column({ type: 'integer', nullable: true })
  fromStaffId: number | null;

  @Column({ type: 'integer', nullable: true })
  toStaffId: number | null;

  @Column({ type: 'integer', nullable: true })
  assignedByUserId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
