import { Injectable, Logger } from '@nestjs/common';
import { ClientOf } from '../../common/auth/client-scopes';
import { InjectRepository } from '@nestjs/typeorm';
import { YEAR_END_FILE_KINDS, YEAR_END_PACKAGE_MESSAGES, yearEndFileName, yearEndFormOf, type YearEndFileKind, personName } from '@ledgerleaf/contracts';
import { type EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { AfterCommit } from '../../common/events/event-step.decorator';
import { JobQueue } from '../../common/jobs/job-queue';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { FileStorage } from '../../common/storage/file-storage';
import { monthBounds } from '../../common/time/month-bounds';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';
import { isRowId } from '../../database/columns';
import { UsersService } from '../users/users.service';
import { YearEndPackage } from './entities/year-end-package.entity';
import { fiscalYearContaining, isIsoDay } from './filing-periods';
import { periodRulesOf, TaxProfilesService } from './tax-profiles.service';
import { GENERATE_YEAR_END_PACKAGE, yearEndPackageJobId } from './year-end.jobs';
import { renderYearEndPdf, yearEndCsv } from './year-end-files';
import { YearEndPackagesRepository } from './year-end-packages.repository';
import { YearEndService } from './year-end.service';

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, YEAR_END_PACKAGE_MESSAGES.notFound);

export interface YearEndDownload {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * Year-end packages: created when staff approve the last month of a client's fiscal year,
 * rendered by a job (PDF + CSV, stored), reviewed by staff like a monthly report, and
 * downloadable by the client once approved.
 */
@Injectable()
@OwnsUserData()
export class YearEndPackagesService implements UserDataOwner {
  private readonly logger = new Logger('YearEndPackages');

  constructor(
    @InjectRepository(YearEndPackage) private readonly packages: Repository<YearEndPackage>,
    private readonly profiles: TaxProfilesService,
    private readonly yearEnd: YearEndService,
    private readonly users: UsersService,
    private readonly storage: FileStorage,
    private readonly queue: JobQueue,
    private readonly repository: YearEndPackagesRepository,
  ) {}

  /** The client of a year-end package (StaffGuard's scope for routes naming a package). */
  @ClientOf('year-end-package')
  async clientOfPackage(id: string): Promise<number | null> {
    if (!/^\d{1,9}$/.test(id)) return null;
    return (await this.packages.findOne({ where: { id: Number(id) }, select: { id: true, userId: true } }))?.userId ?? null;
  }

  /**
   * A monthly report was approved: when its month ends the client's fiscal year, the year's
   * package is created (once: one row per client and year) and its job enqueued under a
   * deterministic id. Other months do nothing.
   */
  async monthApproved(userId: number, year: number, month: number): Promise<YearEndPackage | null> {
    const row = await this.startPackage(userId, year, month);
    if (row?.status === 'generating') await this.enqueue(row);
    return row;
  }

  /**
   * The report-approved event's step (YearEndPackagesProcessor): like monthApproved, with the
   * row created in the step's transaction and its job enqueued by the returned function
   * once that has committed (the job reads the row). A package left generating without a
   * job is enqueued again by the reconciler (inProgress below).
   */
  async startForApprovedMonth(userId: number, year: number, month: number, em: EntityManager): Promise<AfterCommit | undefined> {
    const row = await this.startPackage(userId, year, month, em);
    return row?.status === 'generating' ? () => this.enqueue(row) : undefined;
  }

  /** The package of the fiscal year the month ends (created generating if new), or null for a month that ends none. */
  private async startPackage(userId: number, year: number, month: number, em?: EntityManager): Promise<YearEndPackage | null> {
    const profile = await this.profiles.get(userId);
    const monthStart = monthBounds({ year, month }).startDate;
    const fiscalYear = fiscalYearContaining(monthStart, periodRulesOf(profile));
    if (fiscalYear.end.slice(0, 7) !== monthStart.slice(0, 7)) return null;
    await this.repository.insertIfAbsent(
      { userId, fiscalYearStart: fiscalYear.start, fiscalYearEnd: fiscalYear.end, form: yearEndFormOf(profile.businessStructure), status: 'generating' },
      em,
    );
    return (em ? em.getRepository(YearEndPackage) : this.packages).findOneByOrFail({ userId, fiscalYearEnd: fiscalYear.end });
  }

  private enqueue(row: YearEndPackage): Promise<void> {
    return this.queue.enqueue(GENERATE_YEAR_END_PACKAGE, { packageId: row.id }, { jobId: yearEndPackageJobId(row.userId, row.fiscalYearEnd) });
  }

  /** A package still generating has lost its job when Redis or the worker went away: listed so the reconciler enqueues it again. */
  @Reconciles(GENERATE_YEAR_END_PACKAGE)
  async inProgress(): Promise<InProgressWork<{ packageId: number }>[]> {
    const rows = await this.packages.find({ where: { status: 'generating' }, order: { id: 'ASC' } });
    return rows.map((row) => ({
      jobId: yearEndPackageJobId(row.userId, row.fiscalYearEnd),
      payload: { packageId: row.id },
      giveUp: () => this.fail(row.id, YEAR_END_PACKAGE_MESSAGES.failed),
    }));
  }

