import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/billing.module';
import { ConversionsController } from './conversions.controller';
import { ConversionsService } from './conversions.service';
import { ReportedPurchasesRepository } from './reported-purchases.repository';
import { ReportedPurchase } from './entities/reported-purchase.entity';
import { MetaConversionsAdapter } from './meta-conversions.adapter';

@Module({
  imports: [BillingModule, TypeOrmModule.forFeature([ReportedPurchase])],
  controllers: [ConversionsController],
  providers: [ConversionsService, MetaConversionsAdapter, ReportedPurchasesRepository],
})
export class ConversionsModule {}
