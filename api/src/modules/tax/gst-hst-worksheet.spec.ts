import { CategoryType, defaultTaxTreatment, type ProvinceCode } from '@ledgerleaf/contracts';
import { computeWorksheet, quickMethodKind, type TaxRow, type WorksheetInput } from './gst-hst-worksheet';

const R = CategoryType.REVENUE;
const E = CategoryType.EXPENSE;
const row = (date: string, amountCents: number, category: string | null, categoryType: CategoryType | null): TaxRow => ({
  date,
  amountCents,
  category,
  categoryType,
});

// One quarter (July–September 2026) of a small studio, every amount tax included:
// $16,950.00 of sales, a $565.00 refund to a customer, three $100.00 software bills, a $452.00
// office purchase with a $113.00 refund from the supplier, $226.00 of meals (50 % ITC),
// $15.00 of bank fees (exempt), a $500.00 loan payment (not a supply), $12.34 of interest
// (exempt revenue) and one deposit nobody could place.
const QUARTER: TaxRow[] = [
  row('2026-07-03', 1_130_000, 'Sales Revenue', R),
  row('2026-08-14', 565_000, 'Sales Revenue', R),
  row('2026-09-20', -56_500, 'Refunds/Discounts', R),
  row('2026-07-05', -10_000, 'Software', E),
  row('2026-08-05', -10_000, 'Software', E),
  row('2026-09-05', -10_000, 'Software', E),
  row('2026-07-10', -45_200, 'Office Expenses', E),
  row('2026-07-28', 11_300, 'Office Expenses', E),
  row('2026-07-22', -22_600, 'Travel & Meals', E),
  row('2026-08-31', -1_500, 'Bank Fees', E),
  row('2026-09-01', -50_000, 'Loan Payments', E),
  row('2026-09-30', 1_234, 'Other Income', R),
  row('2026-08-02', 5_000, null, null),
];

const worksheet = (province: ProvinceCode, extra: Partial<WorksheetInput> = {}) =>
  computeWorksheet({ province, method: 'regular', periodStart: '2026-07-01', rows: QUARTER, treatmentOf: defaultTaxTreatment, ...extra });

// Quick Method fixtures: $25,000.00 of eligible supplies earlier in the fiscal year leaves
// $5,000.00 of the first $30,000.00 for the 1 % credit: $50.00 on line 107.
const quick = (province: ProvinceCode) => worksheet(province, { method: 'quick', quick: { kind: 'services', priorEligibleCents: 2_500_000 } });

