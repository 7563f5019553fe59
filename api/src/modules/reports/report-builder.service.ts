import { Injectable, Logger } from '@nestjs/common';
import {
  REPORT_MESSAGES,
  ReportStatus,
  reportFileName,
  type CategoryInput,
  type BalanceSheetResponse,
  type ReportReconciliation,
  type CategoryType,
  type Locale,
  type ProvinceCode,
  type ReportSummaryDto,
  personName,
} from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { centsToDecimal, parseDecimalCents } from '../../common/money/decimal';
import { FileStorage } from '../../common/storage/file-storage';
import { isoMonth, monthBounds } from '../../common/time/month-bounds';
import { BooksService } from '../books/books.service';
import { parseMonth } from '../books/reconciliations/reconciliation-input';
import { ReconciliationsService } from '../books/reconciliations/reconciliations.service';
import { CategoriesService } from '../categories/categories.service';
import { CategorizationService, engineRowOfLedgerEntry } from '../categorization/categorization.service';
import type { LedgerAccount, LedgerEntryRow } from '../ledger/ledger-rows';
import { LedgerService } from '../ledger/ledger.service';
import { UsersService } from '../users/users.service';
import { MonthlyReport } from './entities/monthly-report.entity';
import { renderReportFiles, type CategorizedRow, type ReportFiles } from './report-files';
import { ReportBuildsRepository } from './report-builds.repository';
import { reportLinesOf, summaryRowsOf, type ReportLineData } from './report-lines';
import { ReportLinesRepository } from './report-lines.repository';
import { summarizeReport, withJournalFigures, type ReportSummary } from './report-summary';
import { monthLabelIn } from './month-label';
import { ReportQueriesService } from './report-queries.service';
import { monthIndex, previousMonth, type ReportMonth } from './reports.jobs';

/** A month that has not ended yet (in the business time zone) has no report. */
export function isFinishedMonth(target: ReportMonth, now = new Date()): boolean {
  return monthIndex(target) <= monthIndex(previousMonth(now));
}

export const reportPublicId = (userId: number, month: ReportMonth) => `RPT-${isoMonth(month)}-${String(userId).padStart(6, '0')}`;

export interface BuildOptions {
  onProgress?: (fraction: number) => Promise<void> | void;
  /** The cron's job: an approved month is skipped quietly instead of refused. */
  skipApproved?: boolean;
  /** Called with the new files' keys once stored, before the row that uses them is written (a job records them). */
  onFilesStored?: (keys: string[]) => Promise<void>;
}

/** Step 1 (read): what a month's report is made of. */
interface MonthRead {
  userId: number;
  target: ReportMonth;
  startDate: string;
  endDate: string;
  clientName: string;
  /** The client's language (users.locale): the PDF's. */
  locale: Locale;
  province: ProvinceCode;
  accounts: LedgerAccount[];
  rows: LedgerEntryRow[];
  categories: CategoryInput[];
}

/**
 * Step 2 (categorize): each row with its category, the report's lines made of them, the
 * month's totals (from the lines), and the balance sheet at the month end (read from the
 * journal once the categories are written back, so it posts them).
 */
interface MonthCategorized {
  rows: CategorizedRow[];
  lines: ReportLineData[];
  summary: ReportSummary;
  balanceSheet: BalanceSheetResponse;
  /** Each account of money against its statement for the month, as the build found it (frozen again at approval). */
  reconciliations: ReportReconciliation[];
}

/**
 * Turns a client's month into a report in four steps: read (the month of their books:
 * visible bank accounts, CSV accounts in the books, manual transactions; their
 * categories), categorize (the engine, the bank's or the CSV's category as one more
 * signal; the categories are written back to the books; the report's lines are made of
 * the rows), render (the lines as a transactions CSV, their summary CSV and a P&L PDF) and
 * store (the files through FileStorage, then the report row saved as pending with its lines
 * in report_lines, in one transaction). Rebuilding a pending or rejected month replaces it
 * (the current version's lines too); an approved month is locked.
 */
@Injectable()
export class ReportBuilderService {
  private readonly logger = new Logger('ReportBuilder');

  constructor(
    private readonly repository: ReportBuildsRepository,
    private readonly lines: ReportLinesRepository,
    private readonly ledger: LedgerService,
    private readonly categories: CategoriesService,
    private readonly engine: CategorizationService,
    private readonly users: UsersService,
    private readonly storage: FileStorage,
    private readonly reports: ReportQueriesService,
    private readonly books: BooksService,
    private readonly reconciliations: ReconciliationsService,
  ) {}

