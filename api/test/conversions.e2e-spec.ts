import { createHash } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { RATE_LIMITS } from '@ledgerleaf/contracts';
import request from 'supertest';
import { startMetaStandIn, type MetaStandIn } from '../../scripts/stand-ins/meta.mjs';
import { uniqueAddress } from './helpers/client-address';
import { createTestApp, createUser, loginAs, uniqueEmail } from './helpers/test-app';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const PUBLIC_URL = 'https://app.ledgerleaf.test';

type SentEvent = { event_name: string; event_time: number; event_source_url: string; action_source: string; user_data: Record<string, unknown>; custom_data?: Record<string, unknown> };

describe('conversions forwarded to Meta (against the Graph API stand-in)', () => {
  let app: NestExpressApplication;
  let meta: MetaStandIn;

  beforeAll(async () => {
    meta = await startMetaStandIn();
    app = await createTestApp({ env: { META_PIXEL_ID: '123456789012345', META_ACCESS_TOKEN: 'EAAB-test-access-token', META_API_BASE: meta.url, META_API_VERSION: 'v21.0', PUBLIC_URL, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await app.close();
    await meta.stop();
  });

  const post = (path: string, body: object, address = uniqueAddress()) => request(app.getHttpServer()).post(path).set('X-Forwarded-For', address).send(body);
  const lastEvent = () => (meta.events.at(-1)!.body.data as SentEvent[])[0];

  it('sends a Purchase with normalized, SHA-256 hashed e-mail and phone and no clear PII', async () => {
    const email = uniqueEmail('Buyer').toUpperCase();
    const res = await post('/api/conversions/purchase', { email: `  ${email} `, firstName: 'Avery', lastName: 'Lambert', phone: '(416) 555-0142', value: 1000, currency: 'CAD' }).set('Referer', `${PUBLIC_URL}/auth`).expect(202);
    expect(res.body).toEqual({ message: 'Accepted' });

    const recorded = meta.events.at(-1)!;
    expect(recorded).toMatchObject({ version: 'v21.0', pixelId: '123456789012345', accessToken: 'EAAB-test-access-token' });
    const event = lastEvent();
    expect(event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'website',
      event_source_url: `${PUBLIC_URL}/auth`,
      custom_data: { value: 1000, currency: 'CAD' },
      user_data: { em: [sha256(email.toLowerCase())], ph: [sha256('14165550142')], fn: [sha256('avery')], ln: [sha256('lambert')] },
    });
    expect(Math.abs(event.event_time - Date.now() / 1000)).toBeLessThan(60);
    const wire = JSON.stringify(recorded.body).toLowerCase();
    for (const clear of [email.toLowerCase(), '4165550142', 'avery', 'lambert']) expect(wire).not.toContain(clear);
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

  it('still answers 202 when Meta fails', async () => {
    meta.failNext(500);
    const before = meta.events.length;
    await post('/api/conversions/purchase', { email: uniqueEmail(), firstName: 'A', lastName: 'B', phone: '4165550100', value: 1000, currency: 'CAD' }).expect(202);
    expect(meta.events.length).toBe(before + 1);
  });

  it('refuses a malformed purchase with 400', async () => {
    const res = await post('/api/conversions/purchase', { email: 'a@b.ca', value: 'lots', currency: 'USD' }).expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['currency', 'value']);
  });

  it('limits conversions per address', async () => {
    const address = uniqueAddress();
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
    await request(app.getHttpServer()).post('/api/conversions/purchase').send({ email: 'a@b.ca', firstName: 'A', lastName: 'B', phone: '4165550100', value: 1000, currency: 'CAD' }).expect(202);
    await request(app.getHttpServer()).post('/api/conversions/view-content').send({}).expect(202);
    expect(meta.events).toHaveLength(0);
  });
});
