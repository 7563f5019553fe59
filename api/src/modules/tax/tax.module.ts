import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledRunsModule } from '../../common/jobs/scheduled-runs';
import { CategoriesModule } from '../categories/categories.module';
import { MailModule } from '../mail/mail.module';
import { CategorizationModule } from '../categorization/categorization.module';
import { LedgerModule } from '../ledger/ledger.module';
import { UsersModule } from '../users/users.module';
import { AdminTaxController } from './admin-tax.controller';
import { TaxCategoryTreatment } from './entities/tax-category-treatment.entity';
import { GstHstFiling } from './entities/gst-hst-filing.entity';
import { TaxProfile } from './entities/tax-profile.entity';
import { YearEndLineMapping } from './entities/year-end-line-mapping.entity';
import { YearEndPackage } from './entities/year-end-package.entity';
import { AdminYearEndPackagesController } from './admin-year-end-packages.controller';
import { YearEndDownloadsController } from './year-end-downloads.controller';
import { YearEndPackagesProcessor } from './year-end-packages.processor';
import { YearEndPackagesRepository } from './year-end-packages.repository';
import { YearEndPackagesService } from './year-end-packages.service';
import { GstHstDownloadsController } from './gst-hst-downloads.controller';
import { GstHstFilesService } from './gst-hst-files.service';
import { GstHstReturnsService } from './gst-hst-returns.service';
import { TaxController } from './tax.controller';
import { TaxProfilesService } from './tax-profiles.service';
import { TaxTransactionsService } from './tax-transactions.service';
import { TaxRemindersProcessor } from './tax-reminders.processor';
import { TaxRemindersScheduler } from './tax-reminders.scheduler';
import { TaxRemindersService } from './tax-reminders.service';
import { TaxTreatmentsService } from './tax-treatments.service';
import { YearEndLinesService } from './year-end-lines.service';
import { YearEndBalanceSheets } from './year-end-balance-sheet';
import { ItcDocumentationService, ItcReceipts } from './itc-documentation';
import { YearEndService } from './year-end.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([GstHstFiling, TaxProfile, TaxCategoryTreatment, YearEndLineMapping, YearEndPackage]),
    UsersModule,
    LedgerModule,
    CategoriesModule,
    CategorizationModule,
    MailModule,
    ScheduledRunsModule,
  ],
  controllers: [TaxController, AdminTaxController, GstHstDownloadsController, AdminYearEndPackagesController, YearEndDownloadsController],
  providers: [
    TaxRemindersService,
    TaxRemindersProcessor,
    TaxRemindersScheduler,
    GstHstFilesService,
    TaxProfilesService,
    TaxTreatmentsService,
    TaxTransactionsService,
    GstHstReturnsService,
    YearEndLinesService,
    YearEndService,
    YearEndPackagesService,
    YearEndPackagesProcessor,
    YearEndPackagesRepository,
    YearEndBalanceSheets,
    ItcReceipts,
    ItcDocumentationService,
  ],
  exports: [
    GstHstReturnsService,
    GstHstFilesService,
    TaxProfilesService,
    TaxTransactionsService,
    YearEndLinesService,
    YearEndPackagesService,
    YearEndBalanceSheets,
    ItcReceipts,
    ItcDocumentationService,
  ],
})
export class TaxModule {}
