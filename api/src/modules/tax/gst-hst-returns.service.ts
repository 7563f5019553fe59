import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  GST_HST_LINES,
  QUICK_METHOD_SOURCE,
  RATE_SCALE,
  TAX_MESSAGES,
  personName,
  type GstHstFiled,
  type GstHstLine,
  type GstHstReturnsResponse,
  type GstHstWorksheet,
  type ItcDocumentation,
  type TaxProfile,
} from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { centsToDecimal } from '../../common/money/decimal';
import { businessDay } from '../../common/time/business-time';
import { UsersService } from '../users/users.service';
import { GstHstFiling } from './entities/gst-hst-filing.entity';
import { fiscalYearContaining, isIsoDay, periodsBetween, periodStatus, type FilingPeriod } from './filing-periods';
import { ItcDocumentationService, type ItcPurchase } from './itc-documentation';
import { computeWorksheet, estimatedIn, quickMethodKind, type TaxRow, type TreatmentOf, type WorksheetFigures } from './gst-hst-worksheet';
import { periodRulesOf, TaxProfilesService } from './tax-profiles.service';
import { TaxTransactionsService } from './tax-transactions.service';
import { TaxTreatmentsService } from './tax-treatments.service';

/** How far back the period list goes: the six years the CRA asks records to be kept. */
const YEARS_LISTED = 6;

const money = (cents: number) => centsToDecimal(BigInt(cents));

/** A worksheet with what it was computed from, for the screens and the files. */
export interface WorksheetRead {
  profile: TaxProfile;
  period: FilingPeriod;
  figures: WorksheetFigures;
  worksheet: GstHstWorksheet;
  /** The undocumented purchases of $100 or more behind the period's ITCs (the files list them), the first UNDOCUMENTED_KEPT. */
  undocumentedPurchases: ItcPurchase[];
  /** How many undocumented purchases of $100 or more there are in all. */
  undocumentedPurchasesCount: number;
}

/**
 * The client's GST/HST filing periods and each one's return worksheet, computed from the
 * month figures of the transactions (TaxTransactionsService.monthFigures: sums per month and
 * category, never the rows of years) with the client's category treatments and profile.
 * Every figure is an estimate from bank data.
 */
@Injectable()
export class GstHstReturnsService {
  constructor(
    private readonly profiles: TaxProfilesService,
    private readonly treatments: TaxTreatmentsService,
    private readonly transactions: TaxTransactionsService,
    private readonly users: UsersService,
    private readonly itcDocumentation: ItcDocumentationService,
    @InjectRepository(GstHstFiling) private readonly filings: Repository<GstHstFiling>,
  ) {}

  /** The client's periods, newest first, from their first transaction or sign-up (whichever is earlier) to today. */
  async list(userId: number, now = new Date()): Promise<GstHstReturnsResponse> {
    const today = businessDay(now);
    const [profile, treatmentOf] = await Promise.all([this.profiles.get(userId), this.treatments.treatmentOf(userId)]);
    const periods = await this.periodsOf(userId, profile, today);
    if (!periods.length) return [];
    const oldest = periods[periods.length - 1];
    const from = fiscalYearContaining(oldest.start, periodRulesOf(profile)).start;
    const [rows, filings] = await Promise.all([
      this.transactions.monthFigures(userId, from, periods[0].end),
      this.filings.find({
        where: { userId },
        relations: { filer: true },
        select: { periodStart: true, worksheet: true, filedAt: true, filer: { id: true, firstName: true, lastName: true } },
      }),
    ]);
    const filingsByStart = new Map(filings.map((f) => [f.periodStart, f]));
    return periods.map((period) => {
      const filed = filingsByStart.get(period.start);
      const row = {
        periodStart: period.start,
        periodEnd: period.end,
        dueDate: period.dueDate,
        paymentDueDate: period.paymentDueDate,
        status: periodStatus(period, today),
        // A filed return answers the figures frozen at filing, not the live books.
        netTax: filed ? filed.worksheet.lines['109'] : money(this.compute(profile, period, rows, treatmentOf).figures.lines['109']),
      };
      return filed ? { ...row, filed: filingOf(filed) } : row;
    });
  }

