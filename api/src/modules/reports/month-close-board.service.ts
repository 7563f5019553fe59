import { Injectable } from '@nestjs/common';
import { previousMonth, RECONCILIATION_MESSAGES, StaffRole, type MonthCloseBoard } from '@ledgerleaf/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { parseMonth, type ReconciliationPeriod } from '../books/reconciliations/reconciliation-input';
import { MONTH_CLOSE_SORTS, MonthCloseBoardRepository, type MonthCloseSort } from './month-close-board.repository';

const SORTS = MONTH_CLOSE_SORTS;
type Sort = MonthCloseSort;

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

/**
 * The staff's month-close board (issue 28 point 5): for a month, every active client the staff
 * member works (a bookkeeper: their own, or with all=1 every client they may work on; owners and
 * reviewers: all) with accounts reconciled / total, open questions, undecided duplicates and
 * transfer candidates, and the report's status; ready when nothing is left but the approval.
 * Counted, filtered, sorted and paged in SQL (MonthCloseBoardRepository): a page costs a page.
 */
@Injectable()
export class MonthCloseBoardService {
  constructor(private readonly repository: MonthCloseBoardRepository) {}

  async board(staff: Pick<AuthUser, 'id' | 'staffRole'>, query: MonthCloseQuery): Promise<MonthCloseBoard> {
    const { rows, total } = await this.repository.page(query.month, {
      bookkeeperId: staff.staffRole === StaffRole.BOOKKEEPER ? staff.id : null,
      all: query.all,
      accountManagerId: query.accountManagerId,
      notReady: query.notReady,
      sort: query.sort,
      order: query.order,
      page: query.page,
      perPage: query.perPage,
    });
    return { month: query.month.month, clients: rows, total };
  }
}
