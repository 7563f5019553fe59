import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MetricsRegistry } from '../../common/metrics/metrics.registry';

/**
 * The outbox backlog, counted in PostgreSQL at scrape time: mail waiting to be delivered
 * (a growing number means SMTP is refusing or the mail queue is stuck), mail given up, and
 * how long the oldest waiting message has waited. A database away leaves them out of that
 * scrape rather than failing it.
 */
@Injectable()
export class MailOutboxMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsRegistry,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    const db = this.db;
    this.metrics.gauge({
      name: 'ledgerleaf_mail_outbox_messages',
      help: 'E-mails in the outbox: queued (not yet delivered) or failed (given up after the last try)',
      labelNames: ['state'],
      async collect() {
        this.reset();
        try {
          const [row]: { queued: number; failed: number }[] = await db.query(
            'SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS queued, count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed FROM mail_outbox',
          );
          this.set({ state: 'queued' }, row.queued);
          this.set({ state: 'failed' }, row.failed);
        } catch {
          // PostgreSQL away: /api/health/ready says so; this scrape goes without the figure.
        }
      },
    });
    this.metrics.gauge({
      name: 'ledgerleaf_mail_outbox_oldest_seconds',
      help: 'Age of the oldest e-mail still waiting in the outbox (0 when none waits)',
      async collect() {
        this.reset();
        try {
          const [row]: { age: number }[] = await db.query('SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age FROM mail_outbox WHERE failed_at IS NULL');
          this.set(row.age);
        } catch {
          // as above
        }
      },
    });
  }
}
