import { CategoryType, isTaxExemptCategory, RATE_SCALE, salesTaxRatesOn, type ProvinceCode, type SalesTaxRates } from '@ledgerleaf/contracts';

/** One categorized transaction of the month, in the spec's sign (negative = money out). */
export interface ReportRow {
  amountCents: number;
  /** The client's category, or null when none could be given. */
  category: string | null;
  categoryType: CategoryType | null;
}

export interface CategoryTotal {
  category: string;
  type: CategoryType;
  count: number;
  /** Revenue as money in, expenses as money out: both positive for a normal month. */
  totalCents: number;
}

export interface SalesTaxEstimate {
  province: ProvinceCode;
  rates: SalesTaxRates;
  taxIncludedInRevenueCents: number;
  inputTaxCreditsCents: number;
  netTaxOwingCents: number;
}

/** How the P&L's amounts stand to sales tax: net of the recoverable GST/HST and QST (a registrant on the regular method), or as paid (tax included). */
export type ReportTaxBasis = 'net_of_sales_tax' | 'tax_included';

export interface ReportSummary {
  categories: CategoryTotal[];
  taxBasis: ReportTaxBasis;
  uncategorized: { count: number; netCents: number };
  totalRevenueCents: number;
  totalExpensesCents: number;
  netIncomeCents: number;
  salesTax: SalesTaxEstimate;
}

/** n × rate / (scale + total), rounded half away from zero, in integers. */
function taxPortion(amountCents: number, recoverableRate: number, totalRate: number): number {
  if (recoverableRate === 0 || amountCents === 0) return 0;
  const n = BigInt(Math.abs(amountCents)) * BigInt(recoverableRate);
  const d = BigInt(RATE_SCALE + totalRate);
  const rounded = Number((2n * n + d) / (2n * d));
  return amountCents < 0 ? -rounded : rounded;
}

const byTypeThenTotal = (a: CategoryTotal, b: CategoryTotal) =>
  a.type === b.type ? b.totalCents - a.totalCents || a.category.localeCompare(b.category) : a.type === CategoryType.REVENUE ? -1 : 1;

/**
 * The month's profit and loss: each category with its type, count and total; total
 * revenue, total expenses and net income; and the sales-tax picture for the client's
 * province on the month's first day. Everything is summed in integer cents.
 */
export function summarizeReport(rows: readonly ReportRow[], province: ProvinceCode, monthStart: string): ReportSummary {
  const totals = new Map<string, CategoryTotal>();
  const uncategorized = { count: 0, netCents: 0 };
  for (const row of rows) {
    if (!Number.isSafeInteger(row.amountCents)) throw new Error(`Amount out of range: ${row.amountCents}`);
    if (!row.category || !row.categoryType) {
      uncategorized.count += 1;
      uncategorized.netCents += row.amountCents;
      continue;
    }
    const key = `${row.categoryType}\u0000${row.category}`;
    const total = totals.get(key) ?? { category: row.category, type: row.categoryType, count: 0, totalCents: 0 };
    total.count += 1;
    total.totalCents += row.categoryType === CategoryType.REVENUE ? row.amountCents : -row.amountCents;
    totals.set(key, total);
  }
  const categories = [...totals.values()].sort(byTypeThenTotal);
  const sum = (type: CategoryType) => categories.filter((c) => c.type === type).reduce((acc, c) => acc + c.totalCents, 0);
  const totalRevenueCents = sum(CategoryType.REVENUE);
  const totalExpensesCents = sum(CategoryType.EXPENSE);

  const rates = salesTaxRatesOn(province, monthStart);
  const recoverable = rates.gst + rates.hst + rates.qst;
  const allTaxes = recoverable + rates.pst;
  const taxable = categories.filter((c) => !isTaxExemptCategory(c.category));
  const taxIncludedInRevenueCents = taxable
    .filter((c) => c.type === CategoryType.REVENUE)
    .reduce((acc, c) => acc + taxPortion(c.totalCents, recoverable, allTaxes), 0);
  const inputTaxCreditsCents = taxable
    .filter((c) => c.type === CategoryType.EXPENSE)
    .reduce((acc, c) => acc + taxPortion(c.totalCents, recoverable, allTaxes), 0);

  return {
    categories,
    taxBasis: 'tax_included',
    uncategorized,
    totalRevenueCents,
    totalExpensesCents,
    netIncomeCents: totalRevenueCents - totalExpensesCents,
    salesTax: {
      province,
      rates,
      taxIncludedInRevenueCents,
      inputTaxCreditsCents,
      netTaxOwingCents: taxIncludedInRevenueCents - inputTaxCreditsCents,
    },
  };
}

/** A revenue or expense account's movement over the month, from the journal (BooksService.profitAndLoss). */
export interface JournalAccountTotal {
  name: string;
  type: 'revenue' | 'expense';
  /** Revenue: credits less debits; expenses: debits less credits. */
  cents: bigint;
  /** The journal entries behind it. */
  count: number;
}

/**
 * The month's P&L figures taken from the journal: its revenue and expense accounts for the month,
 * to the cent, and the basis they are on. What the journal cannot say (the rows left uncategorized,
 * the sales-tax estimate of tax-included amounts) stays as the rows gave it. For a client who
 * posts gross this gives the rows' own totals; a registrant's are net of the recoverable tax.
 */
export function withJournalFigures(summary: ReportSummary, journal: { netOfSalesTax: boolean; accounts: readonly JournalAccountTotal[] }): ReportSummary {
  const categories = journal.accounts
    .map((a): CategoryTotal => {
      if (a.cents > BigInt(Number.MAX_SAFE_INTEGER) || a.cents < BigInt(Number.MIN_SAFE_INTEGER)) throw new Error(`Amount out of range: ${a.cents}`);
      return { category: a.name, type: a.type === 'revenue' ? CategoryType.REVENUE : CategoryType.EXPENSE, count: a.count, totalCents: Number(a.cents) };
    })
    // The system categories (owner's drawings, loans, equipment) are listed as the rows give them, out of every total.
    .concat(summary.categories.filter((c) => c.type === CategoryType.BALANCE_SHEET))
    .sort(byTypeThenTotal);
  const sum = (type: CategoryType) => categories.filter((c) => c.type === type).reduce((acc, c) => acc + c.totalCents, 0);
  const totalRevenueCents = sum(CategoryType.REVENUE);
  const totalExpensesCents = sum(CategoryType.EXPENSE);
  return {
    ...summary,
    categories,
    taxBasis: journal.netOfSalesTax ? 'net_of_sales_tax' : 'tax_included',
    totalRevenueCents,
    totalExpensesCents,
    netIncomeCents: totalRevenueCents - totalExpensesCents,
  };
}
