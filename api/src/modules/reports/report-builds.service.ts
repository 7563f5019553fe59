import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REPORT_MESSAGES, type ReportBuildDto } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { FileStorage } from '../../common/storage/file-storage';
import { modifiedRows } from '../../database/modified-rows';
import { unflushedWrite } from '../../database/unflushed-write';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { monthLabel } from './reports.service';
import { GENERATE_REPORT, reportJobId, type ReportMonth } from './reports.jobs';

export type ReportJob = ReportMonth & { userId: number };

/**
 * Queue priorities (Bull: 1 runs first). A build someone is waiting for on a screen goes
 * before the monthly fan-out's hundreds.
 */
const ASKED_PRIORITY = 1;
const SCHEDULED_PRIORITY = 10;

interface BuildRow {
  user_id: number;
  year: number;
  month: number;
  progress: number;
  failure: string | null;
}

const toDto = (row: BuildRow): ReportBuildDto => ({
  year: row.year,
  month: row.month,
  status: row.failure === null ? 'generating' : 'failed',
  progress: row.progress,
  failure: row.failure,
});

/**
 * Report jobs, recorded before they are delivered: a report_builds row per client and
 * month says the build is in progress until the job ends, so a job lost with Redis or a
 * killed worker is found by the reconciler and enqueued again under the same id. The row
 * also carries what the screens show: the build's progress, or why it gave up.
 */
