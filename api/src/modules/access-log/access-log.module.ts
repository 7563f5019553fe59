import { Module } from '@nestjs/common';
import { ScheduledRunsModule } from '../../common/jobs/scheduled-runs';
import { AccessLogPurgeProcessor } from './access-log-purge.processor';
import { AccessLogPurgeScheduler } from './access-log-purge.scheduler';
import { AccessLogController } from './access-log.controller';
import { AccessLogRepository } from './access-log.repository';
import { AccessLogService } from './access-log.service';
import { AdminAccessLogController } from './admin-access-log.controller';

/**
 * The access log's readers (the client, the owners, the export) and its 24-month purge.
 * Its rows are written by the platform (common/access-log: @AccessLogged and the global
 * interceptor), so every module's staff routes log without importing this one.
 */
@Module({
  imports: [ScheduledRunsModule],
  controllers: [AccessLogController, AdminAccessLogController],
  providers: [AccessLogService, AccessLogRepository, AccessLogPurgeScheduler, AccessLogPurgeProcessor],
})
export class AccessLogModule {}
