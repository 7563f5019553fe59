import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { CategorizationModule } from '../categorization/categorization.module';
import { PlaidModule } from '../plaid/plaid.module';
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
import { TaxTreatmentsService } from './tax-treatments.service';

@Module({
  imports: [TypeOrmModule.forFeature([TaxProfile, TaxCategoryTreatment]), UsersModule, PlaidModule, CategoriesModule, CategorizationModule],
  controllers: [TaxController, AdminTaxController, GstHstDownloadsController],
  providers: [GstHstFilesService, TaxProfilesService, TaxTreatmentsService, TaxTransactionsService, GstHstReturnsService],
  exports: [GstHstReturnsService],
})
export class TaxModule {}
