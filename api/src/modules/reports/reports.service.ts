import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BRAND,
  REPORT_MESSAGES,
  ReportStatus,
  reportFileName,
  type ReportFileKind,
  type ReportOverrideKind,
  type ReportTransactionRow,
  REPORT_VERSION_MESSAGES,
} from '@ledgerleaf/contracts';
import { In, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { defineList, type ListPage, type RawListQuery, type SortOrder } from '../../common/react-admin/list-query';
import { FileStorage } from '../../common/storage/file-storage';
import { StoredFileDeletions } from '../../common/storage/stored-file-deletions';
import { AppConfig } from '../../config/app-config';
import { isRowId } from '../../database/columns';
import { CategorizationService } from '../categorization/categorization.service';
import { MailService } from '../mail/mail.service';
import type { AuthUser } from '../../common/auth/auth-user';
import { MonthlyReport } from './entities/monthly-report.entity';
import { ReportVersion } from './entities/report-version.entity';
import { diffReportVersions } from './report-diff';
import { ReportOverrideParser } from './report-override-parser';
import { ReportLinesRepository } from './report-lines.repository';
import { YearEndPackagesService } from '../tax/year-end-packages.service';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

const FILE_COLUMN: Record<ReportFileKind, 'transactionsCsvUrl' | 'summaryCsvUrl' | 'pdfUrl'> = {
  transactions: 'transactionsCsvUrl',
  summary: 'summaryCsvUrl',
  pdf: 'pdfUrl',
};

export type { ReportTransactionRow };

export interface ReportDownload {
  stream: Readable;
  fileName: string;
  contentType: string;
}

/** The console's report lists sort by these; year and month both sort by the report's period (year, then month). */
const REPORT_LIST_SORT = { id: 'r.id', createdAt: 'r.createdAt', reviewedAt: 'r.reviewedAt', year: ['r.year', 'r.month'], month: ['r.year', 'r.month'] } as const;

/** A console report list (react-admin simple-rest dialect): the whole list when no range is asked, as before paging. */
const reportList = (defaultSort: readonly [keyof typeof REPORT_LIST_SORT, SortOrder]) =>
  defineList({ resource: 'reports', alias: 'r', sort: REPORT_LIST_SORT, defaultSort, wholeListWithoutRange: true });

/** Pending: oldest first (work in order). Rejected: most recently reviewed first. A client's history: newest month first. */
export const PENDING_REPORT_LIST = reportList(['createdAt', 'ASC']);
export const REJECTED_REPORT_LIST = reportList(['reviewedAt', 'DESC']);
export const REPORT_HISTORY_LIST = reportList(['year', 'DESC']);

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, REPORT_MESSAGES.notFound);

/** The stored files (CSV, summary CSV, PDF) of reports or report versions. */
const fileKeysOf = (rows: readonly Pick<MonthlyReport, 'transactionsCsvUrl' | 'summaryCsvUrl' | 'pdfUrl'>[]): string[] =>
  rows.flatMap((r) => [r.transactionsCsvUrl, r.summaryCsvUrl, r.pdfUrl]).filter((key): key is string => Boolean(key));

/**
 * Monthly reports once they exist: the client's list, staff review (approve, reject,
 * override files), downloads, and clearing. Building a report is ReportBuilderService's.
 */
@Injectable()
@OwnsUserData()
export class ReportsService implements UserDataOwner {
  private readonly logger = new Logger('Reports');

  constructor(
    @InjectRepository(MonthlyReport) private readonly reports: Repository<MonthlyReport>,
    @InjectRepository(ReportVersion) private readonly versions: Repository<ReportVersion>,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly engine: CategorizationService,
    private readonly yearEndPackages: YearEndPackagesService,
    private readonly storedFiles: StoredFileDeletions,
    private readonly overrideParser: ReportOverrideParser,
    private readonly lines: ReportLinesRepository,
  ) {}

  /** Every report of the client, newest month first. */
  listForClient(userId: number): Promise<MonthlyReport[]> {
    return this.reports.find({ where: { userId }, relations: { earlierVersions: true }, order: { year: 'DESC', month: 'DESC' } });
  }

  /** Staff lists of pending or rejected reports, with their clients: PENDING_REPORT_LIST and REJECTED_REPORT_LIST. */
  listByStatus(status: typeof ReportStatus.PENDING | typeof ReportStatus.REJECTED, raw: RawListQuery): Promise<ListPage<MonthlyReport>> {
    const list = status === ReportStatus.PENDING ? PENDING_REPORT_LIST : REJECTED_REPORT_LIST;
    return list.run(this.withClient().where('r.status = :status', { status }), raw);
  }

  /** Every report of one client for staff (REPORT_HISTORY_LIST); an id no row can have lists nothing. */
  historicalForUser(userId: number, raw: RawListQuery): Promise<ListPage<MonthlyReport>> {
    const qb = this.withClient();
    return REPORT_HISTORY_LIST.run(isRowId(userId) ? qb.where('r.userId = :userId', { userId }) : qb.where('FALSE'), raw);
  }

