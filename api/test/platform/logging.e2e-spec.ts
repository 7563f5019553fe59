import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { BankItemsService } from '../../src/modules/plaid/bank-items.service';
import { createTestApp, createUser, eventually, loginAs, uniqueEmail } from '../helpers/test-app';

type Line = Record<string, unknown> & { msg?: string; level?: string; requestId?: string };

/**
 * Issue 25, point 3: the logs an operator searches. One app (API and worker) whose JSON
 * lines are captured, at LOG_LEVEL=debug so that nothing is hidden from the greps.
 */
describe('logs an operator can search', () => {
  let app: NestExpressApplication;
  const output: string[] = [];
  const lines = (): Line[] =>
    output
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);
  const linesOf = (requestId: string) => lines().filter((line) => line.requestId === requestId);
  /** The request's own line, written when its answer has gone out (after supertest has it). */
  const requestLine = (requestId: string) => eventually(async () => linesOf(requestId).find((line) => typeof line.responseTime === 'number'), 5000);

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { LOG_LEVEL: 'debug' }, logDestination: { write: (line: string) => void output.push(line) } });
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  describe('request ids', () => {
    it('keeps a sane X-Request-Id, answers with it and puts it on the request line with the duration', async () => {
      const res = await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', 'edge-7f3a.2026:11').expect(200);
      expect(res.headers['x-request-id']).toBe('edge-7f3a.2026:11');
      const line = await requestLine('edge-7f3a.2026:11');
      expect(line).toMatchObject({
        level: 'info',
        msg: expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/),
        req: { method: 'GET', path: '/api/health' },
        res: { statusCode: 200 },
      });
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
      expect(typeof line.time).toBe('string');
    });

    it.each([
      ['too long', 'a'.repeat(129)],
      ['unsafe characters', 'id with spaces<script>'],
      ['a header injection attempt', 'abc\u00e9\u00e8'],
    ])('makes a new id instead of one that is %s', async (_label, given) => {
      const res = await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', given).expect(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      await requestLine(res.headers['x-request-id']);
      expect(lines().filter((line) => line.requestId === given)).toEqual([]);
    });

    it('makes one when none is given, and a 128-character id is still sane', async () => {
      const made = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const longest = 'b'.repeat(128);
      expect((await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', longest).expect(200)).headers['x-request-id']).toBe(longest);
    });

    it('sends the id on refused requests too, and puts the query string in no line', async () => {
      const res = await request(app.getHttpServer()).get('/api/user?reset=tok-ZZ-query-secret').set('X-Request-Id', 'anon-401').expect(401);
      expect(res.headers['x-request-id']).toBe('anon-401');
      expect(res.body.requestId).toBeUndefined();
      const line = await requestLine('anon-401');
      expect(line).toMatchObject({ level: 'info', req: { path: '/api/user' }, res: { statusCode: 401 } });
      expect(line.userId).toBeUndefined();
      expect(output.join('')).not.toContain('tok-ZZ-query-secret');
    });
  });

  describe('who asked', () => {
    it('names the user id and role on the request line and on the lines written during the request', async () => {
      const { user, password } = await createUser(app);
      const client = await loginAs(app, user.email, password);
      await client.get('/api/user').set('X-Request-Id', 'client-user-1').expect(200);
      expect(await requestLine('client-user-1')).toMatchObject({ userId: user.id, role: 'client' });

      const staff = await createUser(app, { isAdmin: true });
      const staffAgent = await loginAs(app, staff.user.email, staff.password);
      jest.spyOn(app.get(BankItemsService), 'listItems').mockImplementation(async () => {
        new Logger('BankItems').log('listing the items');
        return [];
      });
      await staffAgent.get('/api/plaid/items').set('X-Request-Id', 'staff-items-1').expect(200);
      expect(await requestLine('staff-items-1')).toMatchObject({ userId: staff.user.id, role: 'staff' });
      expect(linesOf('staff-items-1').find((line) => line.msg === 'listing the items')).toMatchObject({
        context: 'BankItems',
        userId: staff.user.id,
        role: 'staff',
      });
    });

    it('still names the user on the line of the request that logged them out', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      await agent
        .post('/api/logout')
        .set('X-Request-Id', 'logout-1')
        .expect((res) => expect(res.status).toBeLessThan(300));
      expect(await requestLine('logout-1')).toMatchObject({ userId: user.id, role: 'client' });
    });

    it('carries the request id on a real service line (the contact form spam trap)', async () => {
      await request(app.getHttpServer())
        .post('/api/messages')
        .set('X-Request-Id', 'spam-trap-1')
        .send({
          firstName: 'Robo',
          lastName: 'Spammer',
          email: uniqueEmail('bot'),
          phone: '+1 (613) 555-0175',
          question: 'Do you handle HST filings for a bakery with two locations?',
          website: 'x',
        })
        .expect(201);
      expect(linesOf('spam-trap-1').find((line) => line.msg === 'Spam trap filled: contact message dropped')).toMatchObject({
        level: 'info',
        context: 'Messages',
      });
    });
  });

  describe('server errors', () => {
    it('answers a 5xx with its request id, and the database and exception lines carry it', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      const dataSource = app.get<DataSource>(getDataSourceToken());
      jest.spyOn(app.get(BankItemsService), 'listItems').mockImplementation(async () => {
        await dataSource.query('SELECT no_such_column FROM users WHERE email = $1', [user.email]);
        return [];
      });
      const res = await agent.get('/api/plaid/items').set('X-Request-Id', 'broken-1').expect(500);
      expect(res.body).toEqual({ statusCode: 500, error: expect.any(String), message: expect.any(String), code: 'errors.internal', requestId: 'broken-1' });
      expect(res.headers['x-request-id']).toBe('broken-1');
      const mine = linesOf('broken-1');
      expect(mine.find((line) => String(line.msg).startsWith('Query failed'))).toMatchObject({ level: 'error', context: 'Database', userId: user.id });
      expect(mine.find((line) => line.context === 'Exceptions')).toMatchObject({ level: 'error', err: { message: expect.stringContaining('no_such_column') } });
      expect(await requestLine('broken-1')).toMatchObject({ level: 'error', res: { statusCode: 500 }, userId: user.id, role: 'client' });
      expect(output.join('')).not.toContain(user.email);
    });

    it('gives a made-up id to a 503 when the caller sent none', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      jest
        .spyOn(app.get(BankItemsService), 'listItems')
        .mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
      const res = await agent.get('/api/plaid/items').expect(503);
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
      expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('secrets', () => {
    /** One of each kind the redaction list names, in the shapes their owners use. */
    const secrets = {
      password: 'Pw-never-logged-93!',
      cookieValue: 's%3Asession-id-never-logged.sig',
      bearer: 'bearer-token-never-logged-4c1e',
      plaidAccessToken: 'access-sandbox-8ab976e6-64bc-4b38-98f7-731e7a349970',
      plaidPublicToken: 'public-sandbox-b0e2c4ee-a763-4df5-bfe9-46a46bce993d',
      plaidSecret: 'plaid-secret-0f3c2a7d9e11b5',
      stripeSecretKey: 'sk_test_51NeverLoggedStripeKey0000',
      stripeWebhookSecret: 'whsec_NeverLoggedWebhookSecret00',
      openAiKey: 'sk-proj-NeverLoggedOpenAiKey-0000000',
      accountNumber: '0012345678901',
      routingNumber: '021000021',
      sin: '046 454 286',
    };

    it('redacts them from request headers and bodies, an error that carries them, and a service log call', async () => {
      const { user, password } = await createUser(app, { password: secrets.password });
      // A login: the password in the body, a session cookie back in set-cookie.
      const login = await request(app.getHttpServer())
        .post('/api/login')
        .set('X-Request-Id', 'secret-login')
        .set('Authorization', `Bearer ${secrets.bearer}`)
        .send({ email: user.email, password });
      expect(login.status).toBe(200);
      const sessionCookie = String(login.headers['set-cookie'][0]).split(';')[0];
      const agent = request.agent(app.getHttpServer());
      // Bodies with every kind of secret (refused or not, none may be logged) and the cookie header.
      await agent
        .post('/api/plaid/set-access-token')
        .set('Cookie', `${sessionCookie}; other=${secrets.cookieValue}`)
        .set('Authorization', `Bearer ${secrets.bearer}`)
        .set('X-Request-Id', 'secret-body')
        .send({
          public_token: secrets.plaidPublicToken,
          access_token: secrets.plaidAccessToken,
          accountNumber: secrets.accountNumber,
          routingNumber: secrets.routingNumber,
          sin: secrets.sin,
        });
      await requestLine('secret-body');

      // An SDK error that carries the request it sent, and a service logging fields it should not have.
      jest.spyOn(app.get(BankItemsService), 'listItems').mockImplementation(async () => {
        new Logger('BankItems').warn({
          msg: `provider answered for ${secrets.plaidAccessToken}`,
          password: secrets.password,
          accessToken: secrets.plaidAccessToken,
          public_token: secrets.plaidPublicToken,
          stripeSecretKey: secrets.stripeSecretKey,
          webhookSecret: secrets.stripeWebhookSecret,
          apiKey: secrets.openAiKey,
          bank: { accountNumber: secrets.accountNumber, routing_number: secrets.routingNumber },
          person: { sin: secrets.sin },
          headers: { authorization: `Bearer ${secrets.bearer}`, cookie: `sid=${secrets.cookieValue}` },
        });
        throw Object.assign(new Error(`Plaid refused ${secrets.plaidAccessToken} with key ${secrets.stripeSecretKey}`), {
          config: {
            headers: { 'PLAID-SECRET': secrets.plaidSecret, Authorization: `Bearer ${secrets.bearer}` },
            data: JSON.stringify({ secret: secrets.plaidSecret, access_token: secrets.plaidAccessToken }),
          },
          response: { status: 400, data: { error_code: 'INVALID_ACCESS_TOKEN', access_token: secrets.plaidAccessToken } },
          account_number: secrets.accountNumber,
          sin: secrets.sin,
        });
      });
      await agent.get('/api/plaid/items').set('Cookie', sessionCookie).set('X-Request-Id', 'secret-error').expect(500);
      await requestLine('secret-error');

      const all = output.join('');
      // The lines were written (the greps below would pass on an empty log).
      expect(linesOf('secret-error').map((line) => line.context)).toEqual(expect.arrayContaining(['BankItems', 'Exceptions']));
      expect(linesOf('secret-error').find((line) => line.context === 'Exceptions')).toMatchObject({
        err: { response: { status: 400, data: { error_code: 'INVALID_ACCESS_TOKEN' } } },
      });
      expect((await requestLine('secret-login')).res).toMatchObject({ headers: { 'set-cookie': '[Redacted]' } });
      expect((await requestLine('secret-body')).req).toMatchObject({ headers: { cookie: '[Redacted]', authorization: '[Redacted]' } });
      for (const [kind, value] of Object.entries({ ...secrets, sessionCookie: sessionCookie.split('=')[1] })) {
        expect({ kind, found: all.includes(value) }).toEqual({ kind, found: false });
      }
      expect(all).not.toContain(secrets.sin.replace(/ /g, ''));
    });
  });

  describe('jobs', () => {
    it('puts the queue, job name and job id on the lines of a job, and logs its outcome and duration', async () => {
      const { user } = await createUser(app);
      await request(app.getHttpServer())
        .post('/api/forgot-password')
        .send({ email: user.email })
        .expect((res) => expect(res.status).toBeLessThan(300));
      const done = await eventually(async () => lines().find((line) => line.job === 'send-password-reset' && line.outcome === 'completed'));
      expect(done).toMatchObject({ level: 'info', context: 'Jobs', queue: 'mail', attempt: 1, jobId: expect.any(String) });
      expect(done.durationMs).toBeGreaterThanOrEqual(0);
      const serviceLine = lines().find((line) => line.msg === `Password reset link sent to user ${user.id}`);
      expect(serviceLine).toMatchObject({ queue: 'mail', job: 'send-password-reset', jobId: done.jobId });
      // The services the job calls write under its name too (the mail adapter's outbox line).
      expect(lines().find((line) => line.context === 'Mail' && line.jobId === done.jobId)).toMatchObject({ queue: 'mail', job: 'send-password-reset' });
      expect(serviceLine?.requestId).toBeUndefined();
    });
  });
});
