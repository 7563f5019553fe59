import { Logger } from '@nestjs/common';
import { ACCOUNT_MESSAGES, CONVERSION_VALUES, PaymentPlan, RegistrationType } from '@ledgerleaf/contracts';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind } from '../../common/errors/domain.exception';
import type { AppConfig } from '../../config/app-config';
import type { BillingService, ConfirmedPurchase } from '../billing/billing.service';
import { ConversionsService, normalizeEmailForMeta, normalizePhoneForMeta } from './conversions.service';
import type { ReportedPurchase } from './entities/reported-purchase.entity';
import type { MetaConversionsAdapter, MetaServerEvent } from './meta-conversions.adapter';
import type { ReportedPurchasesRepository } from './reported-purchases.repository';
import { refusal } from '../../../test/helpers/refusal';

// SHA-256 of the normalised values, computed once outside the code under test.
const HASH = {
  email: 'feb54dfe8ee0af8eaac9004ef604ae5a0cf8c12db3f9b014dd9fdd3c95b8b96b', // hannah@kowalskiyoga.ca
  phone: 'c85e6507e135df8c609a4f08a9819c028db7cc94a999ce4220818f04e20c9f27', // 13065550188
  firstName: 'fc881aa34d44660e1012dec26ccda0b469d6c8359e91dc674dab4c095b9fe832', // hannah
  country: '6959097001d10501ac7d54c0bdb8db61420f658f2922cc26e46d536119a31126', // ca
};

/** Meta's endpoint: what it was sent, and whether it accepts the next send. */
class FakeMeta {
  configured = true;
  accepts = true;
  readonly sent: MetaServerEvent[] = [];
  async send(event: MetaServerEvent): Promise<boolean> {
    this.sent.push(event);
    return this.accepts;
  }
}

/** reported_purchases in memory: the INSERT ... ON CONFLICT DO NOTHING RETURNING claim and its release. */
class FakeReported {
  readonly keys = new Set<string>();
  async claim(row: { purchaseKey: string }): Promise<boolean> {
    if (this.keys.has(row.purchaseKey)) return false;
    this.keys.add(row.purchaseKey);
    return true;
  }
  async delete({ purchaseKey }: { purchaseKey: string }): Promise<void> {
    this.keys.delete(purchaseKey);
  }
}

const user = (overrides: Partial<AuthUser> = {}): AuthUser =>
  ({
    id: 7,
    email: ' Hannah@KowalskiYoga.ca ',
    phone: '(306) 555-0188',
    firstName: ' Hannah ',
    lastName: 'Kowalski',
    isAdmin: false,
    paymentPlan: PaymentPlan.MONTHLY,
    registrationType: RegistrationType.PAID,
    ...overrides,
  }) as AuthUser;

describe("Meta's normalisation", () => {
  it('trims and lower-cases an e-mail', () => {
    expect(normalizeEmailForMeta('  Hannah@KowalskiYoga.CA ')).toBe('hannah@kowalskiyoga.ca');
  });

  it('keeps only the digits of a phone number and adds the country code to a ten-digit Canadian number', () => {
    expect(normalizePhoneForMeta('+1 (306) 555-0188')).toBe('13065550188');
    expect(normalizePhoneForMeta('306.555.0188')).toBe('13065550188');
    expect(normalizePhoneForMeta('+44 20 7946 0958')).toBe('442079460958');
  });
});

