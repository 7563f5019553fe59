import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { FileStorage } from '../../common/storage/file-storage';
import { linesOfTransactionsCsv, type ReportLineData } from './report-lines';
import { ReportLinesRepository } from './report-lines.repository';
import { FILL_REPORT_LINES, FILL_REPORT_LINES_JOB_ID } from './reports.jobs';

/** Rows filled per round: each is its own short transaction. */
const BATCH = 100;

/**
 * The one-off migration of report rows into report_lines: every report and earlier version
 * built before the table gets its lines from its stored transactions CSV, read once (the CSV
 * as transactionsOf used to read it: spreadsheet-escape quotes off). "Still to do" lives in
 * the database (lines_filled_at null), so the reconciler enqueues the job again after a kill,
 * and a second run finds nothing left.
 */
@Injectable()
export class ReportLinesFill {
  private readonly logger = new Logger('ReportLines');

  constructor(
    private readonly lines: ReportLinesRepository,
    private readonly storage: FileStorage,
  ) {}

  @JobHandler(FILL_REPORT_LINES)
  async run(): Promise<void> {
    await this.fillAll();
  }

  /** Fills every unfilled report and version; returns how many it filled. */
  async fillAll(): Promise<number> {
    let filled = 0;
    for (;;) {
      const batch = await this.lines.unfilled(BATCH);
      if (!batch.length) break;
      let round = 0;
      for (const target of batch) if (await this.lines.fill(target, (key) => this.readCsv(key))) round += 1;
      filled += round;
      // Everything listed was filled by someone else meanwhile: the next list is different or empty.
      if (!round && batch.length < BATCH) break;
    }
    if (filled) this.logger.log(`Filled the lines of ${filled} report version(s) from their stored CSV`);
    return filled;
  }

  /** For the reconciler: the fill is in progress while any report or version has no lines yet. */
  @Reconciles(FILL_REPORT_LINES)
  async pending(): Promise<InProgressWork<Record<string, never>>[]> {
    return (await this.lines.anyUnfilled()) ? [{ jobId: FILL_REPORT_LINES_JOB_ID, payload: {} }] : [];
  }

  /**
   * A stored CSV's lines; none when the row names no file or the file is gone (as transactionsOf
   * answered), nor when the bytes are not CSV at all (logged: retrying would fail the same way
   * and hold up every row after it).
   */
  private async readCsv(key: string | null): Promise<ReportLineData[]> {
    if (!key || !(await this.storage.exists(key))) return [];
    const content = await this.storage.readBuffer(key);
    try {
      return linesOfTransactionsCsv(content, { strict: false });
    } catch (error) {
      this.logger.warn(`Stored CSV ${key} could not be read as CSV (${error instanceof Error ? error.message : String(error)}): its lines are left empty`);
      return [];
    }
  }
}
