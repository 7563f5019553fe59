import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { PURGE_ACCESS_LOG, PURGE_ACCESS_LOG_RUN } from './access-log.jobs';
import { AccessLogService } from './access-log.service';

@Injectable()
export class AccessLogPurgeProcessor {
  private readonly logger = new Logger('AccessLog');

  constructor(
    private readonly accessLog: AccessLogService,
    private readonly runs: ScheduledRuns,
  ) {}

  @JobHandler(PURGE_ACCESS_LOG)
  async purge({ day }: { day?: string }): Promise<void> {
    const count = await this.accessLog.purgeExpired();
    if (day) await this.runs.record(PURGE_ACCESS_LOG_RUN, day);
    this.logger.log(`Purged ${count} access-log row(s) of clients who left more than 24 months ago`);
  }
}
