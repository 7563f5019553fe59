import type { NestExpressApplication } from '@nestjs/platform-express';
import { BANK_MESSAGES, PLAID_SETUP_STEPS } from '@ledgerleaf/contracts';
import request from 'supertest';
import { newClient } from '../helpers/plaid';
import { createTestApp, createUser, loginAs } from '../helpers/test-app';

describe('bank linking without Plaid keys: Configuration Required, nothing crashes', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      env: { PLAID_CLIENT_ID: '', PLAID_SECRET: '', PLAID_BASE_URL: '', PLAID_REDIRECT_URI: '', PUBLIC_URL: 'https://books.ledgerleaf.test' },
    });
  });
  afterAll(() => app.close());

  const configurationRequired = {
    statusCode: 503,
    error: BANK_MESSAGES.configurationRequired,
    message: BANK_MESSAGES.configurationRequiredMessage,
    // The message's key (issue 31): the message is in the request's language, `error` stays the value the client checks.
    code: 'bank.configurationRequiredMessage',
    redirect_uri: 'https://books.ledgerleaf.test/oauth-callback',
    setup_steps: [...PLAID_SETUP_STEPS],
    missing: ['PLAID_CLIENT_ID', 'PLAID_SECRET'],
    // Every 5xx answer names its request (issue 25): the reference a person quotes to support.
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  };

  it('answers Configuration Required with the redirect URI and setup steps to every call that needs Plaid', async () => {
    const { agent } = await newClient(app);
    expect((await agent.post('/api/plaid/create-link-token').expect(503)).body).toEqual(configurationRequired);
    expect((await agent.post('/api/plaid/set-access-token').send({ public_token: 'public-sandbox-x' }).expect(503)).body).toEqual(configurationRequired);
    expect((await agent.post('/api/plaid/refresh-accounts').expect(503)).body).toEqual(configurationRequired);
    // In French the message is translated; `error` stays the value the client checks.
    const french = (await agent.post('/api/plaid/create-link-token').set('Accept-Language', 'fr-CA').expect(503)).body;
    expect(french).toMatchObject({ error: BANK_MESSAGES.configurationRequired, code: 'bank.configurationRequiredMessage' });
    expect(french.message).toMatch(/^Les connexions bancaires ne sont pas encore configurées/);
  });

  it('still serves what is stored', async () => {
    const { agent } = await newClient(app);
    expect((await agent.get('/api/plaid/items').expect(200)).body).toEqual({ items: [] });
    expect((await agent.get('/api/plaid/accounts').expect(200)).body).toEqual({ accounts: [] });
    expect((await agent.get('/api/plaid/account-visibility').expect(200)).body).toEqual({ hiddenAccountIds: [] });
    expect((await agent.get('/api/plaid/connection-health').expect(200)).body).toEqual({ needsReconnection: 0, items: [] });
    expect((await agent.get('/api/plaid/transactions').expect(200)).body.pagination).toEqual({ total: 0, page: 1, limit: 500, totalPages: 1 });
    await agent.get('/api/plaid/export-transactions').expect(200);
  });

  it('refuses webhooks it cannot verify (503: Plaid retries later)', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/plaid/webhook')
      .set('plaid-verification', 'a.b.c')
      .send({ webhook_type: 'ITEM', webhook_code: 'ERROR' })
      .expect(503);
    expect(res.body.error).toBe(BANK_MESSAGES.configurationRequired);
  });

  it('shows staff what is missing', async () => {
    const { user, password } = await createUser(app, { isAdmin: true });
    const staff = await loginAs(app, user.email, password);
    const credentials = await staff.get('/api/plaid/test-credentials').expect(200);
    expect(credentials.body).toMatchObject({
      status: 'error',
      environment: 'sandbox',
      client_id_present: false,
      secret_present: false,
      client_id_preview: null,
      missing: ['PLAID_CLIENT_ID', 'PLAID_SECRET'],
      redirect_uri: null,
      expected_redirect_uri: 'https://books.ledgerleaf.test/oauth-callback',
    });
    const connection = await staff.get('/api/plaid/test-connection').expect(200);
    expect(connection.body).toMatchObject({
      status: 'error',
      environment: 'sandbox',
      api_url: 'https://sandbox.plaid.com',
      error_code: 'MISSING_CREDENTIALS',
      message: 'Unable to connect to Plaid API',
    });
    const institution = await staff.post('/api/plaid/test-institution-name').send({ institution_id: 'ins_1', institution_name: 'Test Bank' }).expect(503);
    expect(institution.body.error).toBe(BANK_MESSAGES.configurationRequired);
  });
});
