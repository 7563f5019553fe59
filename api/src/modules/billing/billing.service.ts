import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCOUNT_MESSAGES, CURRENCY, isPaidPlan, PaidPlan, PaymentPlan, PLANS, RegistrationType, WebhookProvider, personName } from '@ledgerleaf/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { AppConfig } from '../../config/app-config';
import type { AuthUser } from '../../common/auth/auth-user';
import { WebhookInbox } from '../../common/webhooks/webhook-inbox';
import { UsersService } from '../users/users.service';
import { StripeSubscriptionState } from './entities/stripe-subscription-state.entity';
import { StripeLocks } from './stripe-locks.repository';
import { ENDED_SUBSCRIPTION_STATUSES, StripeAdapter, type StripeCheckoutSession, type StripeEvent, type StripeSubscription } from './stripe.adapter';

/** Subscription states in which the customer keeps the service. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
/** The user a Checkout Session was made for (NaN when it names none). */
const ownerOf = (session: StripeCheckoutSession): number => Number(session.client_reference_id ?? session.metadata?.userId);

/** A purchase the server has seen paid, as the conversions module reports it. */
export interface ConfirmedPurchase {
  /** Unique per purchase: `stripe-checkout:<session id>`. */
  key: string;
  value: number;
  currency: string;
}

