import type { NestExpressApplication } from '@nestjs/platform-express';
import { BANK_MESSAGES } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import type { PlaidStandIn } from '../../../scripts/stand-ins/plaid.mjs';
import { MailService } from '../../src/modules/mail/mail.service';
import { KEY_LOOKUPS_PER_MINUTE, PlaidWebhookVerifier, WEBHOOK_KEY_REFRESH_MS } from '../../src/modules/plaid/plaid-webhook.verifier';
import { itemRow, linkBank, newClient, recordSyncs, startPlaidApp } from '../helpers/plaid';

describe('Plaid webhooks: verified, idempotent, one e-mail per break', () => {
  let app: NestExpressApplication;
  let plaid: PlaidStandIn;
  let stop: () => Promise<void>;
  let syncs: ReturnType<typeof recordSyncs>;
  let mails: jest.SpyInstance;

  beforeAll(async () => {
    ({ app, plaid, stop } = await startPlaidApp());
    syncs = recordSyncs(app);
    mails = jest.spyOn(app.get(MailService), 'enqueue').mockResolvedValue(undefined);
  });
  afterAll(() => stop());
  beforeEach(() => {
    mails.mockClear();
    syncs.clear();
  });

  async function linked() {
    const { agent } = await newClient(app);
    const item = await linkBank(app, plaid, agent);
    syncs.clear();
    return { agent, ...item };
  }
  const processedCount = async () =>
    (await app.get(DataSource).query(`SELECT count(*)::int AS n FROM processed_webhook_events WHERE provider = 'plaid'`))[0].n as number;

  it('SYNC_UPDATES_AVAILABLE queues a sync of the item', async () => {
    const { itemId, plaidItemId } = await linked();
    const delivery = await plaid.sendWebhook(plaidItemId, 'TRANSACTIONS', 'SYNC_UPDATES_AVAILABLE', {
      initial_update_complete: true,
      historical_update_complete: true,
    });
    expect(delivery.status).toBe(200);
    expect(syncs.itemIds).toEqual([itemId]);
  });

  it('ITEM ERROR ITEM_LOGIN_REQUIRED: needs reconnection and one e-mail, however often it is delivered', async () => {
    const { itemId, plaidItemId, agent } = await linked();
    const error = { error: { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login required', display_message: null } };
    const first = await plaid.sendWebhook(plaidItemId, 'ITEM', 'ERROR', error);
    expect(first.status).toBe(200);
    expect((await itemRow(app, itemId))!).toMatchObject({ status: 'needs_reconnection', errorCode: 'ITEM_LOGIN_REQUIRED' });
    expect(mails).toHaveBeenCalledTimes(1);
    expect(mails.mock.calls[0][0].text).toContain('log in again');

    // The same delivery replayed: recorded once, nothing changes.
    const before = await processedCount();
    const replay = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'plaid-verification': first.token },
      body: first.body,
    });
    expect(replay.status).toBe(200);
    expect(await processedCount()).toBe(before);
    // Plaid sends it again later (a new token): still one e-mail for this break.
    expect((await plaid.sendWebhook(plaidItemId, 'ITEM', 'ERROR', error)).status).toBe(200);
    expect(mails).toHaveBeenCalledTimes(1);
    expect((await agent.get('/api/plaid/connection-health').expect(200)).body.needsReconnection).toBe(1);

    // Repaired, then broken again: a new break, a new e-mail.
    expect((await plaid.sendWebhook(plaidItemId, 'ITEM', 'LOGIN_REPAIRED')).status).toBe(200);
    expect((await itemRow(app, itemId))!).toMatchObject({ status: 'active', errorCode: null, reconnectEmailSentAt: null });
    expect(syncs.itemIds).toEqual([itemId]);
    // (A delivery is its signed claims: the same body signed in the same second is the same
    // delivery, so this new break is signed a second later.)
    await plaid.sendWebhook(plaidItemId, 'ITEM', 'ERROR', error, { iat: Math.floor(Date.now() / 1000) + 1 });
    expect(mails).toHaveBeenCalledTimes(2);
  });

  it.each(['PENDING_EXPIRATION', 'PENDING_DISCONNECT'])('%s warns ahead: needs reconnection and one e-mail before the connection breaks', async (code) => {
    const { itemId, plaidItemId } = await linked();
    await plaid.sendWebhook(
      plaidItemId,
      'ITEM',
      code,
      code === 'PENDING_EXPIRATION' ? { consent_expiration_time: new Date(Date.now() + 7 * 86_400_000).toISOString() } : { reason: 'INSTITUTION_MIGRATION' },
    );
    expect((await itemRow(app, itemId))!).toMatchObject({ status: 'needs_reconnection', errorCode: code });
    expect(mails).toHaveBeenCalledTimes(1);
    expect(mails.mock.calls[0][0].text).toContain('will soon stop sharing');
    // The break itself arrives later: no second e-mail.
    await plaid.sendWebhook(plaidItemId, 'ITEM', 'ERROR', { error: { error_code: 'ITEM_LOGIN_REQUIRED' } });
    expect(mails).toHaveBeenCalledTimes(1);
  });

  it('NEW_ACCOUNTS_AVAILABLE offers update mode with account selection', async () => {
    const { itemId, plaidItemId, agent } = await linked();
    await plaid.sendWebhook(plaidItemId, 'ITEM', 'NEW_ACCOUNTS_AVAILABLE');
    expect((await itemRow(app, itemId))!.newAccountsAvailable).toBe(true);
    const health = await agent.get('/api/plaid/connection-health').expect(200);
    expect(health.body.items[0]).toMatchObject({ itemId, status: 'active', newAccountsAvailable: true });
    await agent.post('/api/plaid/reconnect-link-token').send({ itemId }).expect(200);
    const sent = plaid.requests.filter((r) => r.path === '/link/token/create').at(-1)!;
    expect(sent.body).toMatchObject({ update: { account_selection_enabled: true } });
    await agent.post(`/api/plaid/items/${itemId}/reconnected`).expect(200);
    expect((await itemRow(app, itemId))!.newAccountsAvailable).toBe(false);
  });

  it('USER_PERMISSION_REVOKED marks the item revoked; syncs stop', async () => {
    const { itemId, plaidItemId, agent } = await linked();
    await plaid.sendWebhook(plaidItemId, 'ITEM', 'USER_PERMISSION_REVOKED');
    expect((await itemRow(app, itemId))!.status).toBe('revoked');
    expect((await agent.post('/api/plaid/refresh-accounts').expect(202)).body.queued).toBe(0);
    // A later LOGIN_REPAIRED does not resurrect it.
    await plaid.sendWebhook(plaidItemId, 'ITEM', 'LOGIN_REPAIRED');
    expect((await itemRow(app, itemId))!.status).toBe('revoked');
  });

  describe('forged or broken deliveries answer 400 and change nothing', () => {
    const error = { error: { error_code: 'ITEM_LOGIN_REQUIRED' } };
    const cases: [string, Parameters<PlaidStandIn['sendWebhook']>[4]][] = [
      ['a signature from another key', { wrongKey: true }],
      ['an iat older than 5 minutes', { iat: Math.floor(Date.now() / 1000) - 301 }],
      ['an altered body', { alterBody: '{"webhook_type":"ITEM","webhook_code":"USER_PERMISSION_REVOKED","item_id":"x"}' }],
      ['an unknown key id', { kid: 'f2a6c1d0-0000-4000-8000-000000000000' }],
      ['a token that is not a JWT', { token: 'not-a-jwt' }],
      [
        'an unsigned token (alg none)',
        { token: `${Buffer.from('{"alg":"none","kid":"k"}').toString('base64url')}.${Buffer.from('{"iat":1}').toString('base64url')}.` },
      ],
    ];
    it.each(cases)('%s', async (_label, options) => {
      const { itemId, plaidItemId } = await linked();
      const before = await processedCount();
      const delivery = await plaid.sendWebhook(plaidItemId, 'ITEM', 'ERROR', error, options);
      expect(delivery.status).toBe(400);
      expect(JSON.parse(delivery.responseBody).error).toBe(BANK_MESSAGES.webhookInvalid);
      expect((await itemRow(app, itemId))!).toMatchObject({ status: 'active', errorCode: null });
      expect(await processedCount()).toBe(before);
      expect(mails).not.toHaveBeenCalled();
    });

    it('no Plaid-Verification header', async () => {
      const res = await fetch(webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"webhook_type":"ITEM","webhook_code":"ERROR"}',
      });
      expect(res.status).toBe(400);
    });
  });

  it('recognises a replay by what is signed (key, issue time, body hash), not by the token bytes', async () => {
    const { itemId, plaidItemId } = await linked();
    const first = await plaid.sendWebhook(plaidItemId, 'ITEM', 'NEW_ACCOUNTS_AVAILABLE');
    expect(first.status).toBe(200);
    const before = await processedCount();
    const { iat } = JSON.parse(Buffer.from(first.token.split('.')[1], 'base64url').toString('utf8')) as { iat: number };
    // The same claims signed again: ECDSA gives other signature bytes, so another token.
    const resigned = plaid.signWebhook(first.body, { iat });
    expect(resigned).not.toBe(first.token);
    const replay = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'plaid-verification': resigned },
      body: first.body,
    });
    expect(replay.status).toBe(200);
    expect(await processedCount()).toBe(before);
    expect((await itemRow(app, itemId))!.newAccountsAvailable).toBe(true);
  });

  it('asks Plaid about an unknown key id once, and about new ones at a bounded rate', async () => {
    const { plaidItemId } = await linked();
    const lookups = () => plaid.requests.filter((r) => r.path === '/webhook_verification_key/get').length;
    const unknown = 'a0000000-0000-4000-8000-000000000000';
    const start = lookups();
    expect((await plaid.sendWebhook(plaidItemId, 'ITEM', 'NEW_ACCOUNTS_AVAILABLE', {}, { kid: unknown })).status).toBe(400);
    const afterFirst = lookups();
    expect(afterFirst - start).toBeLessThanOrEqual(1);
    for (let i = 0; i < 3; i++) expect((await plaid.sendWebhook(plaidItemId, 'ITEM', 'NEW_ACCOUNTS_AVAILABLE', {}, { kid: unknown })).status).toBe(400);
    expect(lookups()).toBe(afterFirst);
    // A flood of made-up key ids: each refused, Plaid asked at most the per-minute budget.
    for (let i = 0; i < KEY_LOOKUPS_PER_MINUTE * 2; i++) {
      const delivery = await plaid.sendWebhook(
        plaidItemId,
        'ITEM',
        'NEW_ACCOUNTS_AVAILABLE',
        {},
        { kid: `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
      );
      expect(delivery.status).toBe(400);
    }
    expect(lookups() - start).toBeLessThanOrEqual(KEY_LOOKUPS_PER_MINUTE);
  });

  it('fetches a cached key again after a while and honours the expired_at Plaid then gives', async () => {
    const verifier = app.get(PlaidWebhookVerifier);
    const body = Buffer.from('{"webhook_type":"ITEM","webhook_code":"WEBHOOK_UPDATE_ACKNOWLEDGED","item_id":"none"}');
    const at = async (nowMs: number) => verifier.verify(body, plaid.signWebhook(body.toString(), { iat: Math.floor(nowMs / 1000) }), nowMs);
    const lookups = () => plaid.requests.filter((r) => r.path === '/webhook_verification_key/get').length;
    const now = Date.now();
    await expect(at(now)).resolves.toMatchObject({ kid: plaid.keyId });
    plaid.expireKey(Math.floor(now / 1000));
    const before = lookups();
    await expect(at(now + 1000)).resolves.toBeDefined(); // still the cached copy
    expect(lookups()).toBe(before);
    const later = now + WEBHOOK_KEY_REFRESH_MS + 60_000;
    await expect(at(later)).rejects.toThrow(BANK_MESSAGES.webhookInvalid);
    expect(lookups()).toBe(before + 1);
    // Plaid lifts the expiry again: the next refresh sees it (and later tests keep a valid key).
    plaid.expireKey(null);
    await expect(at(later + WEBHOOK_KEY_REFRESH_MS + 60_000)).resolves.toBeDefined();
  });

  function webhookUrl(): string {
    const address = app.getHttpServer().address() as { port: number };
    return `http://127.0.0.1:${address.port}/api/plaid/webhook`;
  }
});
