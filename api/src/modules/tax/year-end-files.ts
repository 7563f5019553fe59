import {
  BRAND,
  GIFI_BALANCE_SHEET_LABELS,
  TAX_MESSAGES,
  YEAR_END_FORM_LABELS,
  type YearEndBalanceSheet,
  type YearEndBalanceSheetLine,
  type YearEndSummary,
} from '@ledgerleaf/contracts';
import PDFDocument from 'pdfkit';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { formatMoney, parseDecimalCents } from '../../common/money/decimal';

export interface YearEndFileInput {
  clientName: string;
  summary: YearEndSummary;
  generatedAt: Date;
}

const cents = (decimal: string) => Number(parseDecimalCents(decimal) ?? 0n);
const shortMoney = (decimal: string) => formatMoney(cents(decimal)).replace('$', '');

/** The statement's rows: each line, then revenue, expenses and net income; twelve months then the year. */
function statementRows(s: YearEndSummary): { code: string; label: string; months: string[]; total: string; categories: string; bold: boolean }[] {
  return [
    ...s.lines.map((l) => ({ code: l.line, label: l.label, months: l.months, total: l.total, categories: l.categories.join('; '), bold: false })),
    { code: '', label: 'Revenue', ...s.revenue, categories: '', bold: true },
    { code: '', label: 'Expenses', ...s.expenses, categories: '', bold: true },
    { code: '', label: 'Net income (loss)', ...s.netIncome, categories: '', bold: true },
  ];
}

/** Schedule 100's rows: a title, each section's codes, its total, and the total of liabilities and equity. */
function balanceSheetRows(b: YearEndBalanceSheet): { code: string; label: string; amount: string; accounts: string; bold: boolean }[] {
  const section = (name: YearEndBalanceSheetLine['section'], totalCode: string, total: string) => [
    ...b.lines.filter((l) => l.section === name).map((l) => ({ code: l.gifi, label: l.label, amount: l.amount, accounts: l.accounts.join('; '), bold: false })),
    { code: totalCode, label: GIFI_BALANCE_SHEET_LABELS[totalCode], amount: total, accounts: '', bold: true },
  ];
  return [
    { code: 'GIFI', label: `Balance sheet (Schedule 100) at ${b.asOf}`, amount: 'Amount', accounts: 'Accounts', bold: true },
    ...section('assets', '2599', b.totals.assets),
    ...section('liabilities', '3499', b.totals.liabilities),
    ...section('equity', '3620', b.totals.equity),
    { code: '3640', label: GIFI_BALANCE_SHEET_LABELS['3640'], amount: b.totals.liabilitiesAndEquity, accounts: '', bold: true },
  ];
}

/**
 * The statement as CSV: a title row that says it is an estimate, the form, then one row per
 * line with the twelve fiscal months and the year side by side. Text cells go through the
 * spreadsheet-safe rule (category names are the client's own).
 */
export function yearEndCsv(input: YearEndFileInput): Buffer {
  const s = input.summary;
  const rows: string[][] = [
    [spreadsheetSafeText(`Year-end package — ${input.clientName}`)],
    [TAX_MESSAGES.estimateLabel],
    ['Fiscal year', `${s.fiscalYear.start} to ${s.fiscalYear.end}`, 'Form', YEAR_END_FORM_LABELS[s.form]],
    [],
    ['Line', 'Description', ...s.months.map((m) => m.month), 'Year', 'Categories'],
    ...statementRows(s).map((r) => [r.code, r.label, ...r.months, r.total, spreadsheetSafeText(r.categories)]),
    [],
    ['Transactions', String(s.transactionCount), 'Without a category (on no line)', String(s.uncategorizedCount)],
    ...(s.balanceSheet ? [[], ...balanceSheetRows(s.balanceSheet).map((r) => [r.code, r.label, r.amount, spreadsheetSafeText(r.accounts)])] : []),
  ];
  return Buffer.from(stringify(rows));
}

const MARGIN = 36;
const INK = '#1f2a37';
const MUTED = '#6b7280';
const ACCENT = '#2e7d32';
const WARN = '#b45309';

/** The statement as a landscape PDF: the twelve months side by side, the year last. */
export function renderYearEndPdf(input: YearEndFileInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const s = input.summary;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `Year-end package — ${s.fiscalYear.start} to ${s.fiscalYear.end}`, Author: BRAND.name, CreationDate: input.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(10).text(BRAND.name.toUpperCase(), { characterSpacing: 1 });
  doc.fillColor(INK).fontSize(18).text('Year-end package');
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
  doc.text(`${input.clientName} · fiscal year ${s.fiscalYear.start} to ${s.fiscalYear.end} · ${YEAR_END_FORM_LABELS[s.form]}`);
  doc.font('Helvetica-Bold').fillColor(WARN).text(TAX_MESSAGES.estimateLabel, { width });
  doc.moveDown(0.6);

  const codeWidth = 44;
  const labelWidth = 150;
  const cellWidth = (width - codeWidth - labelWidth) / 13;
  const line = (cells: { code: string; label: string; values: string[] }, bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 24) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7)
      .fillColor(INK);
    doc.text(cells.code, MARGIN, y, { width: codeWidth });
    doc.text(cells.label, MARGIN + codeWidth, y, { width: labelWidth - 4 });
    let bottom = doc.y;
    cells.values.forEach((value, i) => {
      doc.text(value, MARGIN + codeWidth + labelWidth + i * cellWidth, y, { width: cellWidth - 2, align: 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
    doc.x = MARGIN;
  };
  line({ code: 'Line', label: 'Description', values: [...s.months.map((m) => m.month), 'Year'] }, true);
  for (const r of statementRows(s)) line({ code: r.code, label: r.label, values: [...r.months, r.total].map(shortMoney) }, r.bold);
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(
    `${s.transactionCount} transactions; ${s.uncategorizedCount} without a category are on no line. Each year's total is the sum of its months.`,
    MARGIN,
    doc.y,
    { width },
  );
  doc.text(`Generated ${input.generatedAt.toISOString().slice(0, 10)}.`, { width });
  if (s.balanceSheet) {
    // Schedule 100 on a page of its own: code, description, amount, the books' accounts on the code
    doc.addPage();
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(`Balance sheet at ${s.balanceSheet.asOf} (GIFI Schedule 100)`, MARGIN, MARGIN);
    doc.moveDown(0.5);
    for (const r of balanceSheetRows(s.balanceSheet).slice(1)) {
      if (doc.y > doc.page.height - MARGIN - 24) doc.addPage();
      const y = doc.y;
      doc
        .font(r.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .fillColor(INK);
      doc.text(r.code, MARGIN, y, { width: 44 });
      doc.text(r.label, MARGIN + 44, y, { width: 260 });
      let bottom = doc.y;
      doc.text(shortMoney(r.amount), MARGIN + 310, y, { width: 90, align: 'right' });
      bottom = Math.max(bottom, doc.y);
      doc.fillColor(MUTED).text(r.accounts, MARGIN + 410, y, { width: width - 410 });
      doc.y = Math.max(bottom, doc.y) + 3;
      doc.x = MARGIN;
    }
  }
  doc.end();
  return done;
}
