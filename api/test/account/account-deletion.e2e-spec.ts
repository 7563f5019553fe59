import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES } from '@ledgerleaf/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startPlaidStandIn, type PlaidStandIn } from '../../../scripts/stand-ins/plaid.mjs';
import { startStripeStandIn, type StripeStandIn } from '../../../scripts/stand-ins/stripe.mjs';
import { FileStorage } from '../../src/common/storage/file-storage';
import { StoredFileDeletions } from '../../src/common/storage/stored-file-deletions';
import { AccountDeletionProcessor } from '../../src/modules/account/account-deletion.processor';
import { CsvUpload } from '../../src/modules/csv/entities/csv-upload.entity';
import { BankItem } from '../../src/modules/plaid/entities/bank-item.entity';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import { EditRequest } from '../../src/modules/submissions/entities/edit-request.entity';
import { Submission } from '../../src/modules/submissions/entities/submission.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { UsersService } from '../../src/modules/users/users.service';
import { uniqueAddress } from '../helpers/client-address';
import { linkBank, PUBLIC_URL } from '../helpers/plaid';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';
import { refuseToRemove } from '../helpers/refusing-storage';

const WEBHOOK_SECRET = 'whsec_ledgerleaf_deletion_test_secret';

describe('account deletion: password in the request, then one job (Stripe, Plaid, rows, files)', () => {
  let app: NestExpressApplication;
  let stripe: StripeStandIn;
  let plaid: PlaidStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    plaid = await startPlaidStandIn({ transactionsPerItem: 5 });
    app = await createTestApp({
      worker: true,
      env: {
        TRUST_PROXY: 'true',
        PUBLIC_URL,
        STRIPE_SECRET_KEY: 'sk_test_ledgerleaf',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        PLAID_CLIENT_ID: plaid.clientId,
        PLAID_SECRET: plaid.secret,
        PLAID_ENV: 'sandbox',
        PLAID_BASE_URL: plaid.url,
      },
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/stripe/webhook`);
    plaid.setWebhookUrl(`http://127.0.0.1:${port}/api/plaid/webhook`);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.stop();
    await plaid?.stop();
  });

  const db = () => app.get(DataSource);
  const storage = () => app.get(FileStorage);
  const deleteAccount = (agent: Agent, body?: object) => agent.delete('/api/user').set('X-Forwarded-For', uniqueAddress()).send(body);
  const stripeCancels = (subscriptionId: string) => stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
  const rowOf = (id: number) => db().getRepository(User).findOneBy({ id });

  /** A client with a paid subscription (checkout completed at the stand-in), a bank item and files of every kind. */
  async function clientWithEverything() {
    const { user, password } = await createUser(app);
    const agent = await loginAs(app, user.email, password);
    const checkout = await agent.post('/api/create-checkout-session').send({ plan: 'MONTHLY' }).expect(200);
    expect((await stripe.completeCheckout(String(checkout.body.url).split('/pay/')[1])).status).toBe(200);
    const { stripeSubscriptionId } = await app.get(UsersService).getById(user.id);
    expect(stripeSubscriptionId).toMatch(/^sub_/);
    const { itemId, plaidItemId } = await linkBank(app, plaid, agent);

    const save = async (name: string) => (await storage().save(Buffer.from(`file ${name}`), name)).key;
    const keys = {
      document: await save('invoice.pdf'),
      resultPdf: await save('result.pdf'),
      resultCsv: await save('result.csv'),
      editDocument: await save('fix.png'),
      csvUpload: await save('bank.csv'),
      reportTransactions: await save('transactions.csv'),
      reportSummary: await save('summary.csv'),
    };
    const submission = await db()
      .getRepository(Submission)
      .save({
        userId: user.id,
        summaryName: 'October',
        documents: [{ path: keys.document, originalName: 'invoice.pdf' }],
        resultPdfUrl: keys.resultPdf,
        resultCsvUrl: keys.resultCsv,
      });
    await db()
      .getRepository(EditRequest)
      .save({ submissionId: submission.id, description: 'Fix row 3', documents: [{ path: keys.editDocument, originalName: 'fix.png' }] });
    await db().getRepository(CsvUpload).save({ uploadedBy: user.id, fileName: 'bank.csv', filePath: keys.csvUpload });
    await db()
      .getRepository(MonthlyReport)
      .save({
        reportId: `RPT-TEST-${randomUUID()}`,
        userId: user.id,
        year: 2026,
        month: 10,
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        transactionsCsvUrl: keys.reportTransactions,
        summaryCsvUrl: keys.reportSummary,
      });
    return { user, password, agent, subscriptionId: stripeSubscriptionId!, itemId, plaidItemId, submissionId: submission.id, keys };
  }

  it('refuses a missing or wrong password with 400 on the password field, and nothing is lost', async () => {
    const client = await clientWithEverything();
    const missing = await deleteAccount(client.agent).expect(400);
    expect(missing.body.fields).toEqual({ password: [ACCOUNT_MESSAGES.passwordNeededToDelete] });
    const empty = await deleteAccount(client.agent, { password: '' }).expect(400);
    expect(empty.body.fields).toEqual({ password: [ACCOUNT_MESSAGES.passwordNeededToDelete] });
    const wrong = await deleteAccount(client.agent, { password: 'not-the-password' }).expect(400);
    expect(wrong.body.fields).toEqual({ password: [ACCOUNT_MESSAGES.deletePasswordWrong] });

    await client.agent.get('/api/user').expect(200);
    await loginAs(app, client.user.email, client.password);
    expect((await rowOf(client.user.id))?.deletionRequestedAt).toBeNull();
    expect(stripeCancels(client.subscriptionId)).toHaveLength(0);
    expect(stripe.subscriptions.get(client.subscriptionId)?.status).toBe('active');
    expect(plaid.items.get(client.plaidItemId)?.removed).toBe(false);
    expect(await db().getRepository(BankItem).countBy({ id: client.itemId })).toBe(1);
    expect(await db().getRepository(Submission).countBy({ userId: client.user.id })).toBe(1);
    for (const key of Object.values(client.keys)) expect(await storage().exists(key)).toBe(true);
  });

  it('logs out everywhere at once, then the job cancels the subscription, removes the bank item, the rows and the files', async () => {
    const client = await clientWithEverything();
    const otherDevice = await loginAs(app, client.user.email, client.password);
    const { user: bystander } = await createUser(app);
    const bystanderFile = (await storage().save(Buffer.from('keep'), 'keep.pdf')).key;
    await db()
      .getRepository(Submission)
      .save({ userId: bystander.id, summaryName: 'Keep', documents: [{ path: bystanderFile, originalName: 'keep.pdf' }] });

    const res = await deleteAccount(client.agent, { password: client.password }).expect(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });
    expect(String(res.headers['set-cookie'])).toMatch(/ledgerleaf\.sid=;/);
    // The answer came: nobody gets in any more, whatever the job has done so far.
    await client.agent.get('/api/user').expect(401);
    await otherDevice.get('/api/user').expect(401);
    await request(app.getHttpServer()).post('/api/login').send({ email: client.user.email, password: client.password }).expect(401);

    await eventually(async () => (await rowOf(client.user.id)) === null);
    expect(stripeCancels(client.subscriptionId)).toHaveLength(1);
    expect(stripe.subscriptions.get(client.subscriptionId)?.status).toBe('canceled');
    expect(plaid.items.get(client.plaidItemId)?.removed).toBe(true);
    expect(await db().getRepository(BankItem).countBy({ id: client.itemId })).toBe(0);
    const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM bank_transactions WHERE user_id = $1`, [client.user.id]);
    expect(n).toBe(0);
    expect(await db().getRepository(Submission).countBy({ userId: client.user.id })).toBe(0);
    expect(await db().getRepository(EditRequest).countBy({ submissionId: client.submissionId })).toBe(0);
    expect(await db().getRepository(CsvUpload).countBy({ uploadedBy: client.user.id })).toBe(0);
    expect(await db().getRepository(MonthlyReport).countBy({ userId: client.user.id })).toBe(0);
    for (const key of Object.values(client.keys)) await eventually(async () => !(await storage().exists(key)));

    expect(await storage().exists(bystanderFile)).toBe(true);
    expect(await db().getRepository(Submission).countBy({ userId: bystander.id })).toBe(1);

    // A second run of the job (a retry) finds nothing to do and calls Stripe no more.
    await app.get(AccountDeletionProcessor).deleteAccount({ userId: client.user.id });
    expect(stripeCancels(client.subscriptionId)).toHaveLength(1);
  });

  it('finishes a retried deletion whose subscription Stripe already canceled (404 counts as done)', async () => {
    const client = await clientWithEverything();
    // As if an earlier attempt canceled at Stripe, then failed before recording it.
    stripe.subscriptions.get(client.subscriptionId)!.status = 'canceled';
    await app.get(UsersService).markForDeletion(client.user.id);
    await app.get(AccountDeletionProcessor).deleteAccount({ userId: client.user.id });
    expect(stripeCancels(client.subscriptionId)).toHaveLength(1);
    expect(await rowOf(client.user.id)).toBeNull();
    expect(plaid.items.get(client.plaidItemId)?.removed).toBe(true);
  });

  it('keeps the bank item and its sealed token while Plaid cannot remove it, and finishes on a later try', async () => {
    const client = await clientWithEverything();
    await app.get(UsersService).markForDeletion(client.user.id);
    plaid.failOnce('INTERNAL_SERVER_ERROR', { path: '/item/remove' });
    await expect(app.get(AccountDeletionProcessor).deleteAccount({ userId: client.user.id })).rejects.toThrow(/not yet removed at Plaid/);
    expect(plaid.items.get(client.plaidItemId)?.removed).toBe(false);
    const kept = await db().getRepository(BankItem).findOneByOrFail({ id: client.itemId });
    expect(kept.accessTokenEncrypted).toBeTruthy();
    expect(await rowOf(client.user.id)).not.toBeNull();
    for (const key of Object.values(client.keys)) expect(await storage().exists(key)).toBe(true);

    // The retry: Plaid answers, everything goes.
    await app.get(AccountDeletionProcessor).deleteAccount({ userId: client.user.id });
    expect(plaid.items.get(client.plaidItemId)?.removed).toBe(true);
    expect(await db().getRepository(BankItem).countBy({ id: client.itemId })).toBe(0);
    expect(await rowOf(client.user.id)).toBeNull();
  });

  it('counts an item Plaid no longer knows (ITEM_NOT_FOUND) as removed', async () => {
    const client = await clientWithEverything();
    await app.get(UsersService).markForDeletion(client.user.id);
    plaid.failOnce('ITEM_NOT_FOUND', { path: '/item/remove' });
    await app.get(AccountDeletionProcessor).deleteAccount({ userId: client.user.id });
    expect(await db().getRepository(BankItem).countBy({ id: client.itemId })).toBe(0);
    expect(await rowOf(client.user.id)).toBeNull();
  });

  it('lists the files in the transaction that deletes the rows: a file storage refuses stays listed for the purge job', async () => {
    const client = await clientWithEverything();
    await app.get(UsersService).markForDeletion(client.user.id);
    const stuck = client.keys.reportSummary;
    const remove = refuseToRemove(storage(), stuck);
    await app.get(AccountDeletionProcessor).deleteAccount({ userId: client.user.id });
    remove.mockRestore();
    expect(await rowOf(client.user.id)).toBeNull();
    for (const key of Object.values(client.keys)) expect(await storage().exists(key)).toBe(key === stuck);
    const listed = () => db().query('SELECT key FROM stored_file_deletions WHERE key = ANY($1)', [Object.values(client.keys)]);
    expect(await listed()).toEqual([{ key: stuck }]);
    // What the purge job does with it on a later pass (the job itself: reconcile.e2e-spec).
    expect(await app.get(StoredFileDeletions).removeNow([stuck])).toEqual([]);
    expect(await storage().exists(stuck)).toBe(false);
    expect(await listed()).toEqual([]);
  });

  // Last: it stops the Stripe stand-in.
  it('keeps everything when Stripe cannot be reached: the job fails (and is retried) before anything is removed', async () => {
    const client = await clientWithEverything();
    await app.get(UsersService).markForDeletion(client.user.id);
    await stripe.stop();
    await expect(app.get(AccountDeletionProcessor).deleteAccount({ userId: client.user.id })).rejects.toThrow();
    expect(await rowOf(client.user.id)).not.toBeNull();
    expect(plaid.items.get(client.plaidItemId)?.removed).toBe(false);
    expect(await db().getRepository(BankItem).countBy({ id: client.itemId })).toBe(1);
    for (const key of Object.values(client.keys)) expect(await storage().exists(key)).toBe(true);
  });
});
