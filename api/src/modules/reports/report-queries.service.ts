import type { Readable } from 'node:stream';
import { ClientOf, ClientScopes } from '../../common/auth/client-scopes';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  REPORT_MESSAGES,
  ReportStatus,
  reportBalanceSheetFileName,
  reportFileName,
  type ReportFileKind,
  type ReportTransactionRow,
  REPORT_VERSION_MESSAGES,
} from '@ledgerleaf/contracts';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { FileStorage } from '../../common/storage/file-storage';
import { StoredFileDeletions } from '../../common/storage/stored-file-deletions';
import { isoMonth } from '../../common/time/month-bounds';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';
import { isRowId } from '../../database/columns';
import { MonthlyReport } from './entities/monthly-report.entity';
import { ReportVersion } from './entities/report-version.entity';
import { balanceSheetCsv, reconciliationCsv } from './report-files';
import { parseMonth } from '../books/reconciliations/reconciliation-input';
import { ReconciliationsService } from '../books/reconciliations/reconciliations.service';

const RECONCILIATION_DOWNLOAD_MISSING = 'This report was built before reports carried the bank reconciliations; rebuild the month to get them';
import { ReportLinesRepository } from './report-lines.repository';
import { ReportsRepository } from './reports.repository';

export const FILE_COLUMN: Record<ReportFileKind, 'transactionsCsvUrl' | 'summaryCsvUrl' | 'pdfUrl'> = {
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

export const reportNotFound = () => new DomainException(DomainErrorKind.NOT_FOUND, REPORT_MESSAGES.notFound);
const notFound = reportNotFound;

/** The stored files (CSV, summary CSV, PDF) of reports or report versions. */
const fileKeysOf = (rows: readonly Pick<MonthlyReport, 'transactionsCsvUrl' | 'summaryCsvUrl' | 'pdfUrl'>[]): string[] =>
  rows.flatMap((r) => [r.transactionsCsvUrl, r.summaryCsvUrl, r.pdfUrl]).filter((key): key is string => Boolean(key));

/**
 * Monthly reports once they exist, as they are read: the client's list and downloads, a
 * report by id (the client's own, or any for staff), its transactions, and its files'
 * clearing. Staff's decisions are ReportReviewService's; building is ReportBuilderService's.
 */
@Injectable()
@OwnsUserData()
export class ReportQueriesService implements UserDataOwner {
  constructor(
    @InjectRepository(MonthlyReport) private readonly reports: Repository<MonthlyReport>,
    private readonly repository: ReportsRepository,
    private readonly storage: FileStorage,
    private readonly storedFiles: StoredFileDeletions,
    private readonly lines: ReportLinesRepository,
    private readonly scopes: ClientScopes,
    private readonly reconciliations: ReconciliationsService,
  ) {}

  /**
   * The reports as answered: an approved version carries the reconciliation frozen at its
   * approval; one not approved (pending, rejected) the live one, which staff may have changed
   * since the build. Mutates and returns the rows given.
   */
  async withLiveReconciliations<T extends MonthlyReport>(reports: T[]): Promise<T[]> {
    for (const report of reports) {
      if (report.status === ReportStatus.APPROVED) continue;
      report.reconciliations = await this.reconciliations.forReport(report.userId, parseMonth(report.startDate.slice(0, 7)));
    }
    return reports;
  }

  /** The client of a report (StaffGuard's scope for routes naming a report). */
  @ClientOf('report')
  async clientOfReport(idOrReportId: string): Promise<number | null> {
    // The same two spellings getForStaff accepts: the row id or the report's reportId.
    const numeric = /^\d{1,10}$/.test(idOrReportId) ? Number(idOrReportId) : NaN;
    const where = isRowId(numeric) ? { id: numeric } : { reportId: idOrReportId };
    return (await this.reports.findOne({ where, select: { id: true, userId: true } }))?.userId ?? null;
  }

  /** Every report of the client, newest month first. */
  listForClient(userId: number): Promise<MonthlyReport[]> {
    return this.reports.find({ where: { userId }, relations: { earlierVersions: true }, order: { year: 'DESC', month: 'DESC' } });
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

  /** A report by row id, or null (the event steps' read: the report may be gone since). */
  findById(id: number, relations: { earlierVersions?: true } = {}): Promise<MonthlyReport | null> {
    return isRowId(id) ? this.reports.findOne({ where: { id }, relations }) : Promise.resolve(null);
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
   * A report's transactions as its CSV holds them (generated or staff's override), the
   * rows least sure of their category first: what staff go through before approving.
   */
  transactionsOf(report: Pick<MonthlyReport, 'id' | 'version'> | Pick<ReportVersion, 'monthlyReportId' | 'version'>): Promise<ReportTransactionRow[]> {
    return this.lines.linesOf({ reportId: 'monthlyReportId' in report ? report.monthlyReportId : report.id, version: report.version });
  }

  /**
   * A report file for download. Its owner gets it once approved; staff who may work on the client always. Anyone
   * else gets the same 404 as for a report that does not exist.
   */
  async download(user: AuthUser, id: number, kind: ReportFileKind, version: number | null = null): Promise<ReportDownload> {
    const report = await this.readable(user, id);
    const key = this.versionToServe(report, user.isAdmin, version)[FILE_COLUMN[kind]];
    if (!key || !(await this.storage.exists(key))) throw new DomainException(DomainErrorKind.NOT_FOUND, REPORT_MESSAGES.fileMissing);
    return {
      stream: this.storage.read(key),
      fileName: reportFileName(kind, report.year, report.month),
      contentType: kind === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    };
  }

  /**
   * The balance sheet stored with a report version, as a CSV: the same rules as the files
   * (its owner once approved, staff always, the same version choice); a report built before
   * reports carried one is a 404 saying so.
   */
  async balanceSheetDownload(user: AuthUser, id: number, version: number | null = null): Promise<{ csv: string; fileName: string }> {
    const report = await this.readable(user, id);
    const sheet = this.versionToServe(report, user.isAdmin, version).balanceSheet;
    if (!sheet) throw new DomainException(DomainErrorKind.NOT_FOUND, REPORT_MESSAGES.noBalanceSheet);
    return { csv: balanceSheetCsv(sheet, await this.repository.clientLocale(report.userId)), fileName: reportBalanceSheetFileName(report.year, report.month) };
  }

  /** The reconciliation stored with a report version, as a CSV: the same rules as the balance sheet. */
  async reconciliationDownload(user: AuthUser, id: number, version: number | null = null): Promise<{ csv: string; fileName: string }> {
    const report = await this.readable(user, id);
    const rows = this.versionToServe(report, user.isAdmin, version).reconciliations;
    if (!rows) throw new DomainException(DomainErrorKind.NOT_FOUND, RECONCILIATION_DOWNLOAD_MISSING);
    return {
      csv: reconciliationCsv(rows, await this.repository.clientLocale(report.userId)),
      fileName: `reconciliation-${isoMonth(report)}.csv`,
    };
  }

  /** A report with its versions, if the user may read it: its owner or staff who may work on the client; anyone else the 404 of a missing one. */
  private async readable(user: AuthUser, id: number): Promise<MonthlyReport> {
    const report = isRowId(id) ? await this.reports.findOne({ where: { id }, relations: { earlierVersions: true } }) : null;
    if (!report || !(await this.scopes.mayReadFileOf(user, report.userId))) throw notFound();
    return report;
  }

  /**
   * Which version's files a download serves: the one asked for (an approved earlier one, or
   * the current once approved; staff any), else the current, or for a client while a
   * reopened version is under review, the last approved one.
   */
  private versionToServe(
    report: MonthlyReport,
    staff: boolean,
    version: number | null,
  ): Pick<MonthlyReport, 'transactionsCsvUrl' | 'summaryCsvUrl' | 'pdfUrl' | 'balanceSheet' | 'reconciliations'> {
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
    const keep = await this.repository.keysStillServed(keys);
    keys = keys.filter((key) => !keep.has(key));
    await this.storedFiles.discard(keys);
  }
}
