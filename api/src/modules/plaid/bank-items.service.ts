import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BANK_MESSAGES,
  BankItemStatus,
  type AccountVisibilityResponse,
  type BankAccountSummary,
  type BankItemSummary,
  type ConnectionHealthResponse,
  type RefreshAccountsResponse,
} from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';
import { isRowId } from '../../database/columns';
import { LedgerBankAccounts } from '../ledger/ledger-bank-accounts';
import { MonthCloseService } from '../ledger/month-close.service';
import { BankItemsRepository } from './bank-items.repository';
import { BankSyncService } from './bank-sync.service';
import { AccountVisibility } from './entities/account-visibility.entity';
import { accessTokenContext, BankItem } from './entities/bank-item.entity';
import { providerFailure } from './plaid-failure';
import { PlaidAdapter, PlaidCallError } from './plaid.adapter';

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, BANK_MESSAGES.itemNotFound);
/** Plaid's answers to /item/remove that mean the item is already gone there. */
const ITEM_GONE_AT_PLAID = ['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN'];

export function toItemSummary(item: BankItem): BankItemSummary {
  return {
    id: item.id,
    plaidItemId: item.itemId,
    institutionId: item.institutionId,
    institutionName: item.institutionName,
    status: item.status,
    newAccountsAvailable: item.newAccountsAvailable,
    errorCode: item.errorCode,
    lastSyncedAt: item.lastSyncedAt ? item.lastSyncedAt.toISOString() : null,
    createdAt: item.createdAt.toISOString(),
  };
}

/**
 * A client's linked bank items and their accounts once linked (PlaidLinkingService links
 * them): listing, visibility, refresh, disconnect and connection health. Every method
 * takes the user who asks and answers 404 for an item or account that is not theirs.
 */
