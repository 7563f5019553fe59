import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, VALIDATION } from '@ledgerleaf/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FileStorage } from '../src/common/storage/file-storage';
import { CsvUpload } from '../src/modules/csv/entities/csv-upload.entity';
import { MonthlyReport } from '../src/modules/reports/entities/monthly-report.entity';
import { EditRequest } from '../src/modules/submissions/entities/edit-request.entity';
import { Submission } from '../src/modules/submissions/entities/submission.entity';
import { UsersService } from '../src/modules/users/users.service';
import { uniqueAddress } from './helpers/client-address';
import { createTestApp, createUser, loginAs, uniqueEmail } from './helpers/test-app';

describe('account: questionnaire, profile, password, deletion', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => app.close());

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
      expect(res.body).toMatchObject({ taxYearEndDate: '2026-12-31', gstPstOwed: '1250.56', payrollTaxOwed: '0.00', corporateIncomeTaxOwed: '300.10', hasCompletedQuestionnaire: true });
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
      const res = await agent.post('/api/user/tax-questionnaire').send({ taxYearEndDate: '2026-12-31', gstPstOwed: '-5', payrollTaxOwed: 0, corporateIncomeTaxOwed: 0 }).expect(400);
      expect(res.body.fields).toEqual({ gstPstOwed: [ACCOUNT_MESSAGES.amountNegative] });
      expect(await app.get(UsersService).getById(user.id)).toMatchObject({ hasCompletedQuestionnaire: false, gstPstOwed: '0.00' });
    });
  });

  describe('PATCH /api/user/profile', () => {
    it('updates the profile and returns the current user', async () => {
      const { agent } = await loggedIn();
      const email = uniqueEmail('renamed');
      const res = await agent.patch('/api/user/profile').send({ firstName: ' Jordan ', lastName: 'Roy', email: email.toUpperCase(), phone: '(514) 555-0199' }).expect(200);
      expect(res.body).toMatchObject({ firstName: 'Jordan', lastName: 'Roy', email, phone: '(514) 555-0199' });
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

    it("refuses someone else's e-mail with 409", async () => {
      const { user: other } = await createUser(app);
      const { user, agent } = await loggedIn();
      const res = await agent.patch('/api/user/profile').send({ firstName: 'A', lastName: 'B', email: other.email.toUpperCase(), phone: '4165550100' }).expect(409);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.emailInUse);
      expect((await app.get(UsersService).getById(user.id)).email).toBe(user.email);
    });
  });

  describe('PATCH /api/user/password', () => {
    it('changes the password and ends the other sessions only', async () => {
      const { user, password, agent } = await loggedIn();
      const otherDevice = await loginAs(app, user.email, password);
      const res = await agent.patch('/api/user/password').set('X-Forwarded-For', uniqueAddress()).send({ currentPassword: password, newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' }).expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
      await agent.get('/api/user').expect(200);
      await otherDevice.get('/api/user').expect(401);
      await loginAs(app, user.email, 'new-secret-1');
    });

    it('refuses a wrong current password on the currentPassword field', async () => {
      const { user, password, agent } = await loggedIn();
      const res = await agent.patch('/api/user/password').set('X-Forwarded-For', uniqueAddress()).send({ currentPassword: 'not-it', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' }).expect(400);
      expect(res.body.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      await loginAs(app, user.email, password);
    });

    it("answers \"Passwords don't match\" on confirmPassword, and each field's spec message", async () => {
      const { agent } = await loggedIn();
      const mismatch = await agent.patch('/api/user/password').set('X-Forwarded-For', uniqueAddress()).send({ currentPassword: 'whatever', newPassword: 'new-secret-1', confirmPassword: 'new-secret-2' }).expect(400);
      expect(mismatch.body.fields).toEqual({ confirmPassword: [VALIDATION.passwordsDontMatch] });
      const empty = await agent.patch('/api/user/password').set('X-Forwarded-For', uniqueAddress()).send({ currentPassword: '', newPassword: '1', confirmPassword: '2' }).expect(400);
      expect(empty.body.fields).toEqual({
        currentPassword: [VALIDATION.currentPasswordRequired],
        newPassword: [VALIDATION.newPasswordMin],
        confirmPassword: [VALIDATION.confirmPasswordMin],
      });
    });
  });

  describe('DELETE /api/user', () => {
    it('deletes the user, their rows and their stored files, and logs out everywhere', async () => {
      const { user, password, agent } = await loggedIn();
      const otherDevice = await loginAs(app, user.email, password);
      const storage = app.get(FileStorage);
      const data = app.get(DataSource);
      const save = async (name: string) => (await storage.save(Buffer.from(`file ${name}`), name)).key;

      const keys = {
        document: await save('invoice.pdf'),
        resultPdf: await save('result.pdf'),
        resultCsv: await save('result.csv'),
        editDocument: await save('fix.png'),
        csvUpload: await save('bank.csv'),
        reportTransactions: await save('transactions.csv'),
        reportSummary: await save('summary.csv'),
      };
      const submission = await data.getRepository(Submission).save({ userId: user.id, summaryName: 'October', documents: [{ path: keys.document, originalName: 'invoice.pdf' }], resultPdfUrl: keys.resultPdf, resultCsvUrl: keys.resultCsv });
      await data.getRepository(EditRequest).save({ submissionId: submission.id, description: 'Fix row 3', documents: [{ path: keys.editDocument, originalName: 'fix.png' }] });
      await data.getRepository(CsvUpload).save({ uploadedBy: user.id, fileName: 'bank.csv', filePath: keys.csvUpload });
      await data.getRepository(MonthlyReport).save({ reportId: `RPT-TEST-${randomUUID()}`, userId: user.id, year: 2026, month: 10, startDate: '2026-10-01', endDate: '2026-10-31', transactionsCsvUrl: keys.reportTransactions, summaryCsvUrl: keys.reportSummary });

      const { user: bystander } = await createUser(app);
      const bystanderFile = await save('keep.pdf');
      await data.getRepository(Submission).save({ userId: bystander.id, summaryName: 'Keep', documents: [{ path: bystanderFile, originalName: 'keep.pdf' }] });

      const res = await agent.delete('/api/user').expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });
      expect(String(res.headers['set-cookie'])).toMatch(/ledgerleaf\.sid=;|Expires=Thu, 01 Jan 1970/);

      await agent.get('/api/user').expect(401);
      await otherDevice.get('/api/user').expect(401);
      expect(await app.get(UsersService).findById(user.id)).toBeNull();
      expect(await data.getRepository(Submission).countBy({ userId: user.id })).toBe(0);
      expect(await data.getRepository(EditRequest).countBy({ submissionId: submission.id })).toBe(0);
      expect(await data.getRepository(CsvUpload).countBy({ uploadedBy: user.id })).toBe(0);
      expect(await data.getRepository(MonthlyReport).countBy({ userId: user.id })).toBe(0);
      for (const key of Object.values(keys)) expect(await storage.exists(key)).toBe(false);

      expect(await storage.exists(bystanderFile)).toBe(true);
      expect(await data.getRepository(Submission).countBy({ userId: bystander.id })).toBe(1);
      await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(401);
    });
  });
});
