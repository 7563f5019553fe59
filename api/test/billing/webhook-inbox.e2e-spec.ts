import { randomUUID } from 'node:crypto';
import { WebhookProvider } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { WebhookInbox } from '../../src/common/webhooks/webhook-inbox';
import { typeormOptions } from '../../src/database/typeorm-options';

describe('the webhook inbox (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let inbox: WebhookInbox;

  beforeAll(async () => {
    dataSource = await new DataSource({ ...typeormOptions(process.env.DATABASE_URL!), logging: false }).initialize();
    inbox = new WebhookInbox(dataSource);
  });
  afterAll(() => dataSource.destroy());

  const rowsOf = async (eventId: string) =>
    (await dataSource.query(`SELECT provider, event_type AS "eventType" FROM processed_webhook_events WHERE event_id = $1 ORDER BY provider`, [eventId])) as {
      provider: string;
      eventType: string;
    }[];

  it('records an event the first time and not twice', async () => {
    const eventId = `evt_${randomUUID()}`;
    expect(await inbox.recordOnce(WebhookProvider.STRIPE, eventId, 'checkout.session.completed')).toBe(true);
    expect(await inbox.recordOnce(WebhookProvider.STRIPE, eventId, 'checkout.session.completed')).toBe(false);
    expect(await rowsOf(eventId)).toEqual([{ provider: 'stripe', eventType: 'checkout.session.completed' }]);
  });

  it('keeps the same event id from two providers apart', async () => {
    const eventId = `evt_${randomUUID()}`;
    expect(await inbox.recordOnce(WebhookProvider.STRIPE, eventId, 'customer.subscription.updated')).toBe(true);
    expect(await inbox.recordOnce(WebhookProvider.PLAID, eventId, 'ITEM.ERROR')).toBe(true);
    expect(await rowsOf(eventId)).toHaveLength(2);
  });

  it('forgets an event whose transaction rolled back, so the redelivery is applied', async () => {
    const eventId = `evt_${randomUUID()}`;
    await expect(
      dataSource.transaction(async (manager) => {
        expect(await inbox.recordOnce(WebhookProvider.PLAID, eventId, 'TRANSACTIONS.SYNC_UPDATES_AVAILABLE', manager)).toBe(true);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(eventId)).toEqual([]);
    await dataSource.transaction(async (manager) => {
      expect(await inbox.recordOnce(WebhookProvider.PLAID, eventId, 'TRANSACTIONS.SYNC_UPDATES_AVAILABLE', manager)).toBe(true);
    });
    expect(await inbox.recordOnce(WebhookProvider.PLAID, eventId, 'TRANSACTIONS.SYNC_UPDATES_AVAILABLE')).toBe(false);
  });

  it('stores a long event type cut to its column', async () => {
    const eventId = `evt_${randomUUID()}`;
    expect(await inbox.recordOnce(WebhookProvider.PLAID, eventId, `ITEM.${'X'.repeat(200)}`)).toBe(true);
    expect((await rowsOf(eventId))[0].eventType).toHaveLength(100);
  });
});
