import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, PoolClient } from 'pg';
import Cursor from 'pg-cursor';
import { DataSource } from 'typeorm';
import { LedgerBankAccounts } from './ledger-bank-accounts';
import { CursorPermits } from './cursor-permits';
import { IN_PERIOD, IN_PERIOD_PL, ROW_COLUMNS } from './ledger-filters';
import type { LedgerEntryRow } from './ledger-rows';

const PERIOD = IN_PERIOD('l');
const PERIOD_PL = IN_PERIOD_PL('l');

/**
 * Rows read from the cursor at once: a batch is what sits in memory, whatever the period holds.
 * Small on purpose. What a batch allocates (its rows, their categorized copies, the export's
 * lines) lives across the next read's round trip, so it outlives young-generation collections
 * and waits in the old generation for a full one: a year's export (100,000 rows) grew the API's
 * RSS by 24–62 MB with batches of 1,000, 16–32 MB with 250 or with 500 written 100 at a time,
 * and 0–1.4 MB with 100 (`npm run bench:exports`, 2026-11-28); a round trip per 100 rows costs
 * well under a millisecond on the same host.
 */
export const LEDGER_BATCH_ROWS = 100;

/** One month's sum of one category, as the books hold it (category as written on the rows). */
export interface LedgerMonthTotal {
  /** The month's first day, YYYY-MM-DD. */
  month: string;
  category: string | null;
  /** Decimal string, negative = money out; the exact numeric sum. */
  amount: string;
  count: number;
  /**
   * The sums of the rows' tax parts, each computed on its row by the database's rule
   * (sales_tax_parts: the client's province, the category's treatment): decimal strings.
   */
  tax: { gstHst: string; qst: string; pst: string; itc: string; qstItc: string };
  /**
   * Asked for (`{ journal: true }`): what the journal's entries of these rows post, as decimal
   * strings in the rows' sign (money in positive): `amount` on the money accounts, `booked` on
   * the category accounts (revenue, expense), and on the tax accounts (GST/HST payable and
   * receivable, QST payable and receivable). `entries` counts the rows that have an entry.
   */
  journal?: { amount: string; booked: string; payable: string; receivable: string; qstPayable: string; qstReceivable: string; entries: number };
}

/** System accounts' fixed numbers (SYSTEM_BOOK_ACCOUNTS' `ref`) of the sales-tax accounts. */
const TAX_ACCOUNT_REFS = { receivable: 2, payable: 3, qstPayable: 12, qstReceivable: 13 } as const;

/** Each row's journal entry summed per kind of account (one row of NULLs when the row has none). */
const JOURNAL_OF_ROW = `
  LEFT JOIN LATERAL (
    SELECT sum(jl.debit - jl.credit) FILTER (WHERE a.source IN ('bank', 'csv', 'manual')) AS amount,
           sum(jl.credit - jl.debit) FILTER (WHERE a.source = 'category' AND a.type IN ('revenue', 'expense')) AS booked,
           sum(jl.credit - jl.debit) FILTER (WHERE a.source = 'system' AND a.ref = ${TAX_ACCOUNT_REFS.payable}) AS payable,
           sum(jl.credit - jl.debit) FILTER (WHERE a.source = 'system' AND a.ref = ${TAX_ACCOUNT_REFS.receivable}) AS receivable,
           sum(jl.credit - jl.debit) FILTER (WHERE a.source = 'system' AND a.ref = ${TAX_ACCOUNT_REFS.qstPayable}) AS qst_payable,
           sum(jl.credit - jl.debit) FILTER (WHERE a.source = 'system' AND a.ref = ${TAX_ACCOUNT_REFS.qstReceivable}) AS qst_receivable,
           count(DISTINCT e.id) AS entries
      FROM journal_entries e
      JOIN journal_lines jl ON jl.entry_id = e.id
      JOIN book_accounts a ON a.id = jl.account_id
     WHERE e.ledger_entry_id = l.id AND e.kind = 'ledger'
  ) j ON true`;

const JOURNAL_TOTALS = `, json_build_object(
    'amount', coalesce(sum(j.amount), 0)::text, 'booked', coalesce(sum(j.booked), 0)::text,
    'payable', coalesce(sum(j.payable), 0)::text, 'receivable', coalesce(sum(j.receivable), 0)::text,
    'qstPayable', coalesce(sum(j.qst_payable), 0)::text, 'qstReceivable', coalesce(sum(j.qst_receivable), 0)::text,
    'entries', coalesce(sum(j.entries), 0)::int) AS journal`;

export interface BatchOptions {
  /** Only rows with no category or one of these (exact spelling): the ones a caller must categorize itself. */
  categoryNullOrIn?: readonly string[];
  batchRows?: number;
  /** Leave the rows of a transfer out (a P&L's read: the worksheets, the year-end statement). */
  withoutTransfers?: boolean;
}

