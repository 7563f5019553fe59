import { CategoryType, REPORT_BALANCE_SHEET_CSV_HEADERS, REPORT_CSV_HEADERS, type BalanceSheetResponse, type LedgerSource } from '@ledgerleaf/contracts';
import { balanceSheetCsv, renderReportFiles, transactionsCsv, type CategorizedRow } from './report-files';
import { reportLinesOf } from './report-lines';
import { summarizeReport } from './report-summary';

const tx = (name: string, amount: string, transactionId: number, source: LedgerSource = 'bank') => ({
  transactionId,
  source,
  date: '2026-10-03',
  name,
  merchantName: null,
  amount,
  accountName: source === 'bank' ? 'RBC Chequing' : 'Visa ending 4412',
  category: null,
  bankCategory: null,
});

const rows: CategorizedRow[] = [
  {
    tx: tx('Adobe', '-29.99', 41),
    cents: -2999n,
    result: { category: 'Software', confidence: 0.97, source: 'rule', merchantKey: 'ADOBE', direction: 'out' },
    type: CategoryType.EXPENSE,
  },
  // a category that is not the client's is written as none
  {
    tx: tx('=HYPERLINK("x")', '-5.00', 42, 'csv'),
    cents: -500n,
    result: { category: 'Not theirs', confidence: 0.5, source: 'ai', merchantKey: 'HYPERLINK', direction: 'out' },
    type: null,
  },
];

describe('report files', () => {
  it('writes one transactions line per row with its origin and ledger id, formulas neutralised, a category only when it is the client’s', () => {
    const lines = transactionsCsv(reportLinesOf(rows)).trim().split('\n');
    expect(lines[0]).toBe(REPORT_CSV_HEADERS.transactions.join(','));
    expect(lines[1]).toBe('2026-10-03,Adobe,,RBC Chequing,-29.99,Software,EXPENSE,0.97,rule,bank,41');
    expect(lines[2]).toBe(`2026-10-03,"'=HYPERLINK(""x"")",,Visa ending 4412,-5.00,,,0.50,AI,csv,42`);
  });

  it('renders the two CSVs and the PDF of a month', async () => {
    const summary = summarizeReport(
      rows.map((r) => ({ amountCents: Number(r.cents), category: r.type ? r.result.category : null, categoryType: r.type })),
      'ON',
      '2026-10-01',
    );
    const files = await renderReportFiles({
      clientName: 'Avery Lambert',
      monthLabel: 'October 2026',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      accountNames: ['RBC Chequing'],
      lines: reportLinesOf(rows),
      summary,
      balanceSheet: null,
    });
    expect(files.transactions.toString()).toBe(transactionsCsv(reportLinesOf(rows)));
    expect(files.summary.toString()).toContain('Software,EXPENSE,1,29.99');
    expect(files.summary.toString()).toContain('Uncategorized,,1,-5.00');
    expect(files.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('writes the balance sheet CSV: each account with its GIFI code, each section total, liabilities and equity together, names spreadsheet-safe', () => {
    const sheet: BalanceSheetResponse = {
      asOf: '2026-10-31',
      fiscalYearStart: '2026-01-01',
      assets: [
        { account: 'RBC Chequing', gifi: '1002', amount: '4210.55' },
        { account: '=cmd', gifi: '1001', amount: '-10.05' },
      ],
      liabilities: [{ account: 'Visa ending 4412', gifi: '2707', amount: '700.25' }],
      equity: [
        { account: 'Opening balance equity', gifi: '3540', amount: '3000.00' },
        { account: 'Current-year earnings', gifi: '3680', amount: '500.25' },
      ],
      totals: { assets: '4200.50', liabilities: '700.25', equity: '3500.25' },
    };
    expect(balanceSheetCsv(sheet).trim().split('\n')).toEqual([
      REPORT_BALANCE_SHEET_CSV_HEADERS.join(','),
      'Assets,RBC Chequing,1002,4210.55',
      `Assets,'=cmd,1001,-10.05`,
      'Assets,Total assets,,4200.50',
      'Liabilities,Visa ending 4412,2707,700.25',
      'Liabilities,Total liabilities,,700.25',
      'Equity,Opening balance equity,3540,3000.00',
      'Equity,Current-year earnings,3680,500.25',
      'Equity,Total equity,,3500.25',
      'Total,Total liabilities and equity,,4200.50',
    ]);
  });
});
