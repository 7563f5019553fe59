import { Injectable } from '@nestjs/common';
import {
  ACCESS_LOG_MESSAGES,
  ACCESS_LOG_PAGE_SIZE,
  type AccessLogItem,
  type AccessLogPage,
  type AdminAccessLogRow,
  describeAccess,
  INPUT_LIMITS,
  type Locale,
} from '@ledgerleaf/contracts';
import type { AccessLogEntry } from '../../common/access-log/access-log-entry.entity';
import { csvText, type CsvSink, writeCsvChunk } from '../../common/csv/csv-stream';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { RawListQuery } from '../../common/react-admin/list-query';
import type { ListPage } from '../../common/react-admin/list-query';
import { ADMIN_ACCESS_LOG_LIST, type AccessLogPeriod, AccessLogRepository } from './access-log.repository';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

export const ACCESS_LOG_CSV_COLUMNS = [
  'at',
  'staff_user_id',
  'staff_name',
  'staff_role',
  'client_user_id',
  'client_name',
  'action',
  'what',
  'route',
  'object',
  'ip',
];

/** The client's view of their log, the owners' view of all of it, and its export. */
@Injectable()
export class AccessLogService {
  constructor(private readonly log: AccessLogRepository) {}

  /** `?page=` (from 1): the client's own rows, newest first, worded in `locale`; no addresses. */
  async forClient(clientUserId: number, rawPage: unknown, locale: Locale): Promise<AccessLogPage> {
    const page = parsePage(rawPage);
    const { rows, total } = await this.log.clientPage(clientUserId, page, ACCESS_LOG_PAGE_SIZE);
    return { items: rows.map((row) => clientItem(row, locale)), page, pageSize: ACCESS_LOG_PAGE_SIZE, total };
  }

  listForAdmin(raw: RawListQuery): Promise<ListPage<AccessLogEntry>> {
    const query = ADMIN_ACCESS_LOG_LIST.parse(raw);
    return this.log.adminPage(query, periodOf(query.filter));
  }

  /** Streams the filtered log (the list's filter and sort, no range) as CSV, spreadsheet-safe; `what` in `locale`. */
  async exportCsv(raw: RawListQuery, out: CsvSink, started: () => void, locale: Locale): Promise<void> {
    const query = ADMIN_ACCESS_LOG_LIST.parse({ ...raw, range: undefined });
    const period = periodOf(query.filter);
    started();
    if (!(await writeCsvChunk(out, `${ACCESS_LOG_CSV_COLUMNS.join(',')}\r\n`))) return;
    for await (const rows of this.log.exportRows(query, period)) {
      const chunk = rows.map((r) => csvLine(adminRow(r, locale))).join('');
      if (!(await writeCsvChunk(out, chunk))) return;
    }
  }

  purgeExpired(): Promise<number> {
    return this.log.purgeExpired();
  }
}

function parsePage(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw) || (Number(raw) - 1) * ACCESS_LOG_PAGE_SIZE > INPUT_LIMITS.listMaxOffset) {
    throw invalid(ACCESS_LOG_MESSAGES.pageInvalid);
  }
  return Number(raw);
}

function periodOf(filter: Record<string, unknown>): AccessLogPeriod {
  const day = (name: 'from' | 'to'): string | null => {
    const value = filter[name];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
      throw invalid(ACCESS_LOG_MESSAGES.dayInvalid(name));
    }
    return value;
  };
  const period = { from: day('from'), to: day('to') };
  if (period.from && period.to && period.from > period.to) throw invalid(ACCESS_LOG_MESSAGES.rangeInvalid);
  return period;
}

export function clientItem(r: AccessLogEntry, locale: Locale): AccessLogItem {
  return {
    id: String(r.id),
    at: r.at.toISOString(),
    staffName: r.staffName,
    staffRole: r.staffRole,
    what: describeAccess(r.objectKind, r.action, r.objectLabel, locale),
  };
}

export function adminRow(r: AccessLogEntry, locale: Locale): AdminAccessLogRow {
  return {
    id: String(r.id),
    at: r.at.toISOString(),
    staffUserId: r.staffUserId,
    staffName: r.staffName,
    staffRole: r.staffRole,
    clientUserId: r.clientUserId,
    clientName: r.clientName,
    action: r.action,
    route: r.route,
    objectKind: r.objectKind,
    objectRef: r.objectRef,
    ip: r.ip,
    what: describeAccess(r.objectKind, r.action, r.objectLabel, locale),
  };
}

function csvLine(r: AdminAccessLogRow): string {
  const cells = [
    r.at,
    r.staffUserId === null ? '' : String(r.staffUserId),
    r.staffName,
    r.staffRole,
    String(r.clientUserId),
    r.clientName,
    r.action,
    r.what,
    r.route,
    r.objectRef,
    r.ip,
  ];
  return `${cells.map((c) => csvText(c)).join(',')}\r\n`;
}
