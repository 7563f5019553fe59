import type { Locale, ReportReconciliation, ReportSummaryDto } from '@ledgerleaf/contracts';
import { parseDecimalCents } from '../../common/money/decimal';
import type { ReportLineData } from './report-lines';
import { summaryRowsOf } from './report-lines';
import { renderReportPdf, type ReportPdfOptions } from './report-pdf';
import { periodLabel } from './report-files';
import { summarizeReport, type ReportSummary } from './report-summary';
import { monthLabelIn } from './month-label';

/** What a stored version holds that its PDF is drawn from. */
export interface StoredVersion {
  year: number;
  month: number;
  startDate: string;
  endDate: string;
  clientName: string;
  accountNames: string[];
  transactionCount: number;
  summary: ReportSummaryDto;
  lines: readonly ReportLineData[];
  balanceSheet: Parameters<typeof renderReportPdf>[0]['balanceSheet'];
  reconciliations: readonly ReportReconciliation[];
  /** The client's language (users.locale); English when absent. */
  locale?: Locale;
}

const cents = (amount: string) => Number(parseDecimalCents(amount) ?? 0n);

/**
 * The P&L the version was approved with, as the PDF draws it: the stored summary's figures
 * (the build's journal totals, not today's) with what the summary does not store taken from
 * the version's lines (the uncategorized rows' net, the month's tax rates).
 */
export function summaryOfVersion(dto: ReportSummaryDto, lines: readonly ReportLineData[], startDate: string): ReportSummary {
  const fromLines = summarizeReport(summaryRowsOf(lines), dto.salesTax.province, startDate);
  return {
    categories: dto.categories.map((c) => ({ category: c.category, type: c.type, count: c.count, totalCents: cents(c.total) })),
    taxBasis: dto.taxBasis ?? 'tax_included',
    uncategorized: { count: dto.uncategorizedCount, netCents: fromLines.uncategorized.netCents },
    totalRevenueCents: cents(dto.totalRevenue),
    totalExpensesCents: cents(dto.totalExpenses),
    netIncomeCents: cents(dto.netIncome),
    salesTax: {
      province: dto.salesTax.province,
      rates: fromLines.salesTax.rates,
      taxIncludedInRevenueCents: cents(dto.salesTax.taxIncludedInRevenue),
      inputTaxCreditsCents: cents(dto.salesTax.inputTaxCredits),
      netTaxOwingCents: cents(dto.salesTax.netTaxOwing),
    },
  };
}

/** A stored version's PDF drawn again: the build's pages from what the version stored, the reconciliations as given (the approved ones). */
export function renderVersionPdf(version: StoredVersion, options: ReportPdfOptions = {}): Promise<Buffer> {
  return renderReportPdf(
    {
      clientName: version.clientName,
      monthLabel: monthLabelIn(version.year, version.month, version.locale ?? 'en-CA'),
      periodLabel: periodLabel(version.startDate, version.endDate, version.locale),
      accounts: version.accountNames,
      transactionCount: version.transactionCount,
      summary: summaryOfVersion(version.summary, version.lines, version.startDate),
      balanceSheet: version.balanceSheet,
      reconciliations: version.reconciliations,
      generatedAt: new Date(),
      locale: version.locale,
    },
    options,
  );
}
