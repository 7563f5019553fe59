import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CATEGORY_SOURCE_LABELS,
  REPORT_CSV_HEADERS,
  REPORT_MESSAGES,
  ReportStatus,
  reportFileName,
  type CategoryInput,
  type CategoryType,
  type ReportSummaryDto,
} from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify/sync';
import { DataSource } from 'typeorm';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { centsToDecimal, parseDecimalCents } from '../../common/money/decimal';
import { FileStorage } from '../../common/storage/file-storage';
import { CategoriesService } from '../categories/categories.service';
import { CategorizationService, type RowResult } from '../categorization/categorization.service';
import { BankTransactionsService, type PostedTransaction } from '../plaid/bank-transactions.service';
import { UsersService } from '../users/users.service';
import { MonthlyReport } from './entities/monthly-report.entity';
import { renderReportPdf } from './report-pdf';
import { summarizeReport, type ReportSummary } from './report-summary';
import { monthLabel, ReportsService } from './reports.service';
import { previousMonth, type ReportMonth } from './reports.jobs';

const pad = (n: number) => String(n).padStart(2, '0');
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** First and last day of a month as ISO dates. */
export function monthBounds({ year, month }: ReportMonth): { startDate: string; endDate: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: `${year}-${pad(month)}-01`, endDate: `${year}-${pad(month)}-${pad(last)}` };
}

/** A month that has not ended yet (in Toronto) has no report. */
export function isFinishedMonth(target: ReportMonth, now = new Date()): boolean {
  const last = previousMonth(now);
  return target.year * 12 + target.month <= last.year * 12 + last.month;
}

export const reportPublicId = (userId: number, { year, month }: ReportMonth) => `RPT-${year}-${pad(month)}-${String(userId).padStart(6, '0')}`;

interface CategorizedRow {
  tx: PostedTransaction;
  cents: bigint;
  result: RowResult;
  type: CategoryType | null;
}

export interface BuildOptions {
  onProgress?: (fraction: number) => Promise<void> | void;
  /** The cron's job: an approved month is skipped quietly instead of refused. */
  skipApproved?: boolean;
}

/**
 * Turns a client's month into a report: the posted transactions of their visible
 * accounts, categorized by the engine (Plaid's category as one more signal), written as
 * a transactions CSV, a summary CSV and a P&L PDF, stored through FileStorage, and the
 * report row saved as pending. Rebuilding a pending or rejected month replaces it; an
 * approved month is locked.
 */
