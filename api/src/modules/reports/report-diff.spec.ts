import type { ReportSummaryDto } from '@ledgerleaf/contracts';
import { diffReportVersions } from './report-diff';

const summary = (categories: [string, string][]): ReportSummaryDto => ({
  categories: categories.map(([category, total]) => ({ category, type: 'EXPENSE', count: 1, total })),
  totalRevenue: '0.00',
  totalExpenses: '0.00',
  netIncome: '0.00',
  uncategorizedCount: 0,
  salesTax: { province: 'ON', taxIncludedInRevenue: '0.00', inputTaxCredits: '0.00', netTaxOwing: '0.00' },
});
const row = (transactionId: number | null, name: string, amount: string, category: string | null) => ({ transactionId, name, amount, category });

describe('the changes between two report versions', () => {
  it('names rows added, removed and recategorized, and the category totals that moved', () => {
    const changes = diffReportVersions(
      {
        rows: [row(1, 'ADOBE', '-113.00', 'Software'), row(2, 'STAPLES', '-56.50', 'Office Expenses'), row(3, 'FEE', '-4.95', 'Bank Fees')],
        summary: summary([
          ['Software', '113.00'],
          ['Office Expenses', '56.50'],
          ['Bank Fees', '4.95'],
        ]),
      },
      {
        rows: [row(1, 'ADOBE', '-113.00', 'Software'), row(2, 'STAPLES', '-56.50', 'Software'), row(4, 'TIM HORTONS', '-12.40', 'Travel & Meals')],
        summary: summary([
          ['Software', '169.50'],
          ['Travel & Meals', '12.40'],
        ]),
      },
    );
    expect(changes.added).toEqual([{ transactionId: 4, name: 'TIM HORTONS', amount: '-12.40', from: null, to: 'Travel & Meals' }]);
    expect(changes.removed).toEqual([{ transactionId: 3, name: 'FEE', amount: '-4.95', from: 'Bank Fees', to: null }]);
    expect(changes.recategorized).toEqual([{ transactionId: 2, name: 'STAPLES', amount: '-56.50', from: 'Office Expenses', to: 'Software' }]);
    expect(changes.totals).toEqual([
      { category: 'Bank Fees', from: '4.95', to: '0.00' },
      { category: 'Office Expenses', from: '56.50', to: '0.00' },
      { category: 'Software', from: '113.00', to: '169.50' },
      { category: 'Travel & Meals', from: '0.00', to: '12.40' },
    ]);
  });

  it('finds nothing between equal versions', () => {
    const same = { rows: [row(1, 'ADOBE', '-113.00', 'Software')], summary: summary([['Software', '113.00']]) };
    expect(diffReportVersions(same, same)).toEqual({ added: [], removed: [], recategorized: [], totals: [] });
  });

  it('matches rows without a ledger id by name and amount', () => {
    const changes = diffReportVersions(
      { rows: [row(null, 'ADOBE', '-113.00', null)], summary: null },
      { rows: [row(null, 'ADOBE', '-113.00', 'Software')], summary: null },
    );
    expect(changes.recategorized).toEqual([{ transactionId: null, name: 'ADOBE', amount: '-113.00', from: null, to: 'Software' }]);
  });
});