  private withClient() {
    return this.reports.createQueryBuilder('r').leftJoinAndSelect('r.user', 'u').leftJoinAndSelect('r.earlierVersions', 'ev');
  }

  /** A report by its numeric id or its public id (RPT-…), for staff. */
  async getForStaff(idOrReportId: string): Promise<MonthlyReport> {
    const numeric = /^\d{1,10}$/.test(idOrReportId) ? Number(idOrReportId) : NaN;
    const report = isRowId(numeric)
      ? await this.reports.findOne({ where: { id: numeric }, relations: { user: true, earlierVersions: true } })
      : await this.reports.findOne({ where: { reportId: idOrReportId }, relations: { user: true, earlierVersions: true } });
    if (!report) throw notFound();
    return report;
  }

  /** The public ids (RPT-…) of reports by row id, for the views that name a report. */
  async publicIds(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.reports.find({ where: { id: In([...ids]) }, select: { id: true, reportId: true } });
    return new Map(rows.map((r) => [r.id, r.reportId]));
  }

  /** The client's own report; another client's id is as unknown as a missing one. */
  async getOwn(userId: number, id: number): Promise<MonthlyReport> {
    const report = isRowId(id) ? await this.reports.findOneBy({ id, userId }) : null;
    if (!report) throw notFound();
    return report;
  }

