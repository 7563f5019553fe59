import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { PURGE_EXPIRED_SESSIONS } from './auth.jobs';
import { SessionsService } from './sessions.service';

@Injectable()
export class SessionCleanupProcessor {
  private readonly logger = new Logger('Sessions');

  constructor(private readonly sessions: SessionsService) {}

  @JobHandler(PURGE_EXPIRED_SESSIONS)
  async purge(): Promise<void> {
    const count = await this.sessions.purgeExpired();
    this.logger.log(`Purged ${count} expired session(s)`);
  }
}
