import { Injectable } from '@nestjs/common';
import { type ItcDocumentation, type ItcDocumentationState, MISSING_RECEIPT_MIN_CENTS, type TaxProfile } from '@ledgerleaf/contracts';
import { centsToDecimal } from '../../common/money/decimal';
import type { LedgerEntryRow } from '../ledger/ledger-rows';
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

/**
 * A period's ITC documentation and the undocumented purchases of $100 or more (for the PDF and
 * the worksheet's CSV): the first `UNDOCUMENTED_KEPT` of them, oldest first, and how many there are.
 */
export interface PeriodItcDocumentation {
  summary: ItcDocumentation;
  undocumentedOver100: ItcPurchase[];
  undocumentedOver100Count: number;
}

/**
 * How many undocumented purchases a period's documentation keeps to list. The files list them
 * for a person to work through (the PDF shows the first 40); a client with tens of thousands
 * works through the dashboard's missing-receipts list, which pages. Kept bounded so that a
 * year of a large client is read with flat memory (the data export renders every period).
 */
export const UNDOCUMENTED_KEPT = 500;

/** Adds up purchases by state, a batch at a time: counts and ITC sums, and the undocumented ones of $100 or more, oldest first. */
export class ItcDocumentationTally {
  private readonly sums = { documented: [0, 0], partly_documented: [0, 0], undocumented: [0, 0] } as Record<ItcDocumentationState, [number, number]>;
  private readonly listed: ItcPurchase[] = [];
  private over100 = 0;

  add(purchases: readonly ItcPurchase[], stateOf: ReadonlyMap<string, ItcDocumentationState>): void {
    for (const purchase of purchases) {
      const state = stateOf.get(purchase.transactionId) ?? 'undocumented';
      this.sums[state][0] += 1;
      this.sums[state][1] += purchase.itcCents;
      if (state === 'undocumented' && purchase.amountCents >= MISSING_RECEIPT_MIN_CENTS) {
        this.over100 += 1;
        if (this.listed.length < UNDOCUMENTED_KEPT) this.listed.push(purchase);
      }
    }
  }

  result(): PeriodItcDocumentation {
    const bucket = ([count, cents]: [number, number]) => ({ count, itc: centsToDecimal(BigInt(cents)) });
    return {
      summary: {
        documented: bucket(this.sums.documented),
        partlyDocumented: bucket(this.sums.partly_documented),
        undocumented: bucket(this.sums.undocumented),
      },
      undocumentedOver100: this.listed,
      undocumentedOver100Count: this.over100,
    };
  }
}

const EMPTY = (): PeriodItcDocumentation => new ItcDocumentationTally().result();

/** Adds up purchases by state: counts and ITC sums, and the undocumented ones of $100 or more, oldest first. */
export function summarizeItcDocumentation(purchases: readonly ItcPurchase[], stateOf: ReadonlyMap<string, ItcDocumentationState>): PeriodItcDocumentation {
  const tally = new ItcDocumentationTally();
  tally.add(purchases, stateOf);
  return tally.result();
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

  /** Read a batch of the books at a time: the purchases of a period are never all held at once. */
  async ofPeriod(userId: number, profile: TaxProfile, period: Pick<FilingPeriod, 'start' | 'end'>): Promise<PeriodItcDocumentation> {
    if (profile.method !== 'regular') return EMPTY();
    const tally = new ItcDocumentationTally();
    for await (const purchases of this.transactions.itcPurchaseBatches(userId, period.start, period.end)) {
      tally.add(purchases, await this.receipts.statesOf(userId, purchases));
    }
    return tally.result();
  }

  /**
   * The purchases behind an ITC from `from` to `to` (any range of days) by the client's
   * current profile: what a receipt must document. The receipts module's missing list reads
   * them here, so transfers, owner's drawings and categories with no ITC are never asked for.
   */
  async purchases(userId: number, from: string, to: string): Promise<ItcPurchase[]> {
    return this.purchasesOf(userId, await this.profiles.get(userId), from, to);
  }

  /**
   * The missing-receipts list's side of `purchases`, for SQL that reads a page: the client's
   * categories (lower case: `known`) and those whose purchases carry an ITC (`itc`), and the
   * rule applied to rows whose category is none of `known` (the books hold them in suspense; the
   * engine categorizes them as `purchases` does). Nothing under the Quick Method.
   */
  async missingReceiptRule(
    userId: number,
    from: string,
    to: string,
  ): Promise<{ known: string[]; itc: string[]; among: (rows: readonly LedgerEntryRow[]) => Promise<ItcPurchase[]> } | null> {
    const profile = await this.profiles.get(userId);
    if (profile.method !== 'regular') return null;
    return { ...(await this.transactions.itcCategoryKeys(userId, from, to)), among: (rows) => this.transactions.itcPurchasesAmong(userId, rows) };
  }

  /** Under the Quick Method no ITC is claimed from bank data: no purchase to document. */
  private purchasesOf(userId: number, profile: Pick<TaxProfile, 'method'>, from: string, to: string): Promise<ItcPurchase[]> {
    return profile.method === 'regular' ? this.transactions.itcPurchases(userId, from, to) : Promise.resolve([]);
  }
}
