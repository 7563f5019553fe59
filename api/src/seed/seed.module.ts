import { DynamicModule, Global, Module } from '@nestjs/common';
import { InProcessJobQueue } from '../common/jobs/in-process-job-queue';
import { JobQueue } from '../common/jobs/job-queue';
import { AppConfig } from '../config/app-config';
import { MailModule } from '../modules/mail/mail.module';
import { ReportsModule } from '../modules/reports/reports.module';
import { CliModule } from '../cli/cli.module';

/**
 * The seed builds the demo's monthly reports with the real report builder, which sits in
 * the reports module. The seed enqueues no job and runs no worker: the reports module's
 * JobQueue is an in-process one that is never started (no Redis connection, no warning).
 */
@Global()
@Module({ providers: [{ provide: JobQueue, useClass: InProcessJobQueue }], exports: [JobQueue] })
class NoJobsModule {}

@Module({})
export class SeedModule {
  static register(config: AppConfig): DynamicModule {
    return { module: SeedModule, imports: [CliModule.register(config), NoJobsModule, MailModule, ReportsModule] };
  }
}