  /** One period's worksheet: 400 for a date not written YYYY-MM-DD, 404 for a day that does not start one of the client's periods. */
  async worksheet(userId: number, periodStart: string, now = new Date()): Promise<WorksheetRead> {
    const { profile, period } = await this.periodOf(userId, periodStart, now);
    const filed = await this.filings.findOne({ where: { userId, periodStart: period.start }, relations: { filer: true } });
    if (filed) {
      // Filed: the figures frozen at filing, with the province and method they were computed with.
      // The receipts behind its ITCs stay live: a receipt found after filing still documents the claim.
      const filedProfile = { ...profile, province: filed.province, method: filed.method };
      const itc = await this.itcDocumentation.ofPeriod(userId, filedProfile, period);
      return {
        profile: filedProfile,
        period,
        figures: filed.figures,
        worksheet: { ...filed.worksheet, itcDocumentation: itc.summary, filed: filingOf(filed) },
        undocumentedPurchases: itc.undocumentedOver100,
        undocumentedPurchasesCount: itc.undocumentedOver100Count,
      };
    }
    return this.liveWorksheet(userId, profile, period);
  }

  /**
   * Records the period's return as filed (client or staff): its live worksheet is stored and
   * answered from then on, whatever the books do later. 409 for a period not over yet or one
   * already filed; 400/404 as for the worksheet.
   */
  async markFiled(userId: number, periodStart: string, filedBy: number, now = new Date()): Promise<GstHstWorksheet> {
    const { profile, period } = await this.periodOf(userId, periodStart, now);
    if (period.end >= businessDay(now)) throw new DomainException(DomainErrorKind.CONFLICT, TAX_MESSAGES.periodNotEnded);
    const { figures, worksheet } = await this.liveWorksheet(userId, profile, period);
    const inserted = await this.filings
      .createQueryBuilder()
      .insert()
      .values({ userId, periodStart: period.start, periodEnd: period.end, province: profile.province, method: profile.method, worksheet, figures, filedBy })
      .orIgnore()
      .returning(['filedAt'])
      .execute();
    if (!inserted.raw.length) throw new DomainException(DomainErrorKind.CONFLICT, TAX_MESSAGES.alreadyFiled);
    const filed = await this.filings.findOneOrFail({ where: { userId, periodStart: period.start }, relations: { filer: true } });
    return { ...worksheet, filed: filingOf(filed) };
  }

  /** Undoes a filing: the period's worksheet reads the live books again. 404 when it was not recorded as filed. */
  async unmarkFiled(userId: number, periodStart: string, now = new Date()): Promise<GstHstWorksheet> {
    const { profile, period } = await this.periodOf(userId, periodStart, now);
    const deleted = await this.filings.delete({ userId, periodStart: period.start });
    if (!deleted.affected) throw new DomainException(DomainErrorKind.NOT_FOUND, TAX_MESSAGES.notFiled);
    return (await this.liveWorksheet(userId, profile, period)).worksheet;
  }

  /** 400 for a date not written YYYY-MM-DD, 404 for a day that does not start one of the client's periods. */
  private async periodOf(userId: number, periodStart: string, now: Date): Promise<{ profile: TaxProfile; period: FilingPeriod }> {
    if (!isIsoDay(periodStart)) throw new DomainException(DomainErrorKind.INVALID, TAX_MESSAGES.periodStartFormat);
    const profile = await this.profiles.get(userId);
    const period = (await this.periodsOf(userId, profile, businessDay(now))).find((p) => p.start === periodStart);
    if (!period) throw new DomainException(DomainErrorKind.NOT_FOUND, TAX_MESSAGES.unknownPeriod);
    return { profile, period };
  }

  /** The period's worksheet from the live books. */
  private async liveWorksheet(userId: number, profile: TaxProfile, period: FilingPeriod): Promise<WorksheetRead> {
    const treatmentOf = await this.treatments.treatmentOf(userId);
    const from = profile.method === 'quick' ? fiscalYearContaining(period.start, periodRulesOf(profile)).start : period.start;
    const rows = await this.transactions.monthFigures(userId, from, period.end);
    const { figures } = this.compute(profile, period, rows, treatmentOf);
    const itc = await this.itcDocumentation.ofPeriod(userId, profile, period);
    const estimated = estimatedIn(rows.filter((r) => r.date >= period.start && r.date <= period.end));
    return {
      profile,
      period,
      figures,
      worksheet: worksheetDto(profile, period, figures, itc.summary, estimated),
      undocumentedPurchases: itc.undocumentedOver100,
      undocumentedPurchasesCount: itc.undocumentedOver100Count,
    };
  }

