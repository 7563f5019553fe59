import type { BalanceSheetResponse, YearEndSummary } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { balanceSheetOnGifi } from './year-end-balance-sheet';
import { renderYearEndPdf, yearEndCsv, type YearEndFileInput } from './year-end-files';

/** The text pdfkit wrote with the standard fonts: hex strings inside TJ arrays (WinAnsi, read as latin1: ’ comes out as \x92). */
const textOf = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')).join('');

// Two fiscal months are enough for the layout; the statement has as many as the summary holds.
const T2125: YearEndSummary = {
  fiscalYear: { start: '2026-01-01', end: '2026-12-31' },
  businessStructure: 'sole_proprietor',
  form: 't2125',
  months: [
    { month: '2026-01', start: '2026-01-01', end: '2026-01-31' },
    { month: '2026-02', start: '2026-02-01', end: '2026-02-28' },
  ],
  lines: [
    {
      line: '8000',
      label: 'Adjusted gross sales / professional fees',
      kind: 'revenue',
      months: ['1000.00', '234.56'],
      total: '1234.56',
      categories: ['Sales Revenue'],
    },
    { line: '8810', label: 'Office expenses', kind: 'expense', months: ['10.00', '0.00'], total: '10.00', categories: ['Office Expenses', 'Software'] },
  ],
  revenue: { months: ['1000.00', '234.56'], total: '1234.56' },
  expenses: { months: ['10.00', '0.00'], total: '10.00' },
  netIncome: { months: ['990.00', '234.56'], total: '1224.56' },
  transactionCount: 1234,
  uncategorizedCount: 2,
  estimate: true,
} as YearEndSummary;

// A corporation's books at the year end, system accounts under their English names with their keys (as the books answer them).
const BOOKS: BalanceSheetResponse = {
  asOf: '2026-12-31',
  fiscalYearStart: '2026-01-01',
  assets: [
    { account: 'Desjardins – Opérations', systemAccount: null, gifi: '1002', amount: '1250.00' },
    { account: 'Cash', systemAccount: null, gifi: '1001', amount: '40.00' },
  ],
  liabilities: [
    { account: 'Visa', systemAccount: null, gifi: '2707', amount: '300.00' },
    { account: 'GST/HST payable', systemAccount: 'gst_hst_payable', gifi: '2680', amount: '65.00' },
  ],
  equity: [
    { account: 'Opening balance equity', systemAccount: 'opening_balance_equity', gifi: '3540', amount: '500.00' },
    { account: "Owner's drawings", systemAccount: 'owner_drawings', gifi: '3700', amount: '-100.00' },
    { account: 'Current-year earnings', systemAccount: 'current_year_earnings', gifi: '3680', amount: '525.00' },
  ],
  totals: { assets: '1290.00', liabilities: '365.00', equity: '925.00' },
};
const GIFI: YearEndSummary = {
  ...T2125,
  businessStructure: 'corporation',
  form: 'gifi',
  lines: [{ ...T2125.lines[0], label: 'Trade sales of goods and services' }, { ...T2125.lines[1] }],
  balanceSheet: balanceSheetOnGifi(BOOKS),
} as YearEndSummary;

const english: YearEndFileInput = { clientName: 'Avery Lambert', summary: T2125, generatedAt: new Date('2027-01-05T12:00:00Z') };
const french: YearEndFileInput = { ...english, clientName: 'Élise Gagnon', locale: 'fr-CA' };

