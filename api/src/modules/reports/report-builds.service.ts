import { Injectable } from '@nestjs/common';
import { REPORT_MESSAGES, type ReportBuildDto } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { FileStorage } from '../../common/storage/file-storage';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { type BuildRow, ReportBuildsRepository } from './report-builds.repository';
import { monthLabel } from './month-label';
import { GENERATE_REPORT, reportJobId, type ReportMonth } from './reports.jobs';

export type ReportJob = ReportMonth & { userId: number };

/**
 * Queue priorities (Bull: 1 runs first). A build someone is waiting for on a screen goes
 * before the monthly fan-out's hundreds.
 */
const ASKED_PRIORITY = 1;
const SCHEDULED_PRIORITY = 10;

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
    private readonly repository: ReportBuildsRepository,
    private readonly jobs: JobQueue,
    private readonly storage: FileStorage,
  ) {}

  /** A month whose books changed (ledger_changes, drained by LedgerChangesProcessor): requests a rebuild of each of the months whose report is pending review; approved reports keep their figures. */
  async rebuildPending(userId: number, months: readonly ReportMonth[]): Promise<ReportMonth[]> {
    if (!months.length) return [];
    const pending = await this.repository.pendingMonths(userId, months);
    for (const month of pending) await this.requestOne(userId, { year: month.year, month: month.month });
    return pending;
  }

  /**
   * The monthly fan-out: requests the month's report for each client that has none yet (a
   * second fan-out of the same month adds nothing), then enqueues the jobs of every build
   * of that month still in progress. Returns the clients newly requested.
   */
  async request(userIds: readonly number[], month: ReportMonth): Promise<number[]> {
    const requested = await this.repository.requestMissing(userIds, month);
    for (const userId of await this.repository.inProgressOf(userIds, month)) {
      await this.jobs.enqueue(GENERATE_REPORT, { userId, ...month }, { jobId: reportJobId(userId, month), priority: SCHEDULED_PRIORITY });
    }
    return requested;
  }

  /**
   * A client's (or staff's) request to build or rebuild one month. It records the request
   * (again: a failed build starts over, a running one builds once more before it ends) and
   * enqueues the job unless one is already waiting or running.
   */
  async requestOne(userId: number, month: ReportMonth): Promise<void> {
    await this.repository.request({ userId, ...month });
    await this.jobs.enqueue(
      GENERATE_REPORT,
      { userId, ...month },
      {
        jobId: reportJobId(userId, month),
        rerunAfterFinish: true,
        runAgainIfRunning: true,
        priority: ASKED_PRIORITY,
      },
    );
  }

  /** The build of one month while it is in progress or after it failed; null once it has ended well (or was never asked). */
  async state(userId: number, month: ReportMonth): Promise<ReportBuildDto | null> {
    const row = await this.repository.build({ userId, ...month });
    return row ? toDto(row) : null;
  }

  /** The client's builds in progress or failed, newest month first (the Monthly Reports screen). */
  async listForClient(userId: number): Promise<ReportBuildDto[]> {
    return (await this.repository.buildsOf(userId)).map(toDto);
  }

  /**
   * When the build of this month was last asked for, as PostgreSQL's text (microseconds: a
   * JavaScript Date would drop them and never compare equal again); null when no build is
   * recorded (a stray delivery).
   */
  requestedAt(job: ReportJob): Promise<string | null> {
    return this.repository.requestedAt(job);
  }

  /** The job's progress, 0-100, for the screens. */
  async progress(job: ReportJob, percent: number): Promise<void> {
    await this.repository.setProgress(job, percent);
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
  async filesStored(job: ReportJob, keys: readonly string[]): Promise<void> {
    await this.repository.recordFileKeys(job, keys);
  }

  /** Before a try: removes the files an earlier, killed try stored that neither the month's report nor an earlier version of it uses. */
  async removeLeftoverFiles(job: ReportJob): Promise<number> {
    const keys = await this.repository.leftoverFileKeys(job);
    // A file that cannot be removed now stays listed, for the next try.
    await Promise.all(keys.map((key) => this.storage.delete(key)));
    await this.repository.clearFileKeys(job);
    return keys.length;
  }

  /**
   * A run built what was asked up to `requestedAt`: the month is no longer in progress,
   * unless someone asked again meanwhile (false: the job builds once more). Its commit does
   * not wait for the disk (unflushedWrite): the report is already durable, and were a crash
   * of the database server to forget the end, the reconciler would build the month once more.
   */
  async finished(job: ReportJob, requestedAt: string | null = null): Promise<boolean> {
    if ((await this.repository.end(job, requestedAt)) || requestedAt === null) return true;
    return (await this.repository.requestedAt(job)) === null;
  }

  /** The last try gave up: the row stays, with the reason the screens show, until the client asks again. */
  async failed(job: ReportJob, failure: string): Promise<void> {
    await this.repository.setFailed(job, failure);
  }

  /** For the reconciler: every requested month whose build has neither ended nor given up. */
  @Reconciles(GENERATE_REPORT)
  async inProgress(): Promise<InProgressWork<ReportJob>[]> {
    return (await this.repository.inProgress()).map((payload) => ({
      jobId: reportJobId(payload.userId, payload),
      payload,
      giveUp: () => this.failed(payload, REPORT_MESSAGES.buildFailed(monthLabel(payload.year, payload.month))),
    }));
  }
}
