import type { BalanceSheetResponse, YearEndSummary } from '@ledgerleaf/contracts';
import { balanceSheetOnGifi } from './year-end-balance-sheet';
import { yearEndCsv } from './year-end-files';

// Hand-made: chequing 1,250.00 and cash 40.00; a Visa owing 300.00 and GST/HST payable 65.00; opening equity 500.00, drawings −100.00, net income 525.00
const books: BalanceSheetResponse = {
  asOf: '2026-12-31',
  fiscalYearStart: '2026-01-01',
  assets: [
    { account: 'RBC Chequing', gifi: '1002', amount: '1250.00' },
    { account: 'Cash', gifi: '1001', amount: '40.00' },
  ],
  liabilities: [
    { account: 'Visa', gifi: '2707', amount: '300.00' },
    { account: 'GST/HST payable', gifi: '2680', amount: '65.00' },
  ],
  equity: [
    { account: 'Opening balance equity', gifi: '3540', amount: '500.00' },
    { account: "Owner's drawings", gifi: '3700', amount: '-100.00' },
    { account: 'Current-year earnings', gifi: '3680', amount: '525.00' },
  ],
  totals: { assets: '1290.00', liabilities: '365.00', equity: '925.00' },
};

describe('the year-end balance sheet on GIFI Schedule 100', () => {
  it('groups the books by code, section by section, with the books’ totals', () => {
    const sheet = balanceSheetOnGifi(books);
    expect(sheet.lines.map((l) => [l.section, l.gifi, l.amount])).toEqual([
      ['assets', '1001', '40.00'],
      ['assets', '1002', '1250.00'],
      ['liabilities', '2680', '65.00'],
      ['liabilities', '2707', '300.00'],
      ['equity', '3540', '500.00'],
      ['equity', '3680', '525.00'],
      ['equity', '3700', '-100.00'],
    ]);
    expect(sheet.totals).toEqual({ assets: '1290.00', liabilities: '365.00', equity: '925.00', liabilitiesAndEquity: '1290.00' });
    expect(sheet.lines.find((l) => l.gifi === '2707')?.label).toBe('Credit card loans');
    // a code without a Schedule 100 label we ship is named by its accounts
    expect(sheet.lines.find((l) => l.gifi === '3540')?.label).toBe('Opening balance equity');
  });

  it('adds two accounts on one code and keeps an account without a code on its section’s "other" line', () => {
    const sheet = balanceSheetOnGifi({
      ...books,
      assets: [...books.assets, { account: 'TD Savings', gifi: '1002', amount: '10.00' }, { account: 'Mystery', gifi: null, amount: '5.00' }],
      totals: { ...books.totals, assets: '1305.00' },
    });
    expect(sheet.lines.find((l) => l.gifi === '1002')).toMatchObject({ amount: '1260.00', accounts: ['RBC Chequing', 'TD Savings'] });
    expect(sheet.lines.find((l) => l.gifi === '1480')).toMatchObject({ amount: '5.00', accounts: ['Mystery'] });
    expect(sheet.totals.assets).toBe('1305.00');
  });

  it("puts Schedule 100 in the package's CSV after the income statement", () => {
    const summary = {
      fiscalYear: { start: '2026-01-01', end: '2026-12-31' },
      businessStructure: 'corporation',
      form: 'gifi',
      months: [],
      lines: [],
      revenue: { months: [], total: '0.00' },
      expenses: { months: [], total: '0.00' },
      netIncome: { months: [], total: '0.00' },
      transactionCount: 0,
      uncategorizedCount: 0,
      balanceSheet: balanceSheetOnGifi(books),
      estimate: true,
    } as YearEndSummary;
    const csv = yearEndCsv({ clientName: 'Acme Inc.', summary, generatedAt: new Date('2027-01-05T00:00:00Z') }).toString();
    expect(csv).toContain('GIFI,Balance sheet (Schedule 100) at 2026-12-31,Amount,Accounts');
    expect(csv).toContain('2707,Credit card loans,300.00,Visa');
    expect(csv).toContain('2599,Total assets,1290.00,');
    expect(csv).toContain('3640,Total liabilities and shareholder equity,1290.00,');
    expect(yearEndCsv({ clientName: 'Acme Inc.', summary: { ...summary, balanceSheet: null }, generatedAt: new Date() }).toString()).not.toContain(
      'Schedule 100',
    );
  });
});
