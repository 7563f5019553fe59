import type { GetListParams, GetListResult } from 'react-admin';
import { isMonth, previousMonth, type MonthCloseBoard, type MonthCloseRow } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, httpClient } from '../../http-client';

export const MONTH_CLOSE_RESOURCE = 'month-close';

export const isMonthCloseList = (resource: string) => resource === MONTH_CLOSE_RESOURCE;

/** A board row as react-admin lists it: the client's id is the row's. */
export type MonthCloseListRow = MonthCloseRow & { id: number };

/** The board's month: the filter's when it is one, else the previous month (the one being closed). */
export const boardMonth = (filter: { month?: unknown } | undefined): string =>
  typeof filter?.month === 'string' && isMonth(filter.month) ? filter.month : previousMonth();

/** The query the board's route reads: ?month=&sort=&order=&page=&perPage=&notReady=1, and "My clients" or all=1. */
export const monthCloseQuery = ({ filter = {}, sort, pagination }: GetListParams): URLSearchParams => {
  const params = new URLSearchParams({ month: boardMonth(filter) });
  if (sort?.field) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  if (pagination) {
    params.set('page', String(pagination.page));
    params.set('perPage', String(pagination.perPage));
  }
  if (filter.notReady) params.set('notReady', '1');
  // "My clients" is the account manager filter, as on the other lists; without it, every client.
  if (filter.accountManagerId !== undefined && filter.accountManagerId !== '') params.set('accountManagerId', String(filter.accountManagerId));
  else params.set('all', '1');
  return params;
};

/** GET /api/admin/month-close: the total is the answer's `total` (or a Content-Range, if the route gives one). */
export const getMonthCloseList = async (params: GetListParams): Promise<GetListResult<MonthCloseListRow>> => {
  const { json, headers } = await httpClient(`${ADMIN_API_URL}/month-close?${monthCloseQuery(params)}`);
  const board = json as MonthCloseBoard;
  const range = headers.get('Content-Range')?.split('/').pop();
  const total = typeof board.total === 'number' ? board.total : range ? Number(range) : board.clients.length;
  return { data: board.clients.map((row) => ({ ...row, id: row.userId })), total };
};
