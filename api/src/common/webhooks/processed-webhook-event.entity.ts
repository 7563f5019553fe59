import { enumValues, WebhookProvider } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One row per provider event handled (Stripe, Plaid), so a replayed webhook changes nothing: see WebhookInbox. */
@Entity('processed_webhook_events')
@Index(['provider', 'eventId'], { unique: true })
export class ProcessedWebhookEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'enum', enum: enumValues(WebhookProvider), enumName: 'webhook_provider' })
  provider: WebhookProvider;

  @Column({ type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  eventType: string;

  @CreateDateColumn({ type: 'timestamptz' })
  processedAt: Date;
}