  /**
   * Staff decide on a pending report. Rejecting needs notes (the client reads them);
   * a report that was already decided cannot be decided again (409).
   */
  async review(idOrReportId: string, reviewer: AuthUser, status: 'approved' | 'rejected', notes?: string): Promise<MonthlyReport> {
    const report = await this.getForStaff(idOrReportId);
    const adminNotes = notes?.trim() ? notes.trim() : null;
    if (status === ReportStatus.REJECTED && !adminNotes) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.notesRequired);
    // Conditional on the status still being pending, so two staff deciding at once cannot both win.
    const result = await this.reports
      .createQueryBuilder()
      .update(MonthlyReport)
      .set({ status, adminNotes, reviewedBy: reviewer.id, reviewedAt: () => 'now()' })
      .where('id = :id AND status = :pending', { id: report.id, pending: ReportStatus.PENDING })
      .execute();
    if (!result.affected) throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.onlyPendingReviewed);
    let reviewed = await this.getForStaff(String(report.id));
    if (status === ReportStatus.APPROVED) {
      await this.learnFromApproved(reviewed);
      if (await this.recordChanges(reviewed)) reviewed = await this.getForStaff(String(report.id));
      await this.startYearEndPackage(reviewed);
    }
    await this.notifyReviewed(reviewed);
    return reviewed;
  }

  /**
   * A report's transactions (its current version, or an earlier one), the rows least sure of
   * their category first: what staff go through before approving. Read from report_lines
   * (ReportLinesRepository.linesOf), whose rendering the CSV is.
   */
  transactionsOf(report: Pick<MonthlyReport, 'id' | 'version'> | Pick<ReportVersion, 'monthlyReportId' | 'version'>): Promise<ReportTransactionRow[]> {
    return this.lines.linesOf({ reportId: 'monthlyReportId' in report ? report.monthlyReportId : report.id, version: report.version });
  }

  /** A reopened version, once approved, records what it changed against the previous approved one. True when recorded. */
  private async recordChanges(report: MonthlyReport): Promise<boolean> {
    const previous = [...(report.earlierVersions ?? [])].sort((a, b) => b.version - a.version)[0];
    if (!previous) return false;
    const [before, after] = await Promise.all([this.transactionsOf(previous), this.transactionsOf(report)]);
    const changes = diffReportVersions({ rows: before, summary: previous.summary }, { rows: after, summary: report.summary });
    await this.reports.update({ id: report.id }, { changes });
    return true;
  }

  /** Approved work teaches the client's memory (below staff corrections and feedback). */
  private async learnFromApproved(report: MonthlyReport): Promise<void> {
    const rows = (await this.transactionsOf(report)).filter((row) => row.category);
    if (rows.length) {
      await this.engine.learnFromApproval(report.userId, rows.map((row) => ({ name: row.name, merchantName: row.merchantName, category: row.category! })));
    }
  }

  /** Staff replace a generated CSV with a corrected one that has the same header. */
  async replaceFile(idOrReportId: string, kind: ReportOverrideKind, file: { buffer: Buffer; originalname: string } | undefined): Promise<MonthlyReport> {
    const report = await this.getForStaff(idOrReportId);
    if (!file) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.overrideNotCsv);
    const safe = await this.overrideParser.rewrite(kind, file);
    const stored = await this.storage.save(safe.csv, reportFileName(kind, report.year, report.month));
    const column = FILE_COLUMN[kind];
    const previous = report[column];
    // A transactions override is parsed once, at upload: its lines become the current version's (report-lines.md).
    if (safe.lines) await this.lines.overrideTransactions({ reportId: report.id, version: report.version }, stored.key, safe.lines);
    else await this.reports.update({ id: report.id }, { [column]: stored.key });
    if (previous) await this.deleteFiles([{ transactionsCsvUrl: previous, summaryCsvUrl: null, pdfUrl: null }]);
    return this.getForStaff(String(report.id));
  }

  /**
   * A report file for download. Its owner gets it once approved; staff always. Anyone
   * else gets the same 404 as for a report that does not exist.
   */
  async download(user: AuthUser, id: number, kind: ReportFileKind, version: number | null = null): Promise<ReportDownload> {
    const report = isRowId(id) ? await this.reports.findOne({ where: { id }, relations: { earlierVersions: true } }) : null;
    if (!report || (!user.isAdmin && report.userId !== user.id)) throw notFound();
    const key = this.versionToServe(report, user.isAdmin, version)[FILE_COLUMN[kind]];
    if (!key || !(await this.storage.exists(key))) throw new DomainException(DomainErrorKind.NOT_FOUND, REPORT_MESSAGES.fileMissing);
    return {
      stream: this.storage.read(key),
      fileName: reportFileName(kind, report.year, report.month),
      contentType: kind === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    };
  }

  /**
   * Which version's files a download serves: the one asked for (an approved earlier one, or
   * the current once approved; staff any), else the current, or for a client while a
   * reopened version is under review, the last approved one.
   */
  private versionToServe(report: MonthlyReport, staff: boolean, version: number | null): Pick<MonthlyReport, 'transactionsCsvUrl' | 'summaryCsvUrl' | 'pdfUrl'> {
    const earlier = [...(report.earlierVersions ?? [])].sort((a, b) => b.version - a.version);
    if (version !== null && version !== report.version) {
      const found = earlier.find((v) => v.version === version);
      if (!found) throw new DomainException(DomainErrorKind.NOT_FOUND, REPORT_VERSION_MESSAGES.versionNotFound);
      return found;
    }
    if (staff || report.status === ReportStatus.APPROVED) return report;
    if (version === null && earlier.length) return earlier[0];
    throw new DomainException(DomainErrorKind.FORBIDDEN, REPORT_MESSAGES.notApproved);
  }

  /** Clears every report of the client with its files (the "clear all" action). */
  async deleteAllForClient(userId: number): Promise<number> {
    const rows = await this.reports.find({ where: { userId }, relations: { earlierVersions: true } });
    if (!rows.length) return 0;
    // Every version goes with its report (cascade), so every file of them goes too.
    const keys = fileKeysOf([...rows, ...rows.flatMap((r) => r.earlierVersions ?? [])]);
    await this.storedFiles.deleteWith(keys, (em) => em.getRepository(MonthlyReport).delete({ id: In(rows.map((r) => r.id)) }));
    return rows.length;
  }

  /** Storage keys of every file of the user's monthly reports (removed with the account). */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.reports.find({ where: { userId }, relations: { earlierVersions: true } });
    return fileKeysOf([...rows, ...rows.flatMap((r) => r.earlierVersions ?? [])]);
  }

  /**
   * Removes report files whose row no longer names them (a replaced build or override),
   * except those an earlier version still serves (a rebuilt reopened report shares them
   * until then). They are listed first, so a file storage refuses is removed by the purge job.
   */
  async deleteFiles(rows: readonly Pick<MonthlyReport, 'transactionsCsvUrl' | 'summaryCsvUrl' | 'pdfUrl'>[]): Promise<void> {
    let keys = fileKeysOf(rows);
    if (!keys.length) return;
    const kept: { key: string }[] = await this.versions.query(
      `SELECT unnest(ARRAY[transactions_csv_url, summary_csv_url, pdf_url]) AS key FROM report_versions
       WHERE transactions_csv_url = ANY($1) OR summary_csv_url = ANY($1) OR pdf_url = ANY($1)`,
      [keys],
    );
    const keep = new Set(kept.map((k) => k.key));
    keys = keys.filter((key) => !keep.has(key));
    await this.storedFiles.discard(keys);
  }

  /**
   * The last month of the client's fiscal year approved: its year-end package is created and
   * its job enqueued. A failure here does not undo the approval: a package row left generating
   * is enqueued again by the reconciler, and a missing one is logged.
   */
  private async startYearEndPackage(report: MonthlyReport): Promise<void> {
    try {
      await this.yearEndPackages.monthApproved(report.userId, report.year, report.month);
    } catch (error) {
      this.logger.error(`Year-end package after ${report.reportId} not started: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async notifyReviewed(report: MonthlyReport): Promise<void> {
    const user = report.user;
    if (!user) return;
    const label = monthLabel(report.year, report.month);
    const approved = report.status === ReportStatus.APPROVED;
    const link = `${this.config.publicUrl}/dashboard?tab=reports`;
    await this.mail.enqueue({
      to: user.email,
      subject: approved ? `Your ${label} report is ready` : `Your ${label} report needs another look`,
      text: [
        `Hello ${user.firstName},`,
        '',
        approved
          ? `Your bookkeeper approved your monthly report for ${label}. You can download the transactions, the summary and the profit-and-loss PDF from your dashboard:`
          : `Your bookkeeper sent your monthly report for ${label} back with these notes:\n\n${report.adminNotes ?? ''}\n\nYou can correct categories with Recategorize on your dashboard:`,
        link,
        '',
        `— ${BRAND.name}`,
      ].join('\n'),
    });
  }
}
