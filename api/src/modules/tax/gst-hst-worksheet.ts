import {
  CategoryType,
  QUICK_METHOD_CREDIT,
  QUICK_METHOD_GOODS_SHARE_PERCENT,
  QUICK_METHOD_RATES,
  RATE_SCALE,
  RESALE_PURCHASE_CATEGORIES,
  salesTaxRatesOn,
  type GstHstLine,
  type ProvinceCode,
  type QuickMethodKind,
  type TaxMethod,
  type TaxTreatment,
} from '@ledgerleaf/contracts';

/** One categorized transaction, in the bank's sign (negative = money out). */
export interface TaxRow {
  date: string;
  amountCents: number;
  /** The client's category, or null when none could be given. */
  category: string | null;
  categoryType: CategoryType | null;
  /** How many transactions the row sums (a month's figure of its category); one when absent. */
  count?: number;
  /** Of those, how many the journal still holds in suspense (categorized by the engine for the estimate); none when absent. */
  estimatedCount?: number;
  /**
   * A month's figure: the sum of its transactions' tax parts, each computed on its own row by the
   * database (sales_tax_parts, the rule the journal posts with). Absent: the row is one
   * transaction and its parts are computed here (salesTaxParts, the same rule).
   */
  tax?: TaxParts;
}

/** The taxes inside a row, in the row's sign (cents): what the journal posts is gstHst/qst for a sale, itc/qstItc for a purchase. */
export interface TaxParts {
  gstHst: number;
  qst: number;
  pst: number;
  /** Expenses: the GST/HST claimed back at the category's ITC share. */
  itc: number;
  /** Expenses: the QST claimed back (input tax refund) at the same share. */
  qstItc: number;
}

export const NO_TAX: TaxParts = Object.freeze({ gstHst: 0, qst: 0, pst: 0, itc: 0, qstItc: 0 });

/** Of the transactions behind some rows, those the journal still holds in suspense (categorized by the engine for the estimate). */
export const estimatedIn = (rows: readonly TaxRow[]): number => rows.reduce((n, row) => n + (row.estimatedCount ?? 0), 0);

/** The transactions behind some rows. */
export const transactionsIn = (rows: readonly TaxRow[]): number => rows.reduce((n, row) => n + (row.count ?? 1), 0);

export interface Treatment {
  treatment: TaxTreatment;
  /** 0..100: the share of the tax paid on a taxable expense claimed back. */
  itcSharePercent: number;
}

export type TreatmentOf = (category: string) => Treatment;

export interface WorksheetInput {
  province: ProvinceCode;
  method: TaxMethod;
  /** The period's first day: the rates in force then apply to the whole period. */
  periodStart: string;
  rows: readonly TaxRow[];
  treatmentOf: TreatmentOf;
  /** Quick Method only: the kind of business and the eligible supplies earlier in the same fiscal year (for the 1 % credit). */
  quick?: { kind: QuickMethodKind; priorEligibleCents: number };
}

export interface CategoryFigures {
  category: string;
  type: CategoryType;
  treatment: TaxTreatment;
  itcSharePercent: number;
  totalCents: number;
  /** GST/HST inside the total. */
  taxIncludedCents: number;
}

export interface WorksheetFigures {
  lines: Record<GstHstLine, number>;
  qst: { collectedCents: number; inputTaxRefundsCents: number; netTaxCents: number } | null;
  quick: { kind: QuickMethodKind; rate: number; eligibleSuppliesCents: number; creditCents: number } | null;
  categories: CategoryFigures[];
  /** Taxable supplies with GST/HST included (PST and QST out): the Quick Method's base. */
  eligibleSuppliesCents: number;
  transactionCount: number;
  uncategorizedCount: number;
}

/** |amount| × numerator / denominator, rounded half away from zero, with the amount's sign. */
function portion(amountCents: number, numerator: bigint, denominator: bigint): number {
  if (amountCents === 0 || numerator === 0n) return 0;
  const n = BigInt(Math.abs(amountCents)) * numerator;
  const rounded = Number((2n * n + denominator) / (2n * denominator));
  return amountCents < 0 ? -rounded : rounded;
}