@Injectable()
export class ReportBuilderService {
  private readonly logger = new Logger('ReportBuilder');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly transactions: BankTransactionsService,
    private readonly categories: CategoriesService,
    private readonly engine: CategorizationService,
    private readonly users: UsersService,
    private readonly storage: FileStorage,
    private readonly reports: ReportsService,
  ) {}

  /**
   * The client's feedback on a report: every named category must be one of theirs (400
   * naming the others); the examples go into memory and the report is rebuilt as pending.
   */
  async recategorize(userId: number, reportId: number, examples: readonly { transactionName: string; correctCategory: string }[]): Promise<MonthlyReport> {
    const report = await this.reports.getOwn(userId, reportId);
    if (report.status === ReportStatus.APPROVED) throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.approvedLocked);
    const valid = examples.filter((e) => e.transactionName.trim() && e.correctCategory.trim());
    if (!valid.length) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.noValidFeedback);
    const known = categoryTypes(await this.categories.inputsForUser(userId));
    const unknown = [...new Set(valid.map((e) => e.correctCategory.trim()).filter((name) => !known.has(name.toLowerCase())))];
    if (unknown.length) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.unknownCategories(unknown));
    await this.engine.learnFromFeedback(userId, valid.map((e) => ({ name: e.transactionName, category: e.correctCategory })));
    return (await this.build(userId, { year: report.year, month: report.month }))!;
  }

  /** A staff correction of one row: the client's memory learns it and the pending report is rebuilt. */
  async correct(report: MonthlyReport, correction: { name: string; merchantName?: string | null; category: string }): Promise<MonthlyReport> {
    if (report.status !== ReportStatus.PENDING) throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.onlyPendingReviewed);
    const known = categoryTypes(await this.categories.inputsForUser(report.userId));
    if (!known.has(correction.category.trim().toLowerCase())) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.unknownCategories([correction.category.trim()]));
    await this.engine.learnFromStaff(report.userId, [correction]);
    return (await this.build(report.userId, { year: report.year, month: report.month }))!;
  }

  async build(userId: number, target: ReportMonth, options: BuildOptions = {}): Promise<MonthlyReport | null> {
    if (!isFinishedMonth(target)) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.futureMonth);
    const existing = await this.db.getRepository(MonthlyReport).findOneBy({ userId, year: target.year, month: target.month });
    if (existing?.status === ReportStatus.APPROVED) {
      if (options.skipApproved) return null;
      throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.approvedLocked);
    }
    const { startDate, endDate } = monthBounds(target);
    // Independent reads, side by side: a job waits for one round trip instead of three.
    const [user, { accounts, rows }, categories] = await Promise.all([
      this.users.getById(userId),
      this.transactions.postedBetween(userId, startDate, endDate),
      this.categories.inputsForUser(userId),
    ]);
    await options.onProgress?.(0.1);

    const results = await this.engine.categorize(
      userId,
      rows.map((tx) => ({
        name: tx.name,
        merchantName: tx.merchantName,
        amount: tx.amount,
        date: tx.date,
        bankCategory: tx.personalFinanceCategory ? [tx.personalFinanceCategory.primary, tx.personalFinanceCategory.detailed] : tx.category,
      })),
      categories,
      { onProgress: (f) => options.onProgress?.(0.1 + 0.6 * f) },
    );
    const typeOf = categoryTypes(categories);
    const categorized: CategorizedRow[] = rows.map((tx, i) => ({
      tx,
      cents: parseDecimalCents(tx.amount) ?? 0n,
      result: results[i],
      type: results[i].category ? (typeOf.get(results[i].category!.toLowerCase()) ?? null) : null,
    }));
    const summary = summarizeReport(
      categorized.map((r) => ({ amountCents: Number(r.cents), category: r.type ? r.result.category : null, categoryType: r.type })),
      user.province,
      startDate,
    );
    await options.onProgress?.(0.75);

    const label = monthLabel(target.year, target.month);
    const pdf = await renderReportPdf({
      clientName: `${user.firstName} ${user.lastName}`.trim(),
      monthLabel: label,
      periodLabel: `${shortDate(startDate)} – ${shortDate(endDate)}`,
      accounts: accounts.map((a) => a.name),
      transactionCount: rows.length,
      summary,
      generatedAt: new Date(),
    });
    const [transactionsFile, summaryFile, pdfFile] = await Promise.all([
      this.storage.save(Buffer.from(transactionsCsv(categorized)), reportFileName('transactions', target.year, target.month)),
      this.storage.save(Buffer.from(summaryCsv(summary)), reportFileName('summary', target.year, target.month)),
      this.storage.save(pdf, reportFileName('pdf', target.year, target.month)),
    ]);
    const newKeys = [transactionsFile.key, summaryFile.key, pdfFile.key];
    await options.onProgress?.(0.9);

    // One writer per client and month: the row is read again under an advisory lock, so
    // a cron job and a client's click (or two worker replicas) cannot both insert.
    let replaced: MonthlyReport | null = null;
    let saved: MonthlyReport | null;
    try {
      saved = await this.db.transaction(async (manager) => {
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`report:${userId}:${target.year}-${target.month}`]);
        const repo = manager.getRepository(MonthlyReport);
        const current = await repo.findOneBy({ userId, year: target.year, month: target.month });
        if (current?.status === ReportStatus.APPROVED) {
          if (options.skipApproved) return null;
          throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.approvedLocked);
        }
        replaced = current;
        return repo.save(
          repo.create({
            ...(current ?? {}),
            reportId: reportPublicId(userId, target),
            userId,
            year: target.year,
            month: target.month,
            startDate,
            endDate,
            transactionCount: rows.length,
            accountsIncluded: accounts.map((a) => ({ id: a.accountId, name: a.name })),
            transactionsCsvUrl: transactionsFile.key,
            summaryCsvUrl: summaryFile.key,
            pdfUrl: pdfFile.key,
            summary: summaryDto(summary),
            status: ReportStatus.PENDING,
            adminNotes: null,
            reviewedBy: null,
            reviewedAt: null,
          }),
        );
      });
    } catch (error) {
      await Promise.all(newKeys.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
    if (!saved) {
      await Promise.all(newKeys.map((key) => this.storage.delete(key).catch(() => undefined)));
      return null;
    }
    if (replaced) await this.reports.deleteFiles([replaced]);
    await options.onProgress?.(1);
    this.logger.log(`Report ${saved.reportId}: ${rows.length} transaction(s), ${summary.uncategorized.count} uncategorized`);
    return saved;
  }
}

