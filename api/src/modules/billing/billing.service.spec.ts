import { Logger } from '@nestjs/common';
import { ACCOUNT_MESSAGES, PaymentPlan, RegistrationType, type PaidPlan } from '@ledgerleaf/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind } from '../../common/errors/domain.exception';
import type { WebhookInbox } from '../../common/webhooks/webhook-inbox';
import type { AppConfig } from '../../config/app-config';
import type { SubscriptionChange, UsersService } from '../users/users.service';
import { BillingService } from './billing.service';
import type { StripeSubscriptionState } from './entities/stripe-subscription-state.entity';
import type { StripeLocks } from './stripe-locks.repository';
import type { StripeAdapter, StripeCheckoutSession, StripeEvent } from './stripe.adapter';
import { refusal } from '../../../test/helpers/refusal';

type Account = AuthUser & { stripeSubscriptionId: string | null; subscriptionStatus: string | null };

/** The users the webhook may change, looked up as the service does (by id, subscription or customer). */
class FakeUsers {
  constructor(readonly rows: Account[]) {}
  async findOneBy(where: Partial<Account>): Promise<Account | null> {
    return this.rows.find((u) => Object.entries(where).every(([k, v]) => (u as unknown as Record<string, unknown>)[k] === v)) ?? null;
  }
  async applySubscription(id: number, change: SubscriptionChange): Promise<void> {
    Object.assign(
      this.rows.find((u) => u.id === id)!,
      change,
    );
  }
}

/** One transaction's worth of PostgreSQL: the webhook inbox, the per-subscription state, and advisory locks as no-ops. */
class FakeDatabase {
  readonly inbox = new Set<string>();
  readonly states = new Map<string, StripeSubscriptionState>();
  readonly manager = {
    query: async () => [],
    getRepository: () => ({
      findOneBy: async ({ subscriptionId }: { subscriptionId: string }) => this.states.get(subscriptionId) ?? null,
      upsert: async (row: StripeSubscriptionState) => void this.states.set(row.subscriptionId, row),
    }),
  } as unknown as EntityManager;
  readonly dataSource = { transaction: async <T>(run: (m: EntityManager) => Promise<T>) => run(this.manager) } as unknown as DataSource;
  readonly locks = {
    lockSubscription: async () => undefined,
    holdWhile: <T>(_key: string, run: (m: EntityManager) => Promise<T>) => run(this.manager),
  } as unknown as StripeLocks;
  readonly webhookInbox = { recordOnce: async (_p: string, id: string) => !this.inbox.has(id) && Boolean(this.inbox.add(id)) } as unknown as WebhookInbox;
}

const account = (overrides: Partial<Account> = {}): Account =>
  ({
    id: 7,
    email: 'avery@example.ca',
    firstName: 'Avery',
    lastName: 'Lam',
    isAdmin: false,
    paymentPlan: PaymentPlan.NONE,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    subscriptionStatus: null,
    ...overrides,
  }) as Account;

let eventSeq = 0;
const event = (type: string, object: object, created: number): StripeEvent =>
  ({ id: `evt_${++eventSeq}`, type, created, data: { object } }) as unknown as StripeEvent;
const checkoutCompleted = (created: number, overrides: Partial<StripeCheckoutSession> = {}) =>
  event(
    'checkout.session.completed',
    {
      id: 'cs_1',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: '7',
      metadata: { plan: 'MONTHLY' },
      customer: 'cus_1',
      subscription: 'sub_1',
      ...overrides,
    },
    created,
  );
const subscriptionEvent = (type: 'updated' | 'deleted', id: string, status: string, created: number) =>
  event(`customer.subscription.${type}`, { id, status, customer: 'cus_1', metadata: {} }, created);

