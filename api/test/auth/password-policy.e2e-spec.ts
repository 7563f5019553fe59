import { createHash, randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { RESET_TOKEN_TTL_MS, VALIDATION } from '@ledgerleaf/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/users/entities/user.entity';
import { uniqueAddress } from '../helpers/client-address';
import { createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';

/** One place decides which passwords are acceptable: register, reset and change all ask it. */
describe('password policy: common passwords refused, staff need 12 characters', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => app?.close());

  const post = (path: string, body: object) => request(app.getHttpServer()).post(path).set('X-Forwarded-For', uniqueAddress()).send(body);
  const users = () => app.get(DataSource).getRepository(User);

  /** A reset token planted in the database, as the e-mailed link would carry it. */
  async function plantResetToken(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await users().update(
      { id: userId },
      { resetTokenHash: createHash('sha256').update(token).digest('hex'), resetTokenExpiry: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
    );
    return token;
  }

  const registration = (password: string) => ({ firstName: 'Pat', lastName: 'Lee', email: uniqueEmail('policy'), phone: '4165550100', password });

  it('refuses registration with a common password, whatever its case, naming the reason on the password field', async () => {
    for (const password of ['password1', 'PASSWORD1', 'Qwerty123']) {
      const body = registration(password);
      const res = await post('/api/register', body).expect(400);
      expect(res.body).toMatchObject({ message: VALIDATION.passwordTooCommon, fields: { password: [VALIDATION.passwordTooCommon] } });
      expect(await users().findOneBy({ email: body.email })).toBeNull();
    }
  });

  it('keeps the 6-character minimum for clients: a short uncommon password registers', async () => {
    await post('/api/register', registration('tulip8')).expect(201);
  });

  it('refuses a common new password on change, and a staff password under 12 characters', async () => {
    const client = await createUser(app);
    const clientAgent = await loginAs(app, client.user.email, client.password);
    const common = await clientAgent
      .patch('/api/user/password')
      .send({ currentPassword: client.password, newPassword: 'iloveyou', confirmPassword: 'iloveyou' })
      .expect(400);
    expect(common.body.fields).toEqual({ newPassword: [VALIDATION.passwordTooCommon] });
    await clientAgent.patch('/api/user/password').send({ currentPassword: client.password, newPassword: 'tulip-88', confirmPassword: 'tulip-88' }).expect(200);

    const staff = await createUser(app, { isAdmin: true, password: 'staff-start-pass-1' });
    const staffAgent = await loginAs(app, staff.user.email, staff.password);
    const short = await staffAgent
      .patch('/api/user/password')
      .send({ currentPassword: staff.password, newPassword: 'tulip-88-ab', confirmPassword: 'tulip-88-ab' })
      .expect(400);
    expect(short.body).toMatchObject({ message: VALIDATION.staffPasswordMin, fields: { newPassword: [VALIDATION.staffPasswordMin] } });
    await request(app.getHttpServer()).post('/api/login').send({ email: staff.user.email, password: staff.password }).expect(200);
    await staffAgent
      .patch('/api/user/password')
      .send({ currentPassword: staff.password, newPassword: 'tulip-88-abc', confirmPassword: 'tulip-88-abc' })
      .expect(200);
  });

  it('refuses a weak reset without spending the token, then accepts a good password with it', async () => {
    const staff = await createUser(app, { isAdmin: true, password: 'staff-start-pass-2' });
    const token = await plantResetToken(staff.user.id);
    const short = await post('/api/reset-password', { token, password: 'short-pass' }).expect(400);
    expect(short.body.fields).toEqual({ password: [VALIDATION.staffPasswordMin] });
    const common = await post('/api/reset-password', { token, password: 'qwerty123456' }).expect(400);
    expect(common.body.fields).toEqual({ password: [VALIDATION.passwordTooCommon] });
    await post('/api/reset-password', { token, password: 'a-long-staff-secret' }).expect(200);
    await post('/api/login', { email: staff.user.email, password: 'a-long-staff-secret' }).expect(200);

    const client = await createUser(app);
    const clientToken = await plantResetToken(client.user.id);
    const res = await post('/api/reset-password', { token: clientToken, password: 'letmein' }).expect(400);
    expect(res.body.message).toBe(VALIDATION.passwordTooCommon);
    await post('/api/reset-password', { token: clientToken, password: 'tulip8' }).expect(200);
  });
});
