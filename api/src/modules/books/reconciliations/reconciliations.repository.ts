import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RECONCILIATION_ADJUSTMENTS_ACCOUNT, type BookAccountType, type StatementBalanceSource } from '@ledgerleaf/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { centsToDecimal } from '../../../common/money/decimal';
import type { ReconciliationEventKind } from '../entities/book-reconciliation-event.entity';
import { RECONCILED_ACCOUNT, STATEMENT_BALANCE_PRECEDENCE } from '../books-sql';

/**
 * One account of money of the books with its figures for a month, in cents signed as the
 * ledger signs amounts (positive: money; negative: owed). The service turns them into the
 * account's own sense.
 */
export interface ReconciliationFigures {
  userId: number;
  accountId: number;
  accountName: string;
  type: BookAccountType;
  booksOpening: bigint;
  booksClosing: bigint;
  statementOpening: bigint | null;
  statementClosing: bigint | null;
  statementDate: string | null;
  statementSource: StatementBalanceSource | null;
  /** The books at the end of the statement's day (what the statement is compared with). */
  booksAtStatement: bigint | null;
  enteredBy: string | null;
  enteredAt: Date | null;
  reconciliationId: number | null;
  reconciledBy: string | null;
  reconciledAt: Date | null;
  adjustmentAmount: bigint | null;
  adjustmentMemo: string | null;
}

/** A row of the books after the statement's day, in the month (ledger sense). */
export interface UnclearedRow {
  accountId: number;
  transactionId: number;
  date: string;
  name: string;
  cents: bigint;
}

const cents = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

