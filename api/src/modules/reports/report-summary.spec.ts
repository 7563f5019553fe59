import { CategoryType } from '@ledgerleaf/contracts';
import { type ReportRow, summarizeReport, withJournalFigures } from './report-summary';

const R = CategoryType.REVENUE;
const E = CategoryType.EXPENSE;
const row = (amountCents: number, category: string | null, categoryType: CategoryType | null): ReportRow => ({ amountCents, category, categoryType });

// A month of a small design studio: $11,300.00 of sales (tax included), $1,130.00 of
// software, $226.00 of meals, $25.00 of bank fees, $300.00 of insurance, one refund to a
// customer and one row nobody could place.
const MONTH: ReportRow[] = [
  row(1_000_000, 'Sales Revenue', R),
  row(130_000, 'Sales Revenue', R),
  row(-10_000, 'Refunds/Discounts', R),
  row(-113_000, 'Software', E),
  row(-22_600, 'Travel & Meals', E),
  row(-2_500, 'Bank Fees', E),
  row(-30_000, 'Insurance', E),
  row(-4_999, null, null),
];

describe('summarizeReport', () => {
  it('totals each category in cents, revenue first, and nets income', () => {
    const summary = summarizeReport(MONTH, 'ON', '2026-10-01');
    expect(summary.categories).toEqual([
      { category: 'Sales Revenue', type: R, count: 2, totalCents: 1_130_000 },
      { category: 'Refunds/Discounts', type: R, count: 1, totalCents: -10_000 },
      { category: 'Software', type: E, count: 1, totalCents: 113_000 },
      { category: 'Insurance', type: E, count: 1, totalCents: 30_000 },
      { category: 'Travel & Meals', type: E, count: 1, totalCents: 22_600 },
      { category: 'Bank Fees', type: E, count: 1, totalCents: 2_500 },
    ]);
    expect(summary.totalRevenueCents).toBe(1_120_000);
    expect(summary.totalExpensesCents).toBe(168_100);
    expect(summary.netIncomeCents).toBe(951_900);
    expect(summary.uncategorized).toEqual({ count: 1, netCents: -4_999 });
  });

  it('estimates Ontario HST (13 %) in revenue and on taxable expenses only', () => {
    const { salesTax } = summarizeReport(MONTH, 'ON', '2026-10-01');
    // Revenue: 11,300.00 × 13/113 = 1,300.00; the refund −100.00 × 13/113 = −11.50.
    expect(salesTax.taxIncludedInRevenueCents).toBe(130_000 - 1_150);
    // Expenses: software 1,130.00 → 130.00; meals 226.00 → 26.00; bank fees and insurance exempt.
    expect(salesTax.inputTaxCreditsCents).toBe(13_000 + 2_600);
    expect(salesTax.netTaxOwingCents).toBe(128_850 - 15_600);
  });

  it('recovers GST and QST in Québec (5 % + 9.975 %)', () => {
    const { salesTax } = summarizeReport([row(114_975, 'Sales Revenue', R), row(-11_497, 'Software', E)], 'QC', '2026-10-01');
    expect(salesTax.rates).toMatchObject({ gst: 5000, qst: 9975 });
    expect(salesTax.taxIncludedInRevenueCents).toBe(14_975);
    // 114.97 × 14.975/114.975 = 14.974… → 14.97
    expect(salesTax.inputTaxCreditsCents).toBe(1_497);
  });

  it('recovers only GST in British Columbia: the 7 % PST is a cost', () => {
    const { salesTax } = summarizeReport([row(112_000, 'Service Income', R), row(-11_200, 'Office Expenses', E)], 'BC', '2026-10-01');
    expect(salesTax.taxIncludedInRevenueCents).toBe(5_000);
    expect(salesTax.inputTaxCreditsCents).toBe(500);
  });

  it('uses GST alone in Alberta', () => {
    const { salesTax } = summarizeReport([row(105_000, 'Sales Revenue', R), row(-2_100, 'Utilities', E)], 'AB', '2026-10-01');
    expect(salesTax.taxIncludedInRevenueCents).toBe(5_000);
    expect(salesTax.inputTaxCreditsCents).toBe(100);
  });

  it('takes the rate in force on the first day of the month (Nova Scotia 15 % → 14 % in April 2025)', () => {
    const march = summarizeReport([row(115_000, 'Sales Revenue', R)], 'NS', '2025-03-01');
    const april = summarizeReport([row(114_000, 'Sales Revenue', R)], 'NS', '2025-04-01');
    expect(march.salesTax.taxIncludedInRevenueCents).toBe(15_000);
    expect(april.salesTax.taxIncludedInRevenueCents).toBe(14_000);
  });

  it('keeps a category of the same name apart when it is used as revenue and as expense', () => {
    const summary = summarizeReport([row(5_000, 'Other', R), row(-2_000, 'Other', E)], 'ON', '2026-10-01');
    expect(summary.categories).toEqual([
      { category: 'Other', type: R, count: 1, totalCents: 5_000 },
      { category: 'Other', type: E, count: 1, totalCents: 2_000 },
    ]);
  });

  it('refuses an amount that is not a whole number of cents', () => {
    expect(() => summarizeReport([row(1.5, 'Sales Revenue', R)], 'ON', '2026-10-01')).toThrow(/out of range/);
  });
});

describe('the P&L from the journal (withJournalFigures)', () => {
  const rowsSummary = summarizeReport(
    [
      { amountCents: 113_000, category: 'Sales Revenue', categoryType: CategoryType.REVENUE },
      { amountCents: -5_650, category: 'Travel & Meals', categoryType: CategoryType.EXPENSE },
      { amountCents: -20_000, category: "Owner's drawings", categoryType: CategoryType.BALANCE_SHEET },
      { amountCents: 700, category: null, categoryType: null },
    ],
    'ON',
    '2026-06-01',
  );

  it("takes a registrant's categories and totals from the journal (net of tax), keeps the system categories and what only the rows know", () => {
    const summary = withJournalFigures(rowsSummary, {
      netOfSalesTax: true,
      accounts: [
        { name: 'Sales Revenue', type: 'revenue', cents: 100_000n, count: 1 },
        { name: 'Travel & Meals', type: 'expense', cents: 5_325n, count: 1 },
      ],
    });
    expect(summary.taxBasis).toBe('net_of_sales_tax');
    expect(summary.categories.map((c) => [c.category, c.totalCents])).toEqual([
      ['Sales Revenue', 100_000],
      ['Travel & Meals', 5_325],
      ["Owner's drawings", 20_000],
    ]);
    expect([summary.totalRevenueCents, summary.totalExpensesCents, summary.netIncomeCents]).toEqual([100_000, 5_325, 94_675]);
    expect(summary.uncategorized).toEqual({ count: 1, netCents: 700 });
    expect(summary.salesTax).toEqual(rowsSummary.salesTax);
  });

  it("gives a gross client's rows their own totals", () => {
    const summary = withJournalFigures(rowsSummary, {
      netOfSalesTax: false,
      accounts: [
        { name: 'Sales Revenue', type: 'revenue', cents: 113_000n, count: 1 },
        { name: 'Travel & Meals', type: 'expense', cents: 5_650n, count: 1 },
      ],
    });
    expect(summary.taxBasis).toBe('tax_included');
    expect({ ...summary, taxBasis: rowsSummary.taxBasis }).toEqual(rowsSummary);
  });
});
