import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A scheduled task's run that completed: the monthly report fan-out for a month, the
 * session purge for a day. The database, not Redis (which may have been flushed), says
 * whether a missed cron must be caught up at start.
 */
@Entity('scheduled_runs')
export class ScheduledRun {
  /** The cron's name, e.g. `monthly-reports`. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  task: string;

  /** The period the run covered, e.g. `2026-10` or `2026-11-25`. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  period: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  completedAt: Date;
}
