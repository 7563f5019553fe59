import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { JobName } from '../../common/jobs/job-names';
import { SessionsService } from './sessions.service';

@Injectable()
export class SessionCleanupProcessor {
  private readonly logger = new Logger('Sessions');

  constructor(private readonly sessions: SessionsService) {}

  @JobHandler(JobName.PURGE_EXPIRED_SESSIONS)
  async purge(): Promise<void> {
    const count = await this.sessions.purgeExpired();
    this.logger.log(`Purged ${count} expired session(s)`);
  }
}