/** The SQL of the reconciliation: the figures per account and month read from the journal and the statement balances. */
@Injectable()
export class ReconciliationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The accounts of money with statements (linked accounts not hidden, CSV accounts in the
   * books) of these clients that have a line of the journal by the month's end, with their
   * figures for the month. `accountId` narrows to one account.
   */
  async figures(userIds: readonly number[], monthStart: string, monthEnd: string, accountId?: number): Promise<ReconciliationFigures[]> {
    if (!userIds.length) return [];
    const rows: Record<string, string | null>[] = await this.db.query(
      `SELECT a.user_id AS "userId", a.id AS "accountId", a.name AS "accountName", a.type::text AS type,
              ((coalesce(b.before, 0)) * 100)::bigint::text AS "booksOpening",
              ((coalesce(b.closing, 0)) * 100)::bigint::text AS "booksClosing",
              (so.balance * 100)::bigint::text AS "statementOpening",
              (sc.balance * 100)::bigint::text AS "statementClosing",
              to_char(sc.date, 'YYYY-MM-DD') AS "statementDate", sc.source::text AS "statementSource",
              CASE WHEN sc.date IS NOT NULL THEN ((SELECT coalesce(sum(l.debit - l.credit), 0) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
                                                   WHERE l.account_id = a.id AND e.user_id = a.user_id AND e.date <= sc.date) * 100)::bigint::text END AS "booksAtStatement",
              CASE WHEN sc.source = 'entered' THEN nullif(concat_ws(' ', eu.first_name, eu.last_name), '') END AS "enteredBy",
              CASE WHEN sc.source = 'entered' THEN sc.recorded_at END AS "enteredAt",
              r.id AS "reconciliationId", nullif(concat_ws(' ', ru.first_name, ru.last_name), '') AS "reconciledBy", r.reconciled_at AS "reconciledAt",
              (r.adjustment_amount * 100)::bigint::text AS "adjustmentAmount", r.adjustment_memo AS "adjustmentMemo"
         FROM book_accounts a
         JOIN LATERAL (
           SELECT sum(l.debit - l.credit) FILTER (WHERE e.date < $2::date) AS before, sum(l.debit - l.credit) AS closing
             FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
            WHERE l.account_id = a.id AND e.user_id = a.user_id AND e.date <= $3::date
           HAVING count(*) > 0
         ) b ON true
         LEFT JOIN LATERAL (
           SELECT s.date, s.source, s.balance, s.entered_by, s.recorded_at FROM statement_balances s
            WHERE s.user_id = a.user_id AND s.account_source::text = a.source::text AND s.account_ref = a.ref AND s.date BETWEEN $2::date AND $3::date
            ORDER BY s.date DESC, ${STATEMENT_BALANCE_PRECEDENCE}
            LIMIT 1
         ) sc ON true
         LEFT JOIN LATERAL (
           SELECT s.balance FROM statement_balances s
            WHERE s.user_id = a.user_id AND s.account_source::text = a.source::text AND s.account_ref = a.ref AND s.date < $2::date
            ORDER BY s.date DESC, ${STATEMENT_BALANCE_PRECEDENCE}
            LIMIT 1
         ) so ON true
         LEFT JOIN users eu ON eu.id = sc.entered_by
         LEFT JOIN book_reconciliations r ON r.account_id = a.id AND r.month = $2::date
         LEFT JOIN users ru ON ru.id = r.reconciled_by
        WHERE a.user_id = ANY($1::int[]) AND a.source IN ('bank', 'csv') AND ($4::int IS NULL OR a.id = $4::int)
          AND ${RECONCILED_ACCOUNT}
        ORDER BY a.user_id, a.name, a.id`,
      [userIds, monthStart, monthEnd, accountId ?? null],
    );
    return rows.map((r) => ({
      userId: Number(r.userId),
      accountId: Number(r.accountId),
      accountName: String(r.accountName),
      type: r.type as BookAccountType,
      booksOpening: BigInt(r.booksOpening ?? '0'),
      booksClosing: BigInt(r.booksClosing ?? '0'),
      statementOpening: cents(r.statementOpening),
      statementClosing: cents(r.statementClosing),
      statementDate: r.statementDate,
      statementSource: r.statementSource as StatementBalanceSource | null,
      booksAtStatement: cents(r.booksAtStatement),
      enteredBy: r.enteredBy,
      enteredAt: r.enteredAt as unknown as Date | null,
      reconciliationId: r.reconciliationId === null ? null : Number(r.reconciliationId),
      reconciledBy: r.reconciledBy,
      reconciledAt: r.reconciledAt as unknown as Date | null,
      adjustmentAmount: cents(r.adjustmentAmount),
      adjustmentMemo: r.adjustmentMemo,
    }));
  }

  /** The rows of the books of these accounts dated after each one's statement day, up to the month's end (ledger sense), by date. */
  async uncleared(accounts: readonly { accountId: number; after: string }[], monthEnd: string): Promise<UnclearedRow[]> {
    if (!accounts.length) return [];
    const rows: Record<string, string>[] = await this.db.query(
      `SELECT l.account_id AS "accountId", e.ledger_entry_id::text AS "transactionId", to_char(e.date, 'YYYY-MM-DD') AS date, e.memo AS name,
              ((l.debit - l.credit) * 100)::bigint::text AS cents
         FROM unnest($1::int[], $2::date[]) AS x(account_id, after)
         JOIN journal_lines l ON l.account_id = x.account_id
         JOIN journal_entries e ON e.id = l.entry_id AND e.kind = 'ledger' AND e.date > x.after AND e.date <= $3::date
        ORDER BY e.date, e.id`,
      [accounts.map((a) => a.accountId), accounts.map((a) => a.after), monthEnd],
    );
    return rows.map((r) => ({ accountId: Number(r.accountId), transactionId: Number(r.transactionId), date: r.date, name: r.name, cents: BigInt(r.cents) }));
  }

  /** One entered statement balance per account and month: typing another takes away the month's others (a corrected day or figure). */
  async keepOneEntered(userId: number, accountId: number, monthStart: string, monthEnd: string, date: string): Promise<void> {
    await this.db.query(
      `DELETE FROM statement_balances s USING book_accounts a
        WHERE a.id = $2 AND a.user_id = $1 AND s.user_id = $1 AND s.account_source::text = a.source::text AND s.account_ref = a.ref
          AND s.source = 'entered' AND s.date BETWEEN $3::date AND $4::date AND s.date <> $5::date`,
      [userId, accountId, monthStart, monthEnd, date],
    );
  }

  /** Whether the client has an account of the chart with this id. */
  async accountExists(userId: number, accountId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM book_accounts WHERE id = $1 AND user_id = $2`, [accountId, userId]);
    return rows.length > 0;
  }

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Marks the account reconciled for the month (the row locked, so two at once are ordered),
   * posting the adjustment first when one is given: an entry of kind 'reconciliation' dated the
   * statement's day, the account against Reconciliation adjustments (system account 14, created
   * when first used), as books_post_opening posts an opening against equity.
   */
  async reconcile(
    em: EntityManager,
    input: {
      userId: number;
      accountId: number;
      monthStart: string;
      by: number;
      adjustment: { cents: bigint; memo: string; date: string; accountName: string } | null;
    },
  ): Promise<number> {
    const amount = input.adjustment ? centsToDecimal(input.adjustment.cents) : null;
    const [row] = await em.query(
      `INSERT INTO book_reconciliations AS r (user_id, account_id, month, reconciled_by, reconciled_at, adjustment_amount, adjustment_memo, updated_at)
       VALUES ($1, $2, $3::date, $4, now(), $5, $6, now())
       ON CONFLICT (account_id, month) DO UPDATE
         SET reconciled_by = EXCLUDED.reconciled_by, reconciled_at = now(), adjustment_amount = EXCLUDED.adjustment_amount,
             adjustment_memo = EXCLUDED.adjustment_memo, updated_at = now()
       RETURNING r.id`,
      [input.userId, input.accountId, input.monthStart, input.by, amount, input.adjustment?.memo ?? null],
    );
    const id = Number(row.id);
    await em.query(`DELETE FROM journal_entries WHERE reconciliation_id = $1`, [id]);
    if (input.adjustment && amount) {
      const system = RECONCILIATION_ADJUSTMENTS_ACCOUNT;
      await em.query(
        `INSERT INTO book_accounts (user_id, type, name, gifi, source, ref) VALUES ($1, $2, $3, $4, 'system', $5)
         ON CONFLICT (user_id, source, ref) DO NOTHING`,
        [input.userId, system.type, system.name, system.gifi, system.ref],
      );
      const [{ id: expenseId }] = await em.query(`SELECT id FROM book_accounts WHERE user_id = $1 AND source = 'system' AND ref = $2`, [
        input.userId,
        system.ref,
      ]);
      const [{ id: entryId }] = await em.query(
        `INSERT INTO journal_entries (user_id, ledger_entry_id, date, memo, kind, reconciliation_id)
         VALUES ($1, NULL, $2::date, left($3, 500), 'reconciliation', $4) RETURNING id`,
        [input.userId, input.adjustment.date, `Reconciliation adjustment: ${input.adjustment.accountName}: ${input.adjustment.memo}`, id],
      );
      // More money than the books say (positive): debit the account, credit the adjustments; less: the other way.
      await em.query(
        `INSERT INTO journal_lines (entry_id, account_id, debit, credit) VALUES
           ($1, $2, greatest($4::numeric, 0), greatest(-$4::numeric, 0)),
           ($1, $3, greatest(-$4::numeric, 0), greatest($4::numeric, 0))`,
        [entryId, input.accountId, expenseId, amount],
      );
    }
    return id;
  }

  /** Undoes a reconciliation: the adjustment's entry goes, the row stays with no one's name on it. */
  async undo(em: EntityManager, reconciliationId: number): Promise<void> {
    await em.query(`DELETE FROM journal_entries WHERE reconciliation_id = $1`, [reconciliationId]);
    await em.query(
      `UPDATE book_reconciliations SET reconciled_by = NULL, reconciled_at = NULL, adjustment_amount = NULL, adjustment_memo = NULL, updated_at = now() WHERE id = $1`,
      [reconciliationId],
    );
  }

  /** Appends to the history. Amounts in the account's own sense (decimal text). */
  async recordEvent(
    em: EntityManager | null,
    event: {
      userId: number;
      accountId: number;
      monthStart: string;
      kind: ReconciliationEventKind;
      statementClosing?: string | null;
      booksClosing?: string | null;
      difference?: string | null;
      adjustmentAmount?: string | null;
      memo?: string | null;
      actorId: number;
    },
  ): Promise<void> {
    await (em ?? this.db).query(
      `INSERT INTO book_reconciliation_events (user_id, account_id, month, kind, statement_closing, books_closing, difference, adjustment_amount, memo, actor_id)
       VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10)`,
      [
        event.userId,
        event.accountId,
        event.monthStart,
        event.kind,
        event.statementClosing ?? null,
        event.booksClosing ?? null,
        event.difference ?? null,
        event.adjustmentAmount ?? null,
        event.memo ?? null,
        event.actorId,
      ],
    );
  }
}
