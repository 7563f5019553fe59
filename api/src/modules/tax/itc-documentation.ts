import { Injectable } from '@nestjs/common';
import { type ItcDocumentation, type ItcDocumentationState, MISSING_RECEIPT_MIN_CENTS, type TaxProfile } from '@ledgerleaf/contracts';
import { centsToDecimal } from '../../common/money/decimal';
import type { FilingPeriod } from './filing-periods';
import { TaxProfilesService } from './tax-profiles.service';
import { TaxTransactionsService } from './tax-transactions.service';

/** A purchase behind an ITC of a period: one transaction of the books (money out, a taxable expense category). */
export interface ItcPurchase {
  transactionId: string;
  date: string;
  name: string;
  /** The amount paid, positive, in cents. */
  amountCents: number;
  /** The ITC claimed on it (the category's share of its GST/HST), positive, in cents. */
  itcCents: number;
}

/** What the tax module asks of the receipts module: how each purchase is documented by its linked receipts. */
export interface ItcDocumentationSource {
  statesOf(userId: number, purchases: readonly Pick<ItcPurchase, 'transactionId' | 'amountCents'>[]): Promise<Map<string, ItcDocumentationState>>;
}

/**
 * The tax module's port to the receipts (which would otherwise be imported by tax): the
 * receipts module hands its source to it when the application starts, as the books module
 * does for YearEndBalanceSheets. Wiring, not an effect: set once, before any request.
 */
@Injectable()
export class ItcReceipts {
  private source: ItcDocumentationSource | null = null;

  /** Called once at start by the receipts module. */
  provide(source: ItcDocumentationSource): void {
    this.source = source;
  }

  statesOf(userId: number, purchases: readonly Pick<ItcPurchase, 'transactionId' | 'amountCents'>[]): Promise<Map<string, ItcDocumentationState>> {
    if (!this.source) throw new Error('No receipts source: the receipts module provides it when the application starts');
    return this.source.statesOf(userId, purchases);
  }
}

/** A period's ITC documentation and the undocumented purchases of $100 or more (for the PDF). */
export interface PeriodItcDocumentation {
  summary: ItcDocumentation;
  undocumentedOver100: ItcPurchase[];
}

const EMPTY = (): PeriodItcDocumentation => ({
  summary: {
    documented: { count: 0, itc: '0.00' },
    partlyDocumented: { count: 0, itc: '0.00' },
    undocumented: { count: 0, itc: '0.00' },
  },
  undocumentedOver100: [],
});

/** Adds up purchases by state: counts and ITC sums, and the undocumented ones of $100 or more, oldest first. */
export function summarizeItcDocumentation(purchases: readonly ItcPurchase[], stateOf: ReadonlyMap<string, ItcDocumentationState>): PeriodItcDocumentation {
  const sums = { documented: [0, 0], partly_documented: [0, 0], undocumented: [0, 0] } as Record<ItcDocumentationState, [number, number]>;
  const undocumentedOver100: ItcPurchase[] = [];
  for (const purchase of purchases) {
    const state = stateOf.get(purchase.transactionId) ?? 'undocumented';
    sums[state][0] += 1;
    sums[state][1] += purchase.itcCents;
    if (state === 'undocumented' && purchase.amountCents >= MISSING_RECEIPT_MIN_CENTS) undocumentedOver100.push(purchase);
  }
  const bucket = ([count, cents]: [number, number]) => ({ count, itc: centsToDecimal(BigInt(cents)) });
  return {
    summary: { documented: bucket(sums.documented), partlyDocumented: bucket(sums.partly_documented), undocumented: bucket(sums.undocumented) },
    undocumentedOver100,
  };
}

/**
 * Each purchase behind an ITC of a period, documented or not by a linked receipt (the rule is
 * the contracts' itcDocumentationState, applied by the receipts module). Under the Quick Method
 * no ITC is claimed from bank data (line 106 is 0): nothing to document.
 */
@Injectable()
export class ItcDocumentationService {
  constructor(
    private readonly transactions: TaxTransactionsService,
    private readonly receipts: ItcReceipts,
    private readonly profiles: TaxProfilesService,
  ) {}

  async ofPeriod(userId: number, profile: TaxProfile, period: Pick<FilingPeriod, 'start' | 'end'>): Promise<PeriodItcDocumentation> {
    const purchases = await this.purchasesOf(userId, profile, period.start, period.end);
    if (!purchases.length) return EMPTY();
    return summarizeItcDocumentation(purchases, await this.receipts.statesOf(userId, purchases));
  }

  /**
   * The purchases behind an ITC from `from` to `to` (any range of days) by the client's
   * current profile: what a receipt must document. The receipts module's missing list reads
   * them here, so transfers, owner's drawings and categories with no ITC are never asked for.
   */
  async purchases(userId: number, from: string, to: string): Promise<ItcPurchase[]> {
    return this.purchasesOf(userId, await this.profiles.get(userId), from, to);
  }

  /** Under the Quick Method no ITC is claimed from bank data: no purchase to document. */
  private purchasesOf(userId: number, profile: Pick<TaxProfile, 'method'>, from: string, to: string): Promise<ItcPurchase[]> {
    return profile.method === 'regular' ? this.transactions.itcPurchases(userId, from, to) : Promise.resolve([]);
  }
}
