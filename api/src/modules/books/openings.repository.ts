import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookAccountType, OpeningAccountSource, StatementBalanceSource } from '@ledgerleaf/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { logAccessIn } from '../../common/access-log/access-log-context';
import { STATEMENT_BALANCE_PRECEDENCE } from './books-sql';

/** An account of money of the chart (bank, csv, manual), as an opening balance needs it. */
export interface MoneyAccount {
  id: number;
  type: BookAccountType;
  source: OpeningAccountSource;
  ref: number;
}

/** A book_openings row; amounts signed as the ledger signs them (positive: money; negative: owed). */
export interface OpeningRow {
  accountSource: OpeningAccountSource;
  accountRef: number;
  proposedDate: string | null;
  proposedAmount: string | null;
  proposedFrom: StatementBalanceSource | null;
  setDate: string | null;
  setAmount: string | null;
  setBy: number | null;
  setAt: Date | null;
}

/** A statement balance as read: the winning one of a day (an entered one first). */
export interface StatementBalanceRow {
  date: string;
  source: StatementBalanceSource;
  /** Signed as the ledger signs amounts. */
  balance: string;
  enteredBy: number | null;
  recordedAt: Date;
}

/** One statement balance to store (signed as the ledger signs amounts). */
export interface StatementBalanceInput {
  userId: number;
  accountSource: 'bank' | 'csv';
  accountRef: number;
  date: string;
  source: StatementBalanceSource;
  balance: string;
  available?: string | null;
  enteredBy?: number | null;
}

const OPENING_COLUMNS = `o.account_source AS "accountSource", o.account_ref AS "accountRef",
  to_char(o.proposed_date, 'YYYY-MM-DD') AS "proposedDate", o.proposed_amount::text AS "proposedAmount", o.proposed_from AS "proposedFrom",
  to_char(o.set_date, 'YYYY-MM-DD') AS "setDate", o.set_amount::text AS "setAmount", o.set_by AS "setBy", o.set_at AS "setAt"`;

/**
 * Opening balances and statement balances. The journal entry of an opening is written by the
 * database (books_post_opening); a statement balance stored here proposes its account's
 * opening through the statement_balances triggers (books_propose_opening).
 */
@Injectable()
export class OpeningsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The client's account of money with this id, or null (another client's, a system or category account, none). */
  async moneyAccount(userId: number, accountId: number): Promise<MoneyAccount | null> {
    const [row] = await this.db.query(
      `SELECT id, type, source, ref FROM book_accounts WHERE id = $1 AND user_id = $2 AND source IN ('bank', 'csv', 'manual')`,
      [accountId, userId],
    );
    return row ? { id: Number(row.id), type: row.type, source: row.source, ref: Number(row.ref) } : null;
  }

  /** Whether the client has an account of the chart with this id (any kind). */
  async accountExists(userId: number, accountId: number): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM book_accounts WHERE id = $1 AND user_id = $2`, [accountId, userId]);
    return rows.length > 0;
  }

  /** Every opening of the client, by "source:ref". */
  async openingsOf(userId: number): Promise<Map<string, OpeningRow>> {
    const rows: OpeningRow[] = await this.db.query(`SELECT ${OPENING_COLUMNS} FROM book_openings o WHERE o.user_id = $1`, [userId]);
    return new Map(rows.map((r) => [`${r.accountSource}:${r.accountRef}`, { ...r, accountRef: Number(r.accountRef) }]));
  }

  /**
   * A person sets the account's opening (replacing one set before) and its journal entry is
   * rewritten, in one transaction; the row's lock orders two at once.
   */
  async setOpening(account: MoneyAccount, userId: number, date: string, amount: string, setBy: number): Promise<OpeningRow> {
    return this.db.transaction(async (em) => {
      const [row] = await em.query(
        `INSERT INTO book_openings AS o (user_id, account_source, account_ref, bank_account_id, csv_upload_id, set_date, set_amount, set_by, set_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), now())
         ON CONFLICT (user_id, account_source, account_ref) DO UPDATE
           SET set_date = EXCLUDED.set_date, set_amount = EXCLUDED.set_amount, set_by = EXCLUDED.set_by, set_at = now(), updated_at = now()
         RETURNING o.id, ${OPENING_COLUMNS}`,
        [
          userId,
          account.source,
          account.ref,
          account.source === 'bank' ? account.ref : null,
          account.source === 'csv' ? account.ref : null,
          date,
          amount,
          setBy,
        ],
      );
      await em.query(`SELECT books_post_opening($1)`, [row.id]);
      // The staff member's access-log row commits with the opening.
      await logAccessIn(em);
      return { ...row, accountRef: Number(row.accountRef) } as OpeningRow;
    });
  }

  /**
   * Stores statement balances (one per account, day and source; a later one for the same day
   * replaces it), in the caller's transaction when given.
   */
  async recordStatementBalances(rows: StatementBalanceInput[], manager?: EntityManager): Promise<void> {
    // one row per key: a statement cannot update the same row twice (the last one given wins)
    const unique = [...new Map(rows.map((r) => [`${r.accountSource}:${r.accountRef}:${r.date}:${r.source}`, r])).values()];
    // a statement per 1,000 rows (10 parameters each, under PostgreSQL's 65,535)
    for (let start = 0; start < unique.length; start += 1000) await this.insertStatementBalances(unique.slice(start, start + 1000), manager);
  }

  private async insertStatementBalances(rows: StatementBalanceInput[], manager?: EntityManager): Promise<void> {
    const params: unknown[] = [];
    const values = rows.map((r) => {
      params.push(
        r.userId,
        r.accountSource,
        r.accountRef,
        r.accountSource === 'bank' ? r.accountRef : null,
        r.accountSource === 'csv' ? r.accountRef : null,
        r.date,
        r.source,
        r.balance,
        r.available ?? null,
        r.enteredBy ?? null,
      );
      const n = params.length;
      return `(${Array.from({ length: 10 }, (_, i) => `$${n - 9 + i}`).join(', ')})`;
    });
    await (manager ?? this.db).query(
      `INSERT INTO statement_balances (user_id, account_source, account_ref, bank_account_id, csv_upload_id, date, source, balance, available, entered_by)
       VALUES ${values.join(', ')}
       ON CONFLICT (account_source, account_ref, date, source) DO UPDATE
         SET balance = EXCLUDED.balance, available = EXCLUDED.available, entered_by = EXCLUDED.entered_by, recorded_at = now()`,
      params,
    );
  }

  /**
   * The statement's balance of an account (source and ref of its book account) at the end of
   * `date`: the latest day on or before it that has one, and of that day an entered balance
   * first, then an OFX LEDGERBAL, a CSV balance column, Plaid's. Null when there is none.
   */
  async statementBalanceOn(userId: number, accountSource: 'bank' | 'csv', accountRef: number, date: string): Promise<StatementBalanceRow | null> {
    const [row] = await this.db.query(
      `SELECT to_char(s.date, 'YYYY-MM-DD') AS date, s.source, s.balance::text AS balance, s.entered_by AS "enteredBy", s.recorded_at AS "recordedAt"
         FROM statement_balances s
        WHERE s.user_id = $1 AND s.account_source = $2 AND s.account_ref = $3 AND s.date <= $4::date
        ORDER BY s.date DESC, ${STATEMENT_BALANCE_PRECEDENCE}
        LIMIT 1`,
      [userId, accountSource, accountRef, date],
    );
    return row ?? null;
  }
}
