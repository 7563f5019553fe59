import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, CONVERSION_VALUES, RATE_LIMITS } from '@ledgerleaf/contracts';
import request from 'supertest';
import { startMetaStandIn, type MetaStandIn } from '../../../scripts/stand-ins/meta.mjs';
import { startStripeStandIn, type StripeStandIn } from '../../../scripts/stand-ins/stripe.mjs';
import { uniqueAddress } from '../helpers/client-address';
import { inOneRateWindow } from '../helpers/rate-window';
import { createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const PUBLIC_URL = 'https://app.ledgerleaf.test';

type SentEvent = {
  event_name: string;
  event_time: number;
  event_source_url: string;
  action_source: string;
  user_data: Record<string, unknown>;
  custom_data?: Record<string, unknown>;
};

describe('conversions forwarded to Meta (against the Graph API stand-in)', () => {
  let app: NestExpressApplication;
  let meta: MetaStandIn;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    meta = await startMetaStandIn();
    stripe = await startStripeStandIn();
    app = await createTestApp({
      env: {
        META_PIXEL_ID: '123456789012345',
        META_ACCESS_TOKEN: 'EAAB-test-access-token',
        META_API_BASE: meta.url,
        META_API_VERSION: 'v21.0',
        STRIPE_SECRET_KEY: 'sk_test_ledgerleaf',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
        PUBLIC_URL,
        TRUST_PROXY: 'true',
      },
    });
    await app.listen(0, '127.0.0.1');
    stripe.setWebhookUrl(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/stripe/webhook`);
  });
  afterAll(async () => {
    await app.close();
    await meta.stop();
    await stripe.stop();
  });

  const post = (path: string, body: object, address = uniqueAddress()) => request(app.getHttpServer()).post(path).set('X-Forwarded-For', address).send(body);
  const lastEvent = () => (meta.events.at(-1)!.body.data as SentEvent[])[0];
  const purchasesSent = () => meta.events.filter((e) => (e.body.data as SentEvent[])[0].event_name === 'Purchase').length;

  /** Registers through the API with the LAUNCH2025 coupon; the agent holds the new session. */
  async function couponClient(overrides: { email?: string; phone?: string } = {}) {
    const agent = request.agent(app.getHttpServer());
    const email = overrides.email ?? uniqueEmail('coupon');
    const res = await agent
      .post('/api/register')
      .set('X-Forwarded-For', uniqueAddress())
      .send({
        firstName: 'Avery',
        lastName: 'Lambert',
        email,
        phone: overrides.phone ?? '(416) 555-0142',
        password: 'correct-horse-1',
        couponCode: 'LAUNCH2025',
        paymentPlan: 'ANNUAL',
        registrationType: 'COUPON',
      })
      .expect(201);
    return { agent, user: res.body as { id: number; email: string } };
  }

  /** A logged-in client who paid `plan` through Stripe Checkout (webhook delivered). */
  async function payingClient(plan: 'MONTHLY' | 'ANNUAL') {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const res = await agent.post('/api/create-checkout-session').send({ plan }).expect(200);
    const sessionId = String(res.body.url).split('/pay/')[1];
    return { agent, user, sessionId, pay: () => stripe.completeCheckout(sessionId) };
  }

  it('refuses a purchase without a session, and sends nothing', async () => {
    const before = meta.events.length;
    const res = await post('/api/conversions/purchase', {
      email: 'a@b.ca',
      firstName: 'A',
      lastName: 'B',
      phone: '4165550100',
      value: 1000,
      currency: 'CAD',
    }).expect(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.notAuthenticated);
    expect(meta.events.length).toBe(before);
  });

  it("reports a coupon registration once, worth 1000 CAD, with the account's hashed details and no clear PII", async () => {
    const email = uniqueEmail('Buyer');
    const { agent } = await couponClient({ email: email.toUpperCase() });
    const before = meta.events.length;
    // Whatever the browser claims (value, person) is ignored: the server knows both.
    const res = await agent
      .post('/api/conversions/purchase')
      .set('X-Forwarded-For', uniqueAddress())
      .set('Referer', `${PUBLIC_URL}/auth`)
      .send({ value: 99999, email: 'someone@else.ca' })
      .expect(202);
    expect(res.body).toEqual({ message: 'Accepted' });
    expect(meta.events.length).toBe(before + 1);

    const recorded = meta.events.at(-1)!;
    expect(recorded).toMatchObject({ version: 'v21.0', pixelId: '123456789012345', accessToken: 'EAAB-test-access-token' });
    const event = lastEvent();
    expect(event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'website',
      event_source_url: `${PUBLIC_URL}/auth`,
      custom_data: { value: CONVERSION_VALUES.couponRegistration, currency: 'CAD' },
      user_data: { em: [sha256(email.toLowerCase())], ph: [sha256('14165550142')], fn: [sha256('avery')], ln: [sha256('lambert')] },
    });
    expect(Math.abs(event.event_time - Date.now() / 1000)).toBeLessThan(60);
    const wire = JSON.stringify(recorded.body).toLowerCase();
    for (const clear of [email.toLowerCase(), '4165550142', 'avery', 'lambert', 'someone@else.ca']) expect(wire).not.toContain(clear);

    // The same purchase again: the same answer, nothing sent.
    await agent.post('/api/conversions/purchase').set('X-Forwarded-For', uniqueAddress()).send({}).expect(202, { message: 'Accepted' });
    expect(meta.events.length).toBe(before + 1);
  });

  it('reports a paid checkout with the value Stripe charged (monthly 100, annual 1000), once', async () => {
    for (const [plan, value] of [
      ['MONTHLY', 100],
      ['ANNUAL', 1000],
    ] as const) {
      const { agent, sessionId, pay } = await payingClient(plan);
      await pay();
      const before = meta.events.length;
      await agent
        .post('/api/conversions/purchase')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ checkoutSessionId: sessionId, value: 1, currency: 'CAD' })
        .expect(202);
      expect(meta.events.length).toBe(before + 1);
      expect(lastEvent()).toMatchObject({ event_name: 'Purchase', custom_data: { value, currency: 'CAD' } });
      const eventId = (lastEvent() as SentEvent & { event_id: string }).event_id;

      await agent.post('/api/conversions/purchase').set('X-Forwarded-For', uniqueAddress()).send({ checkoutSessionId: sessionId }).expect(202);
      expect(meta.events.length).toBe(before + 1);
      expect(eventId).toMatch(/^purchase-[0-9a-f]{40}$/);
    }
  });

  it('sends one event when the same purchase is reported several times at once', async () => {
    const { agent, sessionId, pay } = await payingClient('MONTHLY');
    await pay();
    const before = purchasesSent();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => agent.post('/api/conversions/purchase').set('X-Forwarded-For', uniqueAddress()).send({ checkoutSessionId: sessionId })),
    );
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    expect(purchasesSent()).toBe(before + 1);
  });

  it("sends nothing for a checkout that is unpaid, unknown or another user's", async () => {
    const before = meta.events.length;
    const unpaid = await payingClient('MONTHLY');
    const res = await unpaid.agent
      .post('/api/conversions/purchase')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ checkoutSessionId: unpaid.sessionId })
      .expect(409);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.purchaseNotPaid);

    const owner = await payingClient('ANNUAL');
    await owner.pay();
    const other = await payingClient('MONTHLY');
    const foreign = await other.agent
      .post('/api/conversions/purchase')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ checkoutSessionId: owner.sessionId })
      .expect(404);
    expect(foreign.body.message).toBe(ACCOUNT_MESSAGES.purchaseNotFound);
    await other.agent
      .post('/api/conversions/purchase')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ checkoutSessionId: 'cs_test_nosuchsession' })
      .expect(404);

    // No coupon and no checkout named: there is nothing the server saw.
    const none = await other.agent.post('/api/conversions/purchase').set('X-Forwarded-For', uniqueAddress()).send({ value: 1000, currency: 'CAD' }).expect(404);
    expect(none.body.message).toBe(ACCOUNT_MESSAGES.noPurchaseToReport);
    expect(meta.events.length).toBe(before);
  });

  it('sends a ViewContent for an anonymous visitor with the page URL', async () => {
    await post('/api/conversions/view-content', { eventSourceUrl: `${PUBLIC_URL}/pricing` }).expect(202);
    const event = lastEvent();
    expect(event).toMatchObject({ event_name: 'ViewContent', action_source: 'website', event_source_url: `${PUBLIC_URL}/pricing` });
    expect(event.user_data).not.toHaveProperty('em');
  });

  it("fills a logged-in user's hashed details and ignores a foreign page URL", async () => {
    const { user, password } = await createUser(app, { phone: '+1 514 555 0199' });
    const agent = await loginAs(app, user.email, password);
    await agent.post('/api/conversions/view-content').set('X-Forwarded-For', uniqueAddress()).send({ eventSourceUrl: 'https://evil.example/x' }).expect(202);
    const event = lastEvent();
    expect(event.event_source_url).toBe(`${PUBLIC_URL}/`);
    expect(event.user_data).toMatchObject({ em: [sha256(user.email)], ph: [sha256('15145550199')] });
  });

  it('still answers 202 when Meta fails, and a later report of that purchase is sent', async () => {
    const { agent } = await couponClient();
    meta.failNext(500);
    const before = meta.events.length;
    await agent.post('/api/conversions/purchase').set('X-Forwarded-For', uniqueAddress()).send({}).expect(202);
    expect(meta.events.length).toBe(before + 1);
    await agent.post('/api/conversions/purchase').set('X-Forwarded-For', uniqueAddress()).send({}).expect(202);
    expect(meta.events.length).toBe(before + 2);
    await agent.post('/api/conversions/purchase').set('X-Forwarded-For', uniqueAddress()).send({}).expect(202);
    expect(meta.events.length).toBe(before + 2);
  });

  it('refuses a malformed purchase with 400', async () => {
    const { agent } = await couponClient();
    const res = await agent
      .post('/api/conversions/purchase')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ checkoutSessionId: 'https://evil.example/?x=' })
      .expect(400);
    expect(res.body.fields).toEqual({ checkoutSessionId: [ACCOUNT_MESSAGES.checkoutSessionIdInvalid] });
  });

  it('limits conversions per address', async () => {
    const address = uniqueAddress();
    await inOneRateWindow(RATE_LIMITS.conversions.windowSeconds);
    for (let i = 0; i < RATE_LIMITS.conversions.limit; i += 1) await post('/api/conversions/view-content', {}, address).expect(202);
    await post('/api/conversions/view-content', {}, address).expect(429);
  });
});

describe('conversions without Meta configuration', () => {
  let app: NestExpressApplication;
  let meta: MetaStandIn;

  beforeAll(async () => {
    meta = await startMetaStandIn();
    app = await createTestApp({ env: { META_PIXEL_ID: '', META_ACCESS_TOKEN: '', META_API_BASE: meta.url } });
  });
  afterAll(async () => {
    await app.close();
    await meta.stop();
  });

  it('accepts with 202 and sends nothing', async () => {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    await agent.post('/api/conversions/purchase').send({}).expect(202);
    await request(app.getHttpServer()).post('/api/conversions/view-content').send({}).expect(202);
    expect(meta.events).toHaveLength(0);
  });
});
