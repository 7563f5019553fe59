import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A client's month whose report job was requested and has not finished: the database's
 * record of work in progress, which the reconciler delivers again when the queue lost it.
 * Written before the job is enqueued, deleted when the build ends (or gives up).
 */
@Entity('report_builds')
export class ReportBuild {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @PrimaryColumn({ type: 'smallint' })
  year: number;

  @PrimaryColumn({ type: 'smallint' })
  month: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  requestedAt: Date;

  /**
   * Storage keys a try of this build saved before writing its report row. A try killed
   * in between leaves them unused: the next try removes those the report does not use.
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  fileKeys: string[];
}
