import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookAccountSource, BookAccountType } from '@ledgerleaf/contracts';
import type { Pool, PoolClient } from 'pg';
import Cursor from 'pg-cursor';
import type { DataSource } from 'typeorm';
import { CursorPermits } from '../ledger/cursor-permits';

/** Journal lines read from the cursor at once (the ledger reader's batch size, for the same reason: LEDGER_BATCH_ROWS). */
export const JOURNAL_BATCH_LINES = 100;

/** One line of the journal with its entry, as the general-ledger export writes it. */
export interface JournalLineExportRow {
  entryId: string;
  date: string;
  memo: string;
  account: string;
  /** Decimal strings, one of them "0.00". */
  debit: string;
  credit: string;
}

/** One account of the chart with its totals up to a day, in cents. */
export interface AccountTotals {
  id: number;
  name: string;
  type: BookAccountType;
  gifi: string | null;
  source: BookAccountSource;
  ref: number;
  /** The category's name and type for a category account (its GIFI comes from the year-end map). */
  categoryName: string | null;
  categoryType: string | null;
  /** Debits and credits of every line up to asOf. */
  debit: bigint;
  credit: bigint;
  /** ... of the lines before the fiscal year's start (P&L accounts close into retained earnings). */
  debitBefore: bigint;
  creditBefore: bigint;
}

export interface JournalPageRow {
  id: string;
  date: string;
  memo: string;
  transactionId: string | null;
  lines: { account: string; debit: string; credit: string }[];
}

/** The books' SQL: the chart's totals at a day and a page of the journal. The journal itself is written by the database (books_post). */
@Injectable()
export class BooksRepository {
  private permits?: CursorPermits;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The period's journal lines in batches, by entry (date, then id) and within an entry debits
   * first, from a server-side cursor: a year of the journal never sits in memory. The connection
   * goes back to the pool when the lines run out, on an error (discarded then), and when the
   * caller stops early (`return()` on the generator).
   */
  async *journalLineBatches(userId: number, from: string, to: string, batchLines = JOURNAL_BATCH_LINES): AsyncGenerator<JournalLineExportRow[]> {
    const pool = (this.db.driver as unknown as { master: Pool }).master;
    // A third of the pool at most holds a journal cursor (as the ledger reader's own permits).
    this.permits ??= new CursorPermits(Math.max(1, Math.floor((pool.options.max ?? 10) / 3)));
    const givePermitBack = await this.permits.acquire();
    let client: PoolClient | undefined;
    let failed: Error | undefined;
    try {
      client = await pool.connect();
      const cursor = client.query(
        new Cursor<JournalLineExportRow>(
          `SELECT e.id::text AS "entryId", to_char(e.date, 'YYYY-MM-DD') AS date, e.memo,
                  coalesce(c.category_name, a.name) AS account, l.debit::text AS debit, l.credit::text AS credit
             FROM journal_entries e
             JOIN journal_lines l ON l.entry_id = e.id
             JOIN book_accounts a ON a.id = l.account_id
             LEFT JOIN user_categories c ON a.source = 'category' AND c.id = a.ref AND c.user_id = a.user_id
            WHERE e.user_id = $1 AND e.date BETWEEN $2::date AND $3::date
            ORDER BY e.date, e.id, l.debit = 0, l.id`,
          [userId, from, to],
        ),
      );
      try {
        for (;;) {
          const rows = await cursor.read(batchLines);
          if (!rows.length) return;
          yield rows;
        }
      } finally {
        await cursor.close();
      }
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      client?.release(failed);
      givePermitBack();
    }
  }

  /**
   * Posts again the client's rows of some months (books_post rewrites their entries): what the
   * ledger-changes drain does for months recorded with books_repost (the tax picture changed).
   * One statement per month, so a long history is re-posted in bounded steps.
   */
  async repostMonths(userId: number, months: readonly { year: number; month: number }[]): Promise<void> {
    for (const { year, month } of months) {
      await this.db.query(
        `SELECT books_post(ARRAY(
           SELECT l.id FROM ledger_entries l
            WHERE l.user_id = $1 AND l.date >= make_date($2, $3, 1) AND l.date < make_date($2, $3, 1) + interval '1 month'
            ORDER BY l.id))`,
        [userId, year, month],
      );
    }
  }

  /**
   * The revenue and expense accounts' movements between two days (both included), each with the
   * entries that touched it: revenue as credits less debits, expenses as debits less credits, in cents.
   */
  async profitAndLoss(userId: number, from: string, to: string): Promise<{ name: string; type: 'revenue' | 'expense'; cents: bigint; count: number }[]> {
    const rows: { name: string; type: 'revenue' | 'expense'; cents: string; count: number }[] = await this.db.query(
      `SELECT coalesce(c.category_name, a.name) AS name, a.type::text AS type,
              ((CASE WHEN a.type = 'revenue' THEN sum(l.credit) - sum(l.debit) ELSE sum(l.debit) - sum(l.credit) END) * 100)::bigint::text AS cents,
              count(DISTINCT e.id)::int AS count
         FROM journal_entries e
         JOIN journal_lines l ON l.entry_id = e.id
         JOIN book_accounts a ON a.id = l.account_id AND a.type IN ('revenue', 'expense')
         LEFT JOIN user_categories c ON a.source = 'category' AND c.id = a.ref AND c.user_id = a.user_id
        WHERE e.user_id = $1 AND e.date BETWEEN $2::date AND $3::date
        GROUP BY coalesce(c.category_name, a.name), a.type`,
      [userId, from, to],
    );
    return rows.map((r) => ({ name: r.name, type: r.type, cents: BigInt(r.cents), count: r.count }));
  }

