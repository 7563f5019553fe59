import type { NestExpressApplication } from '@nestjs/platform-express';
import { AUTH_MESSAGES, ERRORS, VALIDATION } from '@ledgerleaf/contracts';
import request from 'supertest';
import { SESSION_COOKIE } from '../../src/common/decorators/auth.decorators';
import { createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';

const sessionCookie = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe('sessions and login', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers 401 on /api/user when logged out', async () => {
    const res = await request(app.getHttpServer()).get('/api/user').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: AUTH_MESSAGES.notAuthenticated,
      message: AUTH_MESSAGES.notAuthenticated,
      code: 'auth.notAuthenticated',
    });
  });

  it('logs in with any case of the e-mail and returns the user without secrets', async () => {
    const { user, password } = await createUser(app, { firstName: 'Avery' });
    const res = await request(app.getHttpServer()).post('/api/login').send({ email: user.email.toUpperCase(), password }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Avery', email: user.email, isAdmin: false, paymentPlan: 'NONE' });
    for (const secret of ['passwordHash', 'password', 'resetTokenHash', 'resetToken', 'stripeCustomerId', 'accessToken']) {
      expect(res.body).not.toHaveProperty(secret);
    }
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, not Secure outside production', async () => {
    const { user, password } = await createUser(app);
    const res = await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(200);
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('keeps the session: /api/user returns the logged-in user', async () => {
    const { user, password } = await createUser(app, { firstName: 'Jordan' });
    const agent = await loginAs(app, user.email, password);
    const res = await agent.get('/api/user').expect(200);
    expect(res.body.firstName).toBe('Jordan');
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('gives a new session id at login and the old one stops working', async () => {
    const { user, password } = await createUser(app);
    const first = await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(200);
    const firstCookie = sessionCookie(first)!.split(';')[0];
    const second = await request(app.getHttpServer()).post('/api/login').set('Cookie', firstCookie).send({ email: user.email, password }).expect(200);
    const secondCookie = sessionCookie(second)!.split(';')[0];
    expect(secondCookie).not.toEqual(firstCookie);
    await request(app.getHttpServer()).get('/api/user').set('Cookie', firstCookie).expect(401);
    await request(app.getHttpServer()).get('/api/user').set('Cookie', secondCookie).expect(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { user } = await createUser(app);
    const wrongPassword = await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await request(app.getHttpServer())
      .post('/api/login')
      .send({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it('rejects an invalid login body with the field messages', async () => {
    const res = await request(app.getHttpServer()).post('/api/login').send({ email: 'not-an-email', password: '123' }).expect(400);
    expect(res.body.fields).toEqual({ email: [VALIDATION.invalidEmail], password: [VALIDATION.passwordMin] });
    expect(res.body.error).toContain(VALIDATION.invalidEmail);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(app.getHttpServer()).post('/api/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body.error).toBe(ERRORS.malformedJson);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const res = await agent.post('/api/logout').expect(200);
    expect(res.body.message).toBe(AUTH_MESSAGES.loggedOut);
    await agent.get('/api/user').expect(401);
  });

  it('refuses a state-changing request from another origin', async () => {
    const { user, password } = await createUser(app);
    const res = await request(app.getHttpServer())
      .post('/api/login')
      .set('Origin', 'https://evil.example.com')
      .send({ email: user.email, password })
      .expect(403);
    expect(res.body.error).toBe(AUTH_MESSAGES.crossOrigin);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses a cross-site fetch that sends no Origin', async () => {
    await request(app.getHttpServer()).post('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
  });

  it('accepts a request from its own origin', async () => {
    const { user, password } = await createUser(app);
    const server = app.getHttpServer();
    const res = await request(server)
      .post('/api/login')
      .set('Host', 'app.ledgerleaf.test')
      .set('Origin', 'http://app.ledgerleaf.test')
      .send({ email: user.email, password });
    expect(res.status).toBe(200);
  });
});

describe('session cookie in production', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
        ENCRYPTION_KEY: 'ab'.repeat(32),
        PUBLIC_URL: 'https://app.ledgerleaf.test',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(() => app.close());

  it('names the cookie __Host-… and marks it Secure, Path=/ and without Domain behind an HTTPS proxy', async () => {
    const { user, password } = await createUser(app);
    const res = await request(app.getHttpServer())
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://app.ledgerleaf.test')
      .send({ email: user.email, password })
      .expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`__Host-${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(sessionCookie(res)).toBeUndefined();
  });
});
