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
import { TaxProfile } from './entities/tax-profile.entity';
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

@Module({
  imports: [TypeOrmModule.forFeature([TaxProfile, TaxCategoryTreatment]), UsersModule, LedgerModule, CategoriesModule, CategorizationModule, MailModule, ScheduledRunsModule],
  controllers: [TaxController, AdminTaxController, GstHstDownloadsController],
  providers: [TaxRemindersService, TaxRemindersProcessor, TaxRemindersScheduler, GstHstFilesService, TaxProfilesService, TaxTreatmentsService, TaxTransactionsService, GstHstReturnsService],
  exports: [GstHstReturnsService, TaxProfilesService, TaxTransactionsService],
})
export class TaxModule {}
