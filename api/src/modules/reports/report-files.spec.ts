import {
  CategoryType,
  REPORT_BALANCE_SHEET_CSV_HEADERS,
  REPORT_CSV_HEADERS,
  type BalanceSheetResponse,
  type LedgerSource,
  type ReportReconciliation,
} from '@ledgerleaf/contracts';
import { balanceSheetCsv, reconciliationCsv, renderReportFiles, summaryCsv, transactionsCsv, type CategorizedRow } from './report-files';
import { checkOverrideCsv } from './report-override-csv';
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

  describe("in the client's language (issue 31)", () => {
    const sheet: BalanceSheetResponse = {
      asOf: '2026-10-31',
      fiscalYearStart: '2026-01-01',
      assets: [{ account: 'Desjardins – Épargne affaires', gifi: '1002', amount: '950.00' }],
      liabilities: [{ account: 'QST payable', gifi: '2680', amount: '50.00' }],
      equity: [
        { account: 'Opening balance equity', gifi: '3540', amount: '800.00' },
        { account: 'Current-year earnings', gifi: '3680', amount: '100.00' },
      ],
      totals: { assets: '950.00', liabilities: '50.00', equity: '900.00' },
    };

    it("writes a French client's report CSVs with French headers and texts, figures as a spreadsheet's numbers", () => {
      const lines = reportLinesOf(rows);
      expect(transactionsCsv(lines, 'fr-CA').split('\n')[0]).toBe(
        'Date,Description,Marchand,Compte,Montant,Catégorie,Type,Confiance,Source,Origine,No de transaction',
      );
      const summary = summaryCsv(
        summarizeReport([{ amountCents: -2999, category: 'Logiciels', categoryType: CategoryType.EXPENSE }], 'QC', '2026-10-01'),
        'fr-CA',
      );
      expect(summary.split('\n')[0]).toBe('Catégorie,Type,Nombre,Total');
      expect(summary).toMatch(/^Logiciels,EXPENSE,1,-?29\.99$/m);
      expect(summary).toMatch(/^Total des dépenses,EXPENSE,,-?29\.99$/m);
      expect(summary).toContain('TPS/TVH/TVQ estimées incluses dans les revenus (QC)');
      expect(summary).not.toMatch(/Total expenses|Net income/);
    });

    it('keeps English headers byte for byte for an English client', () => {
      const lines = reportLinesOf(rows);
      expect(transactionsCsv(lines, 'en-CA')).toBe(transactionsCsv(lines));
      expect(transactionsCsv(lines).split('\n')[0]).toBe(REPORT_CSV_HEADERS.transactions.join(','));
      expect(balanceSheetCsv(sheet, 'en-CA')).toBe(balanceSheetCsv(sheet));
      expect(balanceSheetCsv(sheet).split('\n')[0]).toBe(REPORT_BALANCE_SHEET_CSV_HEADERS.join(','));
    });

    it("writes a French client's balance sheet CSV with French sections and system account names; her own accounts as named", () => {
      expect(balanceSheetCsv(sheet, 'fr-CA').trim().split('\n')).toEqual([
        'Section,Compte,IGRF,Montant',
        'Actif,Desjardins – Épargne affaires,1002,950.00',
        'Actif,Total de l’actif,,950.00',
        'Passif,TVQ à payer,2680,50.00',
        'Passif,Total du passif,,50.00',
        'Capitaux propres,Capitaux propres d’ouverture,3540,800.00',
        'Capitaux propres,Bénéfice de l’exercice,3680,100.00',
        'Capitaux propres,Total des capitaux propres,,900.00',
        'Total,Total du passif et des capitaux propres,,950.00',
      ]);
    });

    it('names an account by its identity: a category named like a system account keeps its name in French', () => {
      const named: BalanceSheetResponse = {
        asOf: '2026-10-31',
        fiscalYearStart: '2026-01-01',
        assets: [],
        liabilities: [
          { account: 'Loans payable', systemAccount: 'loans_payable', gifi: '2700', amount: '40.00' },
          { account: 'Loans payable', systemAccount: null, gifi: '2700', amount: '10.00' },
        ],
        equity: [],
        totals: { assets: '0.00', liabilities: '50.00', equity: '0.00' },
      };
      expect(balanceSheetCsv(named, 'fr-CA').trim().split('\n').slice(2, 4)).toEqual(['Passif,Emprunts à payer,2700,40.00', 'Passif,Loans payable,2700,10.00']);
    });

    it('writes the reconciliation CSV header in either language', () => {
      const rec: ReportReconciliation[] = [
        { accountId: 1, accountName: 'Visa', statementClosing: '10.00', booksClosing: '10.00', difference: '0.00', status: 'reconciled', adjustment: null },
      ];
      expect(reconciliationCsv(rec).split('\n')[0]).toBe(
        'Account,Statement closing,Books closing,Difference,Status,Adjustment,Adjustment memo,Status in words',
      );
      expect(reconciliationCsv(rec, 'fr-CA').split('\n')[0]).toBe(
        'Compte,Solde de clôture du relevé,Solde de clôture aux livres,Écart,Statut,Ajustement,Note de l’ajustement,Statut en toutes lettres',
      );
    });

    it('keeps the status code in the Status column and writes it in words, in the client’s language, in the last', () => {
      const rec: ReportReconciliation[] = [
        { accountId: 1, accountName: 'Visa', statementClosing: '10.00', booksClosing: '10.00', difference: '0.00', status: 'reconciled', adjustment: null },
        {
          accountId: 2,
          accountName: 'Chequing',
          statementClosing: '5.00',
          booksClosing: '7.50',
          difference: '-2.50',
          status: 'unreconciled',
          adjustment: null,
        },
        { accountId: 3, accountName: 'Savings', statementClosing: null, booksClosing: '1.00', difference: null, status: 'no_statement', adjustment: null },
      ];
      const lines = (locale?: 'en-CA' | 'fr-CA') => reconciliationCsv(rec, locale).trim().split('\n').slice(1);
      expect(lines()).toEqual([
        'Visa,10.00,10.00,0.00,reconciled,,,reconciled',
        'Chequing,5.00,7.50,-2.50,unreconciled,,,not reconciled',
        'Savings,,1.00,,no_statement,,,no statement',
      ]);
      expect(lines('fr-CA')).toEqual([
        'Visa,10.00,10.00,0.00,reconciled,,,rapproché',
        'Chequing,5.00,7.50,-2.50,unreconciled,,,non rapproché',
        'Savings,,1.00,,no_statement,,,aucun relevé',
      ]);
    });

    it("takes a staff override of a French client's CSV under its French header, and still refuses another header", () => {
      const file = (text: string) => ({ buffer: Buffer.from(text), originalname: 'transactions-2026-10.csv' });
      expect(() => checkOverrideCsv('transactions', file(transactionsCsv(reportLinesOf(rows), 'fr-CA')))).not.toThrow();
      expect(() => checkOverrideCsv('summary', file('Catégorie,Type,Nombre,Total\n'))).not.toThrow();
      expect(() => checkOverrideCsv('summary', file('Category,Type,Count,Total\n'))).not.toThrow();
      expect(() => checkOverrideCsv('summary', file('Catégorie,Type,Count,Total\n'))).toThrow();
    });
  });
});
