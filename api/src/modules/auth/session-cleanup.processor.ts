import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { PURGE_EXPIRED_SESSIONS, PURGE_SESSIONS_RUN } from './auth.jobs';
import { SessionsService } from './sessions.service';

@Injectable()
export class SessionCleanupProcessor {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly sessions: SessionsService,
    private readonly runs: ScheduledRuns,
  ) {}

  @JobHandler(PURGE_EXPIRED_SESSIONS)
  async purge({ day }: { day?: string }): Promise<void> {
    const count = await this.sessions.purgeExpired();
    if (day) await this.runs.record(PURGE_SESSIONS_RUN, day);
    this.logger.log(`Purged ${count} expired session(s)`);
  }
}
