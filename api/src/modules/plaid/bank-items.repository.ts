import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BankItemStatus } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountVisibility } from './entities/account-visibility.entity';
import type { BankAccount } from './entities/bank-account.entity';
import { BankItem } from './entities/bank-item.entity';

/** An account row as the accounts query answers it: the entity's fields, the item's bank and the client's visibility. */
export type BankAccountRow = BankAccount & { institution_name: string | null; is_hidden: boolean | null };

/**
 * The SQL of linked banks: bank_items (sync requests, the cursor a sync claims, the
 * health a webhook or a sync records), their bank_accounts and the client's
 * account_visibility. Plain reads and writes of one entity stay TypeORM repository calls
 * in the services.
 */
@Injectable()
export class BankItemsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The SQL of the user's accounts with visibility and counts (also run by the benchmark). */
  static accountsSql(oneItem: boolean): string {
    return `SELECT a.id, a.account_id AS "accountId", a.bank_item_id AS "bankItemId", a.name, a.mask, a.type, a.subtype, a.created_at AS "createdAt",
              a.transaction_count AS "transactionCount", i.institution_name, v.is_hidden
       FROM bank_accounts a
       JOIN bank_items i ON i.id = a.bank_item_id
       LEFT JOIN account_visibility v ON v.user_id = i.user_id AND v.account_id = a.account_id
       WHERE i.user_id = $1 ${oneItem ? 'AND i.id = $2' : ''}
       ORDER BY i.created_at, i.id, a.name, a.id`;
  }

  /** Every account of the user, or of one of their items, in the order the profile lists them. */
  accountsOf(userId: number, itemId?: number): Promise<BankAccountRow[]> {
    return this.db.query(BankItemsRepository.accountsSql(itemId !== undefined), itemId !== undefined ? [userId, itemId] : [userId]);
  }

  /** Plaid account ids the user hides, of accounts they still have. */
  async hiddenAccountIds(userId: number): Promise<string[]> {
    const rows: { account_id: string }[] = await this.db.query(
      `SELECT v.account_id FROM account_visibility v
       JOIN bank_accounts a ON a.account_id = v.account_id
       JOIN bank_items i ON i.id = a.bank_item_id AND i.user_id = v.user_id
       WHERE v.user_id = $1 AND v.is_hidden ORDER BY v.account_id`,
      [userId],
    );
    return rows.map((r) => r.account_id);
  }

  /** Whether the Plaid account belongs to one of the user's items. */
  async ownsAccount(userId: number, accountId: string): Promise<boolean> {
    const owned: unknown[] = await this.db.query(
      `SELECT 1 FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id WHERE a.account_id = $1 AND i.user_id = $2`,
      [accountId, userId],
    );
    return owned.length > 0;
  }

  /** The user's account by its Plaid id: its row id (the ledger's account_ref) and whether it is hidden; null when not theirs. */
  async ownedAccount(userId: number, accountId: string): Promise<{ id: number; isHidden: boolean } | null> {
    const [row]: { id: number; isHidden: boolean }[] = await this.db.query(
      `SELECT a.id, coalesce(v.is_hidden, false) AS "isHidden" FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id
         LEFT JOIN account_visibility v ON v.user_id = i.user_id AND v.account_id = a.account_id
        WHERE a.account_id = $1 AND i.user_id = $2`,
      [accountId, userId],
    );
    return row ?? null;
  }

  /** Hides or shows an account for the user (insert or update). */
  async setVisibility(userId: number, accountId: string, isHidden: boolean): Promise<void> {
    await this.db
      .createQueryBuilder()
      .insert()
      .into(AccountVisibility)
      .values({ userId, accountId, isHidden })
      .orUpdate(['is_hidden', 'updated_at'], ['user_id', 'account_id'])
      .execute();
  }

  /** Deletes the visibility rows of an item's accounts, on the caller's transaction. */
  async deleteVisibilityOfItem(manager: EntityManager, itemId: number, userId: number): Promise<void> {
    await manager.query(`DELETE FROM account_visibility v USING bank_accounts a WHERE a.bank_item_id = $1 AND v.account_id = a.account_id AND v.user_id = $2`, [
      itemId,
      userId,
    ]);
  }

  /** Records that the item should sync (now). */
  async requestSync(itemId: number): Promise<void> {
    await this.db.query('UPDATE bank_items SET sync_requested_at = now() WHERE id = $1', [itemId]);
  }

  /** When the item's sync was last asked for, as PostgreSQL text (microseconds kept); null when none is in progress. */
  async syncRequestedAt(itemId: number): Promise<string | null> {
    const rows: { at: string | null }[] = await this.db.query('SELECT sync_requested_at::text AS at FROM bank_items WHERE id = $1', [itemId]);
    return rows[0]?.at ?? null;
  }

  /** Clears the request, unless it was asked for again after `requestedAt`. */
  async clearSyncRequest(itemId: number, requestedAt: string): Promise<void> {
    await this.db.query('UPDATE bank_items SET sync_requested_at = NULL WHERE id = $1 AND sync_requested_at <= $2::timestamptz', [itemId, requestedAt]);
  }

  /** Items whose sync was asked for and has not ended, oldest request first (revoked items never sync). */
  async itemsAwaitingSync(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id FROM bank_items WHERE sync_requested_at IS NOT NULL AND status <> 'revoked' ORDER BY sync_requested_at`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Saves the item's new cursor if it still has `startCursor` (taking the row lock, on the
   * caller's transaction): false when another run saved a cursor meanwhile.
   */
  async claimCursor(manager: EntityManager, itemId: number, startCursor: string | null, cursor: string | null): Promise<boolean> {
    const claimed = await manager
      .createQueryBuilder()
      .update(BankItem)
      .set({ transactionsCursor: cursor, lastSyncedAt: () => 'now()' })
      .where('id = :itemId AND transactions_cursor IS NOT DISTINCT FROM :startCursor', { itemId, startCursor })
      .execute();
    return (claimed.affected ?? 0) > 0;
  }

  /** Marks a non-revoked item as needing reconnection with Plaid's code. */
  async markNeedsReconnection(manager: EntityManager, itemId: number, errorCode: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(BankItem)
      .set({ status: BankItemStatus.NEEDS_RECONNECTION, errorCode })
      .where('id = :itemId AND status <> :revoked', { itemId, revoked: BankItemStatus.REVOKED })
      .execute();
  }

  /**
   * Claims the reconnect e-mail of the item's current break: true once per break (the
   * conditional update takes the row lock, so of two concurrent deliveries one wins).
   */
  async claimReconnectEmail(manager: EntityManager, itemId: number): Promise<boolean> {
    const claimed = await manager
      .createQueryBuilder()
      .update(BankItem)
      .set({ reconnectEmailSentAt: () => 'now()' })
      .where('id = :itemId AND reconnect_email_sent_at IS NULL AND status = :status', { itemId, status: BankItemStatus.NEEDS_RECONNECTION })
      .execute();
    return (claimed.affected ?? 0) > 0;
  }

  /** A non-revoked item is active again: no error, the next break owes a new e-mail. */
  async markRepaired(manager: EntityManager, itemId: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(BankItem)
      .set({ status: BankItemStatus.ACTIVE, errorCode: null, reconnectEmailSentAt: null })
      .where('id = :itemId AND status <> :revoked', { itemId, revoked: BankItemStatus.REVOKED })
      .execute();
  }
}