/**
 * The taxes inside ONE transaction of a taxable revenue or expense category, at the rates in force
 * on its day: amount × rate / (100 % + all rates), rounded half away from zero on the row, and for
 * an expense the ITC and QST refund at the category's share. The same rule as the database's
 * sales_tax_parts (migration SalesTaxJournal1796010000000), which posts the journal: a property
 * test compares them over random rows. Rounding per row makes every period's sum the sum of its
 * months and the change of the journal's tax accounts.
 */
export function salesTaxParts(province: ProvinceCode, row: Pick<TaxRow, 'date' | 'amountCents' | 'categoryType'>, treatment: Treatment): TaxParts {
  if (treatment.treatment !== 'taxable' || (row.categoryType !== CategoryType.REVENUE && row.categoryType !== CategoryType.EXPENSE)) return NO_TAX;
  const rates = salesTaxRatesOn(province, row.date);
  const federal = BigInt(rates.gst + rates.hst);
  const all = BigInt(RATE_SCALE + rates.gst + rates.hst + rates.qst + rates.pst);
  const expense = row.categoryType === CategoryType.EXPENSE;
  const share = BigInt(treatment.itcSharePercent);
  return {
    gstHst: portion(row.amountCents, federal, all),
    qst: portion(row.amountCents, BigInt(rates.qst), all),
    pst: portion(row.amountCents, BigInt(rates.pst), all),
    itc: expense ? portion(row.amountCents, federal * share, all * 100n) : 0,
    qstItc: expense ? portion(row.amountCents, BigInt(rates.qst) * share, all * 100n) : 0,
  };
}

interface Totals {
  category: string;
  type: CategoryType;
  totalCents: number;
  /** The category's taxes, in its sense (revenue as money in, expenses as money out). */
  tax: TaxParts;
}

/** Each category's total and taxes: revenue as money in, expenses as money out (refunds net against them). */
function categoryTotals(rows: readonly TaxRow[], taxOf?: (row: TaxRow) => TaxParts): { totals: Totals[]; uncategorized: number } {
  const byKey = new Map<string, Totals>();
  let uncategorized = 0;
  for (const row of rows) {
    if (!Number.isSafeInteger(row.amountCents)) throw new Error(`Amount out of range: ${row.amountCents}`);
    if (!row.category || !row.categoryType) {
      uncategorized += row.count ?? 1;
      continue;
    }
    // A system category (owner's drawings, transfers, loans, equipment) is not a supply nor a purchase of the period's lines.
    if (row.categoryType === CategoryType.BALANCE_SHEET) continue;
    const key = `${row.categoryType}\u0000${row.category}`;
    const total = byKey.get(key) ?? { category: row.category, type: row.categoryType, totalCents: 0, tax: { ...NO_TAX } };
    const sense = row.categoryType === CategoryType.REVENUE ? 1 : -1;
    total.totalCents += sense * row.amountCents;
    if (taxOf) {
      const tax = row.tax ?? taxOf(row);
      total.tax.gstHst += sense * tax.gstHst;
      total.tax.qst += sense * tax.qst;
      total.tax.pst += sense * tax.pst;
      total.tax.itc += sense * tax.itc;
      total.tax.qstItc += sense * tax.qstItc;
    }
    byKey.set(key, total);
  }
  const totals = [...byKey.values()].sort((a, b) =>
    a.type === b.type ? b.totalCents - a.totalCents || a.category.localeCompare(b.category) : a.type === CategoryType.REVENUE ? -1 : 1,
  );
  return { totals, uncategorized };
}

/** The Quick Method remittance rate in force on a day. */
export function quickMethodRate(province: ProvinceCode, kind: QuickMethodKind, isoDate: string): number {
  let current = QUICK_METHOD_RATES[province][0];
  for (const period of QUICK_METHOD_RATES[province]) if (period.from <= isoDate) current = period;
  return current[kind];
}

/**
 * The GST/HST return worksheet of a period, in integer cents. Amounts are taken to include
 * the province's taxes (as the reports' estimate does), so the tax inside a transaction is
 * amount × rate / (100 % + all rates) at its day's rates, rounded on each transaction
 * (salesTaxParts; a month figure brings its transactions' sum). Only GST/HST reaches the
 * lines; QST goes to its own section and PST is a cost. Lines 104 and 107 hold no
 * adjustments from bank data, except the Quick Method's 1 % credit on line 107.
 */