describe('ConversionsService', () => {
  let meta: FakeMeta;
  let reported: FakeReported;
  let conversions: ConversionsService;
  const paid: ConfirmedPurchase = { key: 'stripe-checkout:cs_1', value: 49.99, currency: 'CAD' };

  beforeAll(() => jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    meta = new FakeMeta();
    reported = new FakeReported();
    const billing = { confirmedCheckout: async () => paid } as unknown as BillingService;
    const config = { publicUrl: 'https://ledgerleaf.test', publicOrigin: 'https://ledgerleaf.test' } as AppConfig;
    conversions = new ConversionsService(
      meta as unknown as MetaConversionsAdapter,
      config,
      billing,
      reported as unknown as Repository<ReportedPurchase>,
      reported as unknown as ReportedPurchasesRepository,
    );
  });

  it('sends only SHA-256 hashes of the normalised e-mail, phone and names, filled from the logged-in user', async () => {
    await conversions.viewContent({} as never, { user: user(), ip: '203.0.113.9', userAgent: 'Firefox' });
    const [event] = meta.sent;
    expect(event.user_data).toMatchObject({
      em: [HASH.email],
      ph: [HASH.phone],
      fn: [HASH.firstName],
      country: [HASH.country],
      client_ip_address: '203.0.113.9',
      client_user_agent: 'Firefox',
    });
    expect(JSON.stringify(event)).not.toMatch(/kowalski|3065550188|@/i);
  });

  it('leaves out a field it has no value for rather than hashing an empty string', async () => {
    await conversions.viewContent({ email: '', firstName: '   ' } as never, {});
    expect(Object.keys(meta.sent[0].user_data).sort()).toEqual(['country']);
  });

  it('gives each page view an event id of its own', async () => {
    await conversions.viewContent({} as never, {});
    await conversions.viewContent({} as never, {});
    expect(meta.sent[0].event_id).not.toBe(meta.sent[1].event_id);
  });

  it("reports only this site's pages as the source, falling back to its public URL", async () => {
    await conversions.viewContent({ eventSourceUrl: '/pricing' } as never, {});
    await conversions.viewContent({ eventSourceUrl: 'https://evil.example/phish' } as never, { referer: 'https://ledgerleaf.test/faq' });
    await conversions.viewContent({ eventSourceUrl: 'https://evil.example/phish' } as never, {});
    expect(meta.sent.map((e) => e.event_source_url)).toEqual(['https://ledgerleaf.test/pricing', 'https://ledgerleaf.test/faq', 'https://ledgerleaf.test/']);
  });

  it('sends a purchase once, with an event id derived from the purchase so Meta can match the browser pixel', async () => {
    await conversions.purchase(user(), { checkoutSessionId: 'cs_1' }, {});
    await conversions.purchase(user(), { checkoutSessionId: 'cs_1' }, {});
    expect(meta.sent).toHaveLength(1);
    expect(meta.sent[0]).toMatchObject({ event_name: 'Purchase', custom_data: { value: 49.99, currency: 'CAD' } });
    expect(meta.sent[0].event_id).toMatch(/^purchase-[0-9a-f]{40}$/);
  });

  it('releases the claim when Meta refuses, so a later visit reports the purchase with the same event id', async () => {
    meta.accepts = false;
    await conversions.purchase(user(), { checkoutSessionId: 'cs_1' }, {});
    meta.accepts = true;
    await conversions.purchase(user(), { checkoutSessionId: 'cs_1' }, {});
    expect(meta.sent).toHaveLength(2);
    expect(meta.sent[1].event_id).toBe(meta.sent[0].event_id);
    expect(reported.keys.has(paid.key)).toBe(true);
  });

  it('values a coupon registration at the fixed conversion value, and refuses a purchase report from an account with neither', async () => {
    await conversions.purchase(user({ registrationType: RegistrationType.COUPON }), {}, {});
    expect(meta.sent[0].custom_data).toEqual({ value: CONVERSION_VALUES.couponRegistration, currency: 'CAD' });
    const error = await refusal(conversions.purchase(user(), {}, {}));
    expect(error.kind).toBe(DomainErrorKind.NOT_FOUND);
    expect(error.message).toBe(ACCOUNT_MESSAGES.noPurchaseToReport);
  });

  it('does nothing at all while Meta is not configured', async () => {
    meta.configured = false;
    await conversions.purchase(user({ registrationType: RegistrationType.COUPON }), {}, {});
    await conversions.viewContent({} as never, {});
    expect(meta.sent).toEqual([]);
    expect(reported.keys.size).toBe(0);
  });
});