  /**
   * Builds (or rebuilds) the month's report: read, categorize, render, store. Null when the
   * month is approved and `skipApproved` is set; a month not yet ended is a 400, an approved
   * one a 409 otherwise.
   */
  async build(userId: number, target: ReportMonth, options: BuildOptions = {}): Promise<MonthlyReport | null> {
    if (!isFinishedMonth(target)) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.futureMonth);
    if (isLockedOut(await this.repository.currentReport({ userId, ...target }), options)) return null;
    const month = await this.read(userId, target);
    await options.onProgress?.(0.1);
    const categorized = await this.categorize(month, (f) => options.onProgress?.(0.1 + 0.6 * f));
    await options.onProgress?.(0.75);
    const files = await this.render(month, categorized);
    const saved = await this.store(month, categorized, files, options);
    if (!saved) return null;
    await options.onProgress?.(1);
    this.logger.log(`Report ${saved.reportId}: ${month.rows.length} transaction(s), ${categorized.summary.uncategorized.count} uncategorized`);
    return saved;
  }

  /** Read: the client, the month of their books (LedgerService.entriesForPeriod), and their categories. */
  private async read(userId: number, target: ReportMonth): Promise<MonthRead> {
    const { startDate, endDate } = monthBounds(target);
    // Independent reads, side by side: a job waits for one round trip instead of three.
    const [user, { accounts, rows }, categories] = await Promise.all([
      this.users.getById(userId),
      this.ledger.entriesForPeriod(userId, startDate, endDate),
      this.categories.inputsForUser(userId),
    ]);
    return { userId, target, startDate, endDate, clientName: personName(user), locale: user.locale, province: user.province, accounts, rows, categories };
  }

  /** Categorize: the engine's answer for each row (the bank's category as one more signal), then the month's totals and tax estimates. */
  private async categorize(month: MonthRead, onProgress: (fraction: number) => Promise<void> | void): Promise<MonthCategorized> {
    const results = await this.engine.categorize(month.userId, month.rows.map(engineRowOfLedgerEntry), month.categories, { onProgress });
    const typeOf = categoryTypes(month.categories);
    const rows: CategorizedRow[] = month.rows.map((tx, i) => ({
      tx,
      cents: parseDecimalCents(tx.amount) ?? 0n,
      result: results[i],
      type: results[i].category ? (typeOf.get(results[i].category!.toLowerCase()) ?? null) : null,
    }));
    await this.ledger.recordCategories(
      month.userId,
      rows.map((r) => ({ transactionId: r.tx.transactionId, category: r.type ? r.result.category : null })),
    );
    const lines = reportLinesOf(rows);
    // recordCategories has committed, and the journal with it (books_post runs in the ledger's transaction):
    // the P&L's figures are the journal's revenue and expense accounts for the month (net of tax for a registrant).
    const [balanceSheet, journal, reconciliations] = await Promise.all([
      this.books.balanceSheet(month.userId, month.endDate),
      this.books.profitAndLoss(month.userId, month.startDate, month.endDate),
      this.reconciliations.forReport(month.userId, parseMonth(month.startDate.slice(0, 7))),
    ]);
    const summary = withJournalFigures(summarizeReport(summaryRowsOf(lines), month.province, month.startDate), journal);
    return { rows, lines, summary, balanceSheet, reconciliations };
  }

  /** Render: the transactions CSV, the summary CSV and the P&L PDF. */
  private render(month: MonthRead, categorized: MonthCategorized): Promise<ReportFiles> {
    return renderReportFiles({
      clientName: month.clientName,
      monthLabel: monthLabelIn(month.target.year, month.target.month, month.locale),
      startDate: month.startDate,
      endDate: month.endDate,
      accountNames: month.accounts.map((a) => a.name),
      lines: categorized.lines,
      summary: categorized.summary,
      balanceSheet: categorized.balanceSheet,
      reconciliations: categorized.reconciliations,
      locale: month.locale,
    });
  }

  /**
   * Store: the files into FileStorage, then the report row as pending with its lines. The new
   * files are removed when the row is not written; the replaced report's files once it is.
   */
  private async store(month: MonthRead, categorized: MonthCategorized, files: ReportFiles, options: BuildOptions): Promise<MonthlyReport | null> {
    const { year, month: mm } = month.target;
    const [transactionsFile, summaryFile, pdfFile] = await Promise.all([
      this.storage.save(files.transactions, reportFileName('transactions', year, mm)),
      this.storage.save(files.summary, reportFileName('summary', year, mm)),
      this.storage.save(files.pdf, reportFileName('pdf', year, mm)),
    ]);
    const fileKeys = { transactionsCsvUrl: transactionsFile.key, summaryCsvUrl: summaryFile.key, pdfUrl: pdfFile.key };
    const removeNewFiles = () => Promise.all(Object.values(fileKeys).map((key) => this.storage.delete(key).catch(() => undefined)));
    await options.onProgress?.(0.9);

    let written: { saved: MonthlyReport; replaced: MonthlyReport | null } | null;
    try {
      await options.onFilesStored?.(Object.values(fileKeys));
      written = await this.saveRow(month, categorized, fileKeys, options);
    } catch (error) {
      await removeNewFiles();
      throw error;
    }
    if (!written) {
      await removeNewFiles();
      return null;
    }
    if (written.replaced) await this.reports.deleteFiles([written.replaced]);
    return written.saved;
  }

  /**
   * One writer per client and month (ReportBuildsRepository.writeUnderMonthLock): the row is
   * read again under the month's lock, then saved as pending with its lines (report_lines)
   * in the same transaction: a rebuild replaces the current version's lines, an earlier
   * version keeps its own.
   */
  private saveRow(
    month: MonthRead,
    categorized: MonthCategorized,
    fileKeys: Pick<MonthlyReport, 'transactionsCsvUrl' | 'summaryCsvUrl' | 'pdfUrl'>,
    options: BuildOptions,
  ): Promise<{ saved: MonthlyReport; replaced: MonthlyReport | null } | null> {
    const { userId, target } = month;
    return this.repository.writeUnderMonthLock({ userId, ...target }, async (em, current) => {
      if (isLockedOut(current, options)) return null;
      const repo = em.getRepository(MonthlyReport);
      const saved = await repo.save(
        repo.create({
          ...(current ?? {}),
          reportId: reportPublicId(userId, target),
          userId,
          year: target.year,
          month: target.month,
          version: current?.version ?? 1,
          startDate: month.startDate,
          endDate: month.endDate,
          transactionCount: month.rows.length,
          accountsIncluded: month.accounts.map((a) => ({ id: a.id, name: a.name })),
          ...fileKeys,
          summary: summaryDto(categorized.summary),
          balanceSheet: categorized.balanceSheet,
          reconciliations: categorized.reconciliations,
          unreconciledReason: null,
          status: ReportStatus.PENDING,
          adminNotes: null,
          reviewedBy: null,
          reviewedAt: null,
          linesFilledAt: new Date(),
        }),
      );
      await this.lines.replace(em, { reportId: saved.id, version: saved.version }, categorized.lines);
      return { saved, replaced: current };
    });
  }
}

