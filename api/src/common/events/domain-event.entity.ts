import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One occurrence of an event (defineEvent), recorded in the same transaction as what
 * happened: the row says its steps are due until `finishedAt`. The reconciler asks the
 * publishing module's @Reconciles method, which lists the unfinished ones, and delivers
 * them again, so a crash between the commit and the enqueue loses nothing.
 */
@Entity('domain_events')
@Index('IDX_domain_events_unfinished', ['event', 'finishedAt'])
export class DomainEvent {
  /** The occurrence's deterministic job id (EventDefinition.jobIdOf), e.g. `report-approved:42:2`. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  jobId: string;

  /** The event's name, e.g. `report-approved`. */
  @Column({ type: 'varchar', length: 100 })
  event: string;

  /** The job's payload: ids, not data. */
  @Column({ type: 'jsonb' })
  payload: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Set once every step has run. */
  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
