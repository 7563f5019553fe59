import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, PaymentPlan, PLANS, RegistrationType } from '@ledgerleaf/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startStripeStandIn, type StripeStandIn } from '../../../scripts/stand-ins/stripe.mjs';
import { UsersService } from '../../src/modules/users/users.service';
import { createTestApp, createUser, loginAs } from '../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_ledgerleaf_billing_test_secret';

describe('billing: checkout and Stripe webhooks (against the Stripe stand-in)', () => {
  let app: NestExpressApplication;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    app = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_ledgerleaf',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        PUBLIC_URL: 'https://app.ledgerleaf.test',
      },
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/stripe/webhook`);
  });

  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });

  const users = () => app.get(UsersService);

  async function checkout(plan: 'MONTHLY' | 'ANNUAL' = 'MONTHLY') {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const res = await agent
      .post('/api/create-checkout-session')
      .send({ plan, userData: { firstName: user.firstName, email: user.email, password: 'never-sent-to-stripe' } })
      .expect(200);
    const sessionId = String(res.body.url).split('/pay/')[1];
    return { user, agent, url: res.body.url as string, sessionId };
  }

  it('refuses checkout when logged out', async () => {
    await request(app.getHttpServer()).post('/api/create-checkout-session').send({ plan: 'MONTHLY' }).expect(401);
  });

  it('refuses a plan other than Monthly or Annual', async () => {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const res = await agent.post('/api/create-checkout-session').send({ plan: 'NONE' }).expect(400);
    expect(res.body.fields.plan).toEqual([ACCOUNT_MESSAGES.planInvalid]);
  });

  it('creates a CAD subscription Checkout Session for the logged-in user and never sends the password', async () => {
    const before = stripe.requests.length;
    const { user, url, sessionId } = await checkout('MONTHLY');
    expect(url).toBe(`${stripe.url}/pay/${sessionId}`);
    const sent = stripe.requests.slice(before);
    // The user's customer first, then what Stripe already has for it, then the session.
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'GET /v1/subscriptions',
      'GET /v1/checkout/sessions',
      'POST /v1/checkout/sessions',
    ]);
    expect(sent[0].body).toMatchObject({ email: user.email, metadata: { userId: String(user.id) } });
    const customerId = (await users().getById(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect(stripe.customers.has(customerId!)).toBe(true);
    const req = sent[3];
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(req.rawBody).toContain('line_items[0][price_data][currency]=cad');
    expect(req.body).toMatchObject({
      mode: 'subscription',
      currency: 'cad',
      customer: customerId,
      client_reference_id: String(user.id),
      metadata: { userId: String(user.id), plan: 'MONTHLY' },
      subscription_data: { metadata: { userId: String(user.id), plan: 'MONTHLY' } },
      success_url: 'https://app.ledgerleaf.test/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.ledgerleaf.test/dashboard?checkout=cancelled',
      line_items: [{ quantity: '1', price_data: { currency: 'cad', unit_amount: '10000', recurring: { interval: 'month' } } }],
    });
    expect(req.body).not.toHaveProperty('customer_email');
    for (const recorded of stripe.requests) expect(recorded.rawBody).not.toContain('never-sent-to-stripe');

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stripe test checkout');
  });

  it('prices the annual plan at 1000 CAD a year', async () => {
    await checkout('ANNUAL');
    expect(stripe.requests.at(-1)!.body).toMatchObject({ line_items: [{ price_data: { unit_amount: '100000', recurring: { interval: 'year' } } }] });
  });

  it('activates the plan from checkout.session.completed and stores the Stripe ids', async () => {
    const { user, agent, sessionId } = await checkout('MONTHLY');
    const delivery = await stripe.completeCheckout(sessionId);
    expect(delivery.status).toBe(200);
    const stored = await users().getById(user.id);
    const session = stripe.sessions.get(sessionId)!;
    expect(stored).toMatchObject({
      paymentPlan: PaymentPlan.MONTHLY,
      registrationType: RegistrationType.PAID,
      stripeCustomerId: session.customer,
      stripeSubscriptionId: session.subscription,
      subscriptionStatus: 'active',
    });
    const me = await agent.get('/api/user').expect(200);
    expect(me.body.paymentPlan).toBe('MONTHLY');
    expect(JSON.stringify(me.body)).not.toContain('cus_test');

    const again = await agent.post('/api/create-checkout-session').send({ plan: 'ANNUAL' }).expect(409);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.alreadySubscribed);
  });

  it("pays through the stand-in's checkout page like a browser: webhook first, then back to /thank-you", async () => {
    const { user, url, sessionId } = await checkout('ANNUAL');
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://app.ledgerleaf.test/thank-you?session_id=${sessionId}`);
    expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.ANNUAL, subscriptionStatus: 'active' });
  });

  it('changes nothing when an event is replayed, and still answers 2xx', async () => {
    const { user, sessionId } = await checkout('ANNUAL');
    const completed = await stripe.completeCheckout(sessionId);
    const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
    await stripe.deleteSubscription(subscriptionId);
    expect((await users().getById(user.id)).paymentPlan).toBe(PaymentPlan.NONE);

    const replay = await stripe.deliver(completed.event);
    expect(replay.status).toBe(200);
    expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'canceled' });
    const rows = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM processed_webhook_events WHERE event_id = $1`, [completed.event.id]);
    expect(rows[0].n).toBe(1);
  });

  it('follows customer.subscription.updated: plan from the price, status stored', async () => {
    const { user, sessionId } = await checkout('MONTHLY');
    await stripe.completeCheckout(sessionId);
    const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);

    expect((await stripe.updateSubscription(subscriptionId, { interval: 'year' })).status).toBe(200);
    expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.ANNUAL, subscriptionStatus: 'active' });

    await stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.ANNUAL, subscriptionStatus: 'past_due' });

    await stripe.updateSubscription(subscriptionId, { status: 'unpaid' });
    expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'unpaid' });
  });

  it('ends the plan on customer.subscription.deleted', async () => {
    const { user, sessionId } = await checkout('MONTHLY');
    await stripe.completeCheckout(sessionId);
    const delivery = await stripe.deleteSubscription(String(stripe.sessions.get(sessionId)!.subscription));
    expect(delivery.status).toBe(200);
    expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'canceled' });
  });

  it('rejects a webhook with a bad, foreign or missing signature and changes nothing', async () => {
    const { user, sessionId } = await checkout('MONTHLY');
    const session = { ...stripe.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid', customer: 'cus_forged', subscription: 'sub_forged' };
    const event = stripe.buildEvent('checkout.session.completed', Object.fromEntries(Object.entries(session).filter(([k]) => !k.startsWith('_'))));

    const foreign = await stripe.deliver(event, { secret: 'whsec_someone_else' });
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.responseBody).message).toBe(ACCOUNT_MESSAGES.webhookSignatureInvalid);
    expect((await stripe.deliver(event, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    const stale = stripe.sign(JSON.stringify(event, null, 2), WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect((await stripe.deliver(event, { signature: stale })).status).toBe(400);
    await request(app.getHttpServer()).post('/api/stripe/webhook').set('content-type', 'application/json').send(JSON.stringify(event)).expect(400);

    const stored = await users().getById(user.id);
    expect(stored).toMatchObject({ paymentPlan: PaymentPlan.NONE, stripeSubscriptionId: null });
    expect(stored.stripeCustomerId).not.toBe('cus_forged');
  });

  it('ignores event types it does not handle, with 200', async () => {
    const delivery = await stripe.deliver(stripe.buildEvent('invoice.paid', { id: 'in_test_1', object: 'invoice' }));
    expect(delivery.status).toBe(200);
  });

  describe('events delivered out of order (Stripe does not promise any order)', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const processed = async (eventId: unknown) =>
      (await app.get(DataSource).query(`SELECT count(*)::int AS n FROM processed_webhook_events WHERE event_id = $1`, [eventId]))[0].n as number;

    it('keeps a cancelled plan cancelled when an older subscription.updated or checkout.session.completed arrives after the deletion', async () => {
      const { user, sessionId } = await checkout('MONTHLY');
      const t = now();
      // Stripe sends these in this order, but they reach us late: completed and updated after deleted.
      const completed = await stripe.completeCheckout(sessionId, { created: t - 120, deliver: false });
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      const updated = await stripe.updateSubscription(subscriptionId, { status: 'active' }, { created: t - 60, deliver: false });
      expect((await stripe.deleteSubscription(subscriptionId, { created: t })).status).toBe(200);
      expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'canceled' });

      expect((await stripe.deliver(updated.event)).status).toBe(200);
      expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'canceled' });
      expect((await stripe.deliver(completed.event)).status).toBe(200);
      expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'canceled' });

      // Recorded as processed all the same: Stripe stops retrying them, a replay changes nothing.
      expect(await processed(updated.event.id)).toBe(1);
      expect(await processed(completed.event.id)).toBe(1);
      const [state] = await app
        .get(DataSource)
        .query(`SELECT status, last_event_at FROM stripe_subscription_states WHERE subscription_id = $1`, [subscriptionId]);
      expect(state.status).toBe('canceled');
      expect(new Date(state.last_event_at).getTime()).toBe(t * 1000);
    });

    it('ignores an update sent in the same second as the deletion but delivered after it: canceled is final', async () => {
      const { user, sessionId } = await checkout('ANNUAL');
      await stripe.completeCheckout(sessionId);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      const t = now() + 5;
      const updated = await stripe.updateSubscription(subscriptionId, { status: 'active' }, { created: t, deliver: false });
      await stripe.deleteSubscription(subscriptionId, { created: t });
      expect((await stripe.deliver(updated.event)).status).toBe(200);
      expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.NONE, subscriptionStatus: 'canceled' });
    });

    it('applies the newest of two updates whatever order they arrive in', async () => {
      const { user, sessionId } = await checkout('MONTHLY');
      await stripe.completeCheckout(sessionId);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      const t = now() + 10;
      const older = await stripe.updateSubscription(subscriptionId, { status: 'active', interval: 'year' }, { created: t, deliver: false });
      expect((await stripe.updateSubscription(subscriptionId, { status: 'past_due', interval: 'month' }, { created: t + 30 })).status).toBe(200);
      expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.MONTHLY, subscriptionStatus: 'past_due' });
      expect((await stripe.deliver(older.event)).status).toBe(200);
      expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.MONTHLY, subscriptionStatus: 'past_due' });
    });

    it("does not let a late event about an ended subscription overwrite the user's new one", async () => {
      const { user, agent, sessionId } = await checkout('MONTHLY');
      await stripe.completeCheckout(sessionId);
      const first = String(stripe.sessions.get(sessionId)!.subscription);
      const lateUpdate = await stripe.updateSubscription(first, { status: 'past_due' }, { deliver: false });
      await stripe.deleteSubscription(first);

      const again = await agent.post('/api/create-checkout-session').send({ plan: 'ANNUAL' }).expect(200);
      const secondSession = String(again.body.url).split('/pay/')[1];
      await stripe.completeCheckout(secondSession);
      const second = String(stripe.sessions.get(secondSession)!.subscription);
      expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.ANNUAL, stripeSubscriptionId: second, subscriptionStatus: 'active' });

      expect((await stripe.deliver(lateUpdate.event)).status).toBe(200);
      expect(await users().getById(user.id)).toMatchObject({ paymentPlan: PaymentPlan.ANNUAL, stripeSubscriptionId: second, subscriptionStatus: 'active' });
    });
  });

  describe('a second checkout while one is open', () => {
    const customersOf = (userId: number) => [...stripe.customers.values()].filter((c) => (c.metadata as Record<string, string>)?.userId === String(userId));
    const sessionsOf = (userId: number) => [...stripe.sessions.values()].filter((s) => s.client_reference_id === String(userId));

    it('hands back the open session for the same plan instead of opening a second one, on the one customer', async () => {
      const { user, agent, url, sessionId } = await checkout('MONTHLY');
      const again = await agent.post('/api/create-checkout-session').send({ plan: 'MONTHLY' }).expect(200);
      expect(again.body.url).toBe(url);
      expect(sessionsOf(user.id)).toHaveLength(1);
      expect(customersOf(user.id)).toHaveLength(1);
      expect(stripe.sessions.get(sessionId)!.status).toBe('open');
    });

    it('expires the open session when another plan is chosen, and opens the new one on the same customer', async () => {
      const { user, agent, url, sessionId } = await checkout('MONTHLY');
      const again = await agent.post('/api/create-checkout-session').send({ plan: 'ANNUAL' }).expect(200);
      expect(again.body.url).not.toBe(url);
      expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
      // The first page can no longer be paid.
      expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(404);
      const second = stripe.sessions.get(String(again.body.url).split('/pay/')[1])!;
      expect(second).toMatchObject({ status: 'open', customer: (await users().getById(user.id)).stripeCustomerId, metadata: { plan: 'ANNUAL' } });
      expect(customersOf(user.id)).toHaveLength(1);
    });

    it('answers 409 when Stripe already has a paid subscription whose webhook has not arrived yet', async () => {
      const { user, agent, sessionId } = await checkout('MONTHLY');
      await stripe.completeCheckout(sessionId, { deliver: false });
      expect((await users().getById(user.id)).paymentPlan).toBe(PaymentPlan.NONE);
      const res = await agent.post('/api/create-checkout-session').send({ plan: 'ANNUAL' }).expect(409);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.alreadySubscribed);
      expect(sessionsOf(user.id)).toHaveLength(1);
    });

    it('answers 409 when the subscription is waiting for a payment instead of starting a second one', async () => {
      const { user, agent, sessionId } = await checkout('MONTHLY');
      await stripe.completeCheckout(sessionId);
      await stripe.updateSubscription(String(stripe.sessions.get(sessionId)!.subscription), { status: 'unpaid' });
      expect((await users().getById(user.id)).paymentPlan).toBe(PaymentPlan.NONE);
      const res = await agent.post('/api/create-checkout-session').send({ plan: 'MONTHLY' }).expect(409);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.subscriptionAwaitingPayment);
    });

    it('subscribes again on the same customer after a cancellation', async () => {
      const { user, agent, sessionId } = await checkout('MONTHLY');
      await stripe.completeCheckout(sessionId);
      await stripe.deleteSubscription(String(stripe.sessions.get(sessionId)!.subscription));
      const customerId = (await users().getById(user.id)).stripeCustomerId;
      const again = await agent.post('/api/create-checkout-session').send({ plan: 'MONTHLY' }).expect(200);
      expect(stripe.sessions.get(String(again.body.url).split('/pay/')[1])!.customer).toBe(customerId);
      expect(customersOf(user.id)).toHaveLength(1);
    });

    it('gives parallel checkouts of one user one customer and one session', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      const answers = await Promise.all([0, 1, 2, 3].map(() => agent.post('/api/create-checkout-session').send({ plan: 'MONTHLY' })));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.body.url)).size).toBe(1);
      expect(customersOf(user.id)).toHaveLength(1);
      expect(sessionsOf(user.id)).toHaveLength(1);
    });
  });
});

describe('billing with configured price ids', () => {
  let app: NestExpressApplication;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    // The configured prices exist in the Stripe account (Stripe refuses a price id it does not know).
    stripe = await startStripeStandIn({
      prices: [
        { id: 'price_monthly_test', unit_amount: PLANS.MONTHLY.priceCents, interval: PLANS.MONTHLY.interval },
        { id: 'price_annual_test', unit_amount: PLANS.ANNUAL.priceCents, interval: PLANS.ANNUAL.interval },
      ],
    });
    app = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_ledgerleaf',
        STRIPE_API_BASE: stripe.url,
        STRIPE_PRICE_MONTHLY: 'price_monthly_test',
        STRIPE_PRICE_ANNUAL: 'price_annual_test',
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });

  it('uses the configured price of the chosen plan', async () => {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    await agent.post('/api/create-checkout-session').send({ plan: 'ANNUAL' }).expect(200);
    expect(stripe.requests.at(-1)!.body.line_items).toEqual([{ price: 'price_annual_test', quantity: '1' }]);
    // Stripe prices the session from the configured price.
    expect([...stripe.sessions.values()].at(-1)).toMatchObject({ amount_total: PLANS.ANNUAL.priceCents, currency: 'cad' });
  });

  it('answers 502 with a clear message when Stripe refuses', async () => {
    await stripe.stop();
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const res = await agent.post('/api/create-checkout-session').send({ plan: 'MONTHLY' }).expect(502);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.checkoutFailed);
  });
});

describe('billing without Stripe configuration', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers checkout with 503 and a message the plan dialog can show', async () => {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const res = await agent.post('/api/create-checkout-session').send({ plan: 'MONTHLY', userData: {} }).expect(503);
    expect(res.body).toMatchObject({ error: ACCOUNT_MESSAGES.checkoutUnavailable, message: ACCOUNT_MESSAGES.checkoutUnavailable });
  });

  it('answers webhooks with 503 so Stripe retries once it is configured', async () => {
    await request(app.getHttpServer()).post('/api/stripe/webhook').set('stripe-signature', 't=1,v1=x').send({ id: 'evt_1' }).expect(503);
  });
});