  /** Whether the client posts sales tax to the journal: a tax profile with a GST/HST number on the regular method (books_sales_tax's rule). */
  async postsSalesTax(userId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM tax_profiles WHERE user_id = $1 AND gst_hst_number IS NOT NULL AND method = 'regular'`, [
      userId,
    ]);
    return rows.length > 0;
  }

  /**
   * Every account of the client's chart with its totals up to asOf (and before yearStart), in the chart's order.
   * Each total is the whole months before its bound's month read from book_account_months (kept by the
   * database with the lines), plus the lines of that month's days before the bound: at a month end, no line.
   */
  async accountTotals(userId: number, asOf: string, yearStart: string): Promise<AccountTotals[]> {
    const rows: Record<string, string | number | null>[] = await this.db.query(
      `WITH b AS (
         SELECT $2::date + 1 AS upto, date_trunc('month', $2::date + 1)::date AS upto_month,
                $3::date AS ys, date_trunc('month', $3::date)::date AS ys_month
       ), moved AS (
         SELECT m.account_id,
                CASE WHEN m.month < b.upto_month THEN m.debit ELSE 0 END AS debit, CASE WHEN m.month < b.upto_month THEN m.credit ELSE 0 END AS credit,
                CASE WHEN m.month < b.ys_month THEN m.debit ELSE 0 END AS debit_before, CASE WHEN m.month < b.ys_month THEN m.credit ELSE 0 END AS credit_before
           FROM book_account_months m CROSS JOIN b
          WHERE m.user_id = $1 AND m.month < greatest(b.upto_month, b.ys_month)
         UNION ALL
         SELECT l.account_id, l.debit, l.credit, 0, 0
           FROM b JOIN journal_entries e ON e.user_id = $1 AND e.date >= b.upto_month AND e.date < b.upto
           JOIN journal_lines l ON l.entry_id = e.id
         UNION ALL
         SELECT l.account_id, 0, 0, l.debit, l.credit
           FROM b JOIN journal_entries e ON e.user_id = $1 AND e.date >= b.ys_month AND e.date < b.ys
           JOIN journal_lines l ON l.entry_id = e.id
       )
       SELECT a.id, a.name, a.type, a.gifi, a.source, a.ref, c.category_name AS "categoryName", c.type AS "categoryType",
              coalesce(t.debit, 0)::text AS debit, coalesce(t.credit, 0)::text AS credit,
              coalesce(t.debit_before, 0)::text AS "debitBefore", coalesce(t.credit_before, 0)::text AS "creditBefore"
         FROM book_accounts a
         LEFT JOIN user_categories c ON a.source = 'category' AND c.id = a.ref AND c.user_id = a.user_id
         LEFT JOIN (
           SELECT account_id, (sum(debit) * 100)::bigint AS debit, (sum(credit) * 100)::bigint AS credit,
                  (sum(debit_before) * 100)::bigint AS debit_before, (sum(credit_before) * 100)::bigint AS credit_before
             FROM moved GROUP BY account_id
         ) t ON t.account_id = a.id
        WHERE a.user_id = $1
        ORDER BY array_position(ARRAY['asset', 'liability', 'equity', 'revenue', 'expense']::book_account_type[], a.type),
                 a.source <> 'system', a.gifi NULLS LAST, a.name, a.id`,
      [userId, asOf, yearStart],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: String(r.categoryName ?? r.name),
      type: r.type as BookAccountType,
      gifi: r.gifi === null ? null : String(r.gifi),
      source: r.source as BookAccountSource,
      ref: Number(r.ref),
      categoryName: r.categoryName === null ? null : String(r.categoryName),
      categoryType: r.categoryType === null ? null : String(r.categoryType),
      debit: BigInt(String(r.debit)),
      credit: BigInt(String(r.credit)),
      debitBefore: BigInt(String(r.debitBefore)),
      creditBefore: BigInt(String(r.creditBefore)),
    }));
  }

  /** A page of the journal (by date, then id) with each entry's lines, and how many entries the period has. */
  async journalPage(
    userId: number,
    from: string | null,
    to: string | null,
    limit: number,
    offset: number,
  ): Promise<{ entries: JournalPageRow[]; total: number }> {
    const where = `e.user_id = $1 AND ($2::date IS NULL OR e.date >= $2::date) AND ($3::date IS NULL OR e.date <= $3::date)`;
    const [counted, rows] = await Promise.all([
      this.db.query(`SELECT count(*)::int AS total FROM journal_entries e WHERE ${where}`, [userId, from, to]),
      this.db.query(
        `SELECT e.id::text AS id, to_char(e.date, 'YYYY-MM-DD') AS date, e.memo, e.ledger_entry_id::text AS "transactionId",
                (SELECT json_agg(json_build_object('account', coalesce(c.category_name, a.name), 'debit', l.debit::text, 'credit', l.credit::text) ORDER BY l.debit = 0, l.id)
                   FROM journal_lines l JOIN book_accounts a ON a.id = l.account_id
                   LEFT JOIN user_categories c ON a.source = 'category' AND c.id = a.ref AND c.user_id = a.user_id
                  WHERE l.entry_id = e.id) AS lines
           FROM journal_entries e
          WHERE ${where}
          ORDER BY e.date, e.id
          LIMIT $4 OFFSET $5`,
        [userId, from, to, limit, offset],
      ),
    ]);
    return { entries: rows as JournalPageRow[], total: (counted as { total: number }[])[0].total };
  }
}