describe('the year-end package files', () => {
  it('writes the English CSV exactly as before issue 31 (statement, then Schedule 100)', () => {
    expect(yearEndCsv(english).toString()).toBe(
      [
        'Year-end package — Avery Lambert',
        'Estimate prepared from bank data — not a filed return. Your bookkeeper confirms the figures before you file.',
        'Fiscal year,2026-01-01 to 2026-12-31,Form,"Form T2125, Statement of Business or Professional Activities"',
        '',
        'Line,Description,2026-01,2026-02,Year,Categories',
        '8000,Adjusted gross sales / professional fees,1000.00,234.56,1234.56,Sales Revenue',
        '8810,Office expenses,10.00,0.00,10.00,Office Expenses; Software',
        ',Revenue,1000.00,234.56,1234.56,',
        ',Expenses,10.00,0.00,10.00,',
        ',Net income (loss),990.00,234.56,1224.56,',
        '',
        'Transactions,1234,Without a category (on no line),2',
        '',
      ].join('\n'),
    );
    const withSheet = yearEndCsv({ ...english, summary: GIFI }).toString();
    expect(withSheet).toContain('Fiscal year,2026-01-01 to 2026-12-31,Form,"GIFI, Schedule 125 Income Statement Information"');
    expect(withSheet).toContain('8000,Trade sales of goods and services,1000.00');
    expect(withSheet.split('\n').slice(13)).toEqual([
      'GIFI,Balance sheet (Schedule 100) at 2026-12-31,Amount,Accounts',
      '1001,Cash,40.00,Cash',
      '1002,Deposits in Canadian banks and institutions - Canadian currency,1250.00,Desjardins – Opérations',
      '2599,Total assets,1290.00,',
      '2680,Taxes payable,65.00,GST/HST payable',
      '2707,Credit card loans,300.00,Visa',
      '3499,Total liabilities,365.00,',
      '3540,Opening balance equity,500.00,Opening balance equity',
      '3680,Net income/loss,525.00,Current-year earnings',
      "3700,Owner's drawings,-100.00,Owner's drawings",
      '3620,Total shareholder equity,925.00,',
      '3640,Total liabilities and shareholder equity,1290.00,',
      '',
    ]);
  });

  it('writes the French CSV: French headers, T2125 lines as the CRA’s French form names them, figures a spreadsheet reads', () => {
    const rows = parse(yearEndCsv(french), { relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(['Dossier de fin d’exercice — Élise Gagnon']);
    expect(rows[1][0]).toMatch(/^Estimation préparée à partir des données bancaires/);
    expect(rows[2]).toEqual([
      'Exercice',
      'du 2026-01-01 au 2026-12-31',
      'Formulaire',
      'Formulaire T2125, État des résultats des activités d’une entreprise ou d’une profession libérale',
    ]);
    expect(rows[4]).toEqual(['Ligne', 'Description', '2026-01', '2026-02', 'Exercice', 'Catégories']);
    expect(rows[5]).toEqual(['8000', 'Ventes brutes rajustées / honoraires professionnels rajustés', '1000.00', '234.56', '1234.56', 'Sales Revenue']);
    expect(rows[6]).toEqual(['8810', 'Frais de bureau', '10.00', '0.00', '10.00', 'Office Expenses; Software']);
    expect(rows.slice(7, 10).map((r) => r[1])).toEqual(['Revenus', 'Dépenses', 'Bénéfice net (perte nette)']);
    expect(rows[11]).toEqual(['Transactions', '1234', 'Sans catégorie (sur aucune ligne)', '2']);
    expect(rows.flat().join(' ')).not.toMatch(/Year-end|Fiscal year|Net income|Without a category|Office expenses|Estimate prepared/);
  });

  it('writes Schedule 100 in French: the GIFI’s French names, system accounts in French, the client’s own accounts as named', () => {
    const rows = parse(yearEndCsv({ ...french, summary: GIFI }), { relax_column_count: true }) as string[][];
    expect(rows[2][3]).toBe('IGRF, annexe 125, Renseignements sur l’état des résultats');
    expect(rows[5].slice(0, 2)).toEqual(['8000', 'Ventes commerciales de produits et de services']);
    const sheet = rows.slice(rows.findIndex((r) => r[0] === 'IGRF'));
    expect(sheet).toEqual([
      ['IGRF', 'Bilan (annexe 100) au 2026-12-31', 'Montant', 'Comptes'],
      ['1001', 'Encaisse', '40.00', 'Cash'],
      ['1002', 'Dépôts dans les banques et institutions canadiennes – monnaie canadienne', '1250.00', 'Desjardins – Opérations'],
      ['2599', 'Total de l’actif', '1290.00', ''],
      ['2680', 'Impôts et taxes à payer', '65.00', 'TPS/TVH à payer'],
      ['2707', 'Emprunts sur cartes de crédit', '300.00', 'Visa'],
      ['3499', 'Total du passif', '365.00', ''],
      // 3540 has no Schedule 100 label we ship: named by its accounts, a system account in French
      ['3540', 'Capitaux propres d’ouverture', '500.00', 'Capitaux propres d’ouverture'],
      ['3680', 'Bénéfice net/perte nette', '525.00', 'Bénéfice de l’exercice'],
      ['3700', 'Prélèvements du propriétaire', '-100.00', 'Prélèvements du propriétaire'],
      ['3620', 'Total de l’avoir des actionnaires', '925.00', ''],
      ['3640', 'Total du passif et de l’avoir des actionnaires', '1290.00', ''],
    ]);
  });

  it('keeps the English PDF’s texts and amounts', async () => {
    const text = textOf(await renderYearEndPdf({ ...english, summary: GIFI }, { compress: false }));
    for (const expected of [
      'Year-end package',
      'Avery Lambert · fiscal year 2026-01-01 to 2026-12-31 · GIFI, Schedule 125 Income Statement Information',
      'Trade sales of goods and services',
      '1,234.56',
      'Net income (loss)',
      '1234 transactions; 2 without a category are on no line.',
      'Generated 2027-01-05.',
      'Balance sheet at 2026-12-31 (GIFI Schedule 100)',
      'Total liabilities and shareholder equity',
    ])
      expect(text).toContain(expected);
  });

  it('writes the PDF in French: headers, lines, notes, Intl amounts and counts, Schedule 100', async () => {
    const pdf = await renderYearEndPdf({ ...french, summary: GIFI }, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toMatch(/Dossier de fin d.exercice/);
    for (const expected of [
      'Élise Gagnon · exercice du 2026-01-01 au 2026-12-31 · IGRF, annexe 125, Renseignements sur l',
      'Estimation préparée à partir des données bancaires',
      'Ligne',
      'Ventes commerciales de produits et de services',
      'Frais de bureau',
      '1\u00a0234,56',
      '1\u00a0224,56',
      'Bénéfice net (perte nette)',
      '1\u00a0234 transactions; 2 sans catégorie ne figurent sur aucune ligne.',
      'Produit le 2027-01-05.',
      'Bilan au 2026-12-31 (annexe 100 de l',
      'Encaisse',
      'TPS/TVH à payer',
      'Prélèvements du propriétaire',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Year-end package|fiscal year|Net income|Balance sheet|Trade sales|1,234\.56|Generated/);
  });

  it('names the accounts by their identity: a client’s category named like a system account stays as named in French', () => {
    const books: BalanceSheetResponse = {
      ...BOOKS,
      assets: [
        { account: 'Equipment', systemAccount: 'equipment', gifi: '1740', amount: '1000.00' },
        // the client's own category, called exactly like the system account, on the same code
        { account: 'Equipment', systemAccount: null, gifi: '1740', amount: '290.00' },
      ],
    };
    const rows: string[][] = parse(yearEndCsv({ ...french, summary: { ...GIFI, balanceSheet: balanceSheetOnGifi(books) } }), { relax_column_count: true });
    expect(rows.find((r) => r[0] === '1740')?.[3]).toBe('Matériel; Equipment');
  });
});
