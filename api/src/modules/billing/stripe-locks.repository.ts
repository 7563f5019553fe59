import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * PostgreSQL advisory locks that make Stripe work take turns across API processes: a
 * client's checkout (held on a connection of its own, as Stripe is called under it) and
 * one subscription's webhook events (held until the caller's transaction ends).
 */
@Injectable()
export class StripeLocks {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `run` on a connection of its own while it holds the lock named `key` (released whatever the outcome). */
  async holdWhile<T>(key: string, run: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
      try {
        return await run(runner.manager);
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Takes the subscription's lock until the caller's transaction ends. */
  async lockSubscription(manager: EntityManager, subscriptionId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`stripe-subscription:${subscriptionId}`]);
  }
}
