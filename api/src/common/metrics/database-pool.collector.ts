import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { MetricsRegistry } from './metrics.registry';

/** TypeORM's pg pool of this process, read at scrape time: connections in use and idle, callers waiting for one. */
@Injectable()
export class DatabasePoolCollector implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const pool = () => (this.dataSource.driver as unknown as { master?: Pool }).master;
    this.metrics.gauge({
      name: 'ledgerleaf_db_pool_connections',
      help: "PostgreSQL connections of this process's pool: in_use (lent to a query or transaction) or idle",
      labelNames: ['state'],
      collect() {
        const current = pool();
        if (!current) return;
        this.set({ state: 'in_use' }, current.totalCount - current.idleCount);
        this.set({ state: 'idle' }, current.idleCount);
      },
    });
    this.metrics.gauge({
      name: 'ledgerleaf_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection in this process (the pool is exhausted while above 0)',
      collect() {
        this.set(pool()?.waitingCount ?? 0);
      },
    });
    this.metrics.gauge({
      name: 'ledgerleaf_db_pool_max',
      help: "The size limit of this process's PostgreSQL pool",
      collect() {
        this.set(pool()?.options.max ?? 0);
      },
    });
  }
}
