import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BankItemStatus } from '@ledgerleaf/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { mailText, recipientLocale } from '../mail/mail-texts';
import { UsersService } from '../users/users.service';
import { BankItemsRepository } from './bank-items.repository';
import { BankItem } from './entities/bank-item.entity';

/** Plaid codes that mean "the user must log in again at the bank" (or will have to soon). */
export const RECONNECT_CODES = new Set([
  'ITEM_LOGIN_REQUIRED',
  'PENDING_EXPIRATION',
  'PENDING_DISCONNECT',
  'ACCESS_NOT_GRANTED',
  'NO_ACCOUNTS',
  'INSUFFICIENT_CREDENTIALS',
  'USER_SETUP_REQUIRED',
  'MFA_NOT_SUPPORTED',
]);

/**
 * The health of a bank item: needs reconnection (with one e-mail per break), repaired,
 * revoked, new accounts offered. Used by webhooks, the sync job and update mode.
 */
@Injectable()
export class ItemHealthService {
  private readonly logger = new Logger('BankHealth');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bankItems: BankItemsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Marks the item as needing the user. Returns whether this break still owes the user
   * an e-mail (true once per break); call `sendReconnectEmail` after the transaction commits.
   */
  async markNeedsReconnection(itemId: number, errorCode: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    await this.bankItems.markNeedsReconnection(manager, itemId, errorCode);
    // Of two concurrent deliveries, one e-mails.
    return this.bankItems.claimReconnectEmail(manager, itemId);
  }

  async markRepaired(itemId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.bankItems.markRepaired(manager, itemId);
  }

  async markRevoked(itemId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(BankItem).update({ id: itemId }, { status: BankItemStatus.REVOKED, errorCode: 'USER_PERMISSION_REVOKED' });
  }

  async setNewAccountsAvailable(itemId: number, available: boolean, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(BankItem).update({ id: itemId }, { newAccountsAvailable: available });
  }

  /** Queues the "reconnect your bank" e-mail. Never throws: the state change is what matters. */
  async sendReconnectEmail(itemId: number, errorCode: string): Promise<void> {
    try {
      const item = await this.dataSource.getRepository(BankItem).findOneBy({ id: itemId });
      const user = item ? await this.users.findById(item.userId) : null;
      if (!item || !user) return;
      const locale = recipientLocale(user);
      const bank = item.institutionName ?? mailText(locale, 'reconnect.yourBank');
      const ahead = errorCode === 'PENDING_EXPIRATION' || errorCode === 'PENDING_DISCONNECT';
      const link = `${this.config.publicUrl}/dashboard?tab=profile`;
      await this.mail.enqueue({
        to: user.email,
        subject: mailText(locale, 'reconnect.subject', { bank }),
        text: [
          mailText(locale, 'hello', { firstName: user.firstName }),
          '',
          mailText(locale, ahead ? 'reconnect.ahead' : 'reconnect.stopped', { bank }),
          mailText(locale, 'reconnect.open', { bank, link }),
          '',
          mailText(locale, 'reconnect.until'),
          '',
          mailText(locale, 'reconnect.signature'),
        ].join('\n'),
      });
      this.logger.log(`Item ${itemId} (${errorCode}): reconnect e-mail queued for user ${user.id}`);
    } catch (error) {
      this.logger.error(`Item ${itemId}: could not queue the reconnect e-mail: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
