import { TAX_MESSAGES, type GstHstWorksheet } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { renderWorksheetPdf, worksheetCsv, type WorksheetFileInput } from './gst-hst-worksheet-files';

const WORKSHEET: GstHstWorksheet = {
  period: { start: '2026-07-01', end: '2026-09-30', dueDate: '2026-10-31', paymentDueDate: '2026-10-31' },
  province: 'ON',
  method: 'regular',
  lines: { '101': '1000.00', '103': '130.00', '104': '0.00', '105': '130.00', '106': '27.30', '107': '0.00', '108': '27.30', '109': '102.70' },
  qst: null,
  quickMethod: null,
  categories: [
    { category: 'Sales Revenue', type: 'REVENUE', treatment: 'taxable', itcShare: 0, total: '1130.00', taxIncluded: '130.00' },
    { category: '=Software', type: 'EXPENSE', treatment: 'taxable', itcShare: 1, total: '226.00', taxIncluded: '26.00' },
    { category: 'Travel & Meals', type: 'EXPENSE', treatment: 'taxable', itcShare: 0.5, total: '22.60', taxIncluded: '2.60' },
    { category: 'Bank Fees', type: 'EXPENSE', treatment: 'exempt', itcShare: 0, total: '4.95', taxIncluded: '0.00' },
  ],
  transactionCount: 5,
  uncategorizedCount: 0,
  itcDocumentation: {
    documented: { count: 1, itc: '26.00' },
    partlyDocumented: { count: 0, itc: '0.00' },
    undocumented: { count: 1, itc: '1.30' },
  },
  estimate: true,
};
const INPUT: WorksheetFileInput = {
  clientName: 'Avery Lambert',
  gstHstNumber: '123456782RT0001',
  worksheet: WORKSHEET,
  generatedAt: new Date('2026-11-01T12:00:00Z'),
};

/** The text pdfkit wrote with the standard fonts: hex strings inside TJ arrays. */
const textOf = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')).join('');

