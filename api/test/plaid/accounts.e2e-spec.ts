import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, RATE_LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import request from 'supertest';
import { UsersService } from '../../src/modules/users/users.service';
import { uniqueAddress } from '../helpers/client-address';
import { createTestApp, createUser, uniqueEmail } from '../helpers/test-app';

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Avery',
  lastName: 'Lambert',
  email: uniqueEmail('register'),
  phone: '416 555 0100',
  password: 'correct-horse-1',
  ...overrides,
});

describe('registration and login throttling', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => app.close());

  const agentFrom = (address = uniqueAddress()) => {
    const agent = request.agent(app.getHttpServer());
    return { agent, post: (path: string, body: object) => agent.post(path).set('X-Forwarded-For', address).send(body) };
  };

  describe('POST /api/register', () => {
    it('answers each missing or invalid field with the spec message', async () => {
      const res = await agentFrom().post('/api/register', { firstName: ' ', email: 'not-an-email', password: '12345' }).expect(400);
      expect(res.body.fields).toEqual({
        firstName: [VALIDATION.firstNameRequired],
        lastName: [VALIDATION.lastNameRequired],
        email: [VALIDATION.invalidEmail],
        phone: [VALIDATION.phoneRequired],
        password: [VALIDATION.passwordMin],
      });
    });

    it('gives the annual plan for the coupon in any case and spacing, and logs the user in', async () => {
      const { agent, post } = agentFrom();
      const body = registration({ couponCode: '  launch2025 ' });
      const res = await post('/api/register', body).expect(201);
      expect(res.body).toMatchObject({
        email: body.email,
        firstName: 'Avery',
        paymentPlan: 'ANNUAL',
        registrationType: 'COUPON',
        hasCompletedQuestionnaire: false,
      });
      expect(res.body).not.toHaveProperty('passwordHash');
      const me = await agent.get('/api/user').expect(200);
      expect(me.body.id).toBe(res.body.id);
      await request(app.getHttpServer()).post('/api/login').send({ email: body.email, password: body.password }).expect(200);
    });

    it('creates the account without a plan when there is no coupon, whatever plan the body claims', async () => {
      const { agent, post } = agentFrom();
      const res = await post('/api/register', registration({ paymentPlan: 'ANNUAL', registrationType: 'COUPON' })).expect(201);
      expect(res.body).toMatchObject({ paymentPlan: 'NONE', registrationType: 'PAID' });
      await agent.get('/api/user').expect(200);
    });

    it('still registers (without a plan) when the coupon is wrong, so the client can open the plan dialog', async () => {
      const res = await agentFrom()
        .post('/api/register', registration({ couponCode: 'LAUNCH2024' }))
        .expect(201);
      expect(res.body).toMatchObject({ paymentPlan: 'NONE', registrationType: 'PAID' });
    });

    it('refuses an e-mail already registered in another case with 409 and a way forward', async () => {
      const email = uniqueEmail('dupe');
      await agentFrom().post('/api/register', registration({ email })).expect(201);
      const res = await agentFrom()
        .post('/api/register', registration({ email: email.toUpperCase() }))
        .expect(409);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.emailTaken);
      expect(await app.get(UsersService).findByEmail(email)).toMatchObject({ firstName: 'Avery' });
    });

    it('limits registrations per address with 429 and Retry-After', async () => {
      const { post } = agentFrom();
      for (let i = 0; i < RATE_LIMITS.register.limit; i += 1) await post('/api/register', {}).expect(400);
      const res = await post('/api/register', registration()).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('failed logins', () => {
    const { limit: perAccount } = RATE_LIMITS.loginFailuresPerAccount;
    const { limit: perAddress } = RATE_LIMITS.loginFailuresPerAddress;

    it(`locks an account after ${perAccount} failures, even for the right password, before checking it`, async () => {
      const { user, password } = await createUser(app);
      for (let i = 0; i < perAccount; i += 1) {
        const res = await agentFrom().post('/api/login', { email: user.email, password: 'wrong-password' }).expect(401);
        expect(res.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
      }
      const blocked = await agentFrom().post('/api/login', { email: user.email.toUpperCase(), password }).expect(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Please wait/);
    });

    it('answers an unknown e-mail exactly like a known one', async () => {
      const email = uniqueEmail('nobody');
      for (let i = 0; i < perAccount; i += 1) await agentFrom().post('/api/login', { email, password: 'wrong-password' }).expect(401);
      const blocked = await agentFrom().post('/api/login', { email, password: 'wrong-password' }).expect(429);
      const { user } = await createUser(app);
      for (let i = 0; i < perAccount; i += 1) await agentFrom().post('/api/login', { email: user.email, password: 'wrong-password' }).expect(401);
      const known = await agentFrom().post('/api/login', { email: user.email, password: 'wrong-password' }).expect(429);
      expect(known.body.message).toBe(blocked.body.message);
      expect(Object.keys(known.body).sort()).toEqual(Object.keys(blocked.body).sort());
    });

    it('does not count invalid bodies, and a correct password restarts the account counter', async () => {
      const { user, password } = await createUser(app);
      for (let i = 0; i < perAccount + 2; i += 1) await agentFrom().post('/api/login', { email: user.email, password: '1' }).expect(400);
      for (let i = 0; i < perAccount - 1; i += 1) await agentFrom().post('/api/login', { email: user.email, password: 'wrong-password' }).expect(401);
      await agentFrom().post('/api/login', { email: user.email, password }).expect(200);
      for (let i = 0; i < perAccount - 1; i += 1) await agentFrom().post('/api/login', { email: user.email, password: 'wrong-password' }).expect(401);
      await agentFrom().post('/api/login', { email: user.email, password }).expect(200);
    });

    it(`blocks an address after ${perAddress} failures across accounts; a success in between does not reset it`, async () => {
      const address = uniqueAddress();
      const { user, password } = await createUser(app);
      const half = Math.floor(perAddress / 2);
      for (let i = 0; i < half; i += 1)
        await agentFrom(address)
          .post('/api/login', { email: uniqueEmail('spray'), password: 'wrong-password' })
          .expect(401);
      await agentFrom(address).post('/api/login', { email: user.email, password }).expect(200);
      for (let i = half; i < perAddress; i += 1)
        await agentFrom(address)
          .post('/api/login', { email: uniqueEmail('spray'), password: 'wrong-password' })
          .expect(401);
      const blocked = await agentFrom(address).post('/api/login', { email: user.email, password }).expect(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      await agentFrom().post('/api/login', { email: user.email, password }).expect(200);
    });
  });
});