describe('the GST/HST worksheet', () => {
  it('Ontario (HST 13 %), regular method: tax out of tax-included totals, meals at 50 %, exempt and non-supplies left out', () => {
    const w = worksheet('ON');
    // Sales 16,950.00 × 13/113 = 1,950.00; refund −565.00 × 13/113 = −65.00.
    // 101: (16,950.00 − 1,950.00) + (−565.00 + 65.00) + 12.34 interest = 14,512.34.
    // 106, rounded on each transaction: software 3 × (100.00 × 13/113 = 11.50) = 34.50; office 452.00 × 13/113 = 52.00 less the
    // supplier's refund 113.00 × 13/113 = 13.00 → 39.00; meals 226.00 × 13/113 × 50 % = 13.00.
    expect(w.lines).toEqual({ '101': 1_451_234, '103': 188_500, '104': 0, '105': 188_500, '106': 8_650, '107': 0, '108': 8_650, '109': 179_850 });
    expect(w.qst).toBeNull();
    expect(w.quick).toBeNull();
    expect(w.transactionCount).toBe(13);
    expect(w.uncategorizedCount).toBe(1);
    const byName = new Map(w.categories.map((c) => [c.category, c]));
    expect(byName.get('Travel & Meals')).toEqual({
      category: 'Travel & Meals',
      type: E,
      treatment: 'taxable',
      itcSharePercent: 50,
      totalCents: 22_600,
      taxIncludedCents: 2_600,
    });
    expect(byName.get('Bank Fees')).toMatchObject({ treatment: 'exempt', itcSharePercent: 0, totalCents: 1_500, taxIncludedCents: 0 });
    expect(byName.get('Loan Payments')).toMatchObject({ treatment: 'not_a_supply', taxIncludedCents: 0 });
    expect(byName.get('Refunds/Discounts')).toMatchObject({ type: R, totalCents: -56_500, taxIncludedCents: -6_500 });
    expect(byName.get('Office Expenses')).toMatchObject({ totalCents: 33_900, taxIncludedCents: 3_900 });
  });

  it("leaves the system categories (owner's drawings, a loan received, equipment) out of every line", () => {
    const B = CategoryType.BALANCE_SHEET;
    const rows = [
      ...QUARTER,
      row('2026-08-20', -300_000, "Owner's drawings", B),
      row('2026-07-02', 2_000_000, 'Loan received', B),
      row('2026-09-12', -226_000, 'Equipment (capital asset)', B),
    ];
    const w = worksheet('ON', { rows });
    expect(w.lines).toEqual(worksheet('ON').lines);
    expect(w.categories.map((c) => c.category)).toEqual(worksheet('ON').categories.map((c) => c.category));
    expect(w.uncategorizedCount).toBe(1);
  });

  it('Alberta (GST 5 %), regular method', () => {
    const w = worksheet('AB');
    // 16,950.00 × 5/105 = 807.14; −565.00 × 5/105 = −26.90 → 103 = 780.24.
    // 101: 16,142.86 − 538.10 + 12.34 = 15,617.10.
    // 106: 300.00 × 5/105 = 14.29; 339.00 × 5/105 = 16.14; 226.00 × 5/105 × 50 % = 5.38 → 35.81.
    // Rounded on each transaction: sales 11,300.00 × 5/105 = 538.10 and 5,650.00 × 5/105 = 269.05, refund −26.90 → 103 = 780.25;
    // 101 = (16,950.00 − 807.15) + (−565.00 + 26.90) + 12.34 = 15,617.09; 106 = 3 × 4.76 + (21.52 − 5.38) + 5.38 = 35.80.
    expect(w.lines).toEqual({ '101': 1_561_709, '103': 78_025, '104': 0, '105': 78_025, '106': 3_580, '107': 0, '108': 3_580, '109': 74_445 });
  });

  it('British Columbia (GST 5 %, PST 7 % not recoverable): only the GST comes out as tax or credit', () => {
    const w = worksheet('BC');
    // 16,950.00 × 5/112 = 756.70 GST, × 7/112 = 1,059.38 PST → 15,133.92 net;
    // refund −565.00: −25.22 GST, −35.31 PST → −504.47 net; 101 = 15,133.92 − 504.47 + 12.34 = 14,641.79.
    // 106: 300.00 × 5/112 = 13.39; 339.00 × 5/112 = 15.13; 226.00 × 5/112 × 50 % = 5.04 → 33.56.
    // Rounded on each transaction: GST 504.46 + 252.23 − 25.22 = 731.47; PST 706.25 + 353.13 − 35.31;
    // 101 = (16,950.00 − 756.69 − 1,059.38) + (−565.00 + 25.22 + 35.31) + 12.34 = 14,641.80.
    expect(w.lines).toEqual({ '101': 1_464_180, '103': 73_147, '104': 0, '105': 73_147, '106': 3_356, '107': 0, '108': 3_356, '109': 69_791 });
    expect(w.qst).toBeNull();
  });

  it('Québec (GST 5 % + QST 9.975 %): GST on the lines, QST and its input tax refunds apart', () => {
    const w = worksheet('QC');
    // 16,950.00 × 5/114.975 = 737.12 GST and × 9.975/114.975 = 1,470.55 QST; refund: −24.57 GST, −49.02 QST.
    // 101: (16,950.00 − 737.12 − 1,470.55) + (−565.00 + 24.57 + 49.02) + 12.34 = 14,263.26.
    // 106, rounded on each transaction: software 3 × 4.35 + office (19.66 − 4.91) + meals 4.91 = 32.71.
    expect(w.lines).toEqual({ '101': 1_426_326, '103': 71_255, '104': 0, '105': 71_255, '106': 3_271, '107': 0, '108': 3_271, '109': 67_984 });
    // QST collected 980.37 + 490.18 − 49.02 = 1,421.53; input tax refunds 3 × 8.68 + (39.21 − 9.80) + 9.80 (meals at 50 %) = 65.25.
    expect(w.qst).toEqual({ collectedCents: 142_153, inputTaxRefundsCents: 6_525, netTaxCents: 135_628 });
  });

  it('Quick Method, Ontario: 8.8 % of tax-included taxable supplies, no ITCs, the 1 % credit on line 107', () => {
    const w = quick('ON');
    // Eligible supplies 16,950.00 − 565.00 = 16,385.00; × 8.8 % = 1,441.88; 101 includes the HST: 16,385.00 + 12.34.
    expect(w.lines).toEqual({ '101': 1_639_734, '103': 144_188, '104': 0, '105': 144_188, '106': 0, '107': 5_000, '108': 5_000, '109': 139_188 });
    expect(w.quick).toEqual({ kind: 'services', rate: 8_800, eligibleSuppliesCents: 1_638_500, creditCents: 5_000 });
  });

  it('Quick Method, Alberta, British Columbia and Québec: 3.6 %, with PST and QST taken out of the base', () => {
    // AB: 16,385.00 × 3.6 % = 589.86.
    expect(quick('AB').lines).toMatchObject({ '101': 1_639_734, '103': 58_986, '107': 5_000, '109': 53_986 });
    // BC: (15,133.92 + 756.70) + (−504.47 − 25.22) = 15,360.93 eligible; × 3.6 % = 552.99.
    expect(quick('BC').lines).toMatchObject({ '101': 1_537_327, '103': 55_299, '107': 5_000, '109': 50_299 });
    // QC: (16,950.00 − 1,470.55) + (−565.00 + 49.02) = 14,963.47 eligible; × 3.6 % = 538.68.
    expect(quick('QC').lines).toMatchObject({ '101': 1_497_581, '103': 53_868, '107': 5_000, '109': 48_868 });
  });

  it('gives the 1 % credit only on what is left of the first $30,000 of the fiscal year', () => {
    const room = (prior: number) => worksheet('ON', { method: 'quick', quick: { kind: 'services', priorEligibleCents: prior } }).lines['107'];
    expect(room(0)).toBe(16_385); // 1 % of 16,385.00
    expect(room(2_900_000)).toBe(1_000); // 1 % of the last 1,000.00
    expect(room(3_000_000)).toBe(0);
  });

  it('uses the goods rate when resale purchases reach 40 % of taxable sales', () => {
    const w = worksheet('ON', { method: 'quick', quick: { kind: 'goods', priorEligibleCents: 3_000_000 } });
    // 16,385.00 × 4.4 % = 720.94.
    expect(w.lines['103']).toBe(72_094);
    const resale = [row('2026-07-01', 100_000, 'Sales Revenue', R), row('2026-07-02', -40_000, 'Cost of Goods Sold', E)];
    expect(quickMethodKind(resale, defaultTaxTreatment)).toBe('goods');
    expect(quickMethodKind([resale[0], row('2026-07-02', -39_999, 'Cost of Goods Sold', E)], defaultTaxTreatment)).toBe('services');
  });

  it("follows staff's treatment for a client: zero-rated sales enter line 101 without tax, a changed ITC share changes line 106", () => {
    const treatmentOf = (category: string) =>
      category === 'Sales Revenue'
        ? { treatment: 'zero_rated' as const, itcSharePercent: 0 }
        : category === 'Travel & Meals'
          ? { treatment: 'taxable' as const, itcSharePercent: 100 }
          : defaultTaxTreatment(category);
    const w = worksheet('ON', { treatmentOf });
    // 101: 16,950.00 + (−500.00) + 12.34; 103: −65.00 only; 106: 34.50 + 39.00 + 26.00 (each transaction rounded).
    expect(w.lines).toMatchObject({ '101': 1_646_234, '103': -6_500, '106': 9_950, '109': -16_450 });
  });

  it('answers a refund-only period with a negative net tax (a refund from the CRA)', () => {
    const w = computeWorksheet({
      province: 'ON',
      method: 'regular',
      periodStart: '2026-10-01',
      rows: [row('2026-10-02', -11_300, 'Software', E)],
      treatmentOf: defaultTaxTreatment,
    });
    expect(w.lines).toMatchObject({ '101': 0, '103': 0, '106': 1_300, '109': -1_300 });
  });
});
