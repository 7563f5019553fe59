import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BANK_MESSAGES,
  DEFAULT_TRANSACTION_SORT,
  EXPORT_MAX_EXCLUDED_IDS,
  EXPORT_SUMMARY_COLUMNS,
  EXPORT_TRANSACTIONS_COLUMNS,
  SORT_DIRECTIONS,
  TRANSACTION_SORT_COLUMNS,
  TRANSACTIONS_MAX_LIMIT,
  type BankTransactionRow,
  type SortDirection,
  type TransactionSort,
  type TransactionSortColumn,
  type TransactionsResponse,
} from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { csvText, writeCsvChunk as write, type CsvSink } from '../../common/csv/csv-stream';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { isRowId } from '../../database/columns';
import { BankItemsService } from './bank-items.service';

/** The ORDER BY expression of each sort column, on a bank_transactions row; each has a (user_id, expression, id) index. */
const SORT_EXPRESSIONS: Record<TransactionSortColumn, string> = {
  date: 'date',
  name: 'name',
  category: 'category[1]',
  account: 'account_name',
  amount: 'amount',
};

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

const single = (value: unknown): string | undefined => (Array.isArray(value) ? String(value[value.length - 1]) : value === undefined ? undefined : String(value));

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
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
  if (parts.length > EXPORT_MAX_EXCLUDED_IDS || parts.some((p) => !/^\d{1,20}$/.test(p))) throw invalidParam('excludedIds', BANK_MESSAGES.excludedIdsInvalid);
  // An id no row can have excludes nothing.
  return [...new Set(parts.map(Number).filter(isRowId))];
}

interface ExportBatch {
  chunk: string | null;
  rows: number;
  last_date: string | null;
  last_id: number | null;
}

/**
 * The Transactions view: one user's transactions from their visible accounts, sorted and
 * paged off per-user indexes, and the CSV exports streamed in keyset batches.
 */