export function computeWorksheet(input: WorksheetInput): WorksheetFigures {
  const rates = salesTaxRatesOn(input.province, input.periodStart);
  const { totals, uncategorized } = categoryTotals(input.rows, (row) => salesTaxParts(input.province, row, input.treatmentOf(row.category!)));

  let taxableSales = 0;
  let otherSales = 0;
  let eligible = 0;
  let collected = 0;
  let itc = 0;
  let qstCollected = 0;
  let qstRefunds = 0;
  const categories: CategoryFigures[] = totals.map(({ category, type, totalCents, tax }) => {
    const { treatment, itcSharePercent } = input.treatmentOf(category);
    const taxable = treatment === 'taxable';
    const gstHst = taxable ? tax.gstHst : 0;
    if (type === CategoryType.REVENUE) {
      if (taxable) {
        const provincial = tax.qst + tax.pst;
        collected += gstHst;
        qstCollected += tax.qst;
        taxableSales += totalCents - gstHst - provincial;
        eligible += totalCents - provincial;
      } else if (treatment !== 'not_a_supply') {
        otherSales += totalCents;
      }
      return { category, type, treatment, itcSharePercent: 0, totalCents, taxIncludedCents: gstHst };
    }
    const share = taxable ? itcSharePercent : 0;
    if (taxable) {
      itc += tax.itc;
      qstRefunds += tax.qstItc;
    }
    return { category, type, treatment, itcSharePercent: share, totalCents, taxIncludedCents: gstHst };
  });

  let quick: WorksheetFigures['quick'] = null;
  let line101 = taxableSales + otherSales;
  let line103 = collected;
  let line106 = itc;
  let line107 = 0;
  if (input.method === 'quick') {
    const kind = input.quick?.kind ?? 'services';
    const rate = quickMethodRate(input.province, kind, input.periodStart);
    const room = Math.max(0, QUICK_METHOD_CREDIT.firstSuppliesCents - Math.max(0, input.quick?.priorEligibleCents ?? 0));
    const creditBase = Math.max(0, Math.min(eligible, room));
    const creditCents = portion(creditBase, BigInt(QUICK_METHOD_CREDIT.rate), BigInt(RATE_SCALE));
    // Line 101 includes the GST/HST under the Quick Method; ITCs are only for capital property, which bank data does not tell apart.
    line101 = eligible + otherSales;
    line103 = portion(eligible, BigInt(rate), BigInt(RATE_SCALE));
    line106 = 0;
    line107 = creditCents;
    quick = { kind, rate, eligibleSuppliesCents: eligible, creditCents };
  }

  const lines: Record<GstHstLine, number> = {
    '101': line101,
    '103': line103,
    '104': 0,
    '105': line103,
    '106': line106,
    '107': line107,
    '108': line106 + line107,
    '109': line103 - (line106 + line107),
  };
  return {
    lines,
    qst: rates.qst > 0 ? { collectedCents: qstCollected, inputTaxRefundsCents: qstRefunds, netTaxCents: qstCollected - qstRefunds } : null,
    quick,
    categories,
    eligibleSuppliesCents: eligible,
    transactionCount: transactionsIn(input.rows),
    uncategorizedCount: uncategorized,
  };
}

/**
 * The Quick Method's kind of business over some rows (the fiscal year so far): goods when the
 * cost of goods bought for resale is at least 40 % of taxable sales, services otherwise.
 */
export function quickMethodKind(rows: readonly TaxRow[], treatmentOf: TreatmentOf): QuickMethodKind {
  const { totals } = categoryTotals(rows);
  const sales = totals.filter((t) => t.type === CategoryType.REVENUE && treatmentOf(t.category).treatment === 'taxable').reduce((a, t) => a + t.totalCents, 0);
  const resale = totals
    .filter((t) => t.type === CategoryType.EXPENSE && (RESALE_PURCHASE_CATEGORIES as readonly string[]).includes(t.category.trim().toLowerCase()))
    .reduce((a, t) => a + t.totalCents, 0);
  return sales > 0 && resale * 100 >= sales * QUICK_METHOD_GOODS_SHARE_PERCENT ? 'goods' : 'services';
}
