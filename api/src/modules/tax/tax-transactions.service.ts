import { Injectable } from '@nestjs/common';
import { type CategoryInput, CategoryType, MISSING_RECEIPT_MIN_CENTS } from '@ledgerleaf/contracts';
import { parseDecimalCents } from '../../common/money/decimal';
import { CategoriesService } from '../categories/categories.service';
import { CategorizationService, engineRowOfLedgerEntry } from '../categorization/categorization.service';
import { LedgerEntriesReader, type LedgerMonthTotal } from '../ledger/ledger-entries.reader';
import type { LedgerEntryRow } from '../ledger/ledger-rows';
import { LedgerService } from '../ledger/ledger.service';
import { UsersService } from '../users/users.service';
import { NO_TAX, salesTaxParts, type TaxParts, type TaxRow } from './gst-hst-worksheet';
import type { ItcPurchase } from './itc-documentation';
import { TaxProfilesService } from './tax-profiles.service';
import { TaxTreatmentsService } from './tax-treatments.service';

/** A categorized transaction with what a file for the accountant shows beside it. */
export interface CategorizedTransaction extends TaxRow {
  /** The bank's (or the file's) text for the transaction. */
  description: string;
  /** The merchant when the bank names one, else null. */
  payee: string | null;
  /** The account it moved through (for example "RBC Chequing", or a CSV account such as "Visa ending 4412"). */
  account: string;
}

/**
 * A month's figure of one category: `date` is the month's first day and `count` the transactions
 * summed. `bookedCents` is what the category's revenue or expense account moved by in the
 * journal (net of the recoverable tax for a registrant on the regular method, else the amount);
 * `estimatedCount` the transactions the journal still holds in suspense, categorized here by the
 * engine (their tax and booked amount by the journal's own rule).
 */
export type MonthFigure = TaxRow & { count: number; tax: TaxParts; bookedCents: number; estimatedCount: number };

/**
 * What a row of a taxable category posts to its revenue or expense account (row sign): the
 * amount less the GST/HST and QST that go to payable (sales) or receivable at the ITC share
 * (purchases), when the client posts sales tax; the whole amount otherwise (books_post's rule).
 */
export function bookedOf(amountCents: number, categoryType: CategoryType | null, tax: TaxParts, postsTax: boolean): number {
  if (!postsTax) return amountCents;
  if (categoryType === 'REVENUE') return amountCents - tax.gstHst - tax.qst;
  if (categoryType === 'EXPENSE') return amountCents - tax.itc - tax.qstItc;
  return amountCents;
}

/** The client's categories by their lower-case name: what tells a category the client has. */
class CategoryTypes {
  private readonly typeOf: Map<string, CategoryType>;

  constructor(readonly inputs: readonly CategoryInput[]) {
    this.typeOf = new Map(inputs.map((c) => [c.categoryName.toLowerCase(), c.type]));
  }

  known(category: string | null): category is string {
    return category !== null && this.typeOf.has(category.toLowerCase());
  }

  typeOfCategory(category: string | null): CategoryType | null {
    return category ? (this.typeOf.get(category.toLowerCase()) ?? null) : null;
  }
}

const cents = (amount: string) => Number(parseDecimalCents(amount) ?? 0n);

/**
 * Where the tax module (and the accountant exports) read a client's transactions: the
 * ledger's rows that count in a report (visible bank accounts, CSV accounts in the books,
 * manual transactions; an undecided possible duplicate once), with the category the last
 * report build gave each row. Rows no report has categorized yet (the period in progress)
 * get the engine's answer without OpenAI: the estimate a report would start from.
 * Nothing here holds a period's rows in memory: files stream batches from a cursor, and the
 * worksheets and year-end statements read month totals.
 */
