import { Injectable } from '@nestjs/common';
import {
  BANK_MESSAGES,
  DEFAULT_LOCALE,
  DEFAULT_TRANSACTION_SORT,
  EXPORT_MAX_EXCLUDED_IDS,
  SORT_DIRECTIONS,
  TRANSACTION_SORT_COLUMNS,
  TRANSACTIONS_MAX_LIMIT,
  type Locale,
  type SortDirection,
  type TransactionSort,
  type TransactionSortColumn,
  type TransactionsResponse,
} from '@ledgerleaf/contracts';
import { csvText, writeCsvChunk as write, type CsvSink } from '../../common/csv/csv-stream';
import { csvHeader, csvText as documentText } from '../../common/i18n/document-texts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { isRowId } from '../../database/columns';
import { BankItemsService } from './bank-items.service';
import { BankTransactionsRepository } from './bank-transactions.repository';

/** The export's columns (EXPORT_TRANSACTIONS_COLUMNS, EXPORT_SUMMARY_COLUMNS in English), named in the client's language. */
const EXPORT_TRANSACTIONS_KEYS = ['date', 'name', 'merchant', 'category', 'account', 'amount', 'status'] as const;
const EXPORT_SUMMARY_KEYS = ['category', 'transactions', 'moneyIn', 'moneyOut', 'net'] as const;

/** Rows read per round trip while exporting: memory stays flat whatever the total. */
const EXPORT_BATCH = 5000;

/**
 * One page of the client's Transactions view (page, limit, sort column and direction):
 * the spec's own query, not the console's react-admin list query (common/react-admin).
 */
export interface TransactionsPageQuery {
  page: number;
  limit: number;
  sort: TransactionSort;
}

const invalidParam = (name: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [name]: [message] } });

const single = (value: unknown): string | undefined =>
  Array.isArray(value) ? String(value[value.length - 1]) : value === undefined ? undefined : String(value);

function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,9}$/.test(value.trim())) return NaN;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : NaN;
}

/** Validates GET transactions' query: each wrong parameter answers 400 naming it. */
export function parseTransactionsPageQuery(raw: Record<string, unknown>): TransactionsPageQuery {
  const limitValue = wholeNumber(single(raw.limit), 1, TRANSACTIONS_MAX_LIMIT);
  if (Number.isNaN(limitValue)) throw invalidParam('limit', BANK_MESSAGES.limitInvalid);
  const limit = limitValue ?? TRANSACTIONS_MAX_LIMIT;
  const pageValue = wholeNumber(single(raw.page), 1, 1_000_000_000);
  if (Number.isNaN(pageValue)) throw invalidParam('page', BANK_MESSAGES.pageInvalid);
  const offsetValue = wholeNumber(single(raw.offset), 0, 1_000_000_000);
  if (Number.isNaN(offsetValue)) throw invalidParam('offset', BANK_MESSAGES.offsetInvalid);
  const page = pageValue ?? (offsetValue !== null ? Math.floor(offsetValue / limit) + 1 : 1);
  const column = single(raw.sortColumn) ?? DEFAULT_TRANSACTION_SORT.column;
  if (!(TRANSACTION_SORT_COLUMNS as readonly string[]).includes(column)) throw invalidParam('sortColumn', BANK_MESSAGES.sortColumnInvalid);
  const direction = (single(raw.sortDirection) ?? (raw.sortColumn === undefined ? DEFAULT_TRANSACTION_SORT.direction : 'asc')).toLowerCase();
  if (!(SORT_DIRECTIONS as readonly string[]).includes(direction)) throw invalidParam('sortDirection', BANK_MESSAGES.sortDirectionInvalid);
  return { page, limit, sort: { column: column as TransactionSortColumn, direction: direction as SortDirection } };
}

/** `excludedIds=1,2,3` (or repeated): transaction ids the export leaves out. */
export function parseExcludedIds(raw: unknown): number[] {
  if (raw === undefined || raw === '') return [];
  const parts = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (parts.length > EXPORT_MAX_EXCLUDED_IDS || parts.some((p) => !/^\d{1,20}$/.test(p))) throw invalidParam('excludedIds', BANK_MESSAGES.excludedIdsInvalid);
  // An id no row can have excludes nothing.
  return [...new Set(parts.map(Number).filter(isRowId))];
}

/**
 * The Transactions view: one user's transactions from their visible accounts, sorted and
 * paged off per-user indexes, and the CSV exports streamed in keyset batches.
 */
@Injectable()
export class BankTransactionsService {
  constructor(
    private readonly repository: BankTransactionsRepository,
    private readonly bankItems: BankItemsService,
  ) {}

  async list(userId: number, query: TransactionsPageQuery): Promise<TransactionsResponse> {
    const offset = (query.page - 1) * query.limit;
    const [accounts, transactions] = await Promise.all([
      this.bankItems.accountSummaries(userId),
      this.repository.page(userId, query.sort, query.limit, offset),
    ]);
    const visible = accounts.filter((a) => !a.isHidden);
    // The total is a sum over the visible accounts' trigger-kept counts, not a count(*).
    const total = visible.reduce((sum, a) => sum + a.transactionCount, 0);
    return {
      transactions,
      accounts: visible,
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
      sort: query.sort,
    };
  }

  private async hiddenBankAccountIds(userId: number): Promise<number[]> {
    return (await this.bankItems.accountSummaries(userId)).filter((a) => a.isHidden).map((a) => a.id);
  }

  /**
   * Detailed CSV, newest first, read in keyset batches of 5,000 over the (user, date, id)
   * index. PostgreSQL formats each batch's lines (csv_text_cell neutralises formulas), so
   * the API only forwards text, waiting for the client whenever its buffer is full.
   */
  async exportTransactions(userId: number, excludedIds: number[], out: CsvSink, locale: Locale = DEFAULT_LOCALE): Promise<number> {
    const hidden = await this.hiddenBankAccountIds(userId);
    if (!(await write(out, `${csvHeader(locale, 'bankTransactions', EXPORT_TRANSACTIONS_KEYS).join(',')}\r\n`))) return 0;
    let after: { date: string; id: number } | null = null;
    let count = 0;
    for (;;) {
      const batch = await this.repository.exportBatch(userId, hidden, excludedIds, EXPORT_BATCH, after);
      if (!batch?.rows || !batch.chunk) break;
      if (!(await write(out, batch.chunk))) break;
      count += batch.rows;
      after = { date: batch.lastDate!, id: batch.lastId! };
      if (batch.rows < EXPORT_BATCH) break;
    }
    return count;
  }

  /** Summary CSV: per category (first element), count, money in, money out and net. */
  async exportSummary(userId: number, excludedIds: number[], out: CsvSink, locale: Locale = DEFAULT_LOCALE): Promise<number> {
    const hidden = await this.hiddenBankAccountIds(userId);
    const rows = await this.repository.categoryTotals(userId, hidden, excludedIds);
    let chunk = `${csvHeader(locale, 'bankSummary', EXPORT_SUMMARY_KEYS).join(',')}\r\n`;
    const uncategorized = documentText(locale, 'summaryRows.uncategorized');
    for (const r of rows) chunk += `${csvText(r.category ?? uncategorized)},${r.transactions},${r.money_in},${r.money_out},${r.net}\r\n`;
    await write(out, chunk);
    return rows.length;
  }
}
