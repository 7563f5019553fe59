import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BankItemStatus } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { JobQueue } from '../../common/jobs/job-queue';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { BankItemsRepository } from './bank-items.repository';
import { businessDay } from '../../common/time/business-time';
import { OpeningsService } from '../books/openings.service';
import { plaidStatementBalances, removeTransactions, upsertAccounts, upsertTransactions } from './bank-writes';
import { accessTokenContext, BankItem } from './entities/bank-item.entity';
import { ItemHealthService, RECONNECT_CODES } from './item-health.service';
import { PlaidAdapter, PlaidCallError, type PlaidAccount, type PlaidRemovedTransaction, type PlaidTransaction } from './plaid.adapter';
import { BANK_SYNC, bankSyncJobId } from './plaid.jobs';

/** Plaid's largest /transactions/sync page. */
export const SYNC_PAGE_SIZE = 500;
/** Restarts from the saved cursor after TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION. */
const MAX_PAGINATION_RESTARTS = 3;

export interface SyncOutcome {
  status: 'synced' | 'needs_reconnection' | 'skipped';
  added: number;
  modified: number;
  removed: number;
  pages: number;
  restarts: number;
  /** The item's client, once its rows were written (their months are in ledger_changes by the ledger's triggers). */
  userId?: number;
}

/**
 * The bank sync, run by the bank-sync job (BankSyncProcessor): pulls an item's changes
 * with /transactions/sync (pages of 500 until has_more is false), then applies added,
 * modified and removed rows and the new cursor in one database transaction. A page that
 * fails leaves the saved cursor untouched, so the next run starts from where the last
 * complete sync ended.
 */
@Injectable()
export class BankSyncService {
  private readonly logger = new Logger('BankSync');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bankItems: BankItemsRepository,
    private readonly plaid: PlaidAdapter,
    private readonly secrets: SecretBox,
    private readonly health: ItemHealthService,
    private readonly jobs: JobQueue,
    private readonly openings: OpeningsService,
  ) {}

  /**
   * Records that the item should sync, then queues the job; while one waits or runs for the
   * item, another request merges into it (a run that started before the request syncs once
   * more before it ends).
   */
  async enqueue(itemId: number): Promise<void> {
    await this.bankItems.requestSync(itemId);
    await this.jobs.enqueue(BANK_SYNC, { itemId }, { jobId: bankSyncJobId(itemId), rerunAfterFinish: true });
  }

  /** When the item's sync was last asked for, as PostgreSQL text (microseconds kept); null when none is in progress. */
  syncRequestedAt(itemId: number): Promise<string | null> {
    return this.bankItems.syncRequestedAt(itemId);
  }

  /**
   * A run covered the requests up to `requestedAt` (or gave up): the sync is no longer in
   * progress, unless it was asked for again meanwhile (false: sync once more).
   */
  async syncEnded(itemId: number, requestedAt: string | null): Promise<boolean> {
    if (requestedAt === null) return true;
    await this.bankItems.clearSyncRequest(itemId, requestedAt);
    return (await this.syncRequestedAt(itemId)) === null;
  }

  /** For the reconciler: every item whose sync was asked for and has not ended (revoked items never sync). */
  @Reconciles(BANK_SYNC)
  async inProgress(): Promise<InProgressWork<{ itemId: number }>[]> {
    const ids = await this.bankItems.itemsAwaitingSync();
    // a sync that kills its worker is dropped like one whose last try failed: the next webhook or refresh asks again
    return ids.map((id) => ({ jobId: bankSyncJobId(id), payload: { itemId: id }, giveUp: () => this.syncEnded(id, 'infinity') }));
  }

  async syncItem(itemId: number): Promise<SyncOutcome> {
    const outcome: SyncOutcome = { status: 'skipped', added: 0, modified: 0, removed: 0, pages: 0, restarts: 0 };
    const item = await this.dataSource.getRepository(BankItem).findOneBy({ id: itemId });
    if (!item || item.status === BankItemStatus.REVOKED) return outcome;
    const accessToken = this.secrets.decrypt(item.accessTokenEncrypted, accessTokenContext(item.itemId));

    for (;;) {
      const startCursor = item.transactionsCursor;
      const added: PlaidTransaction[] = [];
      const modified: PlaidTransaction[] = [];
      const removed: PlaidRemovedTransaction[] = [];
      let accounts: PlaidAccount[] = [];
      let cursor = startCursor;
      let pages = 0;
      try {
        for (let hasMore = true; hasMore;) {
          const page = await this.plaid.syncTransactions(accessToken, cursor, SYNC_PAGE_SIZE);
          added.push(...page.added);
          modified.push(...page.modified);
          removed.push(...page.removed);
          if (page.accounts.length) accounts = page.accounts;
          cursor = page.nextCursor;
          hasMore = page.hasMore;
          pages += 1;
        }
      } catch (error) {
        if (
          error instanceof PlaidCallError &&
          error.errorCode === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION' &&
          outcome.restarts < MAX_PAGINATION_RESTARTS
        ) {
          outcome.restarts += 1;
          this.logger.warn(`Item ${itemId}: data changed during pagination; restarting from the saved cursor (${outcome.restarts}/${MAX_PAGINATION_RESTARTS})`);
          continue;
        }
        if (error instanceof PlaidCallError && RECONNECT_CODES.has(error.errorCode)) {
          const owesEmail = await this.health.markNeedsReconnection(itemId, error.errorCode);
          if (owesEmail) await this.health.sendReconnectEmail(itemId, error.errorCode);
          return { ...outcome, status: 'needs_reconnection' };
        }
        throw error;
      }

      const applied = await this.dataSource.transaction(async (manager) => {
        // Takes the row lock and proves no other run saved a cursor meanwhile.
        if (!(await this.bankItems.claimCursor(manager, itemId, startCursor, cursor))) return false;
        const stored = await upsertAccounts(manager, itemId, accounts);
        // A posted transaction replaces its pending one (Plaid also lists it as removed).
        const replacedPending = added.map((t) => t.pending_transaction_id).filter((id): id is string => Boolean(id));
        outcome.removed = await removeTransactions(manager, stored, [...removed.map((r) => r.transaction_id), ...replacedPending]);
        const written = await upsertTransactions(manager, item.userId, stored, [...added, ...modified]);
        if (written.skipped) this.logger.warn(`Item ${itemId}: ${written.skipped} transaction(s) skipped (unknown account, bad date or amount)`);
        // the balances kept per sync day, after the rows: each proposes its account's opening from the activity now stored
        await this.openings.recordStatementBalances(plaidStatementBalances(item.userId, stored, accounts, businessDay(new Date())), manager);
        return true;
      });
      if (!applied) {
        // Another run moved the cursor first: start again from the one it saved.
        const fresh = await this.dataSource.getRepository(BankItem).findOneBy({ id: itemId });
        if (!fresh || outcome.restarts >= MAX_PAGINATION_RESTARTS) return outcome;
        item.transactionsCursor = fresh.transactionsCursor;
        outcome.restarts += 1;
        continue;
      }
      return { ...outcome, status: 'synced', userId: item.userId, added: added.length, modified: modified.length, pages };
    }
  }
}
