import { createHash } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, RATE_LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import request from 'supertest';
import { UsersService } from '../../src/modules/users/users.service';
import { uniqueAddress } from '../helpers/client-address';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';
import { createTestApp, createUser, eventually, loginAs, uniqueEmail } from '../helpers/test-app';

const PUBLIC_URL = 'https://app.ledgerleaf.test';

describe('forgot and reset password (mail through a real SMTP server)', () => {
  let app: NestExpressApplication;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({
      worker: true,
      // Its own queue prefix: no other test file's worker may take (and mis-deliver) these jobs.
      env: { SMTP_URL: smtp.url, PUBLIC_URL, TRUST_PROXY: 'true', QUEUE_PREFIX: `test-reset-${Date.now().toString(36)}` },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  const post = (path: string, body: object, address = uniqueAddress()) => request(app.getHttpServer()).post(path).set('X-Forwarded-For', address).send(body);

  /** Asks for a reset (with a forged Host header) and returns the token from the e-mailed link. */
  async function emailedToken(email: string): Promise<{ token: string; link: string }> {
    const before = smtp.messages.length;
    await post('/api/forgot-password', { email: email.toUpperCase() }).set('Host', 'evil.example').expect(200);
    const mail = await smtp.waitFor(email);
    expect(smtp.messages.length).toBeGreaterThan(before);
    const link = /https?:\/\/\S+\/auth\/reset\/[\w-]+/.exec(mail.body)?.[0];
    if (!link) throw new Error(`No reset link in: ${mail.body}`);
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    return { link, token: link.split('/auth/reset/')[1] };
  }

  it('answers the same neutral message whether or not the account exists', async () => {
    const { user } = await createUser(app);
    const unknown = await post('/api/forgot-password', { email: uniqueEmail('nobody') }).expect(200);
    const known = await post('/api/forgot-password', { email: user.email }).expect(200);
    expect(unknown.body).toEqual({ message: ACCOUNT_MESSAGES.resetEmailSent });
    expect(known.body).toEqual(unknown.body);
    await smtp.waitFor(user.email);
  });

  it('e-mails a link built from PUBLIC_URL (not the Host header) and stores only a hash of the token', async () => {
    const { user } = await createUser(app);
    const { link, token } = await emailedToken(user.email);
    expect(link.startsWith(`${PUBLIC_URL}/auth/reset/`)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await app.get(UsersService).getById(user.id);
    expect(stored.resetTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const minutesLeft = (stored.resetTokenExpiry!.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('resets the password with the emailed token, once, ends every session and tells the account by e-mail', async () => {
    const { user, password } = await createUser(app);
    const otherDevice = await loginAs(app, user.email, password);
    const { token } = await emailedToken(user.email);

    const res = await post('/api/reset-password', { token, password: 'brand-new-secret' }).expect(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.passwordReset });
    const notice = await smtp.waitFor(user.email);
    expect(notice.subject).toBe('Your Ledgerleaf password was reset');
    expect(notice.body).toContain(`Hello ${user.firstName},`);
    expect(notice.body).not.toMatch(/\/auth\/reset\//);
    await otherDevice.get('/api/user').expect(401);
    await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(401);
    await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password: 'brand-new-secret' }).expect(200);

    const again = await post('/api/reset-password', { token, password: 'another-secret' }).expect(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password: 'brand-new-secret' }).expect(200);
  });

  it('lets only one of two simultaneous resets with the same token through', async () => {
    const { user } = await createUser(app);
    const { token } = await emailedToken(user.email);
    const answers = await Promise.all([
      post('/api/reset-password', { token, password: 'first-secret' }),
      post('/api/reset-password', { token, password: 'second-secret' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token', async () => {
    const { user, password } = await createUser(app);
    const { token } = await emailedToken(user.email);
    await app.get(UsersService).issueResetToken(user.id, createHash('sha256').update(token).digest('hex'), new Date(Date.now() - 1000));
    const res = await post('/api/reset-password', { token, password: 'brand-new-secret' }).expect(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(200);
  });

  it('makes an earlier link useless once a new one is sent', async () => {
    const { user } = await createUser(app);
    const first = await emailedToken(user.email);
    const second = await emailedToken(user.email);
    await post('/api/reset-password', { token: first.token, password: 'brand-new-secret' }).expect(400);
    await post('/api/reset-password', { token: second.token, password: 'brand-new-secret' }).expect(200);
  });

  it('validates the bodies with the spec messages', async () => {
    const forgot = await post('/api/forgot-password', { email: 'nope' }).expect(400);
    expect(forgot.body.fields).toEqual({ email: [VALIDATION.invalidEmail] });
    const reset = await post('/api/reset-password', { token: 'x', password: '123' }).expect(400);
    expect(reset.body.fields).toEqual({ password: [VALIDATION.passwordMin] });
    const unknownToken = await post('/api/reset-password', { token: 'made-up-token', password: '123456' }).expect(400);
    expect(unknownToken.body.message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
  });

  it('sends at most a few reset e-mails per account, with the same answer beyond', async () => {
    const { user } = await createUser(app);
    const { limit } = RATE_LIMITS.resetEmailsPerAccount;
    for (let i = 0; i <= limit; i += 1) {
      const res = await post('/api/forgot-password', { email: user.email }).expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.resetEmailSent });
    }
    await eventually(async () => smtp.messages.filter((m) => m.to.includes(user.email)).length === limit);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(limit);
  });

  it('limits reset requests per address', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < RATE_LIMITS.forgotPassword.limit; i += 1) await post('/api/forgot-password', { email: uniqueEmail('flood') }, address).expect(200);
    const res = await post('/api/forgot-password', { email: uniqueEmail('flood') }, address).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
