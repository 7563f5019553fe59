import { Injectable, Logger } from '@nestjs/common';
import { PaymentPlan } from '@ledgerleaf/contracts';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';
import { UsersService } from '../users/users.service';
import { StripeAdapter } from './stripe.adapter';

/** Billing's part of deleting an account: the Stripe subscription ends before anything else goes. */
@Injectable()
@OwnsUserData()
export class SubscriptionCancellationService implements UserDataOwner {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly stripe: StripeAdapter,
    private readonly users: UsersService,
  ) {}

  /**
   * Cancels the subscription at Stripe and records it on the user row, so a retried job
   * does not call again (and Stripe's 404 for a canceled subscription counts as done).
   */
  async cancelPaymentsOfUser(userId: number): Promise<void> {
    const user = await this.users.findForDeletion(userId);
    if (!user?.stripeSubscriptionId || user.subscriptionStatus === 'canceled') return;
    const outcome = await this.stripe.cancelSubscription(user.stripeSubscriptionId);
    await this.users.applySubscription(user.id, { subscriptionStatus: 'canceled', paymentPlan: PaymentPlan.NONE });
    this.logger.log(`User ${user.id}: subscription ${user.stripeSubscriptionId} ${outcome} for the account's deletion`);
  }
}
