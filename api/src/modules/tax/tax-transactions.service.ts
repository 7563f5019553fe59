import { Injectable } from '@nestjs/common';
import type { CategoryType } from '@ledgerleaf/contracts';
import { parseDecimalCents } from '../../common/money/decimal';
import { CategoriesService } from '../categories/categories.service';
import { CategorizationService, engineRowOfLedgerEntry } from '../categorization/categorization.service';
import { LedgerService } from '../ledger/ledger.service';
import type { TaxRow } from './gst-hst-worksheet';

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
 * Where the tax module (and the accountant exports) read a client's transactions: the
 * ledger's rows that count in a report (visible bank accounts, CSV accounts in the books,
 * manual transactions; an undecided possible duplicate once), with the category the last
 * report build gave each row. Rows no report has categorized yet (the period in progress)
 * get the engine's answer without OpenAI: the estimate a report would start from.
 */
@Injectable()
export class TaxTransactionsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly categories: CategoriesService,
    private readonly engine: CategorizationService,
  ) {}

  /** The client's categorized transactions from `startDate` to `endDate` (inclusive), oldest first. */
  async categorizedBetween(userId: number, startDate: string, endDate: string): Promise<CategorizedTransaction[]> {
    const [{ rows }, categories] = await Promise.all([this.ledger.entriesForPeriod(userId, startDate, endDate), this.categories.inputsForUser(userId)]);
    if (!rows.length) return [];
    const typeOf = new Map<string, CategoryType>(categories.map((c) => [c.categoryName.toLowerCase(), c.type]));
    const known = (category: string | null) => category !== null && typeOf.has(category.toLowerCase());
    const unsure = rows.filter((r) => !known(r.category));
    const answers = unsure.length ? await this.engine.categorize(userId, unsure.map(engineRowOfLedgerEntry), categories, { ai: false }) : [];
    const answerOf = new Map(unsure.map((r, i) => [r.transactionId, answers[i].category]));
    return rows.map((tx) => {
      const category = known(tx.category) ? tx.category : (answerOf.get(tx.transactionId) ?? null);
      const categoryType = category ? (typeOf.get(category.toLowerCase()) ?? null) : null;
      return {
        date: tx.date,
        amountCents: Number(parseDecimalCents(tx.amount) ?? 0n),
        category: categoryType ? category : null,
        categoryType,
        description: tx.name,
        payee: tx.merchantName,
        account: tx.accountName,
      };
    });
  }

  /** The day of the client's first transaction in the books, or null. */
  firstTransactionDate(userId: number): Promise<string | null> {
    return this.ledger.firstEntryDate(userId);
  }
}