  /**
   * The period's figures from rows that cover at least its fiscal year so far (the Quick Method's
   * credit and kind need them). The rows are month figures dated on the month's first day, which
   * the date filters place correctly because every period and fiscal year is made of whole months.
   */
  private compute(profile: TaxProfile, period: FilingPeriod, rows: readonly TaxRow[], treatmentOf: TreatmentOf): { figures: WorksheetFigures } {
    const inPeriod = rows.filter((r) => r.date >= period.start && r.date <= period.end);
    if (profile.method !== 'quick') {
      return { figures: computeWorksheet({ province: profile.province, method: 'regular', periodStart: period.start, rows: inPeriod, treatmentOf }) };
    }
    const yearStart = fiscalYearContaining(period.start, periodRulesOf(profile)).start;
    const earlier = rows.filter((r) => r.date >= yearStart && r.date < period.start);
    const priorEligibleCents = computeWorksheet({
      province: profile.province,
      method: 'regular',
      periodStart: period.start,
      rows: earlier,
      treatmentOf,
    }).eligibleSuppliesCents;
    const kind = quickMethodKind(
      rows.filter((r) => r.date >= yearStart && r.date <= period.end),
      treatmentOf,
    );
    return {
      figures: computeWorksheet({
        province: profile.province,
        method: 'quick',
        periodStart: period.start,
        rows: inPeriod,
        treatmentOf,
        quick: { kind, priorEligibleCents },
      }),
    };
  }

  private async periodsOf(userId: number, profile: TaxProfile, today: string): Promise<FilingPeriod[]> {
    return periodsBetween(await this.firstTrackedDay(userId, today), today, periodRulesOf(profile));
  }

  /** The day the client's tax periods and fiscal years start from: their first transaction or sign-up (whichever is earlier), at most six years back. */
  async firstTrackedDay(userId: number, today: string): Promise<string> {
    const [user, firstTransaction] = await Promise.all([this.users.getById(userId), this.transactions.firstTransactionDate(userId)]);
    const signedUp = businessDay(user.createdAt);
    const limit = `${Number(today.slice(0, 4)) - YEARS_LISTED}${today.slice(4)}`;
    let first = firstTransaction && firstTransaction < signedUp ? firstTransaction : signedUp;
    if (first < limit) first = limit;
    if (first > today) first = today;
    return first;
  }
}

/** The API's worksheet: amounts as decimal strings, the ITC share as a fraction. */
export function worksheetDto(
  profile: TaxProfile,
  period: FilingPeriod,
  figures: WorksheetFigures,
  itcDocumentation: ItcDocumentation,
  estimatedCount = 0,
): GstHstWorksheet {
  return {
    period: { start: period.start, end: period.end, dueDate: period.dueDate, paymentDueDate: period.paymentDueDate },
    province: profile.province,
    method: profile.method,
    lines: Object.fromEntries(GST_HST_LINES.map((line) => [line, money(figures.lines[line])])) as Record<GstHstLine, string>,
    qst: figures.qst
      ? { collected: money(figures.qst.collectedCents), inputTaxRefunds: money(figures.qst.inputTaxRefundsCents), netTax: money(figures.qst.netTaxCents) }
      : null,
    quickMethod: figures.quick
      ? {
          kind: figures.quick.kind,
          rate: `${((figures.quick.rate / RATE_SCALE) * 100).toFixed(1)}%`,
          eligibleSupplies: money(figures.quick.eligibleSuppliesCents),
          credit: money(figures.quick.creditCents),
          source: QUICK_METHOD_SOURCE,
        }
      : null,
    categories: figures.categories.map((c) => ({
      category: c.category,
      type: c.type,
      treatment: c.treatment,
      itcShare: c.itcSharePercent / 100,
      total: money(c.totalCents),
      taxIncluded: money(c.taxIncludedCents),
    })),
    transactionCount: figures.transactionCount,
    uncategorizedCount: figures.uncategorizedCount,
    itcDocumentation,
    estimatedCount,
    estimate: true,
  };
}

/** The filing as the answers carry it: when, and who recorded it (their name; null once that account is gone). */
const filingOf = (filing: Pick<GstHstFiling, 'filedAt' | 'filer'>): GstHstFiled => ({
  filedAt: filing.filedAt.toISOString(),
  filedBy: filing.filer ? personName(filing.filer) : null,
});