/** An approved month is locked: true when the caller skips it quietly (the cron), a 409 for anyone else. */
function isLockedOut(report: MonthlyReport | null, options: BuildOptions): boolean {
  if (report?.status !== ReportStatus.APPROVED) return false;
  if (options.skipApproved) return true;
  throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.approvedLocked);
}

/** Each of the client's category names (lower case) with its type. */
export function categoryTypes(categories: readonly CategoryInput[]): Map<string, CategoryType> {
  return new Map(categories.map((c) => [c.categoryName.toLowerCase(), c.type]));
}

export function summaryDto(summary: ReportSummary): ReportSummaryDto {
  const money = (cents: number) => centsToDecimal(BigInt(cents));
  return {
    categories: summary.categories.map((c) => ({ category: c.category, type: c.type, count: c.count, total: money(c.totalCents) })),
    totalRevenue: money(summary.totalRevenueCents),
    totalExpenses: money(summary.totalExpensesCents),
    netIncome: money(summary.netIncomeCents),
    uncategorizedCount: summary.uncategorized.count,
    taxBasis: summary.taxBasis,
    salesTax: {
      province: summary.salesTax.province,
      taxIncludedInRevenue: money(summary.salesTax.taxIncludedInRevenueCents),
      inputTaxCredits: money(summary.salesTax.inputTaxCreditsCents),
      netTaxOwing: money(summary.salesTax.netTaxOwingCents),
    },
  };
}
