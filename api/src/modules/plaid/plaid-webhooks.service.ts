import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BANK_MESSAGES, WebhookProvider } from '@ledgerleaf/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { WebhookInbox } from '../../common/webhooks/webhook-inbox';
import { BankSyncService } from './bank-sync.service';
import { BankItem } from './entities/bank-item.entity';
import { ItemHealthService } from './item-health.service';
import { PlaidWebhookVerifier } from './plaid-webhook.verifier';

interface PlaidWebhookBody {
  webhook_type?: unknown;
  webhook_code?: unknown;
  item_id?: unknown;
  error?: { error_code?: unknown } | null;
}

/** What a webhook asks for after its database change commits. */
type FollowUp = { sync?: number; email?: { itemId: number; code: string } };

/**
 * POST /api/plaid/webhook. Verified first (PlaidWebhookVerifier); then, in one
 * transaction, the delivery is recorded in the webhook inbox (its id: the SHA-256 of the
 * signed claims, key id, issue time and body hash) and the item changes. A
 * replayed delivery changes nothing; a state already reached is not re-announced (one
 * e-mail per break).
 */
@Injectable()
export class PlaidWebhooksService {
  private readonly logger = new Logger('PlaidWebhooks');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inbox: WebhookInbox,
    private readonly verifier: PlaidWebhookVerifier,
    private readonly health: ItemHealthService,
    private readonly sync: BankSyncService,
  ) {}

  async handle(rawBody: Buffer | undefined, token: string | undefined): Promise<void> {
    const verified = await this.verifier.verify(rawBody, token);
    let body: PlaidWebhookBody;
    try {
      body = JSON.parse(rawBody!.toString('utf8')) as PlaidWebhookBody;
    } catch {
      throw new DomainException(DomainErrorKind.INVALID, BANK_MESSAGES.webhookInvalid);
    }
    const type = typeof body.webhook_type === 'string' ? body.webhook_type : '';
    const code = typeof body.webhook_code === 'string' ? body.webhook_code : '';
    const plaidItemId = typeof body.item_id === 'string' ? body.item_id : '';
    // What the signature vouches for, not the token's bytes: the same delivery re-encoded
    // (another ECDSA signature over the same claims) is still a replay.
    const eventId = createHash('sha256').update(`${verified.kid}.${verified.iat}.${verified.bodySha256}`).digest('hex');

    const followUp = await this.dataSource.transaction(async (manager): Promise<FollowUp | null> => {
      if (!(await this.inbox.recordOnce(WebhookProvider.PLAID, eventId, `${type}.${code}`, manager))) {
        this.logger.log(`Plaid webhook ${type}.${code} for ${plaidItemId} already processed`);
        return null;
      }
      const item = plaidItemId ? await manager.getRepository(BankItem).findOneBy({ itemId: plaidItemId }) : null;
      if (!item) {
        this.logger.warn(`Plaid webhook ${type}.${code} names no known item (${plaidItemId || 'none'}); ignored`);
        return null;
      }
      return this.apply(type, code, body, item, manager);
    });
    if (!followUp) return;
    if (followUp.sync) await this.sync.enqueue(followUp.sync);
    if (followUp.email) await this.health.sendReconnectEmail(followUp.email.itemId, followUp.email.code);
  }

  private async apply(type: string, code: string, body: PlaidWebhookBody, item: BankItem, manager: EntityManager): Promise<FollowUp> {
    this.logger.log(`Plaid webhook ${type}.${code} for item ${item.id}`);
    if (type === 'TRANSACTIONS') {
      // SYNC_UPDATES_AVAILABLE, and the older codes that also mean "new data": one sync.
      if (['SYNC_UPDATES_AVAILABLE', 'DEFAULT_UPDATE', 'INITIAL_UPDATE', 'HISTORICAL_UPDATE', 'TRANSACTIONS_REMOVED'].includes(code)) return { sync: item.id };
      return {};
    }
    if (type !== 'ITEM') return {};
    switch (code) {
      case 'ERROR': {
        const errorCode = typeof body.error?.error_code === 'string' ? body.error.error_code : 'ITEM_ERROR';
        if (errorCode !== 'ITEM_LOGIN_REQUIRED') {
          this.logger.warn(`Item ${item.id}: Plaid reports ${errorCode}`);
          return {};
        }
        return (await this.health.markNeedsReconnection(item.id, errorCode, manager)) ? { email: { itemId: item.id, code: errorCode } } : {};
      }
      case 'PENDING_EXPIRATION':
      case 'PENDING_DISCONNECT':
        return (await this.health.markNeedsReconnection(item.id, code, manager)) ? { email: { itemId: item.id, code } } : {};
      case 'LOGIN_REPAIRED':
        await this.health.markRepaired(item.id, manager);
        return { sync: item.id };
      case 'NEW_ACCOUNTS_AVAILABLE':
        await this.health.setNewAccountsAvailable(item.id, true, manager);
        return {};
      case 'USER_PERMISSION_REVOKED':
      case 'USER_ACCOUNT_REVOKED':
        await this.health.markRevoked(item.id, manager);
        return {};
      default:
        return {};
    }
  }
}
