import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { YEAR_END_MESSAGES, yearEndFormOf, type YearEndSummary } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { centsToDecimal } from '../../common/money/decimal';
import { businessDay } from '../../common/time/business-time';
import { YearEndPackage } from './entities/year-end-package.entity';
import { fiscalYearContaining, isIsoDay } from './filing-periods';
import { GstHstReturnsService } from './gst-hst-returns.service';
import { YearEndBalanceSheets } from './year-end-balance-sheet';
import { periodRulesOf, TaxProfilesService } from './tax-profiles.service';
import { TaxTransactionsService } from './tax-transactions.service';
import { YearEndLinesService } from './year-end-lines.service';
import { computeYearEndStatement, fiscalMonths } from './year-end-statement';

const money = (cents: number) => centsToDecimal(BigInt(cents));

/**
 * The year-end statement of one of the client's fiscal years: the transactions' month figures
 * (TaxTransactionsService.monthFigures) on the lines of the form their business structure files, month by
 * month. A fiscal year is one the client has been tracked in, up to the one in progress.
 */
@Injectable()
export class YearEndService {
  constructor(
    private readonly profiles: TaxProfilesService,
    private readonly lines: YearEndLinesService,
    private readonly transactions: TaxTransactionsService,
    private readonly returns: GstHstReturnsService,
    private readonly balanceSheets: YearEndBalanceSheets,
    @InjectRepository(YearEndPackage) private readonly packages: Repository<YearEndPackage>,
  ) {}

  /** 400 for a date not written YYYY-MM-DD; 404 for a day that does not end one of the client's fiscal years. */
  async summary(userId: number, fiscalYearEnd: string, now = new Date()): Promise<YearEndSummary> {
    const { fiscalYear } = await this.fiscalYear(userId, fiscalYearEnd, now);
    // An approved package closes the year: its statement is the one frozen in the package, not the live books.
    const closed = await this.packages.findOneBy({ userId, fiscalYearEnd: fiscalYear.end, status: 'approved' });
    if (closed?.summary) return { ...closed.summary, closed: { packageId: closed.id, approvedAt: (closed.reviewedAt ?? closed.createdAt).toISOString() } };
    return this.summaryOfYear(userId, fiscalYear);
  }

  /** The statement of a fiscal year already known to be the client's (the year-end package's job). */
  async summaryOfYear(userId: number, fiscalYear: { start: string; end: string }): Promise<YearEndSummary> {
    const profile = await this.profiles.get(userId);
    const form = yearEndFormOf(profile.businessStructure);
    const [lineOf, rows, balanceSheet] = await Promise.all([
      this.lines.lineOf(userId, form),
      this.transactions.monthFigures(userId, fiscalYear.start, fiscalYear.end),
      // a corporation's package carries Schedule 100 (the balance sheet at the year end); T2125 has none
      form === 'gifi' ? this.balanceSheets.gifiAt(userId, fiscalYear.end) : null,
    ]);
    const months = fiscalMonths(fiscalYear, periodRulesOf(profile));
    // The statement reads what the journal's revenue and expense accounts moved by (net of recoverable sales tax for a registrant on the regular method).
    const booked = rows.map((row) => ({ ...row, amountCents: row.bookedCents }));
    const figures = computeYearEndStatement({ form, months, rows: booked, lineOf });
    const figure = (f: { monthsCents: number[]; totalCents: number }) => ({ months: f.monthsCents.map(money), total: money(f.totalCents) });
    return {
      fiscalYear,
      businessStructure: profile.businessStructure,
      form,
      months,
      lines: figures.lines.map((l) => ({ line: l.line, label: l.label, kind: l.kind, ...figure(l), categories: l.categories })),
      revenue: figure(figures.revenue),
      expenses: figure(figures.expenses),
      netIncome: figure(figures.netIncome),
      transactionCount: figures.transactionCount,
      uncategorizedCount: figures.uncategorizedCount,
      balanceSheet,
      estimate: true,
    };
  }

  /** The client's fiscal year ending on a day, with the profile it was read from. */
  async fiscalYear(userId: number, fiscalYearEnd: string, now = new Date()) {
    if (!isIsoDay(fiscalYearEnd)) throw new DomainException(DomainErrorKind.INVALID, YEAR_END_MESSAGES.fiscalYearEndFormat);
    const today = businessDay(now);
    const profile = await this.profiles.get(userId);
    const rules = periodRulesOf(profile);
    const fiscalYear = fiscalYearContaining(fiscalYearEnd, rules);
    const first = fiscalYearContaining(await this.returns.firstTrackedDay(userId, today), rules);
    const current = fiscalYearContaining(today, rules);
    if (fiscalYear.end !== fiscalYearEnd || fiscalYear.end < first.end || fiscalYear.end > current.end) {
      throw new DomainException(DomainErrorKind.NOT_FOUND, YEAR_END_MESSAGES.unknownFiscalYear);
    }
    return { fiscalYear, profile };
  }
}
