import { CategoryType, defaultCategoryName, defaultYearEndLine, GIFI_LINES, T2125_LINES, yearEndLine } from '@ledgerleaf/contracts';
import type { TaxRow } from './gst-hst-worksheet';
import { computeYearEndStatement, fiscalMonths } from './year-end-statement';

const R = CategoryType.REVENUE;
const E = CategoryType.EXPENSE;
const row = (date: string, amountCents: number, category: string | null, categoryType: CategoryType | null): TaxRow => ({
  date,
  amountCents,
  category,
  categoryType,
});

// A fiscal year April 2025 – March 2026 (year end 03-31), totals worked out by hand:
// Sales Revenue: Apr +1,000.00, Jul +2,500.00, Mar +400.00 → 8000 = 3,900.00
// Refunds/Discounts (revenue, a refund paid out): Jul −100.00 → 8000 Jul = 2,400.00
// Other Income: Dec +12.34 → 8230 = 12.34
// Software: Apr −50.00, May −50.00, Mar −50.00 → 8810 = 150.00; a vendor refund in May +20.00 → 8810 May = 30.00, year 130.00
// Office Expenses: Feb −19.99 → 8810 Feb 19.99; 8810 year = 149.99
// Bank Fees: every month −4.95 → 8710 = 59.40
// Telephone & Internet: Jan −80.00 → T2125 9220, GIFI 9225
// Loan Payments: Jun −500.00 → excluded, not in net income
// Custom "Drone Parts" (expense): Oct −250.00 → 9270
// Uncategorized: Aug −7.00; outside the year: 2025-03-31 and 2026-04-01 (26 transactions in the year)
// Revenue 3,900.00 − 100.00 + 12.34 = 3,812.34; expenses 149.99 + 59.40 + 80.00 + 250.00 = 539.39; net 3,272.95
const rows: TaxRow[] = [
  row('2025-03-31', 99_999, 'Sales Revenue', R),
  row('2025-04-03', 100_000, 'Sales Revenue', R),
  row('2025-07-15', 250_000, 'Sales Revenue', R),
  row('2026-03-31', 40_000, 'Sales Revenue', R),
  row('2025-07-20', -10_000, 'Refunds/Discounts', R),
  row('2025-12-31', 1_234, 'Other Income', R),
  row('2025-04-10', -5_000, 'Software', E),
  row('2025-05-10', -5_000, 'Software', E),
  row('2025-05-28', 2_000, 'Software', E),
  row('2026-03-10', -5_000, 'Software', E),
  row('2026-02-14', -1_999, 'Office Expenses', E),
  ...['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'].map((m) =>
    row(`${m}-28`, -495, 'Bank Fees', E),
  ),
  row('2026-01-05', -8_000, 'Telephone & Internet', E),
  row('2025-06-01', -50_000, 'Loan Payments', E),
  row('2025-10-09', -25_000, 'Drone Parts', E),
  row('2025-08-08', -700, null, null),
  row('2026-04-01', -99_999, 'Software', E),
];

const months = fiscalMonths({ start: '2025-04-01', end: '2026-03-31' }, { businessStructure: 'sole_proprietor', taxYearEnd: '03-31' });
const statement = (form: 't2125' | 'gifi') =>
  computeYearEndStatement({ form, months, rows, lineOf: (category, type) => defaultYearEndLine(category, type, form) });

describe('year-end statement', () => {
  it('lays out the twelve fiscal months from the month after the year end', () => {
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-04', start: '2025-04-01', end: '2025-04-30' });
    expect(months[10]).toEqual({ month: '2026-02', start: '2026-02-01', end: '2026-02-28' });
    expect(months[11]).toEqual({ month: '2026-03', start: '2026-03-01', end: '2026-03-31' });
  });

  it('totals the hand-computed fixture year on the T2125 lines', () => {
    const s = statement('t2125');
    const total = (line: string) => s.lines.find((l) => l.line === line)?.totalCents;
    expect(s.lines.map((l) => l.line)).toEqual(['8000', '8230', '8710', '8810', '9220', '9270', 'excluded']);
    expect(total('8000')).toBe(380_000);
    expect(total('8230')).toBe(1_234);
    expect(total('8810')).toBe(14_999);
    expect(total('8710')).toBe(5_940);
    expect(total('9220')).toBe(8_000);
    expect(total('9270')).toBe(25_000);
    expect(total('excluded')).toBe(50_000);
    expect(s.lines.find((l) => l.line === '8000')?.monthsCents).toEqual([100_000, 0, 0, 240_000, 0, 0, 0, 0, 0, 0, 0, 40_000]);
    expect(s.lines.find((l) => l.line === '8810')?.monthsCents).toEqual([5_000, 3_000, 0, 0, 0, 0, 0, 0, 0, 0, 1_999, 5_000]);
    expect(s.lines.find((l) => l.line === '8810')?.categories).toEqual(['Office Expenses', 'Software']);
    expect(s.revenue.totalCents).toBe(381_234);
    expect(s.expenses.totalCents).toBe(53_939);
    expect(s.netIncome.totalCents).toBe(327_295);
    expect(s.transactionCount).toBe(26);
    expect(s.uncategorizedCount).toBe(1);
  });

  it("makes every year's total the sum of its twelve months", () => {
    for (const form of ['t2125', 'gifi'] as const) {
      const s = statement(form);
      const add = (values: number[]) => values.reduce((a, b) => a + b, 0);
      for (const figure of [...s.lines, s.revenue, s.expenses, s.netIncome]) {
        expect(figure.monthsCents).toHaveLength(12);
        expect(figure.totalCents).toBe(add(figure.monthsCents));
      }
      expect(s.netIncome.monthsCents).toEqual(s.revenue.monthsCents.map((r, i) => r - s.expenses.monthsCents[i]));
    }
  });

  it('puts the telephone on GIFI 9225 for a corporation, with the same net income', () => {
    const s = statement('gifi');
    expect(s.lines.find((l) => l.line === '9225')?.totalCents).toBe(8_000);
    expect(s.lines.some((l) => l.line === '9220')).toBe(false);
    expect(s.netIncome.totalCents).toBe(327_295);
  });

  it('refuses a line that is not on the form', () => {
    expect(() => computeYearEndStatement({ form: 'gifi', months, rows, lineOf: () => '8811' })).toThrow('Lines not on gifi: 8811');
  });
});