@Injectable()
@OwnsUserData()
export class BankItemsService implements UserDataOwner, OnModuleInit {
  private readonly logger = new Logger('Plaid');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BankItemsRepository,
    private readonly plaid: PlaidAdapter,
    private readonly secrets: SecretBox,
    private readonly sync: BankSyncService,
    private readonly ledgerAccounts: LedgerBankAccounts,
    private readonly monthClose: MonthCloseService,
  ) {}

  /** The ledger reads which bank accounts are hidden through its port; plaid fills it. */
  onModuleInit(): void {
    this.ledgerAccounts.provide(this);
  }

  private get items() {
    return this.dataSource.getRepository(BankItem);
  }

  /** The user's item with this id, or 404 (also for ids no row can have). */
  async ownedItem(userId: number, itemId: number): Promise<BankItem> {
    const item = isRowId(itemId) ? await this.items.findOneBy({ id: itemId, userId }) : null;
    if (!item) throw notFound();
    return item;
  }

  async listItems(userId: number): Promise<BankItemSummary[]> {
    const items = await this.items.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return items.map(toItemSummary);
  }

  /** Every account of the user (hidden ones flagged), or of one item. */
  async accountSummaries(userId: number, itemId?: number): Promise<BankAccountSummary[]> {
    const rows = await this.repository.accountsOf(userId, itemId);
    return rows.map((r) => ({
      id: r.id,
      accountId: r.accountId,
      itemId: r.bankItemId,
      institutionName: r.institution_name,
      name: r.name,
      mask: r.mask,
      type: r.type,
      subtype: r.subtype,
      isHidden: r.is_hidden === true,
      transactionCount: r.transactionCount,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }

  /** Plaid account ids the user hides (only of accounts they still have). */
  async hiddenAccountIds(userId: number): Promise<AccountVisibilityResponse> {
    return { hiddenAccountIds: await this.repository.hiddenAccountIds(userId) };
  }

  async setVisibility(userId: number, accountId: string, isHidden: boolean): Promise<AccountVisibilityResponse> {
    const account = await this.repository.ownedAccount(userId, accountId);
    if (!account) throw new DomainException(DomainErrorKind.NOT_FOUND, BANK_MESSAGES.accountNotFound);
    // Hiding or showing takes the account's rows out of (or into) the books: refused while any of them is in a closed month.
    if (account.isHidden !== isHidden) await this.monthClose.assertAccountOpen(userId, 'bank', account.id);
    await this.repository.setVisibility(userId, accountId, isHidden);
    return this.hiddenAccountIds(userId);
  }

  /** Queues a sync of each of the user's items (the route limits it per client). */
  async refreshAccounts(userId: number): Promise<RefreshAccountsResponse> {
    if (!this.plaid.configured) throw this.plaid.configurationRequired();
    const items = await this.items.find({ where: { userId }, order: { id: 'ASC' } });
    const syncable = items.filter((i) => i.status !== BankItemStatus.REVOKED);
    for (const item of syncable) await this.sync.enqueue(item.id);
    return { message: syncable.length ? BANK_MESSAGES.refreshQueued : BANK_MESSAGES.noItemsToRefresh, queued: syncable.length };
  }

  /** /item/remove at Plaid, then the item, its accounts, transactions and visibility rows. */
  async deleteItem(userId: number, itemId: number): Promise<void> {
    const item = await this.ownedItem(userId, itemId);
    await this.removeItemAtPlaid(item).catch((error: unknown) => {
      throw providerFailure(error);
    });
    await this.deleteItemRows(item);
    this.logger.log(`User ${userId} disconnected item ${item.id}`);
  }

  /**
   * /item/remove at Plaid. Done when Plaid removed it or says it no longer exists
   * (ITEM_NOT_FOUND, an access token it no longer knows); any other failure throws.
   */
  private async removeItemAtPlaid(item: BankItem): Promise<void> {
    if (!this.plaid.configured) {
      this.logger.warn(`Plaid is not configured: item ${item.id} removed here only`);
      return;
    }
    try {
      await this.plaid.removeItem(this.secrets.decrypt(item.accessTokenEncrypted, accessTokenContext(item.itemId)));
    } catch (error) {
      if (error instanceof PlaidCallError && ITEM_GONE_AT_PLAID.includes(error.errorCode)) return;
      throw error;
    }
  }

  private async deleteItemRows(item: BankItem): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.repository.deleteVisibilityOfItem(manager, item.id, item.userId);
      // Accounts and transactions go with the item (ON DELETE CASCADE).
      await manager.getRepository(BankItem).delete({ id: item.id });
    });
  }

  /**
   * Account deletion: removes every item of the user at Plaid and deletes its item,
   * account, transaction and visibility rows. An item Plaid could not remove keeps its row
   * (and so its sealed access token) and this throws, so the deletion job is retried
   * until Plaid removes it or says it no longer exists: the bank's consent is never left
   * open behind a deleted account.
   */
  async forgetUser(userId: number): Promise<void> {
    const items = await this.items.find({ where: { userId } });
    let kept = 0;
    for (const item of items) {
      try {
        await this.removeItemAtPlaid(item);
      } catch (error) {
        kept++;
        this.logger.warn(
          `Item ${item.id}: /item/remove failed (${error instanceof Error ? error.message : String(error)}); kept with its sealed token until Plaid removes it`,
        );
        continue;
      }
      await this.deleteItemRows(item);
    }
    if (kept) throw new Error(`User ${userId}: ${kept} of ${items.length} bank item(s) not yet removed at Plaid`);
    await this.dataSource.getRepository(AccountVisibility).delete({ userId });
    if (items.length) this.logger.log(`User ${userId}: ${items.length} bank item(s) removed`);
  }

  async connectionHealth(userId: number): Promise<ConnectionHealthResponse> {
    const items = await this.items.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return {
      needsReconnection: items.filter((i) => i.status === BankItemStatus.NEEDS_RECONNECTION).length,
      items: items.map((i) => ({
        itemId: i.id,
        institutionName: i.institutionName,
        status: i.status,
        newAccountsAvailable: i.newAccountsAvailable,
        errorCode: i.errorCode,
      })),
    };
  }
}
