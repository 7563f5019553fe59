import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BankTransactionRow, TransactionSort, TransactionSortColumn } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';

/** The ORDER BY expression of each sort column, on a bank_transactions row; each has a (user_id, expression, id) index. */
const SORT_EXPRESSIONS: Record<TransactionSortColumn, string> = {
  date: 'date',
  name: 'name',
  category: 'category[1]',
  account: 'account_name',
  amount: 'amount',
};

/** One export batch as PostgreSQL formats it: CSV lines and the keyset of its last row. */
export interface ExportBatch {
  chunk: string | null;
  rows: number;
  lastDate: string | null;
  lastId: number | null;
}

/** A category's line of the summary export. */
export interface CategoryTotals {
  category: string | null;
  transactions: number;
  money_in: string;
  money_out: string;
  net: string;
}

/**
 * The SQL of the Transactions view over bank_transactions: one sorted page off the
 * per-user indexes, the detailed export's keyset batches and the summary's totals per
 * category. The statements' text is public (static) as the benchmark and the index test
 * run them beside the HTTP calls.
 */
@Injectable()
export class BankTransactionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
                   to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
                   -- The receipt linked to the row's transaction of the books (issue 30), if any: the page's rows only, by two unique/indexed probes.
                   (SELECT json_build_object('id', r.id, 'fileName', r.file_name) FROM ledger_entries le JOIN receipts r ON r.ledger_entry_id = le.id
                     WHERE le.bank_transaction_id = p.id ORDER BY r.id LIMIT 1) AS receipt
            FROM (SELECT t.* FROM bank_transactions t
                  WHERE t.user_id = $1
                    AND NOT EXISTS (SELECT 1 FROM bank_accounts h JOIN account_visibility v ON v.account_id = h.account_id
                                    WHERE h.id = t.bank_account_id AND v.user_id = $1 AND v.is_hidden)
                  ORDER BY ${order('t')}
                  LIMIT $2 OFFSET $3) p
            JOIN bank_accounts a ON a.id = p.bank_account_id
            ORDER BY ${order('p')}`;
  }

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

  /** A page of the client's rows from their visible accounts, in the answer's own fields. */
  page(userId: number, sort: TransactionSort, limit: number, offset: number): Promise<BankTransactionRow[]> {
    return this.db.query(BankTransactionsRepository.pageSql(sort), [userId, limit, offset]);
  }

  /** Up to `limit` CSV lines of the detailed export, newest first, after the keyset `after` (none: from the newest row). */
  async exportBatch(
    userId: number,
    hidden: readonly number[],
    excludedIds: readonly number[],
    limit: number,
    after: { date: string; id: number } | null,
  ): Promise<ExportBatch | undefined> {
    const params: unknown[] = [userId, hidden, excludedIds, limit];
    if (after) params.push(after.date, after.id);
    const [batch]: { chunk: string | null; rows: number; last_date: string | null; last_id: number | null }[] = await this.db.query(
      BankTransactionsRepository.exportBatchSql(after !== null),
      params,
    );
    return batch && { chunk: batch.chunk, rows: batch.rows, lastDate: batch.last_date, lastId: batch.last_id };
  }

  /** Per category (first element): count, money in, money out and net of the client's rows outside hidden accounts and excluded ids. */
  categoryTotals(userId: number, hidden: readonly number[], excludedIds: readonly number[]): Promise<CategoryTotals[]> {
    return this.db.query(
      `SELECT t.category[1] AS category, count(*)::int AS transactions,
              COALESCE(sum(t.amount) FILTER (WHERE t.amount > 0), 0)::numeric(14,2)::text AS money_in,
              COALESCE(sum(t.amount) FILTER (WHERE t.amount < 0), 0)::numeric(14,2)::text AS money_out,
              COALESCE(sum(t.amount), 0)::numeric(14,2)::text AS net
       FROM bank_transactions t
       WHERE t.user_id = $1 AND NOT (t.bank_account_id = ANY($2::int[])) AND NOT (t.id = ANY($3::int[]))
       GROUP BY 1 ORDER BY 1 NULLS LAST`,
      [userId, hidden, excludedIds],
    );
  }
}
