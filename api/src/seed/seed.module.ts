import { Global, Module } from '@nestjs/common';
import { EventsModule } from '../common/events/events.module';
import { InProcessJobQueue } from '../common/jobs/in-process-job-queue';
import { JobQueue } from '../common/jobs/job-queue';
import { CsvModule } from '../modules/csv/csv.module';
import { DataExportModule } from '../modules/data-export/data-export.module';
import { MailModule } from '../modules/mail/mail.module';
import { PlaidModule } from '../modules/plaid/plaid.module';
import { QuestionsModule } from '../modules/questions/questions.module';
import { ReportsModule } from '../modules/reports/reports.module';
import { SubmissionsModule } from '../modules/submissions/submissions.module';
import { TaxModule } from '../modules/tax/tax.module';

/**
 * The seed writes through the product's services: the report builder (reports), CSV uploads
 * (plaid provides the ledger's bank accounts, which the ledger reads through its port)
 * and their categorization (csv), submissions and their delivery (submissions), the tax
 * profile (tax). It runs no
 * worker: the JobQueue those modules get is an in-process one that is never started (no
 * Redis connection, no warning), so what they enqueue (a categorize job the seed runs
 * itself, the client's "results ready" e-mail) is dropped when the seed exits.
 */
@Global()
@Module({ providers: [{ provide: JobQueue, useClass: InProcessJobQueue }], exports: [JobQueue] })
class NoJobsModule {}

/** The modules the demo seed writes through; the seed CLI adds the platform slice (cli/seed-cli.module.ts). */
@Module({
  imports: [NoJobsModule, EventsModule, MailModule, PlaidModule, ReportsModule, QuestionsModule, CsvModule, SubmissionsModule, TaxModule, DataExportModule],
})
export class SeedModule {}
