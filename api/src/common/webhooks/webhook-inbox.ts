import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WebhookProvider } from '@ledgerleaf/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { ProcessedWebhookEvent } from './processed-webhook-event.entity';

/** The event type column's length: a longer type is stored cut (it only helps reading the table). */
const EVENT_TYPE_LENGTH = 100;

/**
 * The webhook inbox: every provider event handled is recorded once, by provider and event
 * id, so a replayed or concurrently duplicated delivery changes nothing. Stripe (billing)
 * and Plaid both go through it.
 */
@Injectable()
export class WebhookInbox {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records the event (insert … on conflict do nothing) and answers whether this is its
   * first delivery. Pass the transaction that applies the event: the record then commits
   * (or rolls back) with the change, and a concurrent duplicate waits on the unique index
   * until it does.
   */
  async recordOnce(provider: WebhookProvider, eventId: string, eventType: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProcessedWebhookEvent)
      .values({ provider, eventId, eventType: eventType.slice(0, EVENT_TYPE_LENGTH) })
      .orIgnore()
      .returning('id')
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }
}
