import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { startPlaidStandIn, type PlaidStandIn } from '../../../scripts/stand-ins/plaid.mjs';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { BankSyncService } from '../../src/modules/plaid/bank-sync.service';
import { BankItem } from '../../src/modules/plaid/entities/bank-item.entity';
import { BANK_SYNC } from '../../src/modules/plaid/plaid.jobs';
import { createTestApp, createUser, loginAs, type Agent } from './test-app';

export const PUBLIC_URL = 'https://app.ledgerleaf.test';

/** The app wired to a fresh Plaid stand-in (real SDK), listening so webhooks reach it. */
export async function startPlaidApp(
  env: Record<string, string> = {},
): Promise<{ app: NestExpressApplication; plaid: PlaidStandIn; stop: () => Promise<void> }> {
  const plaid = await startPlaidStandIn({ transactionsPerItem: 30 });
  const app = await createTestApp({
    env: { PLAID_CLIENT_ID: plaid.clientId, PLAID_SECRET: plaid.secret, PLAID_ENV: 'sandbox', PLAID_BASE_URL: plaid.url, PUBLIC_URL, ...env },
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  plaid.setWebhookUrl(`http://127.0.0.1:${port}/api/plaid/webhook`);
  return {
    app,
    plaid,
    stop: async () => {
      await app.close();
      await plaid.stop();
    },
  };
}

/** A new client, logged in. */
export async function newClient(app: NestExpressApplication): Promise<{ agent: Agent; userId: number }> {
  const { user, password } = await createUser(app);
  return { agent: await loginAs(app, user.email, password), userId: user.id };
}

/** Links a bank through set-access-token and runs its first sync in the test (no worker). */
export async function linkBank(app: NestExpressApplication, plaid: PlaidStandIn, agent: Agent, institutionId = 'ins_109508') {
  const res = await agent
    .post('/api/plaid/set-access-token')
    .send({ public_token: plaid.createPublicToken(institutionId), institution_id: institutionId })
    .expect(200);
  const itemId = res.body.item.id as number;
  const row = await app.get(DataSource).getRepository(BankItem).findOneByOrFail({ id: itemId });
  await app.get(BankSyncService).syncItem(itemId);
  return { itemId, plaidItemId: row.itemId, body: res.body };
}

export async function itemRow(app: NestExpressApplication, id: number): Promise<BankItem | null> {
  return app.get(DataSource).getRepository(BankItem).findOneBy({ id });
}

/** Records the bank-sync jobs the app queues (the test app runs no worker; tests run syncs themselves). */
export function recordSyncs(app: NestExpressApplication): { itemIds: number[]; clear: () => void } {
  const itemIds: number[] = [];
  const jobs = app.get(JobQueue);
  const original = jobs.enqueue.bind(jobs);
  jest.spyOn(jobs, 'enqueue').mockImplementation(async (job, payload, options) => {
    if (job.name === BANK_SYNC.name) itemIds.push((payload as { itemId: number }).itemId);
    else await original(job, payload, options);
  });
  return { itemIds, clear: () => itemIds.splice(0) };
}
