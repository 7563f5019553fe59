import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, ERRORS, INPUT_LIMITS } from '@ledgerleaf/contracts';
import request from 'supertest';
import { uniqueAddress } from '../helpers/client-address';
import { disableRateLimits } from '../helpers/rate-limits';
import { type Agent, createTestApp, createUser, loginAs, loginStaffAndClient, uniqueEmail } from '../helpers/test-app';

const validMessage = () => ({
  firstName: 'Olivia',
  lastName: 'Martin',
  email: uniqueEmail('asker'),
  phone: '+1 (613) 555-0175',
  question: 'Do you handle HST filings for a bakery with two locations in Ottawa?',
});

/** `[[[...]]]` or `{"a":{"a":...}}` nested `depth` levels, as raw JSON text (no recursion to build it). */
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bad input answers a clear 4xx, never 500 (issue 7)', () => {
  let app: NestExpressApplication;
  let staff: Agent;
  let client: Agent;
  const server = () => request(app.getHttpServer());
  const postJson = (path: string, raw: string) => server().post(path).set('X-Forwarded-For', uniqueAddress()).set('Content-Type', 'application/json').send(raw);

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true', STRIPE_WEBHOOK_SECRET: 'whsec_hardening' } });
    // These tests send many public-form requests from one address; limits have their own suites.
    disableRateLimits(app);
    ({ staff, client } = await loginStaffAndClient(app));
  });
  afterAll(() => app.close());

  describe('one text rule: control characters and broken Unicode, anywhere, named', () => {
    it.each([
      ['firstName', 'Oli\u0000via'],
      ['lastName', 'Mar\u001btin'],
      ['phone', '+1 613 555 0175\u0000'],
      ['question', 'Do you file HST?\u0007 Please call me back.'],
      ['email', 'x\ud800y@example.ca'],
      ['email', 'olivia\u0085@example.ca'],
    ])('refuses %s = %j on a public form with 400 naming the field', async (field, value) => {
      const res = await server()
        .post('/api/messages')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ ...validMessage(), [field]: value })
        .expect(400);
      expect(res.body.error).toBe(`${field} contains an invalid character`);
      expect(res.body.fields).toEqual({ [field]: [`${field} contains an invalid character`] });
    });

    it('refuses broken Unicode in the login e-mail before any lookup', async () => {
      const res = await postJson('/api/login', '{"email":"x\\ud800y@example.ca","password":"whatever-1"}').expect(400);
      expect(res.body.error).toBe('email contains an invalid character');
    });

    it('refuses a NUL in a registration field and stores nothing', async () => {
      const email = uniqueEmail('nul');
      const res = await server()
        .post('/api/register')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ firstName: 'A\u0000', lastName: 'B', email, phone: '416 555 0100', password: 'correct-horse-1' })
        .expect(400);
      expect(res.body.error).toBe('firstName contains an invalid character');
      await loginAs(app, email, 'correct-horse-1').catch((error: Error) => expect(error.message).toMatch(/401/));
    });

    it('keeps tabs and line breaks where text may have them', async () => {
      const res = await server()
        .post('/api/messages')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ ...validMessage(), question: 'First line\r\nsecond line\twith a tab' })
        .expect(201);
      expect(res.body.question).toBe('First line\r\nsecond line\twith a tab');
    });

    it('refuses a control character in the query string and in a route parameter, naming them', async () => {
      const query = await staff.get('/api/admin/users?sort=%00').expect(400);
      expect(query.body.error).toBe('sort contains an invalid character');
      const param = await staff.patch('/api/call-requests/1%00').send({ status: 'completed' }).expect(400);
      expect(param.body.error).toBe('id contains an invalid character');
    });

    it('refuses a broken field name', async () => {
      const res = await postJson('/api/messages', '{"bad\\u0000key":1}').expect(400);
      expect(res.body.error).toBe('a field name contains an invalid character');
    });
  });

  describe('one body-depth limit', () => {
    it.each([
      ['an array', nestedArray(10_000)],
      ['an object', nestedObject(10_000)],
      ['an array inside a field', `{"email":${nestedArray(10_000)},"password":"x"}`],
    ])('refuses %s nested 10,000 deep with 400 on every kind of JSON route', async (_label, body) => {
      for (const [path, agent] of [
        ['/api/messages', null],
        ['/api/login', null],
        ['/api/register', null],
        ['/api/user/tax-questionnaire', client],
        ['/api/call-requests/1', staff],
      ] as const) {
        const req = agent ? (path.endsWith('/1') ? agent.patch(path) : agent.post(path)) : server().post(path).set('X-Forwarded-For', uniqueAddress());
        const res = await req.set('Content-Type', 'application/json').send(body);
        expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 400, error: ERRORS.bodyTooDeep });
      }
    });

    it(`accepts ${INPUT_LIMITS.maxJsonDepth} levels and refuses one more`, async () => {
      const ok = await postJson(
        '/api/messages',
        `{"website":"","extra":${nestedArray(INPUT_LIMITS.maxJsonDepth - 1)},${JSON.stringify(validMessage()).slice(1)}`,
      );
      expect(ok.status).toBe(201);
      const tooDeep = await postJson('/api/messages', `{"extra":${nestedArray(INPUT_LIMITS.maxJsonDepth)},${JSON.stringify(validMessage()).slice(1)}`);
      expect(tooDeep.status).toBe(400);
      expect(tooDeep.body.error).toBe(ERRORS.bodyTooDeep);
    });

    it('is not fooled by brackets inside strings', async () => {
      const res = await postJson(
        '/api/messages',
        JSON.stringify({ ...validMessage(), question: `${'['.repeat(200)} "quoted \\" [[[ text ${'{'.repeat(100)}` }),
      );
      expect(res.status).toBe(201);
    });
  });

  describe('dates before 1900 (or after 9999) refused', () => {
    it.each(['0000-01-01', '1899-12-31', '10000-01-01', '99999-01-01', '2026-02-30', '2026-13-01', '+02026-01-01'])(
      'answers tax year end %s with 400',
      async (taxYearEndDate) => {
        const res = await client.post('/api/user/tax-questionnaire').send({ taxYearEndDate, gstPstOwed: '0' });
        expect({ taxYearEndDate, status: res.status }).toEqual({ taxYearEndDate, status: 400 });
        expect(res.body.fields.taxYearEndDate).toEqual([ACCOUNT_MESSAGES.taxYearEndInvalid]);
      },
    );

    it('accepts the first and the last day it allows', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      await agent.post('/api/user/tax-questionnaire').send({ taxYearEndDate: '1900-01-01' }).expect(200);
      const res = await agent.post('/api/user/tax-questionnaire').send({ taxYearEndDate: ' 9999-12-31 ' }).expect(200);
      expect(res.body.taxYearEndDate).toBe('9999-12-31');
    });

    it('answers a call-request date in year 0 or 99999 with the date message', async () => {
      for (const preferredDate of ['0000-01-01', '99999-01-01']) {
        const res = await server()
          .post('/api/call-requests')
          .set('X-Forwarded-For', uniqueAddress())
          .send({ ...validMessage(), question: undefined, preferredDate, preferredTime: '10:00', timezone: 'America/Toronto' })
          .expect(400);
        expect(res.body.fields.preferredDate).toBeDefined();
      }
    });
  });

  describe('mutating /api routes require JSON', () => {
    it.each([
      ['application/x-www-form-urlencoded', 'firstName=Olivia&lastName=Martin'],
      ['text/plain', '{"firstName":"Olivia"}'],
      ['application/xml', '<message/>'],
    ])('answers a %s body with 415 and says what to send', async (type, body) => {
      const res = await server().post('/api/messages').set('X-Forwarded-For', uniqueAddress()).set('Content-Type', type).send(body).expect(415);
      expect(res.body.error).toBe(ERRORS.jsonRequired);
      await client.patch('/api/user/profile').set('Content-Type', type).send(body).expect(415);
    });

    it('still accepts JSON with a charset, an empty body, and multipart (uploads)', async () => {
      await server()
        .post('/api/messages')
        .set('X-Forwarded-For', uniqueAddress())
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify(validMessage()))
        .expect(201);
      await server().post('/api/logout').expect(200);
      const multipart = await server().post('/api/messages').set('X-Forwarded-For', uniqueAddress()).field('firstName', 'Olivia');
      expect(multipart.status).toBe(400);
    });

    it('lets webhooks through whatever their content type (they verify their own signature)', async () => {
      const res = await server().post('/api/stripe/webhook').set('Content-Type', 'text/plain').set('Stripe-Signature', 't=1,v1=00').send('hello\u0000');
      expect(res.status).toBe(400);
      expect(res.body.error).not.toBe(ERRORS.jsonRequired);
    });
  });
});