function categoryTypes(categories: readonly CategoryInput[]): Map<string, CategoryType> {
  return new Map(categories.map((c) => [c.categoryName.toLowerCase(), c.type]));
}

const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${SHORT_MONTHS[m - 1]} ${d}, ${y}`;
};

/** Date, name, merchant, account, amount, category, type, confidence, source. */
export function transactionsCsv(rows: readonly CategorizedRow[]): string {
  return stringify([
    [...REPORT_CSV_HEADERS.transactions],
    ...rows.map(({ tx, cents, result, type }) => [
      tx.date,
      spreadsheetSafeText(tx.name),
      spreadsheetSafeText(tx.merchantName ?? ''),
      spreadsheetSafeText(tx.accountName),
      centsToDecimal(cents),
      spreadsheetSafeText(type ? (result.category ?? '') : ''),
      type ?? '',
      result.category ? result.confidence.toFixed(2) : '',
      result.source ? CATEGORY_SOURCE_LABELS[result.source] : '',
    ]),
  ]);
}

/** Each category with its type, count and total; then the totals and the tax estimates. */
export function summaryCsv(summary: ReportSummary): string {
  const money = (cents: number) => centsToDecimal(BigInt(cents));
  const rows: string[][] = [[...REPORT_CSV_HEADERS.summary]];
  for (const c of summary.categories) rows.push([spreadsheetSafeText(c.category), c.type, String(c.count), money(c.totalCents)]);
  if (summary.uncategorized.count) rows.push(['Uncategorized', '', String(summary.uncategorized.count), money(summary.uncategorized.netCents)]);
  rows.push(
    ['Total revenue', 'REVENUE', '', money(summary.totalRevenueCents)],
    ['Total expenses', 'EXPENSE', '', money(summary.totalExpensesCents)],
    ['Net income', '', '', money(summary.netIncomeCents)],
    [`Estimated GST/HST/QST included in revenue (${summary.salesTax.province})`, 'ESTIMATE', '', money(summary.salesTax.taxIncludedInRevenueCents)],
    [`Estimated input tax credits (${summary.salesTax.province})`, 'ESTIMATE', '', money(summary.salesTax.inputTaxCreditsCents)],
    [`Estimated net sales tax owing (${summary.salesTax.province})`, 'ESTIMATE', '', money(summary.salesTax.netTaxOwingCents)],
  );
  return stringify(rows);
}

export function summaryDto(summary: ReportSummary): ReportSummaryDto {
  const money = (cents: number) => centsToDecimal(BigInt(cents));
  return {
    categories: summary.categories.map((c) => ({ category: c.category, type: c.type, count: c.count, total: money(c.totalCents) })),
    totalRevenue: money(summary.totalRevenueCents),
    totalExpenses: money(summary.totalExpensesCents),
    netIncome: money(summary.netIncomeCents),
    uncategorizedCount: summary.uncategorized.count,
    salesTax: {
      province: summary.salesTax.province,
      taxIncludedInRevenue: money(summary.salesTax.taxIncludedInRevenueCents),
      inputTaxCredits: money(summary.salesTax.inputTaxCreditsCents),
      netTaxOwing: money(summary.salesTax.netTaxOwingCents),
    },
  };
}