  /**
   * The job: renders the statement's PDF and CSV in the client's language, stores them and leaves the package pending.
   * Safe to run twice: only a generating package is rendered, and files a lost race stored are deleted.
   */
  async generate(packageId: number, lastAttempt: boolean): Promise<void> {
    const row = await this.packages.findOneBy({ id: packageId });
    if (!row || row.status !== 'generating') return;
    try {
      const [summary, user] = await Promise.all([
        this.yearEnd.summaryOfYear(row.userId, { start: row.fiscalYearStart, end: row.fiscalYearEnd }),
        this.users.getById(row.userId),
      ]);
      // rendered once, in the client's language (users.locale), whoever approved the month
      const input = { clientName: personName(user), summary, generatedAt: new Date(), locale: user.locale };
      const [pdf, csv] = await Promise.all([
        renderYearEndPdf(input).then((content) => this.storage.save(content, yearEndFileName(row.fiscalYearEnd, 'pdf'))),
        this.storage.save(yearEndCsv(input), yearEndFileName(row.fiscalYearEnd, 'csv')),
      ]);
      const result = await this.packages.update(
        { id: row.id, status: 'generating' },
        { status: 'pending', pdfKey: pdf.key, csvKey: csv.key, form: summary.form, failureReason: null, summary },
      );
      if (!result.affected) await Promise.all([this.storage.delete(pdf.key), this.storage.delete(csv.key)]);
    } catch (error) {
      if (lastAttempt) await this.fail(row.id, YEAR_END_PACKAGE_MESSAGES.failed);
      throw error;
    }
  }

  private async fail(id: number, reason: string): Promise<void> {
    this.logger.warn(`Year-end package ${id} failed: ${reason}`);
    await this.packages.update({ id, status: 'generating' }, { status: 'failed', failureReason: reason });
  }

  /** The console's list (YEAR_END_PACKAGE_LIST), with each package's client. */
  listForStaff(raw: RawListQuery): Promise<ListPage<YearEndPackage>> {
    return this.repository.adminPage(raw);
  }

  async getForStaff(id: number): Promise<YearEndPackage> {
    const row = isRowId(id) ? await this.packages.findOne({ where: { id }, relations: { user: true } }) : null;
    if (!row) throw notFound();
    return row;
  }

  /** The client's own packages, newest year first. */
  listForClient(userId: number): Promise<YearEndPackage[]> {
    return this.packages.find({ where: { userId }, order: { fiscalYearEnd: 'DESC' } });
  }

  /** Staff approve or reject a pending package (notes required to reject; a decided package cannot be decided again: 409). */
  async review(id: number, reviewer: AuthUser, status: 'approved' | 'rejected', notes?: string): Promise<YearEndPackage> {
    const row = await this.getForStaff(id);
    const adminNotes = notes?.trim() ? notes.trim() : null;
    if (status === 'rejected' && !adminNotes) throw new DomainException(DomainErrorKind.INVALID, YEAR_END_PACKAGE_MESSAGES.notesRequired);
    if (!(await this.repository.decide(row.id, { status, adminNotes, reviewedBy: reviewer.id })))
      throw new DomainException(DomainErrorKind.CONFLICT, YEAR_END_PACKAGE_MESSAGES.onlyPendingReviewed);
    return this.getForStaff(row.id);
  }

  /** A package's file for staff (any rendered package) or its client (approved only; 404 before, as for another client's). */
  async download(row: YearEndPackage, kind: string): Promise<YearEndDownload> {
    if (!(YEAR_END_FILE_KINDS as readonly string[]).includes(kind))
      throw new DomainException(DomainErrorKind.NOT_FOUND, YEAR_END_PACKAGE_MESSAGES.unknownFileKind);
    const key = kind === 'pdf' ? row.pdfKey : row.csvKey;
    if (!key) throw new DomainException(DomainErrorKind.NOT_FOUND, YEAR_END_PACKAGE_MESSAGES.notReady);
    return {
      content: await this.storage.readBuffer(key),
      contentType: kind === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
      fileName: yearEndFileName(row.fiscalYearEnd, kind as YearEndFileKind),
    };
  }

  /** The client's approved package of a fiscal year, or 404 (not approved yet, or not theirs). */
  async approvedForClient(userId: number, fiscalYearEnd: string): Promise<YearEndPackage> {
    const row = isIsoDay(fiscalYearEnd) ? await this.packages.findOneBy({ userId, fiscalYearEnd }) : null;
    if (!row || row.status !== 'approved') throw new DomainException(DomainErrorKind.NOT_FOUND, YEAR_END_PACKAGE_MESSAGES.notReady);
    return row;
  }

  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.packages.findBy({ userId });
    return rows.flatMap((r) => [r.pdfKey, r.csvKey].filter((key): key is string => Boolean(key)));
  }
}
