import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { AccessLogEntry } from '../../common/access-log/access-log-entry.entity';
import { defineList, type ListPage, type ListQuery } from '../../common/react-admin/list-query';

/** The console's list: filter by staff (`staffUserId`), client (`clientUserId`), action, and `from`/`to` days (checked by the service). */
export const ADMIN_ACCESS_LOG_LIST = defineList({
  resource: 'access-log',
  alias: 'a',
  sort: { id: 'a.id', at: 'a.at', staffName: 'a.staffName', clientName: 'a.clientName' },
  defaultSort: ['at', 'DESC'],
  search: ['a.staff_name', 'a.client_name', 'a.route', 'a.object_ref'],
  equals: { action: { column: 'a.action', values: ['read', 'change'], message: 'filter action must be read or change' } },
  references: { staffUserId: 'a.staff_user_id', clientUserId: 'a.client_user_id' },
});

export type AccessLogListField = 'id' | 'at' | 'staffName' | 'clientName';

/** Days are business days (America/Toronto): `to` includes its whole day. */
export interface AccessLogPeriod {
  from: string | null;
  to: string | null;
}

/** The SQL of the access log: reads and the purge. The rows themselves are inserted by AccessLogWriter (common). */
@Injectable()
export class AccessLogRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of one client's rows, newest first. */
  async clientPage(clientUserId: number, page: number, pageSize: number): Promise<{ rows: AccessLogEntry[]; total: number }> {
    const [rows, total] = await this.db
      .getRepository(AccessLogEntry)
      .createQueryBuilder('a')
      .where('a.client_user_id = :clientUserId', { clientUserId })
      .orderBy('a.at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { rows, total };
  }

  adminPage(query: ListQuery<AccessLogListField>, period: AccessLogPeriod): Promise<ListPage<AccessLogEntry>> {
    return ADMIN_ACCESS_LOG_LIST.page(this.periodQuery(period), query);
  }

  /** The rows of an export, `batch` at a time in the list's order (offset pages: the log only grows, at its newest end). */
  async *exportRows(query: ListQuery<AccessLogListField>, period: AccessLogPeriod, batch = 1000): AsyncGenerator<AccessLogEntry[]> {
    for (let skip = 0; ; skip += batch) {
      const rows = await ADMIN_ACCESS_LOG_LIST.apply(this.periodQuery(period), { ...query, skip, take: batch }).getMany();
      if (rows.length) yield rows;
      if (rows.length < batch) return;
    }
  }

  /**
   * Deletes the rows of clients who left more than 24 months ago, then forgets those
   * departures. The session setting is the only way the append-only trigger lets a DELETE
   * through, and only for such rows; it lasts for this transaction alone.
   */
  purgeExpired(): Promise<number> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT set_config('ledgerleaf.access_log_purge', 'on', true)`);
      const [, deleted] = (await m.query(
        `DELETE FROM access_log a USING access_log_departures d
         WHERE a.client_user_id = d.client_user_id AND d.left_at < now() - interval '24 months'`,
      )) as [unknown, number];
      await m.query(
        `DELETE FROM access_log_departures d WHERE d.left_at < now() - interval '24 months'
         AND NOT EXISTS (SELECT 1 FROM access_log a WHERE a.client_user_id = d.client_user_id)`,
      );
      return deleted;
    });
  }

  private periodQuery({ from, to }: AccessLogPeriod): SelectQueryBuilder<AccessLogEntry> {
    const qb = this.db.getRepository(AccessLogEntry).createQueryBuilder('a');
    if (from) qb.andWhere(`a.at >= (CAST(:from AS date)::timestamp AT TIME ZONE :tz)`, { from, tz: BUSINESS_TIME_ZONE });
    if (to) qb.andWhere(`a.at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :tz)`, { to, tz: BUSINESS_TIME_ZONE });
    return qb;
  }
}