describe('year-end line mapping', () => {
  it("maps every default category to a line of each form, of the category's kind", () => {
    const defaults = {
      REVENUE: ['Sales Revenue', 'Service Income', 'Other Income', 'Refunds/Discounts'],
      EXPENSE: [
        'Office Expenses',
        'Telephone & Internet',
        'Software',
        'Bank Fees',
        'Professional Fees',
        'Marketing',
        'Travel & Meals',
        'Rent/Lease',
        'Utilities',
        'Loan Payments',
        'Insurance',
        'Taxes',
      ],
    };
    for (const form of ['t2125', 'gifi'] as const) {
      for (const [type, names] of Object.entries(defaults) as [CategoryType, string[]][]) {
        for (const name of names) {
          const line = yearEndLine(form, defaultYearEndLine(name, type, form));
          expect(line).toBeDefined();
          expect([type === R ? 'revenue' : 'expense', 'excluded']).toContain(line?.kind);
        }
      }
    }
  });

  it("puts a French client's default categories on their English names' lines, not on the fallback", () => {
    const french = (english: string) => defaultCategoryName(english, 'fr-CA');
    expect(french('Office Expenses')).not.toBe('Office Expenses');
    expect(defaultYearEndLine(french('Office Expenses'), E, 't2125')).toBe('8810');
    expect(defaultYearEndLine(french('Telephone & Internet'), E, 'gifi')).toBe('9225');
    expect(defaultYearEndLine(french('Bank Fees'), E, 'gifi')).toBe('8710');
    expect(defaultYearEndLine(french('Other Income'), R, 't2125')).toBe('8230');
    expect(defaultYearEndLine(french('Loan Payments'), E, 't2125')).toBe('excluded');
  });

  it('follows the CRA line numbers for the categories the brief names', () => {
    expect(defaultYearEndLine('marketing', E, 't2125')).toBe('8521');
    expect(defaultYearEndLine('Insurance', E, 't2125')).toBe('8690');
    expect(defaultYearEndLine('Bank Fees', E, 'gifi')).toBe('8710');
    expect(defaultYearEndLine('Professional Fees', E, 'gifi')).toBe('8860');
    expect(defaultYearEndLine('Meals & Entertainment', E, 't2125')).toBe('8523');
    expect(defaultYearEndLine('Taxes', E, 't2125')).toBe('8760');
    expect(defaultYearEndLine('Someone Custom', E, 'gifi')).toBe('9270');
    expect(defaultYearEndLine('Consulting', R, 't2125')).toBe('8000');
    expect(T2125_LINES.find((l) => l.line === '9224')?.label).toMatch(/Fuel/);
    expect(GIFI_LINES.find((l) => l.line === '8000')?.label).toBe('Trade sales of goods and services');
  });
});

describe('system categories (issue 27, point 3)', () => {
  it('leaves them off the income statement, "not on the statement" included: they are on the balance sheet', () => {
    const B = CategoryType.BALANCE_SHEET;
    const withSystem = [...rows, row('2025-06-02', -150_000, "Owner's drawings", B), row('2025-06-03', 50_000, 'Transfer between my accounts', B)];
    for (const form of ['t2125', 'gifi'] as const) {
      const before = computeYearEndStatement({ form, months, rows, lineOf: (category, type) => defaultYearEndLine(category, type, form) });
      const after = computeYearEndStatement({ form, months, rows: withSystem, lineOf: (category, type) => defaultYearEndLine(category, type, form) });
      expect(after.lines.flatMap((l) => l.categories)).not.toContain("Owner's drawings");
      expect(after.lines.find((l) => l.kind === 'excluded')?.categories).toEqual(['Loan Payments']);
      expect(after.netIncome).toEqual(before.netIncome);
      expect(after.transactionCount).toBe(before.transactionCount + 2);
    }
  });
});
