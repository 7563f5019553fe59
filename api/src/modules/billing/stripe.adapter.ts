import { Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_MESSAGES, BRAND, CURRENCY, ERRORS, PAID_PLANS, PaidPlan, PLANS } from '@ledgerleaf/contracts';
import Stripe from 'stripe';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { AppConfig } from '../../config/app-config';

export interface CheckoutInput {
  plan: PaidPlan;
  userId: number;
  /** The user's one Stripe customer: every checkout of a user is on it. */
  customerId: string;
  successUrl: string;
  cancelUrl: string;
}

export type StripeEvent = Stripe.Event;
export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripeSubscription = Stripe.Subscription;

/** Subscription states after which Stripe never changes the subscription again. */
export const ENDED_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/**
 * The one place that talks to Stripe (official SDK). STRIPE_API_BASE points the SDK at
 * another host (the local stand-in in tests); without STRIPE_SECRET_KEY checkout answers
 * a clear 503 and nothing is sent.
 */
@Injectable()
export class StripeAdapter {
  private readonly logger = new Logger('Stripe');
  private readonly client: Stripe | null;

  constructor(private readonly config: AppConfig) {
    const { secretKey, apiBase } = config.stripe;
    const base = apiBase ? new URL(apiBase) : null;
    this.client = secretKey
      ? new Stripe(secretKey, {
          maxNetworkRetries: 1,
          timeout: 15_000,
          appInfo: { name: BRAND.name },
          ...(base
            ? {
                host: base.hostname,
                port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
                protocol: base.protocol === 'https:' ? 'https' : 'http',
              }
            : {}),
        })
      : null;
  }

  get checkoutConfigured(): boolean {
    return this.client !== null;
  }

  /** The SDK, or a clear 503 when STRIPE_SECRET_KEY is not set. */
  private get stripe(): Stripe {
    if (!this.client) throw new DomainException(DomainErrorKind.UNAVAILABLE, ACCOUNT_MESSAGES.checkoutUnavailable);
    return this.client;
  }

  /** Runs one Stripe call; a failure is logged and answered 502 with `message`. */
  private async call<T>(what: string, run: (stripe: Stripe) => Promise<T>, message: string = ACCOUNT_MESSAGES.checkoutFailed): Promise<T> {
    const stripe = this.stripe;
    try {
      return await run(stripe);
    } catch (error) {
      this.logger.error(`${what} failed: ${(error as Error).message}`);
      throw new DomainException(DomainErrorKind.BAD_GATEWAY, message);
    }
  }

  /**
   * A new Stripe customer for a user. The idempotency key makes a retried request (ours
   * or the SDK's) return the same customer instead of a second one.
   */
  async createCustomer(input: { userId: number; email: string; name: string }): Promise<string> {
    const customer = await this.call(`Creating the Stripe customer of user ${input.userId}`, (stripe) =>
      stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: String(input.userId) } },
        { idempotencyKey: `ledgerleaf-customer-of-user-${input.userId}` },
      ),
    );
    return customer.id;
  }

  /** The customer's subscriptions that are not over (any status but canceled / incomplete_expired). */
  async unfinishedSubscriptions(customerId: string): Promise<StripeSubscription[]> {
    const page = await this.call(`Listing the subscriptions of ${customerId}`, (stripe) =>
      stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }),
    );
    return page.data.filter((subscription) => !ENDED_SUBSCRIPTION_STATUSES.has(subscription.status));
  }

  /** The customer's Checkout Sessions still open (payable), newest first. */
  async openCheckoutSessions(customerId: string): Promise<StripeCheckoutSession[]> {
    const page = await this.call(`Listing the open checkout sessions of ${customerId}`, (stripe) =>
      stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }),
    );
    return page.data;
  }

  /** Makes an open session unpayable (Stripe refuses to expire one that is no longer open: then nothing to do). */
  async expireCheckoutSession(sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return;
      this.logger.error(`Expiring checkout session ${sessionId} failed: ${(error as Error).message}`);
      throw new DomainException(DomainErrorKind.BAD_GATEWAY, ACCOUNT_MESSAGES.checkoutFailed);
    }
  }

  /** A Checkout Session as Stripe has it now; null when Stripe knows no such session. */
  async retrieveCheckoutSession(sessionId: string): Promise<StripeCheckoutSession | null> {
    try {
      return await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      this.logger.error(`Retrieving checkout session ${sessionId} failed: ${(error as Error).message}`);
      throw new DomainException(DomainErrorKind.BAD_GATEWAY, ACCOUNT_MESSAGES.purchaseUnconfirmed);
    }
  }

  /** A subscription-mode Checkout Session in CAD; the configured price id, else an inline price from PLANS. */
  async createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }> {
    const plan = PLANS[input.plan];
    const priceId = this.priceIdOf(input.plan);
    const metadata = { userId: String(input.userId), plan: input.plan };
    return this.call(`Checkout session for user ${input.userId}`, async (stripe) => {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        currency: CURRENCY.toLowerCase(),
        customer: input.customerId,
        client_reference_id: String(input.userId),
        metadata,
        subscription_data: { metadata },
        line_items: [
          priceId
            ? { price: priceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: CURRENCY.toLowerCase(),
                  unit_amount: plan.priceCents,
                  recurring: { interval: plan.interval },
                  product_data: { name: `${BRAND.name} ${plan.name} plan` },
                },
              },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    });
  }

  /**
   * Cancels a subscription at once (DELETE /v1/subscriptions/:id). Stripe answers 404
   * (resource_missing) for a subscription already canceled: that counts as done, so a
   * retried account deletion cancels once. Other failures throw (the job retries).
   */
  async cancelSubscription(subscriptionId: string): Promise<'canceled' | 'already-canceled'> {
    if (!this.client) throw new Error(`Stripe is not configured (STRIPE_SECRET_KEY): subscription ${subscriptionId} cannot be canceled`);
    try {
      await this.client.subscriptions.cancel(subscriptionId);
      return 'canceled';
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return 'already-canceled';
      throw error;
    }
  }

  /** Verifies the Stripe-Signature header against the raw body; 400 when it does not match. */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | undefined): StripeEvent {
    const secret = this.config.stripe.webhookSecret;
    if (!secret) throw new DomainException(DomainErrorKind.UNAVAILABLE, ERRORS.stripeWebhooksUnconfigured);
    if (!rawBody || !signature) throw new DomainException(DomainErrorKind.INVALID, ACCOUNT_MESSAGES.webhookSignatureInvalid);
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      this.logger.warn(`Rejected a Stripe webhook: ${(error as Error).message}`);
      throw new DomainException(DomainErrorKind.INVALID, ACCOUNT_MESSAGES.webhookSignatureInvalid);
    }
  }

  /** Which plan a subscription's price stands for: the configured price ids first, then the interval. */
  planOfSubscription(subscription: StripeSubscription): PaidPlan | null {
    const price = subscription.items?.data?.[0]?.price;
    if (!price) return null;
    return (
      PAID_PLANS.find((plan) => price.id === this.priceIdOf(plan)) ?? PAID_PLANS.find((plan) => price.recurring?.interval === PLANS[plan].interval) ?? null
    );
  }

  /** The Stripe price id configured for a plan (STRIPE_PRICE_MONTHLY / STRIPE_PRICE_ANNUAL), if any. */
  private priceIdOf(plan: PaidPlan): string | undefined {
    const configured: Record<PaidPlan, string | undefined> = { MONTHLY: this.config.stripe.priceMonthly, ANNUAL: this.config.stripe.priceAnnual };
    return configured[plan];
  }
}
