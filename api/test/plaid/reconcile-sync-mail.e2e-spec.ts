import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startPlaidStandIn, type PlaidStandIn } from '../../../scripts/stand-ins/plaid.mjs';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { Reconciler } from '../../src/common/jobs/reconciler';
import { mailJobId, SEND_EMAIL } from '../../src/modules/mail/mail.jobs';
import { MailService } from '../../src/modules/mail/mail.service';
import { BANK_SYNC, bankSyncJobId } from '../../src/modules/plaid/plaid.jobs';
import { newClient, PUBLIC_URL } from '../helpers/plaid';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';
import { createTestApp, eventually, hasRedis } from '../helpers/test-app';

/**
 * Issue 17, point 2, for the last two kinds of background work: a bank item says a sync was
 * asked for (`sync_requested_at`) and the mail outbox holds each queued message until it is
 * sent; the reconciler delivers both again when the queue lost their jobs.
 */
(hasRedis() ? describe : describe.skip)('the reconciler: bank syncs and the mail outbox', () => {
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let plaid: PlaidStandIn;
  let smtp: SmtpCapture;
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    // The reconciler takes every row in progress: a database of its own keeps it off other test files' work.
    scratch = await createMigratedDatabase('reconcile_sync_mail');
    plaid = await startPlaidStandIn({ transactionsPerItem: 12 });
    smtp = await startSmtpCapture();
    app = await createTestApp({
      worker: true,
      env: {
        DATABASE_URL: scratch.url,
        PLAID_CLIENT_ID: plaid.clientId,
        PLAID_SECRET: plaid.secret,
        PLAID_BASE_URL: plaid.url,
        PUBLIC_URL,
        SMTP_URL: smtp.url,
      },
    });
    await app.listen(0, '127.0.0.1');
    plaid.setWebhookUrl(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/plaid/webhook`);
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app?.close();
    await plaid?.stop();
    await smtp?.stop();
    await scratch?.drop();
  });

  const item = async (id: number) =>
    (await db.query('SELECT sync_requested_at AS "requestedAt", last_synced_at AS "lastSyncedAt" FROM bank_items WHERE id = $1', [id]))[0] as {
      requestedAt: Date | null;
      lastSyncedAt: Date | null;
    };

  it('records a sync while it is asked for, clears it once synced, and enqueues again a sync the queue lost', async () => {
    const { agent } = await newClient(app);
    const linked = await agent
      .post('/api/plaid/set-access-token')
      .send({ public_token: plaid.createPublicToken('ins_48') })
      .expect(200);
    const id = linked.body.item.id as number;
    const total = async () => (await agent.get('/api/plaid/transactions').expect(200)).body.pagination.total as number;
    await eventually(async () => (await total()) === 12 && (await item(id)).requestedAt === null);
    const first = (await item(id)).lastSyncedAt!;

    // A webhook's sync was recorded, but its job never reached the queue (as after FLUSHALL).
    plaid.addTransactions(linked.body.item.plaidItemId, 3);
    await db.query('UPDATE bank_items SET sync_requested_at = now() WHERE id = $1', [id]);
    expect(await app.get(JobQueue).isPending(BANK_SYNC, bankSyncJobId(id))).toBe(false);

    expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
    await eventually(async () => (await total()) === 15 && (await item(id)).requestedAt === null);
    expect((await item(id)).lastSyncedAt!.getTime()).toBeGreaterThan(first.getTime());
  });

  it('keeps a queued message in the outbox until it is sent, and takes it out after', async () => {
    await app.get(MailService).enqueue({ to: 'first@example.ca', subject: 'Your report is ready', text: 'Hello' });
    const mail = await smtp.waitFor('first@example.ca');
    await eventually(async () => (await db.query(`SELECT 1 FROM mail_outbox WHERE message->>'to' = 'first@example.ca'`)).length === 0);
    expect(mail.subject).toBe('Your report is ready');
  });

  it('sends a message the outbox holds but the queue lost, once; a run after it was sent sends nothing', async () => {
    const message = { to: 'lost@example.ca', subject: 'Reconnect your bank', text: 'Hello', messageId: '<lost-1@ledgerleaf.test>', outbox: true as const };
    await db.query('INSERT INTO mail_outbox (message_id, message) VALUES ($1, $2::jsonb)', [message.messageId, JSON.stringify(message)]);
    expect(await app.get(JobQueue).isPending(SEND_EMAIL, mailJobId(message.messageId))).toBe(false);

    expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
    await smtp.waitFor('lost@example.ca');
    await eventually(async () => (await db.query('SELECT 1 FROM mail_outbox WHERE message_id = $1', [message.messageId])).length === 0);

    // The job run again (killed after sending, before the queue heard it ended): no second mail.
    await app.get(MailService).deliverQueued(message, false);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.filter((m) => m.to.includes('lost@example.ca'))).toHaveLength(1);
  });

  it('leaves a message whose last try gave up to the log, not to the reconciler', async () => {
    const message = { to: 'gone@example.ca', subject: 'x', text: 'y', messageId: '<gone-1@ledgerleaf.test>', outbox: true as const };
    await db.query('INSERT INTO mail_outbox (message_id, message, failed_at) VALUES ($1, $2::jsonb, now())', [message.messageId, JSON.stringify(message)]);
    const work = await app.get(MailService).inProgress();
    expect(work.map((w) => w.jobId)).not.toContain(mailJobId(message.messageId));
  });
});
