import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  CSV_MESSAGES,
  LEDGER_MESSAGES,
  RECEIPT_LIMITS,
  RECEIPT_MESSAGES,
  REPORT_MESSAGES,
  STAFF_MESSAGES,
  SUBMISSION_MESSAGES,
  VALIDATION,
} from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';
import { disableRateLimits } from '../helpers/rate-limits';

// Issue 31, points 1 and 2: the person's language, and API answers in the request's language.
describe("a person's language and the language of answers", () => {
  let app: NestExpressApplication;
  const registration = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Camille',
    lastName: 'Tremblay',
    email: uniqueEmail(),
    phone: '514 555 0100',
    password: 'une-longue-phrase-7',
    ...overrides,
  });

  beforeAll(async () => {
    app = await createTestApp();
    disableRateLimits(app);
  });
  afterAll(() => app.close());

  it('registers with the language chosen, and GET /api/user and login answer it', async () => {
    const body = registration({ locale: 'fr-CA' });
    const agent = request.agent(app.getHttpServer());
    const created = await agent.post('/api/register').send(body).expect(201);
    expect(created.body.locale).toBe('fr-CA');
    expect((await agent.get('/api/user').expect(200)).body.locale).toBe('fr-CA');
    const login = await request(app.getHttpServer()).post('/api/login').send({ email: body.email, password: body.password }).expect(200);
    expect(login.body.locale).toBe('fr-CA');
  });

  it("defaults a registration's language to the request's: Accept-Language, else English", async () => {
    const french = await request(app.getHttpServer()).post('/api/register').set('Accept-Language', 'fr-FR,fr;q=0.9').send(registration()).expect(201);
    expect(french.body.locale).toBe('fr-CA');
    const plain = await request(app.getHttpServer()).post('/api/register').send(registration()).expect(201);
    expect(plain.body.locale).toBe('en-CA');
  });

  it('refuses a language that is not one of ours, in the language of the request', async () => {
    const en = await request(app.getHttpServer())
      .post('/api/register')
      .send(registration({ locale: 'de-DE' }))
      .expect(400);
    expect(en.body.fields.locale).toEqual([VALIDATION.localeInvalid]);
    const fr = await request(app.getHttpServer())
      .post('/api/register')
      .set('Accept-Language', 'fr-CA')
      .send(registration({ locale: 'de-DE' }))
      .expect(400);
    expect(fr.body.fields.locale).toEqual(['La langue doit être en-CA ou fr-CA']);
    expect(fr.body.code).toBe('validation.localeInvalid');
  });

  it('changes the language in the profile, and keeps it when the profile is saved without one', async () => {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const profile = { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone };
    const changed = await agent
      .patch('/api/user/profile')
      .send({ ...profile, locale: 'fr-CA' })
      .expect(200);
    expect(changed.body.locale).toBe('fr-CA');
    await agent.patch('/api/user/profile').send(profile).expect(200);
    expect((await agent.get('/api/user').expect(200)).body.locale).toBe('fr-CA');
    const refused = await agent
      .patch('/api/user/profile')
      .send({ ...profile, locale: 'fr' })
      .expect(400);
    expect(refused.body.fields.locale).toEqual(['La langue doit être en-CA ou fr-CA']);
  });

  it('gives staff a language too', async () => {
    const { user, password } = await createUser(app, { isAdmin: true, locale: 'fr-CA' });
    const agent = await loginAs(app, user.email, password);
    expect((await agent.get('/api/user').expect(200)).body.locale).toBe('fr-CA');
  });

  it('answers a registration without a first name in French to Accept-Language: fr-CA, in English without it', async () => {
    const fr = await request(app.getHttpServer())
      .post('/api/register')
      .set('Accept-Language', 'fr-CA')
      .send(registration({ firstName: '' }))
      .expect(400);
    expect(fr.body).toMatchObject({
      statusCode: 400,
      message: 'Le prénom est obligatoire',
      error: 'Le prénom est obligatoire',
      code: 'validation.firstNameRequired',
      fields: { firstName: ['Le prénom est obligatoire'] },
    });
    const en = await request(app.getHttpServer())
      .post('/api/register')
      .send(registration({ firstName: '' }))
      .expect(400);
    expect(en.body).toMatchObject({
      message: VALIDATION.firstNameRequired,
      code: 'validation.firstNameRequired',
      fields: { firstName: [VALIDATION.firstNameRequired] },
    });
  });

  it('answers bad credentials and a taken e-mail in French to Accept-Language: fr-CA', async () => {
    const fr = await request(app.getHttpServer())
      .post('/api/login')
      .set('Accept-Language', 'fr-CA')
      .send({ email: uniqueEmail(), password: 'wrong-password-1' })
      .expect(401);
    expect(fr.body).toMatchObject({ message: 'Courriel ou mot de passe invalide', code: 'auth.invalidCredentials' });
    const en = await request(app.getHttpServer()).post('/api/login').send({ email: uniqueEmail(), password: 'wrong-password-1' }).expect(401);
    expect(en.body).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials, code: 'auth.invalidCredentials' });
    const { user } = await createUser(app);
    const taken = await request(app.getHttpServer())
      .post('/api/register')
      .set('Accept-Language', 'fr')
      .send(registration({ email: user.email }))
      .expect(409);
    expect(taken.body.message).toMatch(/^Un compte existe déjà avec ce courriel/);
    expect(taken.body.fields.email[0]).toBe(taken.body.message);
    expect(taken.body.code).toBe('account.emailTaken');
    expect(ACCOUNT_MESSAGES.emailTaken).not.toBe(taken.body.message);
  });

  it("answers a French person's session in French without a header, and the header wins over it", async () => {
    const { user, password } = await createUser(app, { locale: 'fr-CA' });
    const agent = await loginAs(app, user.email, password);
    const profile = { firstName: '', lastName: user.lastName, email: user.email, phone: user.phone };
    const fr = await agent.patch('/api/user/profile').send(profile).expect(400);
    expect(fr.body.fields.firstName).toEqual(['Le prénom est obligatoire']);
    const en = await agent.patch('/api/user/profile').set('Accept-Language', 'en-CA').send(profile).expect(400);
    expect(en.body.fields.firstName).toEqual([VALIDATION.firstNameRequired]);
  });

  it("answers a French client's receipts and CSV upload errors in French (no header), English to an English client", async () => {
    const { user, password } = await createUser(app, { locale: 'fr-CA' });
    const fr = await loginAs(app, user.email, password);
    const page = await fr.get('/api/receipts?page=0').expect(400);
    expect(page.body.message).toBe(`page doit être un nombre entier à partir de 1, pageSize de 1 à ${RECEIPT_LIMITS.maxPageSize}.`);
    expect(page.body.code).toBe('receipts.pageInvalid');
    const csv = await fr.post('/api/csv/upload').attach('csvFile', Buffer.from('hello'), 'notes.txt').expect(400);
    expect(csv.body).toMatchObject({ message: 'Seuls les fichiers .csv, .ofx et .qfx peuvent être téléversés.', code: 'categorization.upload.notCsvName' });
    const columns = await fr.post('/api/csv/upload').attach('csvFile', Buffer.from('Transaction_Date,Transaction_Name\n2026-10-01,COFFEE\n'), 'missing.csv');
    expect(columns.status).toBe(400);
    expect(columns.body).toMatchObject({
      message: 'Colonnes obligatoires manquantes\u00a0: Transaction_Amount, Transaction_Category',
      code: 'categorization.upload.missingColumns',
    });

    const english = await createUser(app);
    const en = await loginAs(app, english.user.email, english.password);
    const enCsv = await en.post('/api/csv/upload').attach('csvFile', Buffer.from('hello'), 'notes.txt').expect(400);
    expect(enCsv.body).toMatchObject({ message: CSV_MESSAGES.notCsvName, code: 'categorization.upload.notCsvName' });
    expect((await en.get('/api/receipts?page=0').expect(400)).body.message).toBe(RECEIPT_MESSAGES.pageInvalid);
  });

  // Issue 31, the rest of the API: a route of each group converted by i18n-api-messages answers
  // French to Accept-Language: fr-CA and the same English as before without it, with one code.
  describe('the groups converted last', () => {
    const both = async (send: (lang: 'fr-CA' | null) => request.Test) => ({ fr: (await send('fr-CA')).body, en: (await send(null)).body });
    const lang = (req: request.Test, locale: 'fr-CA' | null) => (locale ? req.set('Accept-Language', locale) : req);
    let agent: Awaited<ReturnType<typeof loginAs>>;

    beforeAll(async () => {
      const { user, password } = await createUser(app);
      agent = await loginAs(app, user.email, password);
    });

    it('a ledger page asked with a bad date, and a ledger decision that is not one', async () => {
      const { fr, en } = await both((l) => lang(agent.get('/api/ledger?from=2026-13-45'), l).expect(400));
      expect(fr).toMatchObject({ message: 'from doit être une date écrite AAAA-MM-JJ.', code: 'ledger.fromInvalid' });
      expect(en).toMatchObject({ message: LEDGER_MESSAGES.fromInvalid, code: 'ledger.fromInvalid' });
      const decision = await both((l) => lang(agent.post('/api/ledger/999999999/duplicate'), l).send({ decision: 'maybe' }).expect(400));
      expect(decision.fr.fields.decision).toEqual(['decision doit être l’une des valeurs suivantes\u00a0: same, distinct.']);
      expect(decision.en.fields.decision).toEqual([LEDGER_MESSAGES.decisionInvalid]);
      expect(decision.fr.code).toBe(decision.en.code);
    });

    it('a submission refused', async () => {
      const { fr, en } = await both((l) => lang(agent.delete('/api/submissions/999999999'), l).expect(404));
      expect(fr).toMatchObject({ message: 'Soumission introuvable', code: 'submissions.submissionNotFound' });
      expect(en).toMatchObject({ message: SUBMISSION_MESSAGES.submissionNotFound, code: 'submissions.submissionNotFound' });
    });

    it('a report action refused (a recategorization without examples)', async () => {
      const { fr, en } = await both((l) => lang(agent.post('/api/plaid/monthly-reports/999999999/recategorize'), l).send({ feedbackExamples: [] }).expect(400));
      expect(fr.fields.feedbackExamples).toEqual([
        'Aucun exemple de rétroaction valide fourni. Veuillez utiliser le format\u00a0: «\u00a0Nom de l’opération => Bonne catégorie\u00a0»',
      ]);
      expect(fr.code).toBe('reports.noValidFeedback');
      expect(en).toMatchObject({ message: REPORT_MESSAGES.noValidFeedback, code: 'reports.noValidFeedback' });
    });

    it('a conversation message too long', async () => {
      const text = 'x'.repeat(CONVERSATION_LIMITS.textMax + 1);
      const { fr, en } = await both((l) => lang(agent.post('/api/conversation/messages'), l).send({ text }).expect(400));
      expect(fr).toMatchObject({ message: `Un message compte au plus ${CONVERSATION_LIMITS.textMax} caractères`, code: 'conversations.textTooLong' });
      expect(en).toMatchObject({ message: CONVERSATION_MESSAGES.textTooLong, code: 'conversations.textTooLong' });
    });

    it('a staff route refused to a reviewer', async () => {
      const { user, password } = await createUser(app, { isAdmin: true });
      await app.get(DataSource).query(`UPDATE users SET staff_role = 'reviewer' WHERE id = $1`, [user.id]);
      const reviewer = await loginAs(app, user.email, password);
      const { fr, en } = await both((l) => lang(reviewer.get('/api/admin/staff'), l).expect(403));
      expect(fr).toMatchObject({ message: 'Votre rôle ne permet pas cette action.', code: 'staff.roleRefused' });
      expect(en).toMatchObject({ message: STAFF_MESSAGES.roleRefused, code: 'staff.roleRefused' });
    });

    it("a DTO rule without a message of its own: class-validator's text, in the request's language", async () => {
      const { fr, en } = await both((l) =>
        lang(request(app.getHttpServer()).post('/api/register'), l)
          .send(registration({ paymentPlan: 'weekly' }))
          .expect(400),
      );
      expect(en.fields.paymentPlan).toEqual([expect.stringMatching(/^paymentPlan must be one of the following values: /)]);
      expect(fr.fields.paymentPlan).toEqual([expect.stringMatching(/^paymentPlan doit être l’une des valeurs suivantes\u00a0: /)]);
      expect(fr.code).toBe('constraints.isIn');
      expect(en.code).toBe('constraints.isIn');
    });
  });
});
