import { Injectable } from '@nestjs/common';
import type { CategoryType } from '@ledgerleaf/contracts';
import { parseDecimalCents } from '../../common/money/decimal';
import { CategoriesService } from '../categories/categories.service';
import { CategorizationService, engineRowOfBankTransaction } from '../categorization/categorization.service';
import { BankTransactionsService } from '../plaid/bank-transactions.service';
import type { TaxRow } from './gst-hst-worksheet';

/** A categorized transaction with what a file for the accountant shows beside it. */
export interface CategorizedTransaction extends TaxRow {
  /** The bank's text for the transaction. */
  description: string;
  /** The merchant when the bank names one, else null. */
  payee: string | null;
  /** The account it moved through (for example "RBC Chequing"). */
  account: string;
}

/**
 * Where the tax module reads a client's transactions: the one function to replace when the
 * ledger (every source, one id per transaction) exists. Today it is the monthly reports'
 * source: the posted transactions of the client's visible bank accounts, categorized by the
 * same engine with the client's categories. It does not ask OpenAI: what OpenAI answered for
 * a report is in the client's memory, which the engine reads first, so a reported month
 * comes out with the report's categories.
 */
@Injectable()
export class TaxTransactionsService {
  constructor(
    private readonly transactions: BankTransactionsService,
    private readonly categories: CategoriesService,
    private readonly engine: CategorizationService,
  ) {}

  /** The client's categorized transactions from `startDate` to `endDate` (inclusive), oldest first. */
  async categorizedBetween(userId: number, startDate: string, endDate: string): Promise<CategorizedTransaction[]> {
    const [{ rows }, categories] = await Promise.all([this.transactions.postedBetween(userId, startDate, endDate), this.categories.inputsForUser(userId)]);
    if (!rows.length) return [];
    const results = await this.engine.categorize(userId, rows.map(engineRowOfBankTransaction), categories, { ai: false });
    const typeOf = new Map<string, CategoryType>(categories.map((c) => [c.categoryName.toLowerCase(), c.type]));
    return rows.map((tx, i) => {
      const category = results[i].category;
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

  /** The day of the client's first bank transaction, or null. */
  firstTransactionDate(userId: number): Promise<string | null> {
    return this.transactions.firstTransactionDate(userId);
  }
}
