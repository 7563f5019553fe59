import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { CommonModule } from './common/common.module';
import { HttpDrain } from './common/http/http-drain';
import { EventsModule } from './common/events/events.module';
import { JobsModule } from './common/jobs/jobs.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AccessLogModule } from './modules/access-log/access-log.module';
import { AdminModule } from './modules/admin/admin.module';
import { AccountModule } from './modules/account/account.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { ConversionsModule } from './modules/conversions/conversions.module';
import { CategoriesModule } from './modules/categories/categories.module';
import { CsvModule } from './modules/csv/csv.module';
import { CallRequestsModule } from './modules/call-requests/call-requests.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { MessagesModule } from './modules/messages/messages.module';
import { BooksModule } from './modules/books/books.module';
import { LedgerModule } from './modules/ledger/ledger.module';
import { QuestionsModule } from './modules/questions/questions.module';
import { ReceiptsModule } from './modules/receipts/receipts.module';
import { ConversationsModule } from './modules/conversations/conversations.module';
import { ReportsModule } from './modules/reports/reports.module';
import { PlaidModule } from './modules/plaid/plaid.module';
import { SubmissionsModule } from './modules/submissions/submissions.module';
import { TaxModule } from './modules/tax/tax.module';
import { ExportsModule } from './modules/exports/exports.module';
import { StaffModule } from './modules/staff/staff.module';
import { UsersModule } from './modules/users/users.module';
import { DataExportModule } from './modules/data-export/data-export.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** Consume queued jobs and run the crons in this process. */
  worker: boolean;
  /** With `worker`: catch up at start the crons missed while no process ran (default true; tests turn it off). */
  catchUpMissedRuns?: boolean;
}

@Module({})
export class AppModule {
  static register({ config, worker, catchUpMissedRuns }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      // Its destroy hook runs first: the HTTP server drains before Redis and the database close.
      providers: [HttpDrain],
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot((c) => c.databaseTimeouts(worker)),
        CommonModule,
        JobsModule.forRoot({ redisUrl: config.redisUrl, worker, catchUpMissedRuns }),
        EventsModule,
        ...(worker ? [ScheduleModule.forRoot()] : []),
        MetricsModule,
        MailModule,
        UsersModule,
        AuthModule,
        AccountModule,
        BillingModule,
        ConversionsModule,
        HealthModule,
        CallRequestsModule,
        MessagesModule,
        LedgerModule,
        ReportsModule,
        QuestionsModule,
        ReceiptsModule,
        ConversationsModule,
        SubmissionsModule,
        AdminModule,
        PlaidModule,
        CategoriesModule,
        CsvModule,
        TaxModule,
        BooksModule,
        ExportsModule,
        StaffModule,
        AccessLogModule,
        DataExportModule,
      ],
    };
  }
}