/**
 * Reads of a period of the books that stay small whatever the period holds: the rows streamed
 * from a server-side cursor in batches, and month totals summed by PostgreSQL. Same rows as
 * LedgerService.entriesForPeriod (visible accounts, an undecided possible duplicate once,
 * oldest first), and they only read: duplicates are flagged when rows join the books.
 */
@Injectable()
export class LedgerEntriesReader {
  private permits?: CursorPermits;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bankAccounts: LedgerBankAccounts,
  ) {}

  /**
   * The period's rows in batches, oldest first, from a cursor on a connection of TypeORM's
   * pool. The connection goes back when the rows run out, on an error, and when the caller
   * stops early (`return()` on the generator, as `for await` does on `break`); after an error
   * (a cursor that could not be closed included) it is discarded rather than handed to the next query.
   */
  async *batchesForPeriod(userId: number, from: string, to: string, options: BatchOptions = {}): AsyncGenerator<LedgerEntryRow[]> {
    const hidden = await this.bankAccounts.hiddenRefs(userId);
    const { client, done } = await this.connect();
    let failed: Error | undefined;
    try {
      yield* this.cursorBatches(client, [userId, hidden, from, to], options);
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      done(failed);
    }
  }

  /**
   * The period's sums per month and category (as spelled on the rows, null included) of the P&L's rows
   * (transfers left out), with their tax parts, computed by PostgreSQL; then, when `pick` names some categories from those totals, the rows with no
   * category or one of them, in batches to `onRows`. Both reads see one snapshot (a read-only
   * REPEATABLE READ transaction), so a category recorded meanwhile cannot count a row twice or
   * not at all.
   */
  async monthTotals(
    userId: number,
    from: string,
    to: string,
    pick: (totals: LedgerMonthTotal[]) => BatchOptions | null = () => null,
    onRows: (rows: LedgerEntryRow[]) => Promise<void> = async () => undefined,
    options: { journal?: boolean } = {},
  ): Promise<LedgerMonthTotal[]> {
    const params = [userId, await this.bankAccounts.hiddenRefs(userId), from, to];
    const { client, done } = await this.connect();
    let failed: Error | undefined;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows: totals } = await client.query<LedgerMonthTotal>(
        `SELECT to_char(date_trunc('month', l.date), 'YYYY-MM-DD') AS month, l.category, sum(l.amount)::text AS amount, count(*)::int AS count,
                json_build_object('gstHst', coalesce(sum(x.gst_hst), 0)::text, 'qst', coalesce(sum(x.qst), 0)::text, 'pst', coalesce(sum(x.pst), 0)::text,
                                  'itc', coalesce(sum(x.itc), 0)::text, 'qstItc', coalesce(sum(x.qst_itc), 0)::text) AS tax
                ${options.journal ? JOURNAL_TOTALS : ''}
         FROM ledger_entries l
         LEFT JOIN LATERAL sales_tax_parts(l.user_id, l.date, l.category, l.amount) x ON true
         ${options.journal ? JOURNAL_OF_ROW : ''}
         WHERE ${PERIOD_PL}
         GROUP BY 1, 2 ORDER BY 1, 2`,
        params,
      );
      const picked = pick(totals);
      if (picked) for await (const rows of this.cursorBatches(client, params, { ...picked, withoutTransfers: true })) await onRows(rows);
      await client.query('COMMIT');
      return totals;
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      done(failed);
    }
  }

  /** The rows on a connection the caller holds; the cursor is closed however the reading ends. */
  private async *cursorBatches(client: PoolClient, params: unknown[], options: BatchOptions): AsyncGenerator<LedgerEntryRow[]> {
    const only = options.categoryNullOrIn;
    const cursor = client.query(
      new Cursor<LedgerEntryRow>(
        `SELECT ${ROW_COLUMNS('l')}, l.bank_category AS "bankCategory"
         FROM ledger_entries l
         WHERE ${options.withoutTransfers ? PERIOD_PL : PERIOD} ${only ? 'AND (l.category IS NULL OR l.category = ANY($5::varchar[]))' : ''}
         ORDER BY l.date, l.id`,
        only ? [...params, only] : params,
      ),
    );
    try {
      for (;;) {
        const rows = await cursor.read(options.batchRows ?? LEDGER_BATCH_ROWS);
        if (!rows.length) return;
        yield rows;
      }
    } finally {
      await cursor.close();
    }
  }

  /**
   * A connection of the pool for a cursor, once a permit is free (a third of the pool's size); `done`
   * gives both back, discarding the connection after an error (its transaction or portal may be open).
   */
  private async connect(): Promise<{ client: PoolClient; done: (error?: Error) => void }> {
    const pool = (this.db.driver as unknown as { master: Pool }).master;
    this.permits ??= new CursorPermits(Math.max(1, Math.floor((pool.options.max ?? 10) / 3)));
    const givePermitBack = await this.permits.acquire();
    try {
      const client = await pool.connect();
      return {
        client,
        done: (error) => {
          client.release(error);
          givePermitBack();
        },
      };
    } catch (error) {
      givePermitBack();
      throw error;
    }
  }
}
