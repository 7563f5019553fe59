import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A step of an event's occurrence that ran: inserted in the step's own transaction, so a
 * step's writes and its mark commit together, and a redelivered job skips it.
 */
@Entity('domain_event_steps')
export class DomainEventStep {
  /** The occurrence (domain_events.job_id); no foreign key, so a step run without a recorded occurrence is still marked. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  jobId: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  step: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  doneAt: Date;
}
