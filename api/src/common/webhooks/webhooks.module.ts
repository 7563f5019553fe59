import { Module } from '@nestjs/common';
import { WebhookInbox } from './webhook-inbox';

/** The webhook inbox, imported by the modules that receive provider webhooks (billing, plaid). */
@Module({
  providers: [WebhookInbox],
  exports: [WebhookInbox],
})
export class WebhooksModule {}