@Injectable()
export class TaxTransactionsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly reader: LedgerEntriesReader,
    private readonly categories: CategoriesService,
    private readonly engine: CategorizationService,
    private readonly treatments: TaxTreatmentsService,
    private readonly users: UsersService,
    private readonly profiles: TaxProfilesService,
  ) {}

  /** The client's categorized transactions from `startDate` to `endDate` (inclusive), oldest first, a batch at a time. */
  async *categorizedBatches(userId: number, startDate: string, endDate: string): AsyncGenerator<CategorizedTransaction[]> {
    const types = new CategoryTypes(await this.categories.inputsForUser(userId));
    for await (const rows of this.reader.batchesForPeriod(userId, startDate, endDate)) yield this.categorize(userId, rows, types);
  }

  /**
   * The period's figures per month and category, in integer cents: what the worksheets and
   * year-end statements add up (their periods are whole months). The rows whose category is one
   * of the client's are read from the journal, summed by PostgreSQL per month and category: the
   * amount from the entries' money lines, the booked amount from their revenue and expense
   * lines, and for a registrant on the regular method (who posts sales tax) the GST/HST and QST
   * from the entries' payable and receivable lines, so the worksheet's lines are the change of
   * those accounts. The parts the journal does not hold (PST, the whole GST/HST paid on a
   * purchase, everything for a client who posts gross) come from the same per-row rule
   * (sales_tax_parts). The rows the journal keeps in suspense (no category recorded yet, or one
   * the client no longer has) are read in batches for the engine's answer, added to their month
   * and counted in `estimatedCount`.
   */
  async monthFigures(userId: number, startDate: string, endDate: string): Promise<MonthFigure[]> {
    const [inputs, treatmentOf, { province }, profile] = await Promise.all([
      this.categories.inputsForUser(userId),
      this.treatments.treatmentOf(userId),
      this.users.getById(userId),
      this.profiles.get(userId),
    ]);
    const postsTax = profile.method === 'regular' && profile.gstHstNumber !== null;
    const types = new CategoryTypes(inputs);
    const figures = new Map<string, MonthFigure>();
    const add = (month: string, category: string | null, amountCents: number, count: number, tax: TaxParts, bookedCents: number, estimated: number) => {
      const categoryType = types.typeOfCategory(category);
      const key = `${month}\u0000${categoryType ? `${categoryType}\u0000${category}` : ''}`;
      const figure = figures.get(key) ?? {
        date: month,
        category: categoryType ? category : null,
        categoryType,
        amountCents: 0,
        count: 0,
        tax: { ...NO_TAX },
        bookedCents: 0,
        estimatedCount: 0,
      };
      figure.amountCents += amountCents;
      figure.count += count;
      figure.bookedCents += bookedCents;
      figure.estimatedCount += estimated;
      for (const part of Object.keys(NO_TAX) as (keyof TaxParts)[]) figure.tax[part] += tax[part];
      figures.set(key, figure);
    };
    // The groups without one of the client's categories are read row by row, for the engine.
    const rowsToCategorize = (totals: LedgerMonthTotal[]) => {
      const others = totals.filter((t) => !types.known(t.category));
      return others.length ? { categoryNullOrIn: [...new Set(others.flatMap((t) => (t.category === null ? [] : [t.category])))] } : null;
    };
    const totals = await this.reader.monthTotals(
      userId,
      startDate,
      endDate,
      rowsToCategorize,
      async (rows) => {
        for (const tx of await this.categorize(userId, rows, types)) {
          // A row the engine categorizes here: its taxes by the same per-row rule the database applies to the others.
          const tax = tx.category ? salesTaxParts(province, tx, treatmentOf(tx.category)) : NO_TAX;
          add(`${tx.date.slice(0, 7)}-01`, tx.category, tx.amountCents, 1, tax, bookedOf(tx.amountCents, tx.categoryType, tax, postsTax), tx.category ? 1 : 0);
        }
      },
      { journal: true },
    );
    for (const total of totals) {
      if (!types.known(total.category)) continue;
      const journal = total.journal!;
      const type = types.typeOfCategory(total.category);
      const tax: TaxParts = postsTax
        ? {
            // What the journal posted to GST/HST and QST payable (sales) and receivable (purchases).
            gstHst: type === 'REVENUE' ? cents(journal.payable) : cents(total.tax.gstHst),
            qst: type === 'REVENUE' ? cents(journal.qstPayable) : cents(total.tax.qst),
            pst: cents(total.tax.pst),
            itc: cents(journal.receivable),
            qstItc: cents(journal.qstReceivable),
          }
        : {
            gstHst: cents(total.tax.gstHst),
            qst: cents(total.tax.qst),
            pst: cents(total.tax.pst),
            itc: cents(total.tax.itc),
            qstItc: cents(total.tax.qstItc),
          };
      const booked = type === 'REVENUE' || type === 'EXPENSE' ? cents(journal.booked) : cents(journal.amount);
      add(total.month, total.category, cents(journal.amount), total.count, tax, booked, 0);
    }
    return [...figures.values()];
  }

  /**
   * The period's purchases behind an ITC, oldest first: money out of the P&L's rows (transfers
   * left out) in a taxable expense category, with the ITC the worksheet's rule gives each
   * (salesTaxParts at the category's share). Refunds from suppliers net against line 106 but
   * are no purchase to document.
   */
  async itcPurchases(userId: number, startDate: string, endDate: string): Promise<ItcPurchase[]> {
    const purchases: ItcPurchase[] = [];
    for await (const batch of this.itcPurchaseBatches(userId, startDate, endDate)) purchases.push(...batch);
    return purchases;
  }

  /** The same purchases a batch of the books at a time (a year of a large client is read with flat memory: the data export's worksheets). */
  async *itcPurchaseBatches(userId: number, startDate: string, endDate: string): AsyncGenerator<ItcPurchase[]> {
    const rule = await this.itcRule(userId);
    for await (const rows of this.reader.batchesForPeriod(userId, startDate, endDate, { withoutTransfers: true })) {
      const purchases = await this.purchasesAmong(userId, rows, rule);
      if (purchases.length) yield purchases;
    }
  }

  /**
   * The purchases behind an ITC among these rows of the books (itcPurchaseBatches' rule, a
   * recorded category or else the engine's): the missing-receipts list asks it of the rows the
   * books hold in suspense only, having filtered the rest by itcCategoryKeys in SQL.
   */
  async itcPurchasesAmong(userId: number, rows: readonly LedgerEntryRow[]): Promise<ItcPurchase[]> {
    return rows.length ? this.purchasesAmong(userId, rows, await this.itcRule(userId)) : [];
  }

  /**
   * What the ITC rule reads of the client, and the categories the SQL side can apply it to
   * without the engine: `known` every category of the client and `itc` the expense ones whose
   * purchases carry an ITC from `startDate` to `endDate` (salesTaxParts on a purchase of
   * MISSING_RECEIPT_MIN_CENTS on either day), both lower case as CategoryTypes matches a row's.
   */
  async itcCategoryKeys(userId: number, startDate: string, endDate: string): Promise<{ known: string[]; itc: string[] }> {
    const { types, treatmentOf, province } = await this.itcRule(userId);
    const carriesItc = (category: string, date: string) =>
      salesTaxParts(province, { date, amountCents: -MISSING_RECEIPT_MIN_CENTS, categoryType: CategoryType.EXPENSE }, treatmentOf(category)).itc < 0;
    return {
      known: types.inputs.map((c) => c.categoryName.toLowerCase()),
      itc: types.inputs
        .filter((c) => c.type === CategoryType.EXPENSE && (carriesItc(c.categoryName, startDate) || carriesItc(c.categoryName, endDate)))
        .map((c) => c.categoryName.toLowerCase()),
    };
  }

  private async itcRule(userId: number) {
    const [inputs, treatmentOf, { province }] = await Promise.all([
      this.categories.inputsForUser(userId),
      this.treatments.treatmentOf(userId),
      this.users.getById(userId),
    ]);
    return { types: new CategoryTypes(inputs), treatmentOf, province };
  }

  private async purchasesAmong(
    userId: number,
    rows: readonly LedgerEntryRow[],
    rule: Awaited<ReturnType<TaxTransactionsService['itcRule']>>,
  ): Promise<ItcPurchase[]> {
    const { types, treatmentOf, province } = rule;
    const categorized = await this.categorize(userId, rows, types);
    const purchases: ItcPurchase[] = [];
    categorized.forEach((tx, i) => {
      if (tx.amountCents >= 0 || tx.categoryType !== CategoryType.EXPENSE || !tx.category) return;
      const itc = -salesTaxParts(province, tx, treatmentOf(tx.category)).itc;
      if (itc > 0)
        purchases.push({ transactionId: String(rows[i].transactionId), date: tx.date, name: rows[i].name, amountCents: -tx.amountCents, itcCents: itc });
    });
    return purchases;
  }

  /** The day of the client's first transaction in the books, or null. */
  firstTransactionDate(userId: number): Promise<string | null> {
    return this.ledger.firstEntryDate(userId);
  }

  /** A batch with each row's category: the one the last report gave when the client has it, else the engine's (offline). */
  private async categorize(userId: number, rows: readonly LedgerEntryRow[], types: CategoryTypes): Promise<CategorizedTransaction[]> {
    const unsure = rows.filter((r) => !types.known(r.category));
    const answers = unsure.length ? await this.engine.categorize(userId, unsure.map(engineRowOfLedgerEntry), types.inputs, { ai: false }) : [];
    const answerOf = new Map(unsure.map((r, i) => [r.transactionId, answers[i].category]));
    return rows.map((tx) => {
      const category = types.known(tx.category) ? tx.category : (answerOf.get(tx.transactionId) ?? null);
      const categoryType = types.typeOfCategory(category);
      return {
        date: tx.date,
        amountCents: cents(tx.amount),
        category: categoryType ? category : null,
        categoryType,
        description: tx.name,
        payee: tx.merchantName,
        account: tx.accountName,
      };
    });
  }
}
