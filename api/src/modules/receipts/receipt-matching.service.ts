import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RECEIPT_LIMITS, RECEIPT_MATCH_NOTES, type ReceiptMatchBy } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { isRowId } from '../../database/columns';
import { LedgerChangesService } from '../ledger/ledger-changes.service';
import { Receipt } from './entities/receipt.entity';
import { parseAmountCents } from './reading/receipt-fields';
import { ExchangeRatesService } from './exchange-rates/exchange-rates.service';
import { bankTextContradictsVendor } from './receipt-names';
import { ReceiptsRepository } from './receipts.repository';

/**
 * Links receipts to the transactions they paid. Automatically: a receipt with a total and a
 * date is matched to the one transaction of that total in its window (ReceiptsRepository
 * .candidates), unless the reader only guessed the total or the bank line names another
 * merchant (receipt-names.ts; the reason kept in `matchNote`); several (or either) → none
 * linked, the candidates kept for a person; none → waiting,
 * tried again by the ledger-changes drain whenever the client's books change (new bank rows).
 * By hand: the client or staff link any transaction of the client's books, or unlink.
 * Every link and unlink is recorded in the ledger's outbox (LedgerChangesService.recordChange)
 * in the same transaction, so the months' pending reports rebuild.
 */
@Injectable()
export class ReceiptMatchingService {
  private readonly logger = new Logger('ReceiptMatching');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repository: ReceiptsRepository,
    private readonly changes: LedgerChangesService,
    private readonly rates: ExchangeRatesService,
  ) {}

  /**
   * Sets the receipt's automatic match from its fields (not saved: the caller saves it in
   * `manager`'s transaction). A link a person made is kept; an automatic one is redone.
   */
  async autoMatch(manager: EntityManager, receipt: Receipt): Promise<void> {
    if (receipt.matchedBy === 'client' || receipt.matchedBy === 'staff') return;
    const before = receipt.ledgerEntryId;
    const beforeDate = before ? (await this.repository.entries(receipt.userId, [before], manager))[0]?.date : undefined;
    const total = receipt.fields.total.value === null ? null : parseAmountCents(receipt.fields.total.value);
    const date = receipt.fields.date.value;
    receipt.ledgerEntryId = null;
    receipt.matchedBy = null;
    receipt.candidateIds = [];
    receipt.matchNote = null;
    if (receipt.status !== 'read' || total === null || total <= 0 || !date) {
      receipt.matchState = null;
    } else {
      const currency = (receipt.fields.currency.value ?? 'CAD').toUpperCase();
      // A foreign total is converted at the Bank of Canada's rate of its day (or the nearest earlier business day); without a rate it is never linked automatically.
      const rate = currency === 'CAD' ? null : await this.rates.cadPerUnit(currency, date);
      const convertedCents = rate?.ok ? Math.round(total * rate.cadPerUnit) : null;
      const found = await this.repository.candidates(manager, {
        receiptId: receipt.id,
        userId: receipt.userId,
        date,
        totalCents: total,
        currency,
        convertedCents,
      });
      // A guessed total (RECEIPT_LIMITS.autoLinkMinTotalConfidence) is not linked: its one candidate is listed for a person.
      const guessed = receipt.fields.total.source === 'reader' && receipt.fields.total.confidence < RECEIPT_LIMITS.autoLinkMinTotalConfidence;
      // Nothing may contradict an automatic link: a bank line that plainly names another merchant is listed for a person (bench:receipts linked an unpaid receipt to another purchase of the same total).
      const vendor = receipt.fields.vendor.value;
      const bankText = found.length === 1 ? [found[0].name, found[0].merchant].filter(Boolean).join(' ') : '';
      const otherMerchant = found.length === 1 && bankTextContradictsVendor(vendor, bankText);
      if (otherMerchant) receipt.matchNote = RECEIPT_MATCH_NOTES.otherMerchant(found[0].merchant || found[0].name, vendor!);
      if (rate && !rate.ok) {
        receipt.matchNote = RECEIPT_MATCH_NOTES.noExchangeRate(currency, date, rate.reason);
        // Not yet published (or the Bank did not answer): tried again with the next bank rows. Otherwise a person picks.
        receipt.matchState = rate.reason === 'unavailable' && !found.length ? 'waiting' : 'ambiguous';
        receipt.candidateIds = found.map((c) => c.id);
      } else if (found.length === 1 && !guessed && !otherMerchant) {
        receipt.matchState = 'matched';
        receipt.ledgerEntryId = found[0].id;
        receipt.matchedBy = 'auto';
      } else {
        receipt.matchState = found.length ? 'ambiguous' : 'waiting';
        receipt.candidateIds = found.map((c) => c.id);
      }
    }
    if (before === receipt.ledgerEntryId) return;
    const dates = [beforeDate, receipt.ledgerEntryId ? (await this.repository.entries(receipt.userId, [receipt.ledgerEntryId], manager))[0]?.date : undefined];
    await this.changes.recordChange(
      manager,
      receipt.userId,
      dates.filter((d): d is string => Boolean(d)),
    );
  }

  /**
   * Tries the client's waiting receipts again (new transactions arrived): called by the
   * ledger-changes drain, a durable job, before it forgets the changes it read; running it
   * twice links nothing twice (a linked receipt is no longer waiting).
   */
  async matchWaiting(userId: number): Promise<number> {
    let linked = 0;
    for (const waiting of await this.repository.waitingOf(userId)) {
      await this.db.transaction(async (manager) => {
        const receipt = await this.repository.lock(manager, waiting.id);
        const orphaned = receipt?.matchState === 'matched' && receipt.ledgerEntryId === null;
        if (!receipt || (receipt.matchState !== 'waiting' && !orphaned)) return;
        if (orphaned) receipt.matchedBy = null;
        await this.autoMatch(manager, receipt);
        if (receipt.matchState === 'waiting' && !orphaned) return;
        await manager.getRepository(Receipt).save(receipt);
        if (receipt.matchState === 'matched') linked++;
      });
    }
    if (linked) this.logger.log(`User ${userId}: ${linked} waiting receipt(s) matched`);
    return linked;
  }

  /** Links the receipt to one of the client's transactions, by a person (`by`); false when the transaction is not the client's. */
  async link(receiptId: number, userId: number | null, transactionId: string, by: ReceiptMatchBy): Promise<Receipt | null | 'no-transaction'> {
    // An id no row can have (past the integer column) is the 404 of a missing receipt, not a query the database refuses.
    if (!isRowId(receiptId)) return null;
    return this.db.transaction(async (manager) => {
      const receipt = await this.repository.lock(manager, receiptId);
      if (!receipt || (userId !== null && receipt.userId !== userId)) return null;
      const [entry] = await this.repository.entries(receipt.userId, [transactionId], manager);
      if (!entry) return 'no-transaction';
      const dates = [entry.date];
      if (receipt.ledgerEntryId && receipt.ledgerEntryId !== entry.id) {
        const [old] = await this.repository.entries(receipt.userId, [receipt.ledgerEntryId], manager);
        if (old) dates.push(old.date);
      }
      receipt.ledgerEntryId = entry.id;
      receipt.matchedBy = by;
      receipt.matchState = 'matched';
      receipt.candidateIds = [];
      receipt.matchNote = null;
      await manager.getRepository(Receipt).save(receipt);
      await this.changes.recordChange(manager, receipt.userId, dates);
      return receipt;
    });
  }

  /**
   * Unlinks the receipt by hand. It is not matched automatically again (a person said this
   * link was wrong): its match state is cleared until someone links it or corrects its fields.
   */
  async unlink(receiptId: number, userId: number | null): Promise<Receipt | null | 'not-matched'> {
    // An id no row can have (past the integer column) is the 404 of a missing receipt, not a query the database refuses.
    if (!isRowId(receiptId)) return null;
    return this.db.transaction(async (manager) => {
      const receipt = await this.repository.lock(manager, receiptId);
      if (!receipt || (userId !== null && receipt.userId !== userId)) return null;
      if (!receipt.ledgerEntryId) return 'not-matched';
      const [old] = await this.repository.entries(receipt.userId, [receipt.ledgerEntryId], manager);
      receipt.ledgerEntryId = null;
      receipt.matchedBy = null;
      receipt.matchState = null;
      receipt.candidateIds = [];
      receipt.matchNote = null;
      await manager.getRepository(Receipt).save(receipt);
      if (old) await this.changes.recordChange(manager, receipt.userId, [old.date]);
      return receipt;
    });
  }
}
