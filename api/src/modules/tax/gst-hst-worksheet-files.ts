import {
  BRAND,
  GST_HST_LINE_LABELS,
  GST_HST_LINES,
  PROVINCES,
  TAX_MESSAGES,
  TAX_TREATMENT_LABELS,
  type GstHstLine,
  type GstHstWorksheet,
} from '@ledgerleaf/contracts';
import PDFDocument from 'pdfkit';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { centsToDecimal, formatMoney, parseDecimalCents } from '../../common/money/decimal';

export interface WorksheetFileInput {
  clientName: string;
  gstHstNumber: string | null;
  worksheet: GstHstWorksheet;
  generatedAt: Date;
  /** The undocumented purchases of $100 or more behind the ITCs (the PDF lists them; none when absent). */
  undocumentedPurchases?: readonly { date: string; name: string; amountCents: number; itcCents: number }[];
}

/** The PDF lists at most this many undocumented purchases, then says how many more. */
const UNDOCUMENTED_LISTED = 40;

/** Which categories feed a line: revenue feeds 101/103, taxable expenses 106. */
function categoriesOfLine(w: GstHstWorksheet, line: GstHstLine): string[] {
  const revenue = w.categories.filter((c) => c.type === 'REVENUE');
  if (line === '101') return revenue.filter((c) => c.treatment !== 'not_a_supply').map((c) => c.category);
  if (line === '103') return revenue.filter((c) => c.treatment === 'taxable').map((c) => c.category);
  if (line === '106' && w.method === 'regular') return w.categories.filter((c) => c.type === 'EXPENSE' && c.treatment === 'taxable').map((c) => c.category);
  return [];
}

