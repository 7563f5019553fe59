import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startPlaidStandIn, type PlaidStandIn } from '../../../scripts/stand-ins/plaid.mjs';
import { newClient, PUBLIC_URL } from '../helpers/plaid';
import { createTestApp, eventually } from '../helpers/test-app';

describe('the bank-sync job on the queue (worker)', () => {
  let app: NestExpressApplication;
  let plaid: PlaidStandIn;

  beforeAll(async () => {
    plaid = await startPlaidStandIn({ transactionsPerItem: 25 });
    app = await createTestApp({ worker: true, env: { PLAID_CLIENT_ID: plaid.clientId, PLAID_SECRET: plaid.secret, PLAID_BASE_URL: plaid.url, PUBLIC_URL } });
    await app.listen(0, '127.0.0.1');
    plaid.setWebhookUrl(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/plaid/webhook`);
  });
  afterAll(async () => {
    await app.close();
    await plaid.stop();
  });

  it('imports after linking, and runs again for a later refresh and a webhook (same job id per item)', async () => {
    const { agent } = await newClient(app);
    const linked = await agent
      .post('/api/plaid/set-access-token')
      .send({ public_token: plaid.createPublicToken('ins_48') })
      .expect(200);
    const total = async () => (await agent.get('/api/plaid/transactions').expect(200)).body.pagination.total as number;
    await eventually(async () => (await total()) === 25);

    plaid.addTransactions(linked.body.item.plaidItemId, 5);
    await agent.post('/api/plaid/refresh-accounts').expect(202);
    await eventually(async () => (await total()) === 30);

    plaid.addTransactions(linked.body.item.plaidItemId, 4);
    expect((await plaid.sendWebhook(linked.body.item.plaidItemId, 'TRANSACTIONS', 'SYNC_UPDATES_AVAILABLE')).status).toBe(200);
    await eventually(async () => (await total()) === 34);
    const items = await agent.get('/api/plaid/items').expect(200);
    expect(items.body.items[0].lastSyncedAt).toEqual(expect.any(String));
  });
});