@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');
  /** The checkout running for each user in this process (see withCheckoutLock). */
  private readonly checkoutQueue = new Map<number, Promise<unknown>>();

  constructor(
    private readonly stripe: StripeAdapter,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly inbox: WebhookInbox,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly locks: StripeLocks,
  ) {}

  /**
   * The Stripe-hosted payment page for the logged-in user; the payment activates the plan
   * (webhook). One user, one Stripe customer, at most one subscription: under a per-user
   * lock, a subscription Stripe still has (even one whose webhook has not arrived) is a
   * 409, an open session for the same plan is handed back, open sessions for another plan
   * are expired before a new one is created on the same customer.
   */
  async createCheckout(user: AuthUser, plan: PaidPlan): Promise<string> {
    if (user.paymentPlan !== PaymentPlan.NONE) throw new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.alreadySubscribed);
    if (!this.stripe.checkoutConfigured) throw new DomainException(DomainErrorKind.UNAVAILABLE, ACCOUNT_MESSAGES.checkoutUnavailable);
    return this.withCheckoutLock(user.id, async (manager) => {
      const current = (await this.users.findOneBy({ id: user.id }, manager)) ?? user;
      if (current.paymentPlan !== PaymentPlan.NONE) throw new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.alreadySubscribed);
      const customerId = await this.customerOf(current, manager);
      const existing = await this.stripe.unfinishedSubscriptions(customerId);
      if (existing.some((subscription) => LIVE_STATUSES.has(subscription.status)))
        throw new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.alreadySubscribed);
      if (existing.length > 0) throw new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.subscriptionAwaitingPayment);

      const open = await this.stripe.openCheckoutSessions(customerId);
      const reusable = open.find((session) => session.metadata?.plan === plan && session.url);
      for (const session of open) if (session !== reusable) await this.stripe.expireCheckoutSession(session.id);
      if (reusable?.url) {
        this.logger.log(`User ${user.id}: checkout session ${reusable.id} still open for ${plan}; handed back`);
        return reusable.url;
      }
      const { url } = await this.stripe.createCheckoutSession({
        plan,
        userId: user.id,
        customerId,
        successUrl: `${this.config.publicUrl}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.config.publicUrl}/dashboard?checkout=cancelled`,
      });
      return url;
    });
  }

  /** The user's Stripe customer, created (once) on the first checkout. */
  private async customerOf(user: AuthUser, manager: EntityManager): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const created = await this.stripe.createCustomer({ userId: user.id, email: user.email, name: personName(user) });
    const stored = await this.users.attachStripeCustomer(user.id, created, manager);
    return stored ?? created;
  }

  /**
   * One checkout at a time per user: queued in this process (so a burst of requests holds
   * one database connection, not one each), and across API processes a PostgreSQL
   * session-level advisory lock on a connection of its own, which `run` uses for every
   * query (the holder never waits for the pool). Not a transaction: the customer id
   * commits at once, so a later Stripe failure cannot lose it.
   */
  private async withCheckoutLock<T>(userId: number, run: (manager: EntityManager) => Promise<T>): Promise<T> {
    const previous = this.checkoutQueue.get(userId) ?? Promise.resolve();
    const mine = previous.catch(() => undefined).then(() => this.locks.holdWhile(`stripe-checkout:${userId}`, run));
    this.checkoutQueue.set(userId, mine);
    try {
      return await mine;
    } finally {
      if (this.checkoutQueue.get(userId) === mine) this.checkoutQueue.delete(userId);
    }
  }

  /**
   * A Checkout Session of this user that Stripe says is paid, for the purchase conversion:
   * read from Stripe (not from the browser), so the value is what was charged. 404 when
   * the session is unknown or another user's, 409 while it is unpaid.
   */
  async confirmedCheckout(user: AuthUser, sessionId: string): Promise<ConfirmedPurchase> {
    const session = await this.stripe.retrieveCheckoutSession(sessionId);
    if (!session || ownerOf(session) !== user.id) throw new DomainException(DomainErrorKind.NOT_FOUND, ACCOUNT_MESSAGES.purchaseNotFound);
    if (session.status !== 'complete' || session.payment_status !== 'paid')
      throw new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.purchaseNotPaid);
    const plan = session.metadata?.plan;
    const cents = typeof session.amount_total === 'number' ? session.amount_total : isPaidPlan(plan) ? PLANS[plan].priceCents : 0;
    return { key: `stripe-checkout:${session.id}`, value: cents / 100, currency: (session.currency ?? CURRENCY).toUpperCase() };
  }

  /**
   * Verifies and applies a Stripe event. The event id is recorded in the webhook inbox in
   * the same transaction as the change, so a replay or a concurrent duplicate delivery
   * changes nothing.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    const event = this.stripe.verifyWebhook(rawBody, signature);
    const apply = this.handlerFor(event);
    if (!apply) return;
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.inbox.recordOnce(WebhookProvider.STRIPE, event.id, event.type, manager))) {
        this.logger.log(`Stripe event ${event.id} (${event.type}) already processed`);
        return;
      }
      await apply(manager);
    });
  }

  private handlerFor(event: StripeEvent): ((manager: EntityManager) => Promise<void>) | null {
    switch (event.type) {
      case 'checkout.session.completed':
        return (manager) => this.onCheckoutCompleted(event.data.object, event, manager);
      case 'customer.subscription.updated':
        return (manager) => this.onSubscriptionChanged(event.data.object, false, event, manager);
      case 'customer.subscription.deleted':
        return (manager) => this.onSubscriptionChanged(event.data.object, true, event, manager);
      default:
        return null;
    }
  }

  private async onCheckoutCompleted(session: StripeCheckoutSession, event: StripeEvent, manager: EntityManager): Promise<void> {
    const userId = ownerOf(session);
    const plan = session.metadata?.plan;
    const user = Number.isInteger(userId) ? await this.users.findOneBy({ id: userId }, manager) : null;
    if (!user || !isPaidPlan(plan)) {
      this.logger.warn(`Checkout session ${session.id} names no known user or plan (user ${session.client_reference_id}, plan ${plan}); ignored`);
      return;
    }
    if (session.mode !== 'subscription' || session.payment_status === 'unpaid') {
      this.logger.warn(`Checkout session ${session.id} completed without payment; plan not activated`);
      return;
    }
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId && !(await this.appliesTo(user, subscriptionId, event, manager))) return;
    await this.users.applySubscription(
      user.id,
      {
        paymentPlan: plan,
        registrationType: RegistrationType.PAID,
        stripeCustomerId: idOf(session.customer),
        stripeSubscriptionId: idOf(session.subscription),
        subscriptionStatus: 'active',
      },
      manager,
    );
    if (subscriptionId) await this.recordApplied(user.id, subscriptionId, 'active', event, manager);
    this.logger.log(`User ${user.id} activated the ${plan} plan (checkout ${session.id})`);
  }

  private async onSubscriptionChanged(subscription: StripeSubscription, deleted: boolean, event: StripeEvent, manager: EntityManager): Promise<void> {
    const user = await this.userOfSubscription(subscription, manager);
    if (!user) {
      this.logger.warn(`Subscription ${subscription.id} belongs to no known user; ignored`);
      return;
    }
    if (!(await this.appliesTo(user, subscription.id, event, manager))) return;
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
    await this.recordApplied(user.id, subscription.id, deleted ? 'canceled' : subscription.status, event, manager);
    this.logger.log(`User ${user.id}: subscription ${subscription.id} ${deleted ? 'deleted' : subscription.status}, plan ${plan}`);
  }

  /**
   * Whether this event may change the user: Stripe does not deliver events in order, so
   * one older than the last applied for its subscription, any event after the subscription
   * ended (canceled is final in Stripe), and an event about another subscription while the
   * user's current one is live are recorded as processed and change nothing. Holds a
   * per-subscription lock until the transaction ends, so concurrent deliveries take turns.
   */
  private async appliesTo(user: AuthUser, subscriptionId: string, event: StripeEvent, manager: EntityManager): Promise<boolean> {
    await this.locks.lockSubscription(manager, subscriptionId);
    const state = await manager.getRepository(StripeSubscriptionState).findOneBy({ subscriptionId });
    const skip = (why: string) => {
      this.logger.log(`Stripe event ${event.id} (${event.type}, created ${event.created}) for ${subscriptionId} not applied: ${why}`);
      return false;
    };
    if (state && ENDED_SUBSCRIPTION_STATUSES.has(state.status)) return skip(`the subscription already ended (${state.status}, event ${state.lastEventId})`);
    if (state && state.lastEventAt.getTime() > event.created * 1000)
      return skip(`older than event ${state.lastEventId} already applied (created ${state.lastEventAt.getTime() / 1000})`);
    if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscriptionId && LIVE_STATUSES.has(user.subscriptionStatus ?? '')) {
      if (event.type === 'checkout.session.completed')
        this.logger.error(`User ${user.id} paid a second subscription ${subscriptionId} while ${user.stripeSubscriptionId} is live: refund it in Stripe`);
      return skip(`user ${user.id}'s current subscription ${user.stripeSubscriptionId} is ${user.subscriptionStatus}`);
    }
    return true;
  }

  /** What was applied for the subscription, and the `created` of the event that said it. */
  private async recordApplied(userId: number, subscriptionId: string, status: string, event: StripeEvent, manager: EntityManager): Promise<void> {
    await manager
      .getRepository(StripeSubscriptionState)
      .upsert({ subscriptionId, userId, status, lastEventAt: new Date(event.created * 1000), lastEventId: event.id }, { conflictPaths: ['subscriptionId'] });
  }

  private async userOfSubscription(subscription: StripeSubscription, manager: EntityManager): Promise<AuthUser | null> {
    const bySubscription = await this.users.findOneBy({ stripeSubscriptionId: subscription.id }, manager);
    if (bySubscription) return bySubscription;
    const customerId = idOf(subscription.customer);
    const byCustomer = customerId ? await this.users.findOneBy({ stripeCustomerId: customerId }, manager) : null;
    if (byCustomer) return byCustomer;
    const userId = Number(subscription.metadata?.userId);
    return Number.isInteger(userId) && userId > 0 ? this.users.findOneBy({ id: userId }, manager) : null;
  }
}
