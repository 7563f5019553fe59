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

/** ... with the chart account the line names (the Xero export derives its code from these: exports/xero-codes.ts). */
export interface JournalLineWithAccount extends JournalLineExportRow {
  accountId: number;
  accountType: BookAccountType;
  accountSource: BookAccountSource;
  accountGifi: string | null;
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

/** One account of the chart as it stands (no balance): its name is the category's for a category account. */
export interface ChartAccount {
  id: number;
  name: string;
  type: BookAccountType;
  source: BookAccountSource;
  /** The GIFI code the chart stores (none for a category account: its line is the year-end map's). */
  gifi: string | null;
}

export interface JournalPageRow {
  id: string;
  date: string;
  memo: string;
  transactionId: string | null;
  /** systemRef: the line's account's ref when it is a system account (SYSTEM_BOOK_ACCOUNTS' ref), else null. */
  lines: { account: string; systemRef: number | null; debit: string; credit: string }[];
}

/** The journal page's statement ($1 user, $2 from or null, $3 to or null, $4 limit, $5 offset): BooksRepository.journalPage; bench:books explains it. */
export const JOURNAL_PAGE_SQL = `WITH period AS (
         SELECT coalesce($2::date, '-infinity'::date) AS from_day, coalesce($3::date, 'infinity'::date) AS to_day
       ), keys AS (
         SELECT k.id, k.date FROM period, LATERAL (
           SELECT e.id, e.date FROM journal_entries e
            WHERE e.user_id = $1 AND e.date >= period.from_day AND e.date <= period.to_day
            ORDER BY e.date, e.id LIMIT $4 OFFSET $5) k
       ), names AS (
         SELECT a.id, coalesce(c.category_name, a.name) AS name, CASE WHEN a.source = 'system' THEN a.ref END AS system_ref
           FROM book_accounts a LEFT JOIN user_categories c ON a.source = 'category' AND c.id = a.ref AND c.user_id = $1
          WHERE a.user_id = $1
       )
       SELECT (SELECT count(*) FROM period, journal_entries e
                WHERE e.user_id = $1 AND e.date >= period.from_day AND e.date <= period.to_day)::int AS total,
              p.id::text AS id, to_char(p.date, 'YYYY-MM-DD') AS date, p.memo, p.ledger_entry_id::text AS "transactionId",
              p.account, p.system_ref AS "systemRef", p.debit, p.credit
         FROM (SELECT 1) one
         LEFT JOIN (
           SELECT e.id, e.date, e.memo, e.ledger_entry_id, n.name AS account, n.system_ref, l.debit::text AS debit, l.credit::text AS credit,
                  l.debit = 0 AS credit_side, l.id AS line_id
             FROM keys k
             JOIN journal_entries e ON e.id = k.id
             JOIN journal_lines l ON l.entry_id = k.id
             JOIN names n ON n.id = l.account_id
         ) p ON true
        ORDER BY p.date, p.id, p.credit_side, p.line_id`;

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
  async *journalLineBatches(userId: number, from: string, to: string, batchLines = JOURNAL_BATCH_LINES): AsyncGenerator<JournalLineWithAccount[]> {
    const pool = (this.db.driver as unknown as { master: Pool }).master;
    // A third of the pool at most holds a journal cursor (as the ledger reader's own permits).
    this.permits ??= new CursorPermits(Math.max(1, Math.floor((pool.options.max ?? 10) / 3)));
    const givePermitBack = await this.permits.acquire();
    let client: PoolClient | undefined;
    let failed: Error | undefined;
    try {
      client = await pool.connect();
      const cursor = client.query(
        new Cursor<JournalLineWithAccount>(
          `SELECT e.id::text AS "entryId", to_char(e.date, 'YYYY-MM-DD') AS date, e.memo,
                  coalesce(c.category_name, a.name) AS account, a.id AS "accountId", a.type::text AS "accountType",
                  a.source::text AS "accountSource", a.gifi AS "accountGifi", l.debit::text AS debit, l.credit::text AS credit
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

  /** The client's chart of accounts, in the statements' order. */
  async chart(userId: number): Promise<ChartAccount[]> {
    const rows: ChartAccount[] = await this.db.query(
      `SELECT a.id, coalesce(c.category_name, a.name) AS name, a.type::text AS type, a.source::text AS source, a.gifi
         FROM book_accounts a
         LEFT JOIN user_categories c ON a.source = 'category' AND c.id = a.ref AND c.user_id = a.user_id
        WHERE a.user_id = $1
        ORDER BY array_position(ARRAY['asset', 'liability', 'equity', 'revenue', 'expense']::book_account_type[], a.type),
                 a.source <> 'system', a.gifi NULLS LAST, a.name, a.id`,
      [userId],
    );
    return rows;
  }

  /**
   * A page of the journal (by date, then id) with each entry's lines, and how many entries the
   * period has, in one statement (one round trip, one connection). The page's keys are found by
   * an index-only walk of IDX_journal_entries_user_date (user_id, date, id): an offset skips index
   * entries, never table rows; then only the page's entries, their lines (IDX_journal_lines_entry)
   * and the client's chart names are read. The total is an index-only count over the same index.
   * An empty page still answers one row, carrying the total.
   */
  async journalPage(
    userId: number,
    from: string | null,
    to: string | null,
    limit: number,
    offset: number,
  ): Promise<{ entries: JournalPageRow[]; total: number }> {
    const rows: {
      total: number;
      id: string | null;
      date: string;
      memo: string;
      transactionId: string | null;
      account: string;
      systemRef: number | null;
      debit: string;
      credit: string;
    }[] = await this.db.query(JOURNAL_PAGE_SQL, [userId, from, to, limit, offset]);
    const entries: JournalPageRow[] = [];
    for (const r of rows) {
      if (r.id === null) continue;
      let entry = entries[entries.length - 1];
      if (entry?.id !== r.id) {
        entry = { id: r.id, date: r.date, memo: r.memo, transactionId: r.transactionId, lines: [] };
        entries.push(entry);
      }
      entry.lines.push({ account: r.account, systemRef: r.systemRef === null ? null : Number(r.systemRef), debit: r.debit, credit: r.credit });
    }
    return { entries, total: rows[0]?.total ?? 0 };
  }
}
