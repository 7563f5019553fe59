import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ReportStatus, type MonthCloseRow } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import type { ReconciliationPeriod } from '../books/reconciliations/reconciliation-input';
import { RECONCILED_ACCOUNT, STATEMENT_BALANCE_PRECEDENCE } from '../books/books-sql';

export const MONTH_CLOSE_SORTS = [
  'name',
  'email',
  'accountManager',
  'accountsReconciled',
  'accountsTotal',
  'openQuestions',
  'undecidedDuplicates',
  'undecidedTransfers',
  'reportStatus',
  'ready',
] as const;
export type MonthCloseSort = (typeof MONTH_CLOSE_SORTS)[number];

/**
 * Each sort's ORDER BY key (a whitelist: nothing of the request reaches the SQL's text). Texts
 * compare by the ICU root collation, as JavaScript's localeCompare did when the board sorted in
 * memory (the database's own collation, C.UTF-8, would put "b" after "Z"); a missing manager
 * or report sorts as ''. A tie goes to the client's id, ascending whatever the order.
 */
const SORT_KEYS: Record<MonthCloseSort, string> = {
  name: `b.name COLLATE "und-x-icu"`,
  email: `b.email COLLATE "und-x-icu"`,
  accountManager: `coalesce(b."managerName", '') COLLATE "und-x-icu"`,
  accountsReconciled: `b."accountsReconciled"`,
  accountsTotal: `b."accountsTotal"`,
  openQuestions: `b."openQuestions"`,
  undecidedDuplicates: `b."undecidedDuplicates"`,
  undecidedTransfers: `b."undecidedTransfers"`,
  reportStatus: `coalesce(b."reportStatus", '') COLLATE "und-x-icu"`,
  ready: `b.ready`,
};

