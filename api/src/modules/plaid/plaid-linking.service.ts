import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BANK_MESSAGES, type BankItemSummary, type LinkTokenResponse, type SetAccessTokenResponse } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { BankItemsService, toItemSummary } from './bank-items.service';
import { BankSyncService } from './bank-sync.service';
import { businessDay } from '../../common/time/business-time';
import { OpeningsService } from '../books/openings.service';
import { plaidStatementBalances, upsertAccounts } from './bank-writes';
import { accessTokenContext, BankItem } from './entities/bank-item.entity';
import { ItemHealthService } from './item-health.service';
import { providerFailure } from './plaid-failure';
import { PlaidAdapter, PlaidCallError, type PlaidAccount } from './plaid.adapter';

/** Same institution login: the same institution with the same set of accounts (name, mask, subtype). */
const accountsFingerprint = (accounts: { name: string; mask: string | null; subtype: string | null }[]) =>
  accounts
    .map((a) => `${a.name}|${a.mask ?? ''}|${a.subtype ?? ''}`)
    .sort()
    .join(';');

/**
 * Linking a client's bank through Plaid Link: link tokens, the public-token exchange, and
 * update mode (reconnect) for an item already linked. What happens to an item once
 * linked is BankItemsService's.
 */
@Injectable()
export class PlaidLinkingService {
  private readonly logger = new Logger('Plaid');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plaid: PlaidAdapter,
    private readonly secrets: SecretBox,
    private readonly sync: BankSyncService,
    private readonly health: ItemHealthService,
    private readonly bankItems: BankItemsService,
    private readonly openings: OpeningsService,
  ) {}

  async createLinkToken(userId: number): Promise<LinkTokenResponse> {
    try {
      const { linkToken, expiration } = await this.plaid.createLinkToken({ userId });
      return { link_token: linkToken, expiration };
    } catch (error) {
      throw providerFailure(error);
    }
  }

  /**
   * Exchanges Link's public token, stores the access token encrypted with the item and
   * its accounts, and queues the first sync. The same institution login linked again
   * keeps the existing item (the new one is removed at Plaid).
   */
  async setAccessToken(userId: number, publicToken: string, institutionId?: string | null, institutionName?: string | null): Promise<SetAccessTokenResponse> {
    let exchanged: { accessToken: string; itemId: string };
    let accounts: PlaidAccount[];
    let plaidInstitutionId: string | null;
    try {
      exchanged = await this.plaid.exchangePublicToken(publicToken);
    } catch (error) {
      if (error instanceof PlaidCallError && (error.errorCode === 'INVALID_PUBLIC_TOKEN' || error.errorType === 'INVALID_INPUT')) {
        throw new DomainException(DomainErrorKind.INVALID, BANK_MESSAGES.publicTokenInvalid, { fields: { public_token: [BANK_MESSAGES.publicTokenInvalid] } });
      }
      throw providerFailure(error);
    }
    try {
      ({ accounts, institutionId: plaidInstitutionId } = await this.plaid.getAccounts(exchanged.accessToken));
    } catch (error) {
      await this.removeAtPlaid(exchanged.accessToken, 'after a failed account lookup');
      throw providerFailure(error);
    }
    const institution = plaidInstitutionId ?? institutionId ?? null;
    const name = institutionName?.trim() || (institution ? await this.plaid.institutionName(institution).catch(() => null) : null);

    const duplicate = await this.findSameLogin(userId, institution, accounts);
    if (duplicate) {
      await this.removeAtPlaid(exchanged.accessToken, `duplicate of item ${duplicate.id}`);
      this.logger.log(`User ${userId} linked ${institution} again; kept item ${duplicate.id}`);
      return { message: BANK_MESSAGES.linked, item: toItemSummary(duplicate), accounts: await this.bankItems.accountSummaries(userId, duplicate.id) };
    }

    const item = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(BankItem).save(
        manager.getRepository(BankItem).create({
          userId,
          itemId: exchanged.itemId,
          accessTokenEncrypted: this.secrets.encrypt(exchanged.accessToken, accessTokenContext(exchanged.itemId)),
          institutionId: institution,
          institutionName: name ? name.slice(0, 255) : null,
        }),
      );
      const stored = await upsertAccounts(manager, saved.id, accounts);
      await this.openings.recordStatementBalances(plaidStatementBalances(userId, stored, accounts, businessDay(new Date())), manager);
      return saved;
    });
    await this.sync.enqueue(item.id);
    this.logger.log(`User ${userId} linked item ${item.id} (${institution ?? 'unknown institution'}, ${accounts.length} account(s))`);
    return { message: BANK_MESSAGES.linked, item: toItemSummary(item), accounts: await this.bankItems.accountSummaries(userId, item.id) };
  }

  private async findSameLogin(userId: number, institutionId: string | null, accounts: PlaidAccount[]): Promise<BankItem | null> {
    if (!institutionId) return null;
    const candidates = await this.dataSource.getRepository(BankItem).find({ where: { userId, institutionId }, relations: { accounts: true } });
    const fingerprint = accountsFingerprint(accounts.map((a) => ({ name: a.name, mask: a.mask ?? null, subtype: a.subtype ?? null })));
    return candidates.find((c) => accountsFingerprint(c.accounts ?? []) === fingerprint) ?? null;
  }

  private async removeAtPlaid(accessToken: string, why: string): Promise<void> {
    try {
      await this.plaid.removeItem(accessToken);
    } catch (error) {
      this.logger.warn(`Could not remove an item at Plaid (${why}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** A Link token in update mode (re-login, or sharing new accounts) for one of the user's items. */
  async reconnectLinkToken(userId: number, itemId: number): Promise<LinkTokenResponse> {
    const item = await this.bankItems.ownedItem(userId, itemId);
    try {
      const { linkToken, expiration } = await this.plaid.createLinkToken({
        userId,
        accessToken: this.secrets.decrypt(item.accessTokenEncrypted, accessTokenContext(item.itemId)),
        accountSelection: item.newAccountsAvailable,
      });
      return { link_token: linkToken, expiration };
    } catch (error) {
      throw providerFailure(error);
    }
  }

  /** After update mode succeeded: the item is healthy again, its accounts re-read, a sync queued. */
  async markReconnected(userId: number, itemId: number): Promise<BankItemSummary> {
    const item = await this.bankItems.ownedItem(userId, itemId);
    const accessToken = this.secrets.decrypt(item.accessTokenEncrypted, accessTokenContext(item.itemId));
    let accounts: PlaidAccount[];
    try {
      const status = await this.plaid.getItem(accessToken);
      if (status.errorCode && status.errorCode !== 'PENDING_EXPIRATION' && status.errorCode !== 'PENDING_DISCONNECT') {
        throw new DomainException(DomainErrorKind.CONFLICT, BANK_MESSAGES.itemLoginRequired, { error_code: status.errorCode });
      }
      ({ accounts } = await this.plaid.getAccounts(accessToken));
    } catch (error) {
      throw providerFailure(error);
    }
    await this.dataSource.transaction(async (manager) => {
      const stored = await upsertAccounts(manager, item.id, accounts);
      await this.openings.recordStatementBalances(plaidStatementBalances(userId, stored, accounts, businessDay(new Date())), manager);
      await this.health.markRepaired(item.id, manager);
      await this.health.setNewAccountsAvailable(item.id, false, manager);
    });
    await this.sync.enqueue(item.id);
    return toItemSummary(await this.bankItems.ownedItem(userId, itemId));
  }
}
