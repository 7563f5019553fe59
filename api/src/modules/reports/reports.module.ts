import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledRunsModule } from '../../common/jobs/scheduled-runs';
import { ParsingModule } from '../../common/parsing/parsing.module';
import { BooksModule } from '../books/books.module';
import { CategoriesModule } from '../categories/categories.module';
import { CategorizationModule } from '../categorization/categorization.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MailModule } from '../mail/mail.module';
import { ReceiptsModule } from '../receipts/receipts.module';
import { UsersModule } from '../users/users.module';
import { AdminMonthCloseController } from './admin-month-close.controller';
import { AdminReportsController } from './admin-reports.controller';
import { MonthlyReport } from './entities/monthly-report.entity';
import { ReportBuild } from './entities/report-build.entity';
import { ReportLine } from './entities/report-line.entity';
import { ReportVersion } from './entities/report-version.entity';
import { ReportBuilderService } from './report-builder.service';
import { ReportBuildsRepository } from './report-builds.repository';
import { ReportBuildsService } from './report-builds.service';
import { ReportLinesFill } from './report-lines.fill';
import { ReportLinesRepository } from './report-lines.repository';
import { ReportVersionsService } from './report-versions.service';
import { ReportMonthsService } from './report-months.service';
import { ReportOverrideParser } from './report-override-parser';
import { ReportRequestsService } from './report-requests.service';
import { ReportsCatchUp } from './reports.catch-up';
import { ReportDownloadsController } from './report-downloads.controller';
import { ReportsController } from './reports.controller';
import { LedgerChangesProcessor } from './ledger-changes.processor';
import { ReportsProcessor } from './reports.processor';
import { ReportsScheduler } from './reports.scheduler';
import { ReportApprovedProcessor } from './report-approved.processor';
import { MonthCloseBoardRepository } from './month-close-board.repository';
import { MonthCloseBoardService } from './month-close-board.service';
import { ReportQueriesService } from './report-queries.service';
import { ReportReviewService } from './report-review.service';
import { ReportsRepository } from './reports.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([MonthlyReport, ReportBuild, ReportVersion, ReportLine]),
    ScheduledRunsModule,
    UsersModule,
    LedgerModule,
    BooksModule,
    CategoriesModule,
    CategorizationModule,
    MailModule,
    ParsingModule,
    ReceiptsModule,
  ],
  controllers: [ReportsController, AdminReportsController, ReportDownloadsController, AdminMonthCloseController],
  providers: [
    MonthCloseBoardService,
    MonthCloseBoardRepository,
    ReportQueriesService,
    ReportReviewService,
    ReportsRepository,
    ReportApprovedProcessor,
    ReportVersionsService,
    ReportBuilderService,
    ReportBuildsService,
    ReportRequestsService,
    ReportMonthsService,
    ReportsProcessor,
    LedgerChangesProcessor,
    ReportsScheduler,
    ReportsCatchUp,
    ReportOverrideParser,
    ReportBuildsRepository,
    ReportLinesRepository,
    ReportLinesFill,
  ],
  exports: [ReportQueriesService, ReportReviewService, ReportBuilderService, ReportVersionsService, ReportRequestsService, LedgerChangesProcessor],
})
export class ReportsModule {}
