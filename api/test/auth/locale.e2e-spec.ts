import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, CSV_MESSAGES, RECEIPT_LIMITS, RECEIPT_MESSAGES, VALIDATION } from '@ledgerleaf/contracts';
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
});