/** Who reads the board and which page of it. */
export interface MonthCloseBoardPage {
  /** A bookkeeper sees their own clients (with `all`, every client open to all staff too). */
  bookkeeperId: number | null;
  all: boolean;
  accountManagerId: number | null;
  notReady: boolean;
  sort: MonthCloseSort;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

interface BoardRow {
  userId: number | null;
  name: string;
  email: string;
  managerId: number | null;
  managerName: string | null;
  accountsReconciled: number;
  accountsTotal: number;
  openQuestions: number;
  undecidedDuplicates: number;
  undecidedTransfers: number;
  reportId: string | number | null;
  reportStatus: ReportStatus | null;
  ready: boolean;
  total: number;
}

/**
 * The month-close board's SQL: every client's month counted, filtered, sorted and paged by
 * PostgreSQL, one round trip, one page back with the count of the filtered rows.
 *
 * An account's reconciliation status is the rule of ReconciliationsService (`read`) on the
 * figures of ReconciliationsRepository.figures, counted here rather than read account by
 * account: the same accounts (of money with statements: linked and not hidden, or CSV in the
 * books, with a line of the journal by the month's end), the same statement (the latest balance
 * dated in the month), no statement → no_statement, marked and the statement equal to the books
 * at its day to the cent → reconciled, else unreconciled. The integration test
 * (test/reports/month-close-board.e2e-spec.ts) compares the two for every client of the board.
 */
@Injectable()
export class MonthCloseBoardRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(month: ReconciliationPeriod, query: MonthCloseBoardPage): Promise<{ rows: MonthCloseRow[]; total: number }> {
    const [year, mm] = month.month.split('-').map(Number);
    const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
    const rows: BoardRow[] = await this.db.query(
      `WITH board AS (
         SELECT u.id AS "userId", concat_ws(' ', u.first_name, u.last_name) AS name, u.email,
                am.id AS "managerId", nullif(concat_ws(' ', am.first_name, am.last_name), '') AS "managerName",
                acc.reconciled AS "accountsReconciled", acc.total AS "accountsTotal",
                q.n AS "openQuestions", d.n AS "undecidedDuplicates", t.n AS "undecidedTransfers",
                r.id AS "reportId", r.status::text AS "reportStatus",
                (acc.ready = acc.total AND q.n = 0 AND d.n = 0 AND t.n = 0 AND r.status IS NOT DISTINCT FROM 'pending') AS ready
           FROM users u
           LEFT JOIN users am ON am.id = u.account_manager_id
           LEFT JOIN monthly_reports r ON r.user_id = u.id AND r.year = $3 AND r.month = $4
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS n FROM transaction_questions q JOIN ledger_entries l ON l.id = q.ledger_entry_id
              WHERE q.user_id = u.id AND q.status = 'open' AND l.date BETWEEN $1::date AND $2::date
           ) q
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS n FROM ledger_entries l
              WHERE l.user_id = u.id AND l.date BETWEEN $1::date AND $2::date AND l.duplicate_of IS NOT NULL AND l.duplicate_decision IS NULL
           ) d
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS n FROM ledger_entries l
              WHERE l.user_id = u.id AND l.date BETWEEN $1::date AND $2::date AND l.transfer_decision IS NULL
                AND (l.transfer_entry_id IS NOT NULL OR l.transfer_candidate)
           ) t
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS total,
                    count(*) FILTER (WHERE s.status = 'reconciled')::int AS reconciled,
                    count(*) FILTER (WHERE s.status <> 'unreconciled')::int AS ready
               FROM (
                 SELECT CASE
                          WHEN sc.balance IS NULL THEN 'no_statement'
                          WHEN rec.reconciled_at IS NOT NULL
                           AND (sc.balance * 100)::bigint = ((SELECT coalesce(sum(l.debit - l.credit), 0) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
                                                               WHERE l.account_id = a.id AND e.user_id = a.user_id AND e.date <= sc.date) * 100)::bigint
                            THEN 'reconciled'
                          ELSE 'unreconciled'
                        END AS status
                   FROM book_accounts a
                   LEFT JOIN LATERAL (
                     SELECT s.date, s.balance FROM statement_balances s
                      WHERE s.user_id = a.user_id AND s.account_source::text = a.source::text AND s.account_ref = a.ref AND s.date BETWEEN $1::date AND $2::date
                      ORDER BY s.date DESC, ${STATEMENT_BALANCE_PRECEDENCE}
                      LIMIT 1
                   ) sc ON true
                   LEFT JOIN book_reconciliations rec ON rec.account_id = a.id AND rec.month = $1::date
                  WHERE a.user_id = u.id AND a.source IN ('bank', 'csv')
                    AND EXISTS (SELECT 1 FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
                                 WHERE l.account_id = a.id AND e.user_id = a.user_id AND e.date <= $2::date)
                    AND ${RECONCILED_ACCOUNT}
               ) s
           ) acc
          WHERE NOT u.is_admin AND u.deletion_requested_at IS NULL
            AND ($5::int IS NULL OR u.account_manager_id = $5 OR ($6::boolean AND u.open_to_all_staff))
            AND ($7::int IS NULL OR am.id = $7)
       ),
       shown AS (SELECT * FROM board b WHERE NOT $8::boolean OR NOT b.ready)
       SELECT p.*, n.total
         FROM (SELECT count(*)::int AS total FROM shown) n
         LEFT JOIN LATERAL (
           SELECT b.* FROM shown b ORDER BY ${SORT_KEYS[query.sort]} ${direction}, b."userId" ASC LIMIT $9 OFFSET $10
         ) p ON true`,
      [
        month.start,
        month.end,
        year,
        mm,
        query.bookkeeperId,
        query.all,
        query.accountManagerId,
        query.notReady,
        query.perPage,
        (query.page - 1) * query.perPage,
      ],
    );
    const total = rows[0]?.total ?? 0;
    return {
      total,
      rows: rows
        .filter((r) => r.userId !== null)
        .map((r) => ({
          userId: Number(r.userId),
          name: r.name,
          email: r.email,
          accountManager: r.managerId === null ? null : { id: Number(r.managerId), name: r.managerName ?? '' },
          accountsReconciled: r.accountsReconciled,
          accountsTotal: r.accountsTotal,
          openQuestions: r.openQuestions,
          undecidedDuplicates: r.undecidedDuplicates,
          undecidedTransfers: r.undecidedTransfers,
          reportId: r.reportId === null ? null : Number(r.reportId),
          reportStatus: r.reportStatus,
          ready: r.ready,
        })),
    };
  }
}
