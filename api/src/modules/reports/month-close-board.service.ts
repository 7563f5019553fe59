import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { previousMonth, RECONCILIATION_MESSAGES, ReportStatus, StaffRole, type MonthCloseBoard, type MonthCloseRow } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { parseMonth, type ReconciliationPeriod } from '../books/reconciliations/reconciliation-input';
import { ReconciliationsService } from '../books/reconciliations/reconciliations.service';

const SORTS = [
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
type Sort = (typeof SORTS)[number];

export interface MonthCloseQuery {
  month: ReconciliationPeriod;
  sort: Sort;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
  notReady: boolean;
  all: boolean;
  /** Only the clients of this account manager (the console's "My clients"); null: every client the reader may see. */
  accountManagerId: number | null;
}

const invalid = (field: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [field]: [message] } });
const single = (value: unknown): string | undefined =>
  Array.isArray(value) ? String(value[value.length - 1]) : value === undefined || value === '' ? undefined : String(value);
const flag = (value: unknown) => ['1', 'true'].includes(single(value) ?? '');

/** GET /api/admin/month-close's query: month (default the previous one), sort, order, page, perPage, notReady=1, all=1, accountManagerId. */
export function parseMonthCloseQuery(raw: Record<string, unknown>): MonthCloseQuery {
  const month = parseMonth(single(raw.month) ?? previousMonth());
  const sort = (single(raw.sort) ?? 'name') as Sort;
  if (!SORTS.includes(sort)) throw invalid('sort', RECONCILIATION_MESSAGES.badSort);
  const order = (single(raw.order) ?? 'ASC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw invalid('order', 'order must be ASC or DESC');
  const whole = (name: string, fallback: number, max: number) => {
    const text = single(raw[name]);
    if (text === undefined) return fallback;
    if (!/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > max) throw invalid(name, `${name} must be a whole number from 1 to ${max}`);
    return Number(text);
  };
  const manager = single(raw.accountManagerId);
  if (manager !== undefined && !/^[1-9]\d{0,8}$/.test(manager)) throw invalid('accountManagerId', "accountManagerId must be a staff member's id");
  return {
    month,
    sort,
    order,
    page: whole('page', 1, 100_000),
    perPage: whole('perPage', 25, 500),
    notReady: flag(raw.notReady),
    all: flag(raw.all),
    accountManagerId: manager === undefined ? null : Number(manager),
  };
}

interface ClientRow {
  userId: number;
  name: string;
  email: string;
  managerId: number | null;
  managerName: string | null;
  openQuestions: number;
  undecidedDuplicates: number;
  undecidedTransfers: number;
  reportId: number | null;
  reportStatus: ReportStatus | null;
}

/**
 * The staff's month-close board (issue 28 point 5): for a month, every active client the staff
 * member works (a bookkeeper: their own, or with all=1 every client they may work on; owners and
 * reviewers: all) with accounts reconciled / total, open questions, undecided duplicates and
 * transfer candidates, and the report's status; ready when nothing is left but the approval.
 */
@Injectable()
export class MonthCloseBoardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reconciliations: ReconciliationsService,
  ) {}

  async board(staff: Pick<AuthUser, 'id' | 'staffRole'>, query: MonthCloseQuery): Promise<MonthCloseBoard> {
    const { month } = query;
    const [year, mm] = month.month.split('-').map(Number);
    const bookkeeper = staff.staffRole === StaffRole.BOOKKEEPER;
    const clients: ClientRow[] = await this.db.query(
      `SELECT u.id AS "userId", concat_ws(' ', u.first_name, u.last_name) AS name, u.email,
              am.id AS "managerId", nullif(concat_ws(' ', am.first_name, am.last_name), '') AS "managerName",
              (SELECT count(*)::int FROM transaction_questions q JOIN ledger_entries l ON l.id = q.ledger_entry_id
                WHERE q.user_id = u.id AND q.status = 'open' AND l.date BETWEEN $1::date AND $2::date) AS "openQuestions",
              (SELECT count(*)::int FROM ledger_entries l
                WHERE l.user_id = u.id AND l.date BETWEEN $1::date AND $2::date AND l.duplicate_of IS NOT NULL AND l.duplicate_decision IS NULL) AS "undecidedDuplicates",
              (SELECT count(*)::int FROM ledger_entries l
                WHERE l.user_id = u.id AND l.date BETWEEN $1::date AND $2::date AND l.transfer_decision IS NULL
                  AND (l.transfer_entry_id IS NOT NULL OR l.transfer_candidate)) AS "undecidedTransfers",
              r.id AS "reportId", r.status::text AS "reportStatus"
         FROM users u
         LEFT JOIN users am ON am.id = u.account_manager_id
         LEFT JOIN monthly_reports r ON r.user_id = u.id AND r.year = $3 AND r.month = $4
        WHERE NOT u.is_admin AND u.deletion_requested_at IS NULL
          AND (NOT $5::boolean OR u.account_manager_id = $6 OR ($7::boolean AND u.open_to_all_staff))`,
      [month.start, month.end, year, mm, bookkeeper, staff.id, query.all],
    );
    const counts = await this.reconciliations.counts(
      clients.map((c) => c.userId),
      month,
    );
    let rows: MonthCloseRow[] = clients.map((c) => {
      const accounts = counts.get(c.userId) ?? { reconciled: 0, ready: 0, total: 0 };
      const reportStatus = c.reportStatus;
      return {
        userId: c.userId,
        name: c.name,
        email: c.email,
        accountManager: c.managerId === null ? null : { id: Number(c.managerId), name: c.managerName ?? '' },
        accountsReconciled: accounts.reconciled,
        accountsTotal: accounts.total,
        openQuestions: c.openQuestions,
        undecidedDuplicates: c.undecidedDuplicates,
        undecidedTransfers: c.undecidedTransfers,
        reportId: c.reportId === null ? null : Number(c.reportId),
        reportStatus,
        ready:
          accounts.ready === accounts.total &&
          c.openQuestions === 0 &&
          c.undecidedDuplicates === 0 &&
          c.undecidedTransfers === 0 &&
          reportStatus === ReportStatus.PENDING,
      };
    });
    if (query.notReady) rows = rows.filter((r) => !r.ready);
    if (query.accountManagerId !== null) rows = rows.filter((r) => r.accountManager?.id === query.accountManagerId);
    const direction = query.order === 'ASC' ? 1 : -1;
    const key = (r: MonthCloseRow): string | number => {
      if (query.sort === 'accountManager') return r.accountManager?.name ?? '';
      const value = r[query.sort];
      if (typeof value === 'boolean') return value ? 1 : 0;
      return value ?? '';
    };
    rows.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order * direction || a.userId - b.userId;
    });
    const total = rows.length;
    const start = (query.page - 1) * query.perPage;
    return { month: month.month, clients: rows.slice(start, start + query.perPage), total };
  }
}