describe('documentation and health details in production', () => {
  let app: NestExpressApplication;
  const env = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-production-like-session-secret-for-tests',
    ENCRYPTION_KEY: 'ab'.repeat(32),
    PUBLIC_URL: 'https://ledgerleaf.test',
    TRUST_PROXY: 'true',
    // These staff have no two-factor login; the production default would hold them at its setup.
    STAFF_MFA_REQUIRED: 'false',
  };

  /** Production cookies are Secure: log in as if behind the TLS proxy and keep the cookie by hand. */
  async function sessionCookie(target: NestExpressApplication, isAdmin: boolean): Promise<string> {
    const { user, password } = await createUser(target, { isAdmin });
    const res = await request(target.getHttpServer())
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ email: user.email, password })
      .expect(200);
    return String(res.headers['set-cookie']).split(';')[0];
  }

  afterEach(() => app?.close());

  it('keeps /api/docs, /api/docs-json and health details for staff unless PUBLIC_API_DOCS is set', async () => {
    app = await createTestApp({ env });
    const get = (path: string, cookie?: string) => {
      const req = request(app.getHttpServer()).get(path).set('X-Forwarded-Proto', 'https');
      return cookie ? req.set('Cookie', cookie) : req;
    };
    for (const path of ['/api/docs', '/api/docs-json']) await get(path).expect(404);
    const clientCookie = await sessionCookie(app, false);
    await get('/api/docs-json', clientCookie).expect(404);
    const staffCookie = await sessionCookie(app, true);
    const docs = await get('/api/docs-json', staffCookie).expect(200);
    expect(docs.body.paths['/api/login']).toBeDefined();
    await get('/api/docs', staffCookie).expect(200);

    const anonymous = await get('/api/health').expect(200);
    expect(anonymous.body).toEqual({ status: 'ok' });
    const detailed = await get('/api/health', staffCookie).expect(200);
    expect(detailed.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('opens them to everyone with PUBLIC_API_DOCS=true', async () => {
    app = await createTestApp({ env: { ...env, PUBLIC_API_DOCS: 'true' } });
    await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    const health = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'up' });
  });
});
