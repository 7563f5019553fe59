import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhooksModule } from '../../common/webhooks/webhooks.module';
import { UsersModule } from '../users/users.module';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { StripeSubscriptionState } from './entities/stripe-subscription-state.entity';
import { StripeAdapter } from './stripe.adapter';
import { StripeLocks } from './stripe-locks.repository';
import { SubscriptionCancellationService } from './subscription-cancellation.service';

@Module({
  imports: [UsersModule, WebhooksModule, TypeOrmModule.forFeature([StripeSubscriptionState])],
  controllers: [BillingController],
  providers: [BillingService, StripeAdapter, SubscriptionCancellationService, StripeLocks],
  exports: [BillingService],
})
export class BillingModule {}
