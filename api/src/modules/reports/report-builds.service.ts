import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { FileStorage } from '../../common/storage/file-storage';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { GENERATE_REPORT, reportJobId, type ReportMonth } from './reports.jobs';

type ReportJob = ReportMonth & { userId: number };

/**
 * Report jobs, recorded before they are delivered: a report_builds row per client and
 * month says the build is in progress until the job ends, so a job lost with Redis or a
 * killed worker is found by the reconciler and enqueued again under the same id.
 */
@Injectable()
export class ReportBuildsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Requests the month's report for each client that has none yet (a second fan-out of
   * the same month adds nothing), then enqueues their jobs. Returns the clients requested.
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
      `SELECT user_id FROM report_builds WHERE user_id = ANY($1::int[]) AND year = $2 AND month = $3 ORDER BY user_id`,
      [userIds, month.year, month.month],
    );
    for (const { user_id: userId } of pending) {
      await this.jobs.enqueue(GENERATE_REPORT, { userId, ...month }, { jobId: reportJobId(userId, month) });
    }
    return rows.map((r) => r.user_id);
  }

  /** Remembers the files a try has just stored, before it writes the report row that uses them. */
  async filesStored({ userId, year, month }: ReportJob, keys: readonly string[]): Promise<void> {
    await this.db.query('UPDATE report_builds SET file_keys = file_keys || $4::jsonb WHERE user_id = $1 AND year = $2 AND month = $3', [
      userId,
      year,
      month,
      JSON.stringify(keys),
    ]);
  }

  /** Before a try: removes the files an earlier, killed try stored that the month's report does not use. */
  async removeLeftoverFiles({ userId, year, month }: ReportJob): Promise<number> {
    const rows: { key: string }[] = await this.db.query(
      `SELECT k.key FROM report_builds b CROSS JOIN jsonb_array_elements_text(b.file_keys) AS k(key)
        WHERE b.user_id = $1 AND b.year = $2 AND b.month = $3
          AND NOT EXISTS (SELECT 1 FROM monthly_reports r WHERE r.user_id = b.user_id AND r.year = b.year AND r.month = b.month
                             AND k.key IN (r.transactions_csv_url, r.summary_csv_url, r.pdf_url))`,
      [userId, year, month],
    );
    // A file that cannot be removed now stays listed, for the next try.
    await Promise.all(rows.map(({ key }) => this.storage.delete(key)));
    await this.db.query(`UPDATE report_builds SET file_keys = '[]' WHERE user_id = $1 AND year = $2 AND month = $3`, [userId, year, month]);
    return rows.length;
  }

  /** The build ended (written, skipped, or given up): the month is no longer in progress. */
  async finished({ userId, year, month }: ReportJob): Promise<void> {
    await this.db.query('DELETE FROM report_builds WHERE user_id = $1 AND year = $2 AND month = $3', [userId, year, month]);
  }

  /** For the reconciler: every requested month whose build has not ended. */
  @Reconciles(GENERATE_REPORT)
  async inProgress(): Promise<InProgressWork<ReportJob>[]> {
    const rows: { user_id: number; year: number; month: number }[] = await this.db.query('SELECT user_id, year, month FROM report_builds ORDER BY requested_at');
    return rows.map((r) => {
      const payload = { userId: r.user_id, year: r.year, month: r.month };
      return { jobId: reportJobId(r.user_id, payload), payload };
    });
  }
}