describe('BillingService Stripe events', () => {
  let users: FakeUsers;
  let db: FakeDatabase;
  let next: StripeEvent;
  let billing: BillingService;

  beforeAll(() => {
    for (const level of ['log', 'warn', 'error'] as const) jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    users = new FakeUsers([account()]);
    db = new FakeDatabase();
    const stripe = { verifyWebhook: () => next, planOfSubscription: (): PaidPlan => 'ANNUAL' } as unknown as StripeAdapter;
    billing = new BillingService(stripe, users as unknown as UsersService, {} as AppConfig, db.webhookInbox, db.dataSource, db.locks);
  });

  const deliver = (e: StripeEvent) => {
    next = e;
    return billing.handleWebhook(Buffer.from('{}'), 'sig');
  };

  it('activates the paid plan when a paid checkout completes', async () => {
    await deliver(checkoutCompleted(1000));
    expect(users.rows[0]).toMatchObject({
      paymentPlan: 'MONTHLY',
      registrationType: RegistrationType.PAID,
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
      subscriptionStatus: 'active',
    });
  });

  it('changes nothing when the same event is delivered again', async () => {
    const completed = checkoutCompleted(1000);
    await deliver(completed);
    users.rows[0].paymentPlan = PaymentPlan.NONE;
    await deliver(completed);
    expect(users.rows[0].paymentPlan).toBe(PaymentPlan.NONE);
  });

  it('does not activate a plan for a checkout completed without payment', async () => {
    await deliver(checkoutCompleted(1000, { payment_status: 'unpaid' }));
    expect(users.rows[0].paymentPlan).toBe(PaymentPlan.NONE);
  });

  it('ignores an event older than one already applied to the subscription (Stripe does not deliver in order)', async () => {
    await deliver(checkoutCompleted(1000));
    await deliver(subscriptionEvent('updated', 'sub_1', 'past_due', 3000));
    await deliver(subscriptionEvent('updated', 'sub_1', 'active', 2000));
    expect(users.rows[0]).toMatchObject({ subscriptionStatus: 'past_due', paymentPlan: 'ANNUAL' });
  });

  it('ends the plan when the subscription is deleted, and no later event revives it', async () => {
    await deliver(checkoutCompleted(1000));
    await deliver(subscriptionEvent('deleted', 'sub_1', 'canceled', 2000));
    expect(users.rows[0]).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'canceled' });
    await deliver(subscriptionEvent('updated', 'sub_1', 'active', 3000));
    expect(users.rows[0]).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'canceled' });
  });

  it("lets no event about a second subscription change the plan while the user's current one is live", async () => {
    await deliver(checkoutCompleted(1000));
    await deliver(checkoutCompleted(2000, { id: 'cs_2', subscription: 'sub_2', metadata: { plan: 'ANNUAL' } }));
    expect(users.rows[0]).toMatchObject({ paymentPlan: 'MONTHLY', stripeSubscriptionId: 'sub_1' });
  });

  it('records nothing in the inbox for event types it does not handle', async () => {
    await deliver(event('invoice.paid', { id: 'in_1' }, 1000));
    expect(db.inbox.size).toBe(0);
  });
});

describe('BillingService.confirmedCheckout', () => {
  const session = (overrides: Partial<StripeCheckoutSession>) =>
    ({
      id: 'cs_9',
      client_reference_id: '7',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 4999,
      currency: 'cad',
      metadata: { plan: 'MONTHLY' },
      ...overrides,
    }) as StripeCheckoutSession;
  const billingWith = (found: StripeCheckoutSession | null) =>
    new BillingService(
      { retrieveCheckoutSession: async () => found } as unknown as StripeAdapter,
      {} as UsersService,
      {} as AppConfig,
      {} as WebhookInbox,
      {} as DataSource,
      {} as StripeLocks,
    );

  it('reports the amount Stripe charged, in dollars, under a key unique to the session', async () => {
    expect(await billingWith(session({})).confirmedCheckout(account(), 'cs_9')).toEqual({ key: 'stripe-checkout:cs_9', value: 49.99, currency: 'CAD' });
  });

  it("answers another user's session as not found and an unpaid one as a conflict", async () => {
    expect((await refusal(billingWith(session({ client_reference_id: '8' })).confirmedCheckout(account(), 'cs_9'))).message).toBe(
      ACCOUNT_MESSAGES.purchaseNotFound,
    );
    const unpaid = await refusal(billingWith(session({ payment_status: 'unpaid' })).confirmedCheckout(account(), 'cs_9'));
    expect(unpaid.kind).toBe(DomainErrorKind.CONFLICT);
    expect(unpaid.message).toBe(ACCOUNT_MESSAGES.purchaseNotPaid);
  });
});
