import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Which months of a client's books are closed. The rule itself is the database's
 * `month_closed(user, date)` (migration MonthClose1796030000000: the month's monthly report
 * is approved); this only asks it.
 */
@Injectable()
export class MonthCloseRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The earliest closed month (YYYY-MM) among the months of these dates (YYYY-MM-DD), or null. */
  async firstClosed(userId: number, dates: readonly string[]): Promise<string | null> {
    if (!dates.length) return null;
    const [row]: { closed: string | null }[] = await this.db.query(
      `SELECT to_char(min(k.first), 'YYYY-MM') AS closed
       FROM (SELECT DISTINCT date_trunc('month', d)::date AS first FROM unnest($2::date[]) AS d) k
       WHERE month_closed($1, k.first)`,
      [userId, dates],
    );
    return row?.closed ?? null;
  }

  /** The earliest closed month among the client's ledger rows of one CSV upload, submission or bank account, or null. */
  async firstClosedOfAccount(userId: number, source: 'bank' | 'csv' | 'manual', accountRef: number): Promise<string | null> {
    const [row]: { closed: string | null }[] = await this.db.query(
      `SELECT to_char(min(k.first), 'YYYY-MM') AS closed
       FROM (SELECT DISTINCT date_trunc('month', l.date)::date AS first FROM ledger_entries l
              WHERE l.user_id = $1 AND l.source = $2::ledger_source AND l.account_ref = $3) k
       WHERE month_closed($1, k.first)`,
      [userId, source, accountRef],
    );
    return row?.closed ?? null;
  }

  /** The first day (YYYY-MM-DD) of the first open month from the date's month on: the date itself when its month is open. */
  async firstOpenDay(userId: number, date: string): Promise<string> {
    const [row]: { day: string }[] = await this.db.query(`SELECT to_char(month_first_open_day($1, $2::date), 'YYYY-MM-DD') AS day`, [userId, date]);
    return row.day;
  }
}