@Injectable()
export class BankTransactionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bankItems: BankItemsService,
  ) {}

  /**
   * The SQL of one page (also run by the benchmark beside the HTTP call). Hidden accounts
   * are read by an init-plan, so the page needs no earlier round trip and runs beside the
   * accounts query. The inner query only picks the page off the per-user index; the outer
   * one shapes just those rows into the answer's own fields (names, ISO times, the Plaid
   * account id), so the API hands PostgreSQL's rows on as they are, with no copy per row.
   * The category list comes as JSON: pg's text[] parser builds each array character by
   * character, about a quarter of a page's garbage.
   */
  static pageSql(sort: TransactionSort): string {
    const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
    const order = (alias: string) => `${alias}.${SORT_EXPRESSIONS[sort.column]} ${direction}, ${alias}.id ${direction}`;
    return `SELECT p.id, p.transaction_id AS "transactionId", a.account_id AS "accountId", p.account_name AS "accountName", p.amount,
                   to_char(p.date, 'YYYY-MM-DD') AS date, p.name, p.merchant_name AS "merchantName", p.pending, to_json(p.category) AS category,
                   p.category_id AS "categoryId", p.payment_channel AS "paymentChannel",
                   CASE WHEN p.personal_finance_category IS NULL THEN NULL
                        ELSE jsonb_build_object('primary', p.personal_finance_category->>'primary', 'detailed', p.personal_finance_category->>'detailed') END AS "personalFinanceCategory",
                   to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
            FROM (SELECT t.* FROM bank_transactions t
                  WHERE t.user_id = $1
                    AND NOT EXISTS (SELECT 1 FROM bank_accounts h JOIN account_visibility v ON v.account_id = h.account_id
                                    WHERE h.id = t.bank_account_id AND v.user_id = $1 AND v.is_hidden)
                  ORDER BY ${order('t')}
                  LIMIT $2 OFFSET $3) p
            JOIN bank_accounts a ON a.id = p.bank_account_id
            ORDER BY ${order('p')}`;
  }

  async list(userId: number, query: TransactionsPageQuery): Promise<TransactionsResponse> {
    const offset = (query.page - 1) * query.limit;
    const [accounts, transactions] = await Promise.all([
      this.bankItems.accountSummaries(userId),
      this.dataSource.query(BankTransactionsService.pageSql(query.sort), [userId, query.limit, offset]) as Promise<BankTransactionRow[]>,
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
  /** One export batch: up to $4 CSV lines after the keyset ($5 date, $6 id), formatted by PostgreSQL. */
  static exportBatchSql(afterKeyset: boolean): string {
    return `WITH batch AS (
           SELECT t.id, t.date, t.name, t.merchant_name, t.category[1] AS category, t.account_name, t.amount, t.pending
           FROM bank_transactions t
           WHERE t.user_id = $1 AND NOT (t.bank_account_id = ANY($2::int[])) AND NOT (t.id = ANY($3::int[]))
             ${afterKeyset ? 'AND (t.date, t.id) < ($5::date, $6::int)' : ''}
           ORDER BY t.date DESC, t.id DESC LIMIT $4
         )
         SELECT string_agg(to_char(date, 'YYYY-MM-DD') || ',' || csv_text_cell(name) || ',' || csv_text_cell(merchant_name) || ',' || csv_text_cell(category) || ','
                           || csv_text_cell(account_name) || ',' || amount::text || ',' || CASE WHEN pending THEN 'Pending' ELSE 'Posted' END || E'\\r\\n',
                           '' ORDER BY date DESC, id DESC) AS chunk,
                count(*)::int AS rows,
                to_char(min(date), 'YYYY-MM-DD') AS last_date,
                (array_agg(id ORDER BY date, id))[1] AS last_id
         FROM batch`;
  }

  async exportTransactions(userId: number, excludedIds: number[], out: CsvSink): Promise<number> {
    const hidden = await this.hiddenBankAccountIds(userId);
    if (!(await write(out, `${EXPORT_TRANSACTIONS_COLUMNS.join(',')}\r\n`))) return 0;
    let after: { date: string; id: number } | null = null;
    let count = 0;
    for (;;) {
      const params: unknown[] = [userId, hidden, excludedIds, EXPORT_BATCH];
      if (after) params.push(after.date, after.id);
      const batches: ExportBatch[] = await this.dataSource.query(BankTransactionsService.exportBatchSql(after !== null), params);
      const batch = batches[0];
      if (!batch?.rows || !batch.chunk) break;
      if (!(await write(out, batch.chunk))) break;
      count += batch.rows;
      after = { date: batch.last_date!, id: batch.last_id! };
      if (batch.rows < EXPORT_BATCH) break;
    }
    return count;
  }

  /** Summary CSV: per category (first element), count, money in, money out and net. */
  async exportSummary(userId: number, excludedIds: number[], out: CsvSink): Promise<number> {
    const hidden = await this.hiddenBankAccountIds(userId);
    const rows: { category: string | null; transactions: number; money_in: string; money_out: string; net: string }[] = await this.dataSource.query(
      `SELECT t.category[1] AS category, count(*)::int AS transactions,
              COALESCE(sum(t.amount) FILTER (WHERE t.amount > 0), 0)::numeric(14,2)::text AS money_in,
              COALESCE(sum(t.amount) FILTER (WHERE t.amount < 0), 0)::numeric(14,2)::text AS money_out,
              COALESCE(sum(t.amount), 0)::numeric(14,2)::text AS net
       FROM bank_transactions t
       WHERE t.user_id = $1 AND NOT (t.bank_account_id = ANY($2::int[])) AND NOT (t.id = ANY($3::int[]))
       GROUP BY 1 ORDER BY 1 NULLS LAST`,
      [userId, hidden, excludedIds],
    );
    let chunk = `${EXPORT_SUMMARY_COLUMNS.join(',')}\r\n`;
    for (const r of rows) chunk += `${csvText(r.category ?? 'Uncategorized')},${r.transactions},${r.money_in},${r.money_out},${r.net}\r\n`;
    await write(out, chunk);
    return rows.length;
  }
}
