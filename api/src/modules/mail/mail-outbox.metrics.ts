import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { MetricsRegistry } from '../../common/metrics/metrics.registry';
import { MailOutboxRepository, type OutboxFigures } from './mail-outbox.repository';

/**
 * The outbox backlog, counted in PostgreSQL at scrape time: mail waiting to be delivered
 * (a growing number means SMTP is refusing or the mail queue is stuck), mail given up, and
 * how long the oldest waiting message has waited. A database away leaves them out of that
 * scrape rather than failing it.
 */
@Injectable()
export class MailOutboxMetrics implements OnModuleInit {
  /** One query per scrape: prom-client collects the gauges in parallel, and both must describe the same moment. */
  private reading: Promise<OutboxFigures | null> | null = null;

  constructor(
    private readonly outbox: MailOutboxRepository,
    // Absent where the mail module runs without the application's metrics (the seed CLI).
    @Optional() private readonly metrics?: MetricsRegistry,
  ) {}

  onModuleInit(): void {
    if (!this.metrics) return;
    const read = () => this.read();
    this.metrics.gauge({
      name: 'ledgerleaf_mail_outbox_messages',
      help: 'E-mails in the outbox: queued (not yet delivered) or failed (given up after the last try)',
      labelNames: ['state'],
      async collect() {
        this.reset();
        const figures = await read();
        if (!figures) return;
        this.set({ state: 'queued' }, figures.queued);
        this.set({ state: 'failed' }, figures.failed);
      },
    });
    this.metrics.gauge({
      name: 'ledgerleaf_mail_outbox_oldest_seconds',
      help: 'Age of the oldest e-mail still waiting in the outbox (0 when none waits)',
      async collect() {
        this.reset();
        const figures = await read();
        if (figures) this.set(figures.oldestSeconds);
      },
    });
  }

  private read(): Promise<OutboxFigures | null> {
    this.reading ??= this.readFigures().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readFigures(): Promise<OutboxFigures | null> {
    try {
      return await this.outbox.figures();
    } catch {
      // PostgreSQL away: /api/health/ready says so; this scrape goes without the figures.
      return null;
    }
  }
}
