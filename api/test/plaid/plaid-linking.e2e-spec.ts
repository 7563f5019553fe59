import type { NestExpressApplication } from '@nestjs/platform-express';
import { BANK_MESSAGES, BANK_REFRESH_RATE_LIMIT } from '@ledgerleaf/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { PlaidStandIn } from '../../../scripts/stand-ins/plaid.mjs';
import { AccountDeletionProcessor } from '../../src/modules/account/account-deletion.processor';
import { BankSyncService } from '../../src/modules/plaid/bank-sync.service';
import { MailService } from '../../src/modules/mail/mail.service';
import { itemRow, linkBank, newClient, PUBLIC_URL, recordSyncs, startPlaidApp } from '../helpers/plaid';
import { createUser, loginAs } from '../helpers/test-app';

describe('bank linking, sync and management (against the Plaid stand-in, real SDK)', () => {
  let app: NestExpressApplication;
  let plaid: PlaidStandIn;
  let stop: () => Promise<void>;
  let syncs: ReturnType<typeof recordSyncs>;
  let mails: jest.SpyInstance;

  beforeAll(async () => {
    ({ app, plaid, stop } = await startPlaidApp({ PLAID_REDIRECT_URI: `${PUBLIC_URL}/oauth-callback` }));
    syncs = recordSyncs(app);
    mails = jest.spyOn(app.get(MailService), 'enqueue').mockResolvedValue(undefined);
  });
  afterAll(() => stop());
  beforeEach(() => {
    plaid.setMaxPageSize(null);
    mails.mockClear();
  });

  const db = () => app.get(DataSource);
  const sync = (itemId: number) => app.get(BankSyncService).syncItem(itemId);
  const requestsTo = (path: string) => plaid.requests.filter((r) => r.path === path);
  const storedTransactions = (itemId: number) =>
    db().query(
      `SELECT t.transaction_id, t.amount, t.name, t.pending, t.pending_transaction_id, t.personal_finance_category, t.category, t.account_name
       FROM bank_transactions t JOIN bank_accounts a ON a.id = t.bank_account_id WHERE a.bank_item_id = $1 ORDER BY t.id`,
      [itemId],
    ) as Promise<
      {
        transaction_id: string;
        amount: string;
        name: string;
        pending: boolean;
        pending_transaction_id: string | null;
        personal_finance_category: { primary: string } | null;
        category: string[];
        account_name: string;
      }[]
    >;
  const plaidState = (plaidItemId: string) => plaid.items.get(plaidItemId)!;

  describe('linking', () => {
    it('creates a Link token for transactions in Canada and the US, with the webhook, the redirect URI and the longest history', async () => {
      const { agent, userId } = await newClient(app);
      const res = await agent.post('/api/plaid/create-link-token').expect(200);
      expect(res.body.link_token).toMatch(/^link-sandbox-/);
      expect(res.body.expiration).toEqual(expect.any(String));
      const sent = requestsTo('/link/token/create').at(-1)!;
      expect(sent.body).toMatchObject({
        client_name: 'Ledgerleaf',
        language: 'en',
        country_codes: ['CA', 'US'],
        products: ['transactions'],
        user: { client_user_id: String(userId) },
        webhook: `${PUBLIC_URL}/api/plaid/webhook`,
        redirect_uri: `${PUBLIC_URL}/oauth-callback`,
        transactions: { days_requested: 730 },
      });
      expect(sent.headers['plaid-client-id']).toBe(plaid.clientId);
    });

    it('exchanges the public token, stores the access token encrypted with the accounts, and queues the first sync', async () => {
      const { agent, userId } = await newClient(app);
      syncs.clear();
      const res = await agent
        .post('/api/plaid/set-access-token')
        .send({ public_token: plaid.createPublicToken('ins_38'), institution_id: 'ins_38', institution_name: 'TD Canada Trust' })
        .expect(200);
      expect(res.body.message).toBe(BANK_MESSAGES.linked);
      expect(res.body.item).toMatchObject({ institutionId: 'ins_38', institutionName: 'TD Canada Trust', status: 'active', newAccountsAvailable: false });
      expect(res.body.accounts.map((a: { name: string }) => a.name).sort()).toEqual(['Business Chequing', 'Business Savings', 'Business Visa']);
      expect(syncs.itemIds).toEqual([res.body.item.id]);

      const [stored] = await db().query(`SELECT user_id, access_token_encrypted FROM bank_items WHERE id = $1`, [res.body.item.id]);
      const accessToken = plaidState(res.body.item.plaidItemId).access_token;
      expect(stored.user_id).toBe(userId);
      expect(stored.access_token_encrypted).not.toContain(accessToken);
      expect(stored.access_token_encrypted).toMatch(/^v2\./);

      const items = await agent.get('/api/plaid/items').expect(200);
      expect(JSON.stringify(items.body)).not.toContain('access-sandbox');
      expect(items.body.items).toHaveLength(1);
      const accounts = await agent.get('/api/plaid/accounts').expect(200);
      expect(accounts.body.accounts).toHaveLength(3);
      expect(accounts.body.accounts[0]).toMatchObject({ itemId: res.body.item.id, institutionName: 'TD Canada Trust', isHidden: false });
    });

    it('keeps one item when the same institution login is linked twice, and removes the duplicate at Plaid', async () => {
      const { agent } = await newClient(app);
      const first = await linkBank(app, plaid, agent, 'ins_39');
      const removedBefore = requestsTo('/item/remove').length;
      const again = await agent
        .post('/api/plaid/set-access-token')
        .send({ public_token: plaid.createPublicToken('ins_39'), institution_id: 'ins_39' })
        .expect(200);
      expect(again.body.item.id).toBe(first.itemId);
      expect(requestsTo('/item/remove').length).toBe(removedBefore + 1);
      const items = await agent.get('/api/plaid/items').expect(200);
      expect(items.body.items).toHaveLength(1);
      // A different institution is a new item.
      await agent
        .post('/api/plaid/set-access-token')
        .send({ public_token: plaid.createPublicToken('ins_40'), institution_id: 'ins_40' })
        .expect(200);
      expect((await agent.get('/api/plaid/items').expect(200)).body.items).toHaveLength(2);
    });

    it('accepts any public-sandbox token (the Link stand-in invents them) and names the institution from Plaid', async () => {
      const { agent } = await newClient(app);
      const res = await agent.post('/api/plaid/set-access-token').send({ public_token: 'public-sandbox-ins_41-browser-made' }).expect(200);
      expect(res.body.item).toMatchObject({ institutionId: 'ins_41', institutionName: 'BMO Bank of Montreal' });
    });

    it('answers 400 for a used or unknown public token and stores nothing', async () => {
      const { agent } = await newClient(app);
      const token = plaid.createPublicToken();
      await agent.post('/api/plaid/set-access-token').send({ public_token: token }).expect(200);
      const reused = await agent.post('/api/plaid/set-access-token').send({ public_token: token }).expect(400);
      expect(reused.body.error).toBe(BANK_MESSAGES.publicTokenInvalid);
      const missing = await agent.post('/api/plaid/set-access-token').send({}).expect(400);
      expect(missing.body.fields.public_token).toEqual([BANK_MESSAGES.publicTokenRequired]);
      expect((await agent.get('/api/plaid/items').expect(200)).body.items).toHaveLength(1);
    });

    it('refuses every bank route when logged out', async () => {
      const server = app.getHttpServer();
      await request(server).post('/api/plaid/create-link-token').expect(401);
      await request(server).get('/api/plaid/items').expect(401);
      await request(server).get('/api/plaid/transactions').expect(401);
      await request(server).get('/api/plaid/export-transactions').expect(401);
    });
  });

  describe('sync', () => {
    it('pulls every page, applies modified and removed rows, keeps the spec sign and the personal finance category', async () => {
      const { agent } = await newClient(app);
      plaid.setMaxPageSize(7);
      const { itemId, plaidItemId } = await linkBank(app, plaid, agent);
      const firstPages = requestsTo('/transactions/sync').filter((r) => r.body.access_token === plaidState(plaidItemId).access_token);
      expect(firstPages.length).toBe(Math.ceil(30 / 7));
      expect(firstPages.every((r) => r.body.count === 500)).toBe(true);
      let rows = await storedTransactions(itemId);
      expect(rows).toHaveLength(30);
      const source = [...plaidState(plaidItemId).transactions.values()];
      const sample = source[0];
      const storedSample = rows.find((r) => r.transaction_id === sample.transaction_id)!;
      expect(Number(storedSample.amount)).toBeCloseTo(-sample.amount, 2);
      expect(storedSample.personal_finance_category?.primary).toBe(sample.personal_finance_category.primary);
      expect(storedSample.category).toEqual(sample.category);
      const cursor = (await itemRow(app, itemId))!.transactionsCursor;
      expect(cursor).toBeTruthy();

      const added = plaid.addTransactions(plaidItemId, 9);
      plaid.modifyTransaction(plaidItemId, source[1].transaction_id, { amount: 12.34, name: 'CORRECTED MERCHANT' });
      plaid.removeTransaction(plaidItemId, source[2].transaction_id);
      const outcome = await sync(itemId);
      expect(outcome).toMatchObject({ status: 'synced', added: 9, modified: 1, removed: 1 });
      expect(outcome.pages).toBe(2);
      rows = await storedTransactions(itemId);
      expect(rows).toHaveLength(38);
      expect((await agent.get('/api/plaid/transactions').expect(200)).body.pagination.total).toBe(38);
      expect(rows.find((r) => r.transaction_id === source[1].transaction_id)).toMatchObject({ amount: '-12.34', name: 'CORRECTED MERCHANT' });
      expect(rows.find((r) => r.transaction_id === source[2].transaction_id)).toBeUndefined();
      for (const t of added) expect(rows.some((r) => r.transaction_id === t.transaction_id)).toBe(true);
      expect((await itemRow(app, itemId))!.transactionsCursor).not.toBe(cursor);

      // Nothing new: a second run changes nothing.
      expect(await sync(itemId)).toMatchObject({ status: 'synced', added: 0, modified: 0, removed: 0 });
      expect(await storedTransactions(itemId)).toHaveLength(38);
    });

    it('restarts from the saved cursor when the data changes during pagination', async () => {
      const { agent } = await newClient(app);
      const { itemId, plaidItemId } = await linkBank(app, plaid, agent);
      const cursorBefore = (await itemRow(app, itemId))!.transactionsCursor;
      plaid.addTransactions(plaidItemId, 20);
      plaid.setMaxPageSize(5);
      plaid.failOnce('TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION', { itemId: plaidItemId, afterCalls: 2 });
      const outcome = await sync(itemId);
      expect(outcome).toMatchObject({ status: 'synced', added: 20, restarts: 1 });
      expect(await storedTransactions(itemId)).toHaveLength(50);
      expect((await itemRow(app, itemId))!.transactionsCursor).not.toBe(cursorBefore);
    });

    it('saves neither rows nor cursor when a later page fails', async () => {
      const { agent } = await newClient(app);
      const { itemId, plaidItemId } = await linkBank(app, plaid, agent);
      const cursorBefore = (await itemRow(app, itemId))!.transactionsCursor;
      plaid.addTransactions(plaidItemId, 12);
      plaid.setMaxPageSize(5);
      plaid.failOnce('INTERNAL_SERVER_ERROR', { itemId: plaidItemId, afterCalls: 1 });
      await expect(sync(itemId)).rejects.toThrow(/unexpected error/);
      expect(await storedTransactions(itemId)).toHaveLength(30);
      expect((await itemRow(app, itemId))!.transactionsCursor).toBe(cursorBefore);
      // The job's retry picks up everything.
      expect(await sync(itemId)).toMatchObject({ status: 'synced', added: 12 });
      expect(await storedTransactions(itemId)).toHaveLength(42);
    });

    it('replaces a pending transaction by its posted one', async () => {
      const { agent } = await newClient(app);
      const { itemId, plaidItemId } = await linkBank(app, plaid, agent);
      const pending = plaid.postPending(plaidItemId, { name: 'TIM HORTONS #9 PENDING', amount: 4.25 });
      await sync(itemId);
      let rows = await storedTransactions(itemId);
      expect(rows.find((r) => r.transaction_id === pending.transaction_id)).toMatchObject({ pending: true, amount: '-4.25' });
      const posted = plaid.postPosted(plaidItemId, pending.transaction_id, { name: 'TIM HORTONS #9', amount: 4.75 });
      await sync(itemId);
      rows = await storedTransactions(itemId);
      expect(rows.find((r) => r.transaction_id === pending.transaction_id)).toBeUndefined();
      expect(rows.find((r) => r.transaction_id === posted.transaction_id)).toMatchObject({
        pending: false,
        pending_transaction_id: pending.transaction_id,
        amount: '-4.75',
      });
      expect(rows).toHaveLength(31);
      // The per-account counts (kept by triggers) follow inserts, deletes and upserts.
      expect((await agent.get('/api/plaid/transactions').expect(200)).body.pagination.total).toBe(31);
    });
  });

  describe('health and update mode', () => {
    it('login required → needs reconnection (one e-mail) → update-mode token → repaired', async () => {
      const { agent } = await newClient(app);
      const { itemId, plaidItemId } = await linkBank(app, plaid, agent);
      plaid.failOnce('ITEM_LOGIN_REQUIRED', { itemId: plaidItemId });
      expect(await sync(itemId)).toMatchObject({ status: 'needs_reconnection' });
      expect(await sync(itemId)).toMatchObject({ status: 'needs_reconnection' });
      expect(mails).toHaveBeenCalledTimes(1);
      expect(mails.mock.calls[0][0].subject).toContain('reconnect First Platypus Bank');

      const health = await agent.get('/api/plaid/connection-health').expect(200);
      expect(health.body).toEqual({
        needsReconnection: 1,
        items: [
          { itemId, institutionName: 'First Platypus Bank', status: 'needs_reconnection', newAccountsAvailable: false, errorCode: 'ITEM_LOGIN_REQUIRED' },
        ],
      });
      expect(JSON.stringify(health.body)).not.toContain('access-');

      // Repair not done yet: Plaid still reports the error.
      const early = await agent.post(`/api/plaid/items/${itemId}/reconnected`).expect(409);
      expect(early.body.error).toBe(BANK_MESSAGES.itemLoginRequired);

      const token = await agent.post('/api/plaid/reconnect-link-token').send({ itemId }).expect(200);
      expect(token.body.link_token).toMatch(/^link-sandbox-/);
      const sent = requestsTo('/link/token/create').at(-1)!;
      expect(sent.body.access_token).toBe(plaidState(plaidItemId).access_token);
      expect(sent.body.products).toBeUndefined();

      syncs.clear();
      const repaired = await agent.post(`/api/plaid/items/${itemId}/reconnected`).expect(200);
      expect(repaired.body.item).toMatchObject({ id: itemId, status: 'active', errorCode: null });
      expect(syncs.itemIds).toEqual([itemId]);
      expect((await agent.get('/api/plaid/connection-health').expect(200)).body.needsReconnection).toBe(0);
      expect(await sync(itemId)).toMatchObject({ status: 'synced' });
    });
  });

  describe('management', () => {
    it('hides and shows an account; GET and POST answer hiddenAccountIds', async () => {
      const { agent } = await newClient(app);
      await linkBank(app, plaid, agent);
      const accounts = (await agent.get('/api/plaid/accounts').expect(200)).body.accounts as { accountId: string }[];
      const hide = await agent.post('/api/plaid/account-visibility').send({ accountId: accounts[0].accountId, isHidden: true }).expect(200);
      expect(hide.body).toEqual({ hiddenAccountIds: [accounts[0].accountId] });
      expect((await agent.get('/api/plaid/account-visibility').expect(200)).body).toEqual({ hiddenAccountIds: [accounts[0].accountId] });
      const bad = await agent.post('/api/plaid/account-visibility').send({ accountId: accounts[0].accountId, isHidden: 'yes' }).expect(400);
      expect(bad.body.fields.isHidden).toEqual([BANK_MESSAGES.isHiddenInvalid]);
      await agent.post('/api/plaid/account-visibility').send({ accountId: accounts[0].accountId, isHidden: false }).expect(200);
      expect((await agent.get('/api/plaid/account-visibility').expect(200)).body).toEqual({ hiddenAccountIds: [] });
    });

    it('refreshes each item and answers 429 after the per-user limit', async () => {
      const { agent } = await newClient(app);
      const { itemId } = await linkBank(app, plaid, agent);
      syncs.clear();
      const ok = await agent.post('/api/plaid/refresh-accounts').expect(202);
      expect(ok.body).toEqual({ message: BANK_MESSAGES.refreshQueued, queued: 1 });
      expect(syncs.itemIds).toEqual([itemId]);
      for (let i = 1; i < BANK_REFRESH_RATE_LIMIT.limit; i++) await agent.post('/api/plaid/refresh-accounts').expect(202);
      const limited = await agent.post('/api/plaid/refresh-accounts').expect(429);
      expect(limited.body.error).toMatch(/Please wait/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('disconnects: /item/remove at Plaid, then the item, accounts, transactions and visibility rows', async () => {
      const { agent, userId } = await newClient(app);
      const { itemId, plaidItemId } = await linkBank(app, plaid, agent);
      const keep = await linkBank(app, plaid, agent, 'ins_42');
      const accounts = (await agent.get('/api/plaid/accounts').expect(200)).body.accounts as { accountId: string; itemId: number }[];
      await agent
        .post('/api/plaid/account-visibility')
        .send({ accountId: accounts.find((a) => a.itemId === itemId)!.accountId, isHidden: true })
        .expect(200);

      const res = await agent.delete(`/api/plaid/items/${itemId}`).expect(200);
      expect(res.body.message).toBe(BANK_MESSAGES.disconnected);
      expect(plaidState(plaidItemId).removed).toBe(true);
      expect(await itemRow(app, itemId)).toBeNull();
      const [{ n: accountCount }] = await db().query(`SELECT count(*)::int AS n FROM bank_accounts WHERE bank_item_id = $1`, [itemId]);
      const [{ n: visibilityCount }] = await db().query(`SELECT count(*)::int AS n FROM account_visibility WHERE user_id = $1`, [userId]);
      expect(accountCount).toBe(0);
      expect(visibilityCount).toBe(0);
      expect(await storedTransactions(itemId)).toHaveLength(0);
      expect(await storedTransactions(keep.itemId)).toHaveLength(30);
      await agent.delete(`/api/plaid/items/${itemId}`).expect(404);
    });

    it('account deletion removes every item at Plaid and the bank rows (the deletion job, run here)', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      const { itemId, plaidItemId } = await linkBank(app, plaid, agent);
      await agent.delete('/api/user').send({ password }).expect(200);
      expect(plaidState(plaidItemId).removed).toBe(false);
      await app.get(AccountDeletionProcessor).deleteAccount({ userId: user.id });
      expect(plaidState(plaidItemId).removed).toBe(true);
      expect(await itemRow(app, itemId)).toBeNull();
      const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM bank_transactions WHERE user_id = $1`, [user.id]);
      expect(n).toBe(0);
    });
  });

  describe('authorization', () => {
    it("answers 404 for another client's item, account and transaction ids, and changes nothing", async () => {
      const owner = await newClient(app);
      const other = await newClient(app);
      const { itemId, plaidItemId } = await linkBank(app, plaid, owner.agent);
      const accounts = (await owner.agent.get('/api/plaid/accounts').expect(200)).body.accounts as { accountId: string }[];
      const [transaction] = (await owner.agent.get('/api/plaid/transactions?limit=1').expect(200)).body.transactions as { id: number }[];
      const removals = requestsTo('/item/remove').length;

      await other.agent.delete(`/api/plaid/items/${itemId}`).expect(404);
      await other.agent.post('/api/plaid/reconnect-link-token').send({ itemId }).expect(404);
      await other.agent.post(`/api/plaid/items/${itemId}/reconnected`).expect(404);
      await other.agent.post('/api/plaid/account-visibility').send({ accountId: accounts[0].accountId, isHidden: true }).expect(404);
      expect((await other.agent.get('/api/plaid/items').expect(200)).body.items).toEqual([]);
      expect((await other.agent.get('/api/plaid/accounts').expect(200)).body.accounts).toEqual([]);
      expect((await other.agent.get('/api/plaid/transactions').expect(200)).body.pagination.total).toBe(0);
      expect((await other.agent.get('/api/plaid/connection-health').expect(200)).body).toEqual({ needsReconnection: 0, items: [] });
      const exported = await other.agent.get(`/api/plaid/export-transactions?excludedIds=${transaction.id}`).expect(200);
      expect(exported.text.trim().split('\r\n')).toHaveLength(1);

      expect(requestsTo('/item/remove').length).toBe(removals);
      expect(plaidState(plaidItemId).removed).toBe(false);
      expect(await itemRow(app, itemId)).not.toBeNull();
      expect((await owner.agent.get('/api/plaid/account-visibility').expect(200)).body.hiddenAccountIds).toEqual([]);
    });

    it('answers 404, never 500, for ids beyond the integer range or not numbers', async () => {
      const { agent } = await newClient(app);
      await agent.delete('/api/plaid/items/99999999999').expect(404);
      await agent.delete('/api/plaid/items/abc').expect(404);
      await agent.post('/api/plaid/items/2147483648/reconnected').expect(404);
      await agent.post('/api/plaid/reconnect-link-token').send({ itemId: 99999999999 }).expect(404);
      const bad = await agent.post('/api/plaid/reconnect-link-token').send({ itemId: 'x' }).expect(400);
      expect(bad.body.fields.itemId).toEqual([BANK_MESSAGES.itemIdInvalid]);
      await agent.get('/api/plaid/export-transactions?excludedIds=99999999999').expect(200);
    });
  });

  describe('diagnostics (staff)', () => {
    it('reports the credentials, the redirect URI and a live connection', async () => {
      const { user, password } = await createUser(app, { isAdmin: true });
      const staff = await loginAs(app, user.email, password);
      const credentials = await staff.get('/api/plaid/test-credentials').expect(200);
      expect(credentials.body).toMatchObject({
        status: 'success',
        environment: 'sandbox',
        client_id_present: true,
        secret_present: true,
        client_id_preview: `${plaid.clientId.slice(0, 6)}…`,
        missing: [],
        redirect_uri: `${PUBLIC_URL}/oauth-callback`,
        expected_redirect_uri: `${PUBLIC_URL}/oauth-callback`,
      });
      expect(JSON.stringify(credentials.body)).not.toContain(plaid.secret);
      const connection = await staff.get('/api/plaid/test-connection').expect(200);
      expect(connection.body).toMatchObject({ status: 'success', environment: 'sandbox', api_url: plaid.url, message: 'Connection Successful' });

      plaid.failOnce('PLANNED_MAINTENANCE', { path: '/link/token/create' });
      const failing = await staff.get('/api/plaid/test-connection').expect(200);
      expect(failing.body).toMatchObject({ status: 'error', error_type: 'API_ERROR', error_code: 'PLANNED_MAINTENANCE' });
      expect(failing.body.api_response).toMatchObject({ error_code: 'PLANNED_MAINTENANCE' });

      const same = await staff.post('/api/plaid/test-institution-name').send({ institution_id: 'ins_38', institution_name: 'td canada trust' }).expect(200);
      expect(same.body).toMatchObject({ matches: true, plaid_name: 'TD Canada Trust' });
      const different = await staff.post('/api/plaid/test-institution-name').send({ institution_id: 'ins_38', institution_name: 'Test Bank' }).expect(200);
      expect(different.body).toMatchObject({ matches: false, message: expect.stringContaining('not "Test Bank"') });
      // In the staff member's language (issue 31).
      const french = await staff
        .post('/api/plaid/test-institution-name')
        .set('Accept-Language', 'fr-CA')
        .send({ institution_id: 'ins_38', institution_name: 'Test Bank' })
        .expect(200);
      expect(french.body.message.replace(/\u00a0/g, ' ')).toBe('ins_38 s’appelle « TD Canada Trust » chez Plaid, et non « Test Bank ».');
      const unknown = await staff.post('/api/plaid/test-institution-name').send({ institution_id: 'ins_1', institution_name: 'Test Bank' }).expect(200);
      expect(unknown.body).toMatchObject({ matches: false, plaid_name: null });
      const missing = await staff.post('/api/plaid/test-institution-name').send({ institution_name: 'Test Bank' }).expect(400);
      expect(missing.body.fields.institution_id).toEqual([BANK_MESSAGES.institutionIdRequired]);
    });

    it('refuses clients (403) and visitors (401)', async () => {
      const { agent } = await newClient(app);
      await agent.get('/api/plaid/test-credentials').expect(403);
      await agent.get('/api/plaid/test-connection').expect(403);
      await agent.post('/api/plaid/test-institution-name').send({ institution_id: 'ins_1', institution_name: 'x' }).expect(403);
      await request(app.getHttpServer()).get('/api/plaid/test-credentials').expect(401);
    });
  });
});
