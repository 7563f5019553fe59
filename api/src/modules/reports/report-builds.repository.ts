import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { modifiedRows } from '../../database/modified-rows';
import { unflushedWrite } from '../../database/unflushed-write';
import { MonthlyReport } from './entities/monthly-report.entity';
import type { ReportMonth } from './reports.jobs';

/** A report_builds row as the screens and the reconciler read it. */
export interface BuildRow {
  user_id: number;
  year: number;
  month: number;
  progress: number;
  failure: string | null;
}

/** One client's month. */
export type ClientMonth = ReportMonth & { userId: number };

/**
 * The SQL of report builds (issue 26, point 6): the report_builds rows that say a build is in
 * progress (requested, its progress, the files a try stored, how it failed), and the month's
 * lock under which the builder writes the report row and its lines. ReportBuildsService and
 * ReportBuilderService read as the steps of their jobs; the statements are here.
 */
@Injectable()
export class ReportBuildsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The month's report, if any (the builder's first look, before reading the books). */
  currentReport({ userId, year, month }: ClientMonth): Promise<MonthlyReport | null> {
    return this.db.getRepository(MonthlyReport).findOneBy({ userId, year, month });
  }

  /**
   * Runs `write` in a transaction holding the month's advisory lock, with the month's report
   * as it is under that lock: one writer per client and month, so a cron job and a client's
   * click (or two worker replicas) cannot both insert.
   */
  writeUnderMonthLock<T>({ userId, year, month }: ClientMonth, write: (em: EntityManager, current: MonthlyReport | null) => Promise<T>): Promise<T> {
    return this.db.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`report:${userId}:${year}-${month}`]);
      return write(em, await em.getRepository(MonthlyReport).findOneBy({ userId, year, month }));
    });
  }

  /** Of these months of the client, those whose report is pending review. */
  pendingMonths(userId: number, months: readonly ReportMonth[]): Promise<ReportMonth[]> {
    return this.db.query(
      `SELECT year, month FROM monthly_reports WHERE user_id = $1 AND status = 'pending' AND (year, month) IN (SELECT * FROM unnest($2::int[], $3::int[]))`,
      [userId, months.map((m) => m.year), months.map((m) => m.month)],
    );
  }

  /** Records the month as requested for each client that has no report of it yet (nor a build); returns the clients newly recorded. */
  async requestMissing(userIds: readonly number[], month: ReportMonth): Promise<number[]> {
    const rows: { user_id: number }[] = await this.db.query(
      `INSERT INTO report_builds (user_id, year, month)
       SELECT u.id, $2, $3 FROM unnest($1::int[]) AS u(id)
        WHERE NOT EXISTS (SELECT 1 FROM monthly_reports r WHERE r.user_id = u.id AND r.year = $2 AND r.month = $3)
       ON CONFLICT DO NOTHING
       RETURNING user_id`,
      [userIds, month.year, month.month],
    );
    return rows.map((r) => r.user_id);
  }

  /** Of these clients, those whose build of the month is in progress (not failed), by id. */
  async inProgressOf(userIds: readonly number[], month: ReportMonth): Promise<number[]> {
    const rows: { user_id: number }[] = await this.db.query(
      `SELECT user_id FROM report_builds WHERE user_id = ANY($1::int[]) AND year = $2 AND month = $3 AND failure IS NULL ORDER BY user_id`,
      [userIds, month.year, month.month],
    );
    return rows.map((r) => r.user_id);
  }

  /** Records a request of one month again: a failed build starts over, a running one sees its requested_at move forward. */
  async request({ userId, year, month }: ClientMonth): Promise<void> {
    await this.db.query(
      `INSERT INTO report_builds (user_id, year, month) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, year, month) DO UPDATE SET requested_at = now(), failure = NULL, progress = 0`,
      [userId, year, month],
    );
  }

  /** The build of one month, if recorded. */
  async build({ userId, year, month }: ClientMonth): Promise<BuildRow | null> {
    const rows: BuildRow[] = await this.db.query(
      'SELECT user_id, year, month, progress, failure FROM report_builds WHERE user_id = $1 AND year = $2 AND month = $3',
      [userId, year, month],
    );
    return rows[0] ?? null;
  }

  /** The client's builds, newest month first. */
  buildsOf(userId: number): Promise<BuildRow[]> {
    return this.db.query('SELECT user_id, year, month, progress, failure FROM report_builds WHERE user_id = $1 ORDER BY year DESC, month DESC', [userId]);
  }

  /** When the build was last asked for, as PostgreSQL's text (microseconds kept); null when none is recorded. */
  async requestedAt({ userId, year, month }: ClientMonth): Promise<string | null> {
    const rows: { requested_at: string }[] = await this.db.query(
      'SELECT requested_at::text AS requested_at FROM report_builds WHERE user_id = $1 AND year = $2 AND month = $3',
      [userId, year, month],
    );
    return rows[0]?.requested_at ?? null;
  }

  async setProgress({ userId, year, month }: ClientMonth, percent: number): Promise<void> {
    // Shown in passing: its commit does not wait for the disk (unflushed-write.ts).
    await unflushedWrite(this.db, 'UPDATE report_builds SET progress = $4 WHERE user_id = $1 AND year = $2 AND month = $3 AND failure IS NULL', [
      userId,
      year,
      month,
      percent,
    ]);
  }

  /** Adds the keys a try stored, and those of the report its row will replace, to the build's file_keys. */
  async recordFileKeys({ userId, year, month }: ClientMonth, keys: readonly string[]): Promise<void> {
    // Its commit does not wait for the disk: the report row's commit, which does, comes next and makes it durable with it (unflushed-write.ts).
    await unflushedWrite(
      this.db,
      `UPDATE report_builds b
          SET file_keys = b.file_keys || $4::jsonb || (
                SELECT COALESCE(jsonb_agg(k.key), '[]'::jsonb)
                  FROM monthly_reports r CROSS JOIN unnest(ARRAY[r.transactions_csv_url, r.summary_csv_url, r.pdf_url]) AS k(key)
                 WHERE r.user_id = b.user_id AND r.year = b.year AND r.month = b.month AND k.key IS NOT NULL)
        WHERE b.user_id = $1 AND b.year = $2 AND b.month = $3`,
      [userId, year, month, JSON.stringify(keys)],
    );
  }

  /** The build's recorded keys that neither the month's report nor any report version names. */
  async leftoverFileKeys({ userId, year, month }: ClientMonth): Promise<string[]> {
    const rows: { key: string }[] = await this.db.query(
      `SELECT k.key FROM report_builds b CROSS JOIN jsonb_array_elements_text(b.file_keys) AS k(key)
        WHERE b.user_id = $1 AND b.year = $2 AND b.month = $3
          AND NOT EXISTS (SELECT 1 FROM monthly_reports r WHERE r.user_id = b.user_id AND r.year = b.year AND r.month = b.month
                             AND k.key IN (r.transactions_csv_url, r.summary_csv_url, r.pdf_url))
          AND NOT EXISTS (SELECT 1 FROM report_versions v WHERE k.key IN (v.transactions_csv_url, v.summary_csv_url, v.pdf_url))`,
      [userId, year, month],
    );
    return rows.map((r) => r.key);
  }

  async clearFileKeys({ userId, year, month }: ClientMonth): Promise<void> {
    // Written only when there is a list to empty: an UPDATE that leaves the row as it was still writes a row version and waits for the disk.
    await this.db.query(`UPDATE report_builds SET file_keys = '[]' WHERE user_id = $1 AND year = $2 AND month = $3 AND file_keys <> '[]'::jsonb`, [
      userId,
      year,
      month,
    ]);
  }

  /** Deletes the build's row unless it was asked for again after `requestedAt` (null: whatever its time); true when deleted. */
  async end({ userId, year, month }: ClientMonth, requestedAt: string | null): Promise<boolean> {
    // Its commit does not wait for the disk: the report is durable already; were the server to forget the end, the reconciler builds once more.
    const ended = await modifiedRows<{ user_id: number }>(
      { query: (sql, parameters) => unflushedWrite(this.db, sql, parameters ?? []) },
      `DELETE FROM report_builds WHERE user_id = $1 AND year = $2 AND month = $3 AND ($4::timestamptz IS NULL OR requested_at <= $4) RETURNING user_id`,
      [userId, year, month, requestedAt],
    );
    return ended.length > 0;
  }

  async setFailed({ userId, year, month }: ClientMonth, failure: string): Promise<void> {
    await this.db.query('UPDATE report_builds SET failure = $4, progress = 0 WHERE user_id = $1 AND year = $2 AND month = $3', [userId, year, month, failure]);
  }

  /** Every requested month whose build has neither ended nor given up, oldest request first. */
  async inProgress(): Promise<ClientMonth[]> {
    const rows: { user_id: number; year: number; month: number }[] = await this.db.query(
      'SELECT user_id, year, month FROM report_builds WHERE failure IS NULL ORDER BY requested_at',
    );
    return rows.map((r) => ({ userId: r.user_id, year: r.year, month: r.month }));
  }
}
