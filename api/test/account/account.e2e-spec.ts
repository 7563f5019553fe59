import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, VALIDATION } from '@ledgerleaf/contracts';
import request from 'supertest';
import { UsersService } from '../../src/modules/users/users.service';
import { uniqueAddress } from '../helpers/client-address';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';
import { createTestApp, createUser, eventually, loginAs, uniqueEmail } from '../helpers/test-app';

describe('account: questionnaire, profile, password', () => {
  let app: NestExpressApplication;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // A worker: the security notices go out through the mail queue.
    app = await createTestApp({ worker: true, env: { TRUST_PROXY: 'true', SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.ledgerleaf.test' } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

  async function loggedIn() {
    const { user, password } = await createUser(app);
    return { user, password, agent: await loginAs(app, user.email, password) };
  }

  it('refuses every account endpoint when logged out', async () => {
    const server = request(app.getHttpServer());
    await server.post('/api/user/tax-questionnaire').send({ taxYearEndDate: '2026-12-31' }).expect(401);
    await server.patch('/api/user/profile').send({}).expect(401);
    await server.patch('/api/user/password').send({}).expect(401);
    await server.delete('/api/user').expect(401);
  });

  describe('POST /api/user/tax-questionnaire', () => {
    it('stores the answers as decimal strings, non-numeric as 0.00, and marks it completed', async () => {
      const { agent } = await loggedIn();
      const res = await agent
        .post('/api/user/tax-questionnaire')
        .send({ taxYearEndDate: '2026-12-31', gstPstOwed: '1,250.555', payrollTaxOwed: 'about ten', corporateIncomeTaxOwed: 300.1 })
        .expect(200);
      expect(res.body).toMatchObject({
        taxYearEndDate: '2026-12-31',
        gstPstOwed: '1250.56',
        payrollTaxOwed: '0.00',
        corporateIncomeTaxOwed: '300.10',
        hasCompletedQuestionnaire: true,
      });
      expect((await agent.get('/api/user').expect(200)).body.hasCompletedQuestionnaire).toBe(true);
    });

    it('requires the tax year end date with the spec message', async () => {
      const { agent } = await loggedIn();
      const res = await agent.post('/api/user/tax-questionnaire').send({ gstPstOwed: 1 }).expect(400);
      expect(res.body.fields).toEqual({ taxYearEndDate: [VALIDATION.taxYearEndRequired] });
      const bad = await agent.post('/api/user/tax-questionnaire').send({ taxYearEndDate: '2026-02-30' }).expect(400);
      expect(bad.body.fields).toEqual({ taxYearEndDate: [ACCOUNT_MESSAGES.taxYearEndInvalid] });
    });

    it('refuses negative amounts and keeps what was stored', async () => {
      const { user, agent } = await loggedIn();
      const res = await agent
        .post('/api/user/tax-questionnaire')
        .send({ taxYearEndDate: '2026-12-31', gstPstOwed: '-5', payrollTaxOwed: 0, corporateIncomeTaxOwed: 0 })
        .expect(400);
      expect(res.body.fields).toEqual({ gstPstOwed: [ACCOUNT_MESSAGES.amountNegative] });
      expect(await app.get(UsersService).getById(user.id)).toMatchObject({ hasCompletedQuestionnaire: false, gstPstOwed: '0.00' });
    });
  });

  describe('PATCH /api/user/profile', () => {
    it('changes name and phone without a password while the e-mail stays (in any case)', async () => {
      const { user, agent } = await loggedIn();
      const res = await agent
        .patch('/api/user/profile')
        .send({ firstName: ' Jordan ', lastName: 'Roy', email: user.email.toUpperCase(), phone: '(514) 555-0199' })
        .expect(200);
      expect(res.body).toMatchObject({ firstName: 'Jordan', lastName: 'Roy', email: user.email, phone: '(514) 555-0199' });
    });

    it('changes the e-mail with the current password, tells the old address and voids its reset link', async () => {
      const { user, password, agent } = await loggedIn();
      await request(app.getHttpServer()).post('/api/forgot-password').set('X-Forwarded-For', uniqueAddress()).send({ email: user.email }).expect(200);
      const resetMail = await smtp.waitFor(user.email);
      const token = /\/auth\/reset\/([\w-]+)/.exec(resetMail.body)?.[1];
      expect(token).toBeTruthy();
      expect((await app.get(UsersService).getById(user.id)).resetTokenHash).not.toBeNull();

      const email = uniqueEmail('renamed');
      const res = await agent
        .patch('/api/user/profile')
        .send({ firstName: ' Jordan ', lastName: 'Roy', email: email.toUpperCase(), phone: '(514) 555-0199', currentPassword: password })
        .expect(200);
      expect(res.body).toMatchObject({ firstName: 'Jordan', lastName: 'Roy', email, phone: '(514) 555-0199' });

      const notice = await eventually(async () => mailsTo(user.email).find((m) => m !== resetMail));
      expect(notice.subject).toBe('The e-mail address of your Ledgerleaf account was changed');
      expect(notice.body).toContain(email);
      expect(mailsTo(email)).toHaveLength(0);

      const stored = await app.get(UsersService).getById(user.id);
      expect(stored).toMatchObject({ email, resetTokenHash: null, resetTokenExpiry: null });
      const reset = await request(app.getHttpServer())
        .post('/api/reset-password')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ token, password: 'taken-over-1' })
        .expect(400);
      expect(reset.body.message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
      await loginAs(app, email, password);
    });

    it('refuses a new e-mail without the current password, or with a wrong one, on currentPassword; nothing changes', async () => {
      const { user, password, agent } = await loggedIn();
      const body = { firstName: 'Mallory', lastName: 'Thief', email: uniqueEmail('thief'), phone: '4165550100' };
      const missing = await agent.patch('/api/user/profile').send(body).expect(400);
      expect(missing.body.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.passwordNeededForEmail] });
      const empty = await agent
        .patch('/api/user/profile')
        .send({ ...body, currentPassword: '' })
        .expect(400);
      expect(empty.body.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.passwordNeededForEmail] });
      const wrong = await agent
        .patch('/api/user/profile')
        .send({ ...body, currentPassword: 'not-the-password' })
        .expect(400);
      expect(wrong.body.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      expect(await app.get(UsersService).getById(user.id)).toMatchObject({ email: user.email, firstName: user.firstName, lastName: user.lastName });
      await loginAs(app, user.email, password);
      expect(mailsTo(user.email)).toHaveLength(0);
    });

    it('answers each invalid field with the spec message', async () => {
      const { agent } = await loggedIn();
      const res = await agent.patch('/api/user/profile').send({ firstName: '', lastName: ' ', email: 'x@', phone: '555-0199' }).expect(400);
      expect(res.body.fields).toEqual({
        firstName: [VALIDATION.firstNameRequired],
        lastName: [VALIDATION.lastNameRequired],
        email: [VALIDATION.invalidEmail],
        phone: [VALIDATION.phoneMin],
      });
    });

    it("refuses someone else's e-mail with 409 (after the password), and changes nothing", async () => {
      const { user: other } = await createUser(app);
      const { user, password, agent } = await loggedIn();
      const res = await agent
        .patch('/api/user/profile')
        .send({ firstName: 'A', lastName: 'B', email: other.email.toUpperCase(), phone: '4165550100', currentPassword: password })
        .expect(409);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.emailInUse);
      expect(await app.get(UsersService).getById(user.id)).toMatchObject({ email: user.email, firstName: user.firstName });
      expect(mailsTo(user.email)).toHaveLength(0);
    });
  });

  describe('PATCH /api/user/password', () => {
    it('changes the password and ends the other sessions only', async () => {
      const { user, password, agent } = await loggedIn();
      const otherDevice = await loginAs(app, user.email, password);
      const res = await agent
        .patch('/api/user/password')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ currentPassword: password, newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' })
        .expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
      await agent.get('/api/user').expect(200);
      await otherDevice.get('/api/user').expect(401);
      await loginAs(app, user.email, 'new-secret-1');
      const notice = await smtp.waitFor(user.email);
      expect(notice.subject).toBe('Your Ledgerleaf password was changed');
      expect(notice.body).not.toContain('new-secret-1');
    });

    it('refuses a wrong current password on the currentPassword field', async () => {
      const { user, password, agent } = await loggedIn();
      const res = await agent
        .patch('/api/user/password')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ currentPassword: 'not-it', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' })
        .expect(400);
      expect(res.body.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      await loginAs(app, user.email, password);
      expect(mailsTo(user.email)).toHaveLength(0);
    });

    it('answers "Passwords don\'t match" on confirmPassword, and each field\'s spec message', async () => {
      const { agent } = await loggedIn();
      const mismatch = await agent
        .patch('/api/user/password')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ currentPassword: 'whatever', newPassword: 'new-secret-1', confirmPassword: 'new-secret-2' })
        .expect(400);
      expect(mismatch.body.fields).toEqual({ confirmPassword: [VALIDATION.passwordsDontMatch] });
      const empty = await agent
        .patch('/api/user/password')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ currentPassword: '', newPassword: '1', confirmPassword: '2' })
        .expect(400);
      expect(empty.body.fields).toEqual({
        currentPassword: [VALIDATION.currentPasswordRequired],
        newPassword: [VALIDATION.newPasswordMin],
        confirmPassword: [VALIDATION.confirmPasswordMin],
      });
    });
  });
});
