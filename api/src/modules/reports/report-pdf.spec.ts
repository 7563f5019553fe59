import { type BalanceSheetResponse, BRAND, CategoryType } from '@ledgerleaf/contracts';
import { pageHeadings, pdfPages } from '../../../test/helpers/pdf-text';
import { formatMoney } from '../../common/money/decimal';
import { renderReportPdf, type ReportPdfInput } from './report-pdf';
import { summarizeReport } from './report-summary';

const R = CategoryType.REVENUE;
const E = CategoryType.EXPENSE;

function input(): ReportPdfInput {
  return {
    clientName: 'Avery Lambert',
    monthLabel: 'October 2026',
    periodLabel: 'Oct 1, 2026 – Oct 31, 2026',
    accounts: ['RBC Chequing', 'Amex Business Gold'],
    transactionCount: 4,
    generatedAt: new Date('2026-11-01T11:00:00Z'),
    summary: summarizeReport(
      [
        { amountCents: 1_130_000, category: 'Sales Revenue', categoryType: R },
        { amountCents: -113_000, category: 'Software', categoryType: E },
        { amountCents: -22_600, category: 'Travel & Meals', categoryType: E },
        { amountCents: -2_500, category: 'Bank Fees', categoryType: E },
      ],
      'ON',
      '2026-10-01',
    ),
  };
}

/** The text pdfkit wrote with the standard fonts: hex strings inside TJ arrays. */
function textOf(pdf: Buffer): string {
  const hex = [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1'));
  return hex.join('');
}

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [123_456_789, '$1,234,567.89'],
    [-1_200, '-$12.00'],
  ])('formats %p cents as %s', (cents, text) => expect(formatMoney(cents)).toBe(text));
});