@Injectable()
export class ReportBuildsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly storage: FileStorage,
  ) {}

  /** A month whose books changed (ledger_changes, drained by LedgerChangesProcessor): requests a rebuild of each of the months whose report is pending review; approved reports keep their figures. */
  async rebuildPending(userId: number, months: readonly ReportMonth[]): Promise<ReportMonth[]> {
    if (!months.length) return [];
    const pending: ReportMonth[] = await this.db.query(
      `SELECT year, month FROM monthly_reports WHERE user_id = $1 AND status = 'pending' AND (year, month) IN (SELECT * FROM unnest($2::int[], $3::int[]))`,
      [userId, months.map((m) => m.year), months.map((m) => m.month)],
    );
    for (const month of pending) await this.requestOne(userId, { year: month.year, month: month.month });
    return pending;
  }

  /**
   * The monthly fan-out: requests the month's report for each client that has none yet (a
   * second fan-out of the same month adds nothing), then enqueues the jobs of every build
   * of that month still in progress. Returns the clients newly requested.
   */
  async request(userIds: readonly number[], month: ReportMonth): Promise<number[]> {
    const rows: { user_id: number }[] = await this.db.query(
      `INSERT INTO report_builds (user_id, year, month)
       SELECT u.id, $2, $3 FROM unnest($1::int[]) AS u(id)
        WHERE NOT EXISTS (SELECT 1 FROM monthly_reports r WHERE r.user_id = u.id AND r.year = $2 AND r.month = $3)
       ON CONFLICT DO NOTHING
       RETURNING user_id`,
      [userIds, month.year, month.month],
    );
    const pending: { user_id: number }[] = await this.db.query(
      `SELECT user_id FROM report_builds WHERE user_id = ANY($1::int[]) AND year = $2 AND month = $3 AND failure IS NULL ORDER BY user_id`,
      [userIds, month.year, month.month],
    );
    for (const { user_id: userId } of pending) {
      await this.jobs.enqueue(GENERATE_REPORT, { userId, ...month }, { jobId: reportJobId(userId, month), priority: SCHEDULED_PRIORITY });
    }
    return rows.map((r) => r.user_id);
  }

  /**
   * A client's (or staff's) request to build or rebuild one month. It records the request
   * (again: a failed build starts over, a running one builds once more before it ends) and
   * enqueues the job unless one is already waiting or running.
   */
  async requestOne(userId: number, month: ReportMonth): Promise<void> {
    await this.db.query(
      `INSERT INTO report_builds (user_id, year, month) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, year, month) DO UPDATE SET requested_at = now(), failure = NULL, progress = 0`,
      [userId, month.year, month.month],
    );
    await this.jobs.enqueue(GENERATE_REPORT, { userId, ...month }, { jobId: reportJobId(userId, month), rerunAfterFinish: true, priority: ASKED_PRIORITY });
  }

  /** The build of one month while it is in progress or after it failed; null once it has ended well (or was never asked). */
  async state(userId: number, month: ReportMonth): Promise<ReportBuildDto | null> {
    const rows: BuildRow[] = await this.db.query('SELECT user_id, year, month, progress, failure FROM report_builds WHERE user_id = $1 AND year = $2 AND month = $3', [
      userId,
      month.year,
      month.month,
    ]);
    return rows.length ? toDto(rows[0]) : null;
  }

  /** The client's builds in progress or failed, newest month first (the Monthly Reports screen). */
  async listForClient(userId: number): Promise<ReportBuildDto[]> {
    const rows: BuildRow[] = await this.db.query('SELECT user_id, year, month, progress, failure FROM report_builds WHERE user_id = $1 ORDER BY year DESC, month DESC', [userId]);
    return rows.map(toDto);
  }

  /**
   * When the build of this month was last asked for, as PostgreSQL's text (microseconds: a
   * JavaScript Date would drop them and never compare equal again); null when no build is
   * recorded (a stray delivery).
   */
  async requestedAt({ userId, year, month }: ReportJob): Promise<string | null> {
    const rows: { requested_at: string }[] = await this.db.query('SELECT requested_at::text AS requested_at FROM report_builds WHERE user_id = $1 AND year = $2 AND month = $3', [
      userId,
      year,
      month,
    ]);
    return rows[0]?.requested_at ?? null;
  }

  /** The job's progress, 0-100, for the screens: shown in passing, so its commit does not wait for the disk (unflushedWrite). */
  async progress({ userId, year, month }: ReportJob, percent: number): Promise<void> {
    await unflushedWrite(this.db, 'UPDATE report_builds SET progress = $4 WHERE user_id = $1 AND year = $2 AND month = $3 AND failure IS NULL', [userId, year, month, percent]);
  }

  /**
   * Remembers the files a try has just stored, before it writes the report row that uses
   * them, and the files of the report that row will replace: whichever of the two sets the
   * row does not name after a kill is removed by the next try (the new ones when the kill
   * came before the row was written, the replaced ones when it came after). Its commit
   * does not wait for the disk (unflushedWrite): the report row's commit, which does, comes
   * next and makes it durable with it; a kill of the worker loses nothing, and only a crash
   * of the database server in between could forget the new files (left unused, never
   * named by a report).
   */
  async filesStored({ userId, year, month }: ReportJob, keys: readonly string[]): Promise<void> {
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

  /** Before a try: removes the files an earlier, killed try stored that neither the month's report nor an earlier version of it uses. */
  async removeLeftoverFiles({ userId, year, month }: ReportJob): Promise<number> {
    const rows: { key: string }[] = await this.db.query(
      `SELECT k.key FROM report_builds b CROSS JOIN jsonb_array_elements_text(b.file_keys) AS k(key)
        WHERE b.user_id = $1 AND b.year = $2 AND b.month = $3
          AND NOT EXISTS (SELECT 1 FROM monthly_reports r WHERE r.user_id = b.user_id AND r.year = b.year AND r.month = b.month
                             AND k.key IN (r.transactions_csv_url, r.summary_csv_url, r.pdf_url))
          AND NOT EXISTS (SELECT 1 FROM report_versions v WHERE k.key IN (v.transactions_csv_url, v.summary_csv_url, v.pdf_url))`,
      [userId, year, month],
    );
    // A file that cannot be removed now stays listed, for the next try.
    await Promise.all(rows.map(({ key }) => this.storage.delete(key)));
    // Written only when there is a list to empty: an UPDATE that leaves the row as it was still writes a row version and waits for the disk at its commit.
    await this.db.query(`UPDATE report_builds SET file_keys = '[]' WHERE user_id = $1 AND year = $2 AND month = $3 AND file_keys <> '[]'::jsonb`, [userId, year, month]);
    return rows.length;
  }

  /**
   * A run built what was asked up to `requestedAt`: the month is no longer in progress,
   * unless someone asked again meanwhile (false: the job builds once more). Its commit does
   * not wait for the disk (unflushedWrite): the report is already durable, and were a crash
   * of the database server to forget the end, the reconciler would build the month once more.
   */
  async finished({ userId, year, month }: ReportJob, requestedAt: string | null = null): Promise<boolean> {
    const ended = await modifiedRows<{ user_id: number }>(
      { query: (sql, parameters) => unflushedWrite(this.db, sql, parameters ?? []) },
      `DELETE FROM report_builds WHERE user_id = $1 AND year = $2 AND month = $3 AND ($4::timestamptz IS NULL OR requested_at <= $4) RETURNING user_id`,
      [userId, year, month, requestedAt],
    );
    if (ended.length || requestedAt === null) return true;
    return (await this.requestedAt({ userId, year, month })) === null;
  }

  /** The last try gave up: the row stays, with the reason the screens show, until the client asks again. */
  async failed({ userId, year, month }: ReportJob, failure: string): Promise<void> {
    await this.db.query('UPDATE report_builds SET failure = $4, progress = 0 WHERE user_id = $1 AND year = $2 AND month = $3', [userId, year, month, failure]);
  }

  /** For the reconciler: every requested month whose build has neither ended nor given up. */
  @Reconciles(GENERATE_REPORT)
  async inProgress(): Promise<InProgressWork<ReportJob>[]> {
    const rows: { user_id: number; year: number; month: number }[] = await this.db.query(
      'SELECT user_id, year, month FROM report_builds WHERE failure IS NULL ORDER BY requested_at',
    );
    return rows.map((r) => {
      const payload = { userId: r.user_id, year: r.year, month: r.month };
      return { jobId: reportJobId(r.user_id, payload), payload, giveUp: () => this.failed(payload, REPORT_MESSAGES.buildFailed(monthLabel(r.year, r.month))) };
    });
  }
}
