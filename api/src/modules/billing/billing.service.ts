import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCOUNT_MESSAGES, PaidPlan, PaymentPlan, RegistrationType, WebhookProvider } from '@ledgerleaf/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { AppConfig } from '../../config/app-config';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { ProcessedWebhookEvent } from './entities/processed-webhook-event.entity';
import { StripeAdapter, type StripeCheckoutSession, type StripeEvent, type StripeSubscription } from './stripe.adapter';

const PAID_PLANS: readonly string[] = ['MONTHLY', 'ANNUAL'];
/** Subscription states in which the customer keeps the service. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly stripe: StripeAdapter,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The Stripe-hosted payment page for the logged-in user; the payment activates the plan (webhook). */
  async createCheckout(user: User, plan: PaidPlan): Promise<string> {
    if (user.paymentPlan !== PaymentPlan.NONE) throw new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.alreadySubscribed);
    const { url } = await this.stripe.createCheckoutSession({
      plan,
      userId: user.id,
      email: user.email,
      successUrl: `${this.config.publicUrl}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.config.publicUrl}/dashboard?checkout=cancelled`,
    });
    return url;
  }

  /**
   * Verifies and applies a Stripe event. The event id is recorded in the same
   * transaction as the change (insert … on conflict do nothing), so a replay or a
   * concurrent duplicate delivery changes nothing.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    const event = this.stripe.verifyWebhook(rawBody, signature);
    const apply = this.handlerFor(event);
    if (!apply) return;
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ProcessedWebhookEvent)
        .values({ provider: WebhookProvider.STRIPE, eventId: event.id, eventType: event.type })
        .orIgnore()
        .returning('id')
        .execute();
      if ((inserted.raw as unknown[]).length === 0) {
        this.logger.log(`Stripe event ${event.id} (${event.type}) already processed`);
        return;
      }
      await apply(manager);
    });
  }

  private handlerFor(event: StripeEvent): ((manager: EntityManager) => Promise<void>) | null {
    switch (event.type) {
      case 'checkout.session.completed':
        return (manager) => this.onCheckoutCompleted(event.data.object, manager);
      case 'customer.subscription.updated':
        return (manager) => this.onSubscriptionChanged(event.data.object, false, manager);
      case 'customer.subscription.deleted':
        return (manager) => this.onSubscriptionChanged(event.data.object, true, manager);
      default:
        return null;
    }
  }

  private async onCheckoutCompleted(session: StripeCheckoutSession, manager: EntityManager): Promise<void> {
    const userId = Number(session.client_reference_id ?? session.metadata?.userId);
    const plan = session.metadata?.plan;
    const user = Number.isInteger(userId) ? await this.users.findOneBy({ id: userId }, manager) : null;
    if (!user || !plan || !PAID_PLANS.includes(plan)) {
      this.logger.warn(`Checkout session ${session.id} names no known user or plan (user ${session.client_reference_id}, plan ${plan}); ignored`);
      return;
    }
    if (session.mode !== 'subscription' || session.payment_status === 'unpaid') {
      this.logger.warn(`Checkout session ${session.id} completed without payment; plan not activated`);
      return;
    }
    await this.users.applySubscription(
      user.id,
      {
        paymentPlan: plan as PaidPlan,
        registrationType: RegistrationType.PAID,
        stripeCustomerId: idOf(session.customer),
        stripeSubscriptionId: idOf(session.subscription),
        subscriptionStatus: 'active',
      },
      manager,
    );
    this.logger.log(`User ${user.id} activated the ${plan} plan (checkout ${session.id})`);
  }

  private async onSubscriptionChanged(subscription: StripeSubscription, deleted: boolean, manager: EntityManager): Promise<void> {
    const user = await this.userOfSubscription(subscription, manager);
    if (!user) {
      this.logger.warn(`Subscription ${subscription.id} belongs to no known user; ignored`);
      return;
    }
    const live = !deleted && LIVE_STATUSES.has(subscription.status);
    const plan = live ? (this.stripe.planOfSubscription(subscription) ?? user.paymentPlan) : PaymentPlan.NONE;
    await this.users.applySubscription(
      user.id,
      {
        paymentPlan: plan,
        subscriptionStatus: deleted ? 'canceled' : subscription.status,
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: idOf(subscription.customer) ?? user.stripeCustomerId,
      },
      manager,
    );
    this.logger.log(`User ${user.id}: subscription ${subscription.id} ${deleted ? 'deleted' : subscription.status}, plan ${plan}`);
  }

  private async userOfSubscription(subscription: StripeSubscription, manager: EntityManager): Promise<User | null> {
    const bySubscription = await this.users.findOneBy({ stripeSubscriptionId: subscription.id }, manager);
    if (bySubscription) return bySubscription;
    const customerId = idOf(subscription.customer);
    const byCustomer = customerId ? await this.users.findOneBy({ stripeCustomerId: customerId }, manager) : null;
    if (byCustomer) return byCustomer;
    const userId = Number(subscription.metadata?.userId);
    return Number.isInteger(userId) && userId > 0 ? this.users.findOneBy({ id: userId }, manager) : null;
  }
}