describe('renderReportPdf', () => {
  it('writes a real PDF with the profit and loss, the chart and the tax estimates', async () => {
    const pdf = await renderReportPdf(input(), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = textOf(pdf);
    for (const expected of [
      'Profit and loss',
      'October 2026',
      'Avery Lambert',
      'Total revenue',
      '$11,300.00',
      'Software',
      '$1,130.00',
      'Net income',
      '$9,919.00',
      'Expenses by category',
      'Estimated input tax credits',
      '$156.00',
    ]) {
      expect(text).toContain(expected);
    }
    // One filled bar per expense category (three), drawn as rectangles.
    const bars = pdf.toString('latin1').match(/ re\n\/DeviceRGB cs\n[^\n]+\nf\n/g) ?? [];
    expect(bars.length).toBe(3);
  });

  it('says so when a month has no revenue or expenses', async () => {
    const empty = { ...input(), transactionCount: 0, summary: summarizeReport([], 'ON', '2026-10-01') };
    const text = textOf(await renderReportPdf(empty, { compress: false }));
    expect(text).toContain('No revenue this month.');
    expect(text).toContain('No expenses this month.');
    expect(text).not.toContain('Expenses by category');
  });

  it('adds the balance sheet at the month end on a page of its own', async () => {
    const balanceSheet = {
      asOf: '2026-10-31',
      fiscalYearStart: '2026-01-01',
      assets: [{ account: 'RBC Chequing', gifi: '1002', amount: '4210.55' }],
      liabilities: [],
      equity: [
        { account: 'Opening balance equity', gifi: '3540', amount: '3710.30' },
        { account: 'Current-year earnings', gifi: '3680', amount: '500.25' },
      ],
      totals: { assets: '4210.55', liabilities: '0.00', equity: '4210.55' },
    };
    const without = await renderReportPdf(input(), { compress: false });
    const pdf = await renderReportPdf({ ...input(), balanceSheet }, { compress: false });
    const pages = (doc: Buffer) => (doc.toString('latin1').match(/\/Type \/Page\n/g) ?? []).length;
    expect(pages(pdf)).toBe(pages(without) + 1);
    const text = textOf(pdf);
    for (const expected of [
      'Balance sheet',
      'October 31, 2026',
      'RBC Chequing (GIFI 1002)',
      '$4,210.55',
      'No liabilities at the month end.',
      'Opening balance equity (GIFI 3540)',
      '$3,710.30',
      'Total liabilities and equity',
    ]) {
      expect(text).toContain(expected);
    }
    expect(textOf(without)).not.toContain('Balance sheet');
  });

  it('adds the bank reconciliations on a page of their own: statement, books, difference and the adjustment with its memo', async () => {
    const reconciliations = [
      {
        accountId: 1,
        accountName: 'RBC Chequing',
        statementClosing: '2200.00',
        booksClosing: '2187.66',
        difference: '0.00',
        status: 'reconciled' as const,
        adjustment: { amount: '-4.75', memo: 'Service charge missing from the feed' },
      },
      {
        accountId: 2,
        accountName: 'Visa',
        statementClosing: null,
        booksClosing: '150.00',
        difference: null,
        status: 'no_statement' as const,
        adjustment: null,
      },
    ];
    const without = await renderReportPdf(input(), { compress: false });
    const pdf = await renderReportPdf({ ...input(), reconciliations }, { compress: false });
    const pages = (doc: Buffer) => (doc.toString('latin1').match(/\/Type \/Page\n/g) ?? []).length;
    expect(pages(pdf)).toBe(pages(without) + 1);
    const text = textOf(pdf);
    for (const expected of [
      'Bank reconciliations',
      'RBC Chequing',
      'reconciled',
      '$2,200.00',
      '$2,187.66',
      'Adjustment: Service charge missing from the feed',
      'Visa',
      'No statement balance for the month.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(textOf(without)).not.toContain('Bank reconciliations');
  });

  it('draws the four parts of the package each on a page of its own: P&L with the chart, balance sheet, reconciliations, GST/HST', async () => {
    const balanceSheet = {
      asOf: '2026-10-31',
      fiscalYearStart: '2026-01-01',
      assets: [{ account: 'RBC Chequing', gifi: '1002', amount: '4210.55' }],
      liabilities: [],
      equity: [{ account: 'Opening balance equity', gifi: '3540', amount: '4210.55' }],
      totals: { assets: '4210.55', liabilities: '0.00', equity: '4210.55' },
    };
    const reconciliations = [
      {
        accountId: 1,
        accountName: 'RBC Chequing',
        statementClosing: '4210.55',
        booksClosing: '4210.55',
        difference: '0.00',
        status: 'reconciled' as const,
        adjustment: null,
      },
    ];
    const pdf = await renderReportPdf({ ...input(), balanceSheet, reconciliations }, { compress: false });
    const brand = BRAND.name.toUpperCase();
    expect(pageHeadings(pdf)).toEqual([
      [brand, 'Profit and loss — October 2026'],
      [brand, 'Balance sheet — October 31, 2026'],
      [brand, 'Bank reconciliations — October 2026'],
      [brand, 'GST/HST — October 2026'],
    ]);
    const pages = pdfPages(pdf);
    // The chart stays with the P&L; the tax figures left it for their own page.
    expect(pages[0]).toContain('Expenses by category');
    expect(pages[0]).not.toContain('Sales tax');
    expect(pages[3]).toContain('Sales tax (ON)');
    expect(pages[3]).toContain('Estimated input tax credits');
    expect(pages[3]).toContain('$156.00');
    // A PDF drawn without a balance sheet or reconciliations (a build before them) still gives the tax its page.
    expect(pageHeadings(await renderReportPdf(input(), { compress: false })).map((p) => p[1])).toEqual([
      'Profit and loss — October 2026',
      'GST/HST — October 2026',
    ]);
  });

  it("draws a French client's PDF in French, amounts through Intl (issue 31)", async () => {
    const pdf = await renderReportPdf({ ...input(), locale: 'fr-CA', monthLabel: 'octobre 2026', reconciliations: [] }, { compress: false });
    const text = textOf(pdf);
    for (const expected of [
      'État des résultats',
      'octobre 2026',
      'Revenus',
      'Total des dépenses',
      'Bénéfice net',
      'Dépenses par catégorie',
      'Taxes de vente (ON)',
      'Rapprochements bancaires',
      '11\u00a0300,00\u00a0$',
    ])
      expect(text).toContain(expected);
    for (const english of ['Profit and loss', 'Total revenue', 'Expenses by category', 'Net income']) expect(text).not.toContain(english);
  });

  it("names the books' system accounts in French on a French client's balance sheet page; her own accounts keep their names", async () => {
    const balanceSheet = {
      asOf: '2026-10-31',
      fiscalYearStart: '2026-01-01',
      assets: [{ account: 'Desjardins – Compte d’opérations', gifi: '1002', amount: '4210.55' }],
      liabilities: [
        { account: 'GST/HST payable', gifi: '2680', amount: '120.00' },
        { account: 'QST payable', gifi: '2680', amount: '239.40' },
      ],
      equity: [
        { account: 'Opening balance equity', gifi: '3540', amount: '3710.30' },
        { account: "Owner's drawings", gifi: '3700', amount: '-1200.00' },
        { account: 'Retained earnings', gifi: '3600', amount: '0.00' },
        { account: 'Current-year earnings', gifi: '3680', amount: '1340.85' },
      ],
      totals: { assets: '4210.55', liabilities: '359.40', equity: '3851.15' },
    };
    const text = textOf(await renderReportPdf({ ...input(), locale: 'fr-CA', monthLabel: 'octobre 2026', balanceSheet }, { compress: false }));
    // (This helper's text loses the ’ pdfkit writes apart.)
    for (const expected of [
      /TPS\/TVH à payer \(IGRF 2680\)/,
      /TVQ à payer \(IGRF 2680\)/,
      /Capitaux propres d.?ouverture \(IGRF 3540\)/,
      /Prélèvements du propriétaire \(IGRF 3700\)/,
      /Bénéfices non répartis \(IGRF 3600\)/,
      /Bénéfice de l.?exercice \(IGRF 3680\)/,
    ])
      expect(text).toMatch(expected);
    for (const english of ['Opening balance equity', 'GST/HST payable', "Owner's drawings", 'Retained earnings', 'Current-year earnings'])
      expect(text).not.toContain(english);
    // English stays as it was.
    const english = textOf(await renderReportPdf({ ...input(), balanceSheet }, { compress: false }));
    expect(english).toContain('Opening balance equity (GIFI 3540)');
  });

  it('names an account by its identity: a French client’s category named like a system account keeps its name on the balance sheet page', async () => {
    const balanceSheet: BalanceSheetResponse = {
      asOf: '2026-10-31',
      fiscalYearStart: '2026-01-01',
      assets: [
        { account: 'Equipment', systemAccount: 'equipment', gifi: '1740', amount: '1000.00' },
        { account: 'Equipment', systemAccount: null, gifi: '1740', amount: '250.00' },
      ],
      liabilities: [],
      equity: [{ account: 'Opening balance equity', systemAccount: 'opening_balance_equity', gifi: '3540', amount: '1250.00' }],
      totals: { assets: '1250.00', liabilities: '0.00', equity: '1250.00' },
    };
    const text = textOf(await renderReportPdf({ ...input(), locale: 'fr-CA', monthLabel: 'octobre 2026', balanceSheet }, { compress: false }));
    expect(text).toMatch(/Matériel \(IGRF 1740\)/);
    expect(text).toMatch(/Equipment \(IGRF 1740\)/);
  });
});