const provinceName = (code: string) => PROVINCES.find((p) => p.code === code)?.name ?? code;
const cents = (decimal: string) => Number(parseDecimalCents(decimal) ?? 0n);
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The worksheet as CSV: a title row that says it is an estimate, the lines with the
 * categories behind each, the QST section for Québec, the receipts behind the ITCs (regular
 * method: the three states and the undocumented purchases of $100 or more, as the PDF has
 * them), then every category with its treatment.
 * Text cells go through the spreadsheet-safe rule (category names are the client's own).
 */
export function worksheetCsv(input: WorksheetFileInput): Buffer {
  const w = input.worksheet;
  const rows: string[][] = [
    [spreadsheetSafeText(`GST/HST return worksheet — ${input.clientName}`)],
    [TAX_MESSAGES.estimateLabel],
    ['Period', `${w.period.start} to ${w.period.end}`],
    ['Due date', w.period.dueDate, 'Payment due', w.period.paymentDueDate],
    ['Province', w.province, 'Method', w.method, 'GST/HST number', input.gstHstNumber ?? ''],
    [],
    ['Line', 'Description', 'Amount', 'Categories'],
    ...GST_HST_LINES.map((line) => [line, GST_HST_LINE_LABELS[line], w.lines[line], spreadsheetSafeText(categoriesOfLine(w, line).join('; '))]),
  ];
  if (w.quickMethod)
    rows.push(
      [],
      [
        'Quick Method',
        `${w.quickMethod.kind} rate ${w.quickMethod.rate}`,
        'Eligible supplies',
        w.quickMethod.eligibleSupplies,
        '1% credit',
        w.quickMethod.credit,
      ],
      ['Source', w.quickMethod.source],
    );
  if (w.qst)
    rows.push([], ['QST (Revenu Québec)', 'Collected', w.qst.collected], ['', 'Input tax refunds', w.qst.inputTaxRefunds], ['', 'Net QST', w.qst.netTax]);
  if (w.method === 'regular') {
    // The PDF's "Receipts behind the input tax credits" section: the three states, then every undocumented purchase of $100 or more (a spreadsheet lists them all).
    const d = w.itcDocumentation;
    rows.push(
      [],
      ['Receipts behind the ITCs (line 106)', 'Purchases', 'ITC'],
      ['Documented', String(d.documented.count), d.documented.itc],
      ['Partly documented', String(d.partlyDocumented.count), d.partlyDocumented.itc],
      ['Undocumented', String(d.undocumented.count), d.undocumented.itc],
    );
    const listed = input.undocumentedPurchases ?? [];
    if (listed.length) {
      rows.push([], ['Undocumented purchase of $100 or more', 'Date', 'Amount', 'ITC']);
      for (const p of listed) rows.push([spreadsheetSafeText(p.name), p.date, centsToDecimal(BigInt(p.amountCents)), centsToDecimal(BigInt(p.itcCents))]);
    }
  }
  rows.push([], ['Category', 'Type', 'Treatment', 'ITC share', 'Total (tax included)', 'GST/HST included']);
  for (const c of w.categories)
    rows.push([spreadsheetSafeText(c.category), c.type, TAX_TREATMENT_LABELS[c.treatment], percent(c.itcShare), c.total, c.taxIncluded]);
  rows.push([], ['Transactions', String(w.transactionCount), 'Without a category (left out)', String(w.uncategorizedCount)]);
  return Buffer.from(stringify(rows));
}

const PAGE_MARGIN = 50;
const INK = '#1f2a37';
const MUTED = '#6b7280';
const ACCENT = '#2e7d32';
const WARN = '#b45309';
const RULE = '#d1d5db';

/** The worksheet as a one- or two-page PDF, in the monthly report PDF's look. */
export function renderWorksheetPdf(input: WorksheetFileInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const w = input.worksheet;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    info: { Title: `GST/HST return worksheet — ${w.period.start} to ${w.period.end}`, Author: BRAND.name, CreationDate: input.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = PAGE_MARGIN;
  const width = doc.page.width - PAGE_MARGIN * 2;

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11).text(BRAND.name.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.3);
  doc.fillColor(INK).fontSize(20).text('GST/HST return worksheet');
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(
    `${input.clientName}${input.gstHstNumber ? ` · ${input.gstHstNumber}` : ''} · ${provinceName(w.province)} · ${w.method === 'quick' ? 'Quick Method' : 'Regular method'}`,
  );
  doc.text(
    `Period ${w.period.start} to ${w.period.end} · file by ${w.period.dueDate}${w.period.paymentDueDate !== w.period.dueDate ? ` · pay by ${w.period.paymentDueDate}` : ''}`,
  );
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(WARN).text(TAX_MESSAGES.estimateLabel, { width });
  doc.moveDown(0.8);

  const row = (label: string, amount: string, note: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(label, left, y, { width: width - 140 });
    let after = doc.y;
    doc.text(formatMoney(cents(amount)), left + width - 130, y, { width: 130, align: 'right' });
    if (note) {
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(note, left + 36, after, { width: width - 176 });
      after = doc.y;
    }
    doc.y = Math.max(after, doc.y) + 3;
    doc.x = left;
  };
  const heading = (text: string) => {
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(text, left);
    doc.moveDown(0.2);
  };

  heading('Lines');
  for (const line of GST_HST_LINES) {
    const from = categoriesOfLine(w, line);
    row(`${line}  ${GST_HST_LINE_LABELS[line]}`, w.lines[line], from.length ? `From: ${from.join(', ')}` : '', line === '109');
  }
  if (w.quickMethod) {
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        `Quick Method: ${w.quickMethod.rate} (${w.quickMethod.kind}) of ${formatMoney(cents(w.quickMethod.eligibleSupplies))} eligible supplies; 1% credit ${formatMoney(cents(w.quickMethod.credit))} on line 107. ${w.quickMethod.source}.`,
        left,
        doc.y,
        { width },
      );
  }
  if (w.qst) {
    heading('QST (Revenu Québec return)');
    row('QST collected or collectible', w.qst.collected, '');
    row('Input tax refunds', w.qst.inputTaxRefunds, '');
    row('Net QST', w.qst.netTax, '', true);
  }

  if (w.method === 'regular') {
    const d = w.itcDocumentation;
    heading('Receipts behind the input tax credits (line 106)');
    row(`Documented (${d.documented.count} purchases)`, d.documented.itc, 'A linked receipt shows what CRA GST/HST Memorandum 8.4 asks for the amount.');
    row(
      `Partly documented (${d.partlyDocumented.count})`,
      d.partlyDocumented.itc,
      'A receipt is linked but lacks something, e.g. the GST/HST number from $100.',
    );
    row(`Undocumented (${d.undocumented.count})`, d.undocumented.itc, 'No receipt linked: a bank statement alone does not support an ITC.');
    const listed = input.undocumentedPurchases ?? [];
    if (listed.length) {
      doc.moveDown(0.3);
      doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK).text('Undocumented purchases of $100 or more', left);
      for (const p of listed.slice(0, UNDOCUMENTED_LISTED)) {
        row(`${p.date}  ${p.name}`, centsToDecimal(BigInt(p.amountCents)), `ITC ${formatMoney(p.itcCents)}`);
      }
      if (listed.length > UNDOCUMENTED_LISTED) {
        doc
          .font('Helvetica')
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(`and ${listed.length - UNDOCUMENTED_LISTED} more`, left);
      }
    }
  }

  heading('Categories');
  for (const c of w.categories) {
    const detail = `${c.type === 'REVENUE' ? 'Revenue' : 'Expense'} · ${TAX_TREATMENT_LABELS[c.treatment]}${c.type === 'EXPENSE' && c.treatment === 'taxable' ? ` · ITC ${percent(c.itcShare)}` : ''} · GST/HST included ${formatMoney(cents(c.taxIncluded))}`;
    row(c.category, c.total, detail);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.7)
    .stroke();
  doc.moveDown(0.4);
  doc
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `${w.transactionCount} bank transactions${w.uncategorizedCount ? `, ${w.uncategorizedCount} without a category and left out` : ''}. Amounts are taken to include tax at the province's rates. Prepared ${input.generatedAt.toISOString().slice(0, 10)}.`,
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
