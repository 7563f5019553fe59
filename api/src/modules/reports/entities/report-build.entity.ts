import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A client's month whose report job was requested and has not finished: the database's
 * record of work in progress, which the reconciler delivers again when the queue lost it,
 * and what the Monthly Reports screen shows while it runs (progress) or after it failed.
 * Written before the job is enqueued, deleted when the build ends; a build that gives up
 * keeps its row with `failure` set (the reconciler leaves it; the client's retry clears it).
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

  /**
   * The last request. Asking again while a build runs moves it forward, and the running
   * job builds once more before it ends: a rebuild asked after feedback sees that feedback.
   */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  /** 0-100, written by the job as it goes. */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  /** Why the last try gave up; null while the build is in progress. */
  @Column({ type: 'text', nullable: true })
  failure: string | null;

  /**
   * Storage keys a try of this build saved before writing its report row. A try killed
   * in between leaves them unused: the next try removes those the report does not use.
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  fileKeys: string[];
}
