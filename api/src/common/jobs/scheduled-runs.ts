import { Injectable, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ScheduledRun } from './scheduled-run.entity';

/**
 * Provided as true by JobsModule in processes that run the crons (workers): a cron whose
 * minute passed while no process ran is caught up when one starts. Absent elsewhere.
 */
export const CATCH_UP_MISSED_RUNS = Symbol('CATCH_UP_MISSED_RUNS');

/** Which scheduled runs have completed, kept in the database. */
@Injectable()
export class ScheduledRuns {
  constructor(@InjectRepository(ScheduledRun) private readonly runs: Repository<ScheduledRun>) {}

  hasRun(task: string, period: string): Promise<boolean> {
    return this.runs.existsBy({ task, period });
  }

  /** Marks the run done; a second mark (a job run twice, two replicas) changes nothing. */
  async record(task: string, period: string): Promise<void> {
    await this.runs.createQueryBuilder().insert().values({ task, period }).orIgnore().execute();
  }
}

@Module({ imports: [TypeOrmModule.forFeature([ScheduledRun])], providers: [ScheduledRuns], exports: [ScheduledRuns] })
export class ScheduledRunsModule {}