describe('worksheet files', () => {
  it('writes a CSV labelled as an estimate, each line with the categories behind it, text cells spreadsheet-safe', () => {
    const rows = parse(worksheetCsv(INPUT), { relax_column_count: true }) as string[][];
    expect(rows[1]).toEqual([TAX_MESSAGES.estimateLabel]);
    expect(rows).toContainEqual(['103', 'GST/HST collected or collectible', '130.00', 'Sales Revenue']);
    expect(rows).toContainEqual(['106', 'Input tax credits (ITCs)', '27.30', "'=Software; Travel & Meals"]);
    expect(rows).toContainEqual(['109', 'Net tax (105 − 108)', '102.70', '']);
    expect(rows).toContainEqual(['Travel & Meals', 'EXPENSE', 'Taxable', '50%', '22.60', '2.60']);
    expect(rows).toContainEqual(["'=Software", 'EXPENSE', 'Taxable', '100%', '226.00', '26.00']);
    expect(rows).toContainEqual(['Bank Fees', 'EXPENSE', 'Exempt', '0%', '4.95', '0.00']);
  });

  it('adds the QST section for Québec', () => {
    const rows = parse(
      worksheetCsv({ ...INPUT, worksheet: { ...WORKSHEET, province: 'QC', qst: { collected: '98.04', inputTaxRefunds: '20.59', netTax: '77.45' } } }),
      { relax_column_count: true },
    ) as string[][];
    expect(rows).toContainEqual(['', 'Input tax refunds', '20.59']);
  });

  it('writes a real PDF with the estimate label, the lines and the categories', async () => {
    const pdf = await renderWorksheetPdf(INPUT, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    for (const expected of [
      'GST/HST return worksheet',
      'Avery Lambert',
      '123456782RT0001',
      'Estimate prepared from bank data',
      '103  GST/HST collected or collectible',
      '$130.00',
      '$102.70',
      'From: Sales Revenue',
      'ITC 50%',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('has the receipts behind the ITCs in the CSV: the three states and every undocumented purchase of $100 or more', () => {
    const purchases = [
      { date: '2026-08-14', name: '=STAPLES #221', amountCents: 22600, itcCents: 2600 },
      { date: '2026-09-02', name: 'DELL CANADA', amountCents: 113000, itcCents: 13000 },
    ];
    const rows = parse(worksheetCsv({ ...INPUT, undocumentedPurchases: purchases }), { relax_column_count: true }) as string[][];
    const at = rows.findIndex((r) => r[0] === 'Receipts behind the ITCs (line 106)');
    expect(rows.slice(at, at + 4)).toEqual([
      ['Receipts behind the ITCs (line 106)', 'Purchases', 'ITC'],
      ['Documented', '1', '26.00'],
      ['Partly documented', '0', '0.00'],
      ['Undocumented', '1', '1.30'],
    ]);
    const listed = rows.findIndex((r) => r[0] === 'Undocumented purchase of $100 or more');
    expect(rows.slice(listed, listed + 3)).toEqual([
      ['Undocumented purchase of $100 or more', 'Date', 'Amount', 'ITC'],
      ["'=STAPLES #221", '2026-08-14', '226.00', '26.00'],
      ['DELL CANADA', '2026-09-02', '1130.00', '130.00'],
    ]);
    // Only the first of them kept (a large client's year): the CSV says how many more there are.
    const capped = parse(worksheetCsv({ ...INPUT, undocumentedPurchases: purchases, undocumentedPurchasesCount: 1202 }), {
      relax_column_count: true,
    }) as string[][];
    const cappedAt = capped.findIndex((r) => r[0] === 'Undocumented purchase of $100 or more');
    expect(capped[cappedAt + 3]).toEqual(['and 1200 more']);
    // None to list: the three states only. Quick Method (no ITC from bank data): no section.
    expect(parse(worksheetCsv(INPUT), { relax_column_count: true }).flat()).not.toContain('Undocumented purchase of $100 or more');
    const quick = { ...WORKSHEET, method: 'quick' as const };
    expect(parse(worksheetCsv({ ...INPUT, worksheet: quick }), { relax_column_count: true }).flat()).not.toContain('Receipts behind the ITCs (line 106)');
  });

  it('lists the undocumented purchases of $100 or more behind the ITCs in the PDF', async () => {
    const pdf = await renderWorksheetPdf(
      { ...INPUT, undocumentedPurchases: [{ date: '2026-08-14', name: 'STAPLES #221', amountCents: 22600, itcCents: 2600 }] },
      { compress: false },
    );
    const text = textOf(pdf);
    for (const expected of [
      'Documented (1 purchases)',
      'Undocumented (1)',
      'Undocumented purchases of $100 or more',
      '2026-08-14  STAPLES #221',
      '$226.00',
      'ITC $26.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(textOf(await renderWorksheetPdf(INPUT, { compress: false }))).not.toContain('Undocumented purchases of $100 or more');
  });

  describe('for a French client (issue 31)', () => {
    const QC: WorksheetFileInput = {
      ...INPUT,
      clientName: 'Élise Tremblay',
      locale: 'fr-CA',
      worksheet: { ...WORKSHEET, province: 'QC', qst: { collected: '98.04', inputTaxRefunds: '20.59', netTax: '77.45' } },
    };

    it('writes the CSV in French: TPS/TVH lines and the FP-500 QST lines (203, 206, 209)', () => {
      const rows = parse(worksheetCsv(QC), { relax_column_count: true }) as string[][];
      expect(rows[0]).toEqual(['Feuille de travail de la déclaration de TPS/TVH — Élise Tremblay']);
      expect(rows).toContainEqual(['103', 'TPS/TVH perçue ou percevable', '130.00', 'Sales Revenue']);
      expect(rows).toContainEqual(['106', 'Crédits de taxe sur les intrants (CTI)', '27.30', "'=Software; Travel & Meals"]);
      expect(rows).toContainEqual(['', 'Ligne 206 — Remboursements de la taxe sur les intrants (RTI)', '20.59']);
      expect(rows).toContainEqual(['', 'Ligne 209 — TVQ nette', '77.45']);
      expect(rows).toContainEqual(['Bank Fees', 'EXPENSE', 'Exonérée', '0\u00a0%', '4.95', '0.00']);
      expect(rows.flat().join(' ')).not.toMatch(/GST\/HST|Input tax credits|Net QST|Collected/);
    });

    it('writes the PDF in French with Intl amounts', async () => {
      const text = textOf(await renderWorksheetPdf(QC, { compress: false }));
      for (const expected of ['Feuille de travail de la déclaration de TPS/TVH', 'TVQ (déclaration FP-500 de Revenu Québec)', '209  TVQ nette', '77,45\u00a0$'])
        expect(text).toContain(expected);
      expect(text).not.toContain('GST/HST return worksheet');
    });

    it('prints the QST registration number with the QST lines, where Revenu Québec asks for it, in the CSV and the PDF', async () => {
      const numbered = { ...QC, qstNumber: '1234567890TQ0001' };
      const rows = parse(worksheetCsv(numbered), { relax_column_count: true }) as string[][];
      expect(rows).toContainEqual(['', 'Numéro d’inscription à la TVQ', '1234567890TQ0001']);
      expect(parse(worksheetCsv(QC), { relax_column_count: true }).flat()).not.toContain('Numéro d’inscription à la TVQ');
      expect(textOf(await renderWorksheetPdf(numbered, { compress: false }))).toMatch(/Numéro d.?inscription à la TVQ\s:\s1234567890TQ0001/);
      const english = parse(worksheetCsv({ ...numbered, locale: 'en-CA' }), { relax_column_count: true }) as string[][];
      expect(english).toContainEqual(['', 'QST registration number', '1234567890TQ0001']);
    });
  });
});
