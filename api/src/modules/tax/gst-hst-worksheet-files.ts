import {
  BRAND,
  DEFAULT_LOCALE,
  formatMoney as formatMoneyIn,
  formatPercent,
  GST_HST_LINES,
  PROVINCES,
  type GstHstLine,
  type Locale,
  type GstHstWorksheet,
} from '@ledgerleaf/contracts';
import PDFDocument from 'pdfkit';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { translate } from '../../common/i18n/translator';
import { centsToDecimal, formatMoney as formatDollars, parseDecimalCents } from '../../common/money/decimal';

export interface WorksheetFileInput {
  clientName: string;
  gstHstNumber: string | null;
  /** Québec: the QST registration number, printed with the QST lines (Revenu Québec's return asks for it); null when not given. */
  qstNumber?: string | null;
  worksheet: GstHstWorksheet;
  generatedAt: Date;
  /** The undocumented purchases of $100 or more behind the ITCs (the PDF lists them; none when absent). */
  undocumentedPurchases?: readonly { date: string; name: string; amountCents: number; itcCents: number }[];
  /** How many there are in all, when the list above is only the first of them (its length when absent). */
  undocumentedPurchasesCount?: number;
  /** The client's language (users.locale): French says TPS/TVH and names the FP-500's QST lines; English when absent. */
  locale?: Locale;
}

/** The texts, amounts and percentages of one language ("worksheet" catalogue); English amounts as the files always wrote them. */
function wording(locale: Locale = DEFAULT_LOCALE) {
  const french = locale === 'fr-CA';
  return {
    t: (key: string, params: Record<string, unknown> = {}) => translate(locale, `worksheet:${key}`, params),
    money: (cents: number) => (french ? formatMoneyIn(cents / 100, locale) : formatDollars(cents)),
    percent: (share: number) => (french ? formatPercent(Math.round(share * 100) / 100, locale, 0) : `${Math.round(share * 100)}%`),
  };
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

/**
 * The worksheet as CSV: a title row that says it is an estimate, the lines with the
 * categories behind each, the QST section for Québec, the receipts behind the ITCs (regular
 * method: the three states and the undocumented purchases of $100 or more, as the PDF has
 * them), then every category with its treatment.
 * Text cells go through the spreadsheet-safe rule (category names are the client's own).
 */
export function worksheetCsv(input: WorksheetFileInput): Buffer {
  const w = input.worksheet;
  const { t, percent } = wording(input.locale);
  const rows: string[][] = [
    [spreadsheetSafeText(t('titleFor', { client: input.clientName }))],
    [t('estimate')],
    [t('period'), t('periodRange', { start: w.period.start, end: w.period.end })],
    [t('dueDate'), w.period.dueDate, t('paymentDue'), w.period.paymentDueDate],
    [t('province'), w.province, t('method'), w.method, t('number'), input.gstHstNumber ?? ''],
    [],
    [t('line'), t('description'), t('amount'), t('categories')],
    ...GST_HST_LINES.map((line) => [line, t(`lineLabels.${line}`), w.lines[line], spreadsheetSafeText(categoriesOfLine(w, line).join('; '))]),
  ];
  if (w.quickMethod)
    rows.push(
      [],
      [
        t('quickMethod'),
        t('quickRate', { kind: w.quickMethod.kind, rate: w.quickMethod.rate }),
        t('eligibleSupplies'),
        w.quickMethod.eligibleSupplies,
        t('credit'),
        w.quickMethod.credit,
      ],
      [t('source'), w.quickMethod.source],
    );
  if (w.qst) {
    rows.push([], [t('qstCsv'), t('qstCollected'), w.qst.collected], ['', t('qstRefunds'), w.qst.inputTaxRefunds], ['', t('qstNet'), w.qst.netTax]);
    if (input.qstNumber) rows.push(['', t('qstNumber'), input.qstNumber]);
  }
  if (w.method === 'regular') {
    // The PDF's "Receipts behind the input tax credits" section: the three states, then every undocumented purchase of $100 or more (a spreadsheet lists them all).
    const d = w.itcDocumentation;
    rows.push(
      [],
      [t('itcCsv'), t('purchases'), t('itc')],
      [t('documented'), String(d.documented.count), d.documented.itc],
      [t('partly'), String(d.partlyDocumented.count), d.partlyDocumented.itc],
      [t('undocumented'), String(d.undocumented.count), d.undocumented.itc],
    );
    const listed = input.undocumentedPurchases ?? [];
    if (listed.length) {
      rows.push([], [t('undocumentedCsv'), t('date'), t('amount'), t('itc')]);
      for (const p of listed) rows.push([spreadsheetSafeText(p.name), p.date, centsToDecimal(BigInt(p.amountCents)), centsToDecimal(BigInt(p.itcCents))]);
      const more = (input.undocumentedPurchasesCount ?? listed.length) - listed.length;
      if (more > 0) rows.push([t('andMore', { count: more })]);
    }
  }
  rows.push([], [t('category'), t('type'), t('treatment'), t('itcShare'), t('total'), t('taxIncluded')]);
  for (const c of w.categories)
    rows.push([spreadsheetSafeText(c.category), c.type, t(`treatments.${c.treatment}`), percent(c.itcShare), c.total, c.taxIncluded]);
  rows.push([], [t('transactions'), String(w.transactionCount), t('withoutCategory'), String(w.uncategorizedCount)]);
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
  const { t, money: formatMoney, percent } = wording(input.locale);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    info: { Title: t('titlePeriod', { start: w.period.start, end: w.period.end }), Author: BRAND.name, CreationDate: input.generatedAt },
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
  doc.fillColor(INK).fontSize(20).text(t('title'));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(
    `${input.clientName}${input.gstHstNumber ? ` · ${input.gstHstNumber}` : ''} · ${provinceName(w.province)} · ${t(w.method === 'quick' ? 'quickMethod' : 'regularMethod')}`,
  );
  doc.text(
    `${t('periodLine', { start: w.period.start, end: w.period.end, due: w.period.dueDate })}${w.period.paymentDueDate !== w.period.dueDate ? t('payBy', { date: w.period.paymentDueDate }) : ''}`,
  );
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(WARN).text(t('estimate'), { width });
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

  heading(t('lines'));
  for (const line of GST_HST_LINES) {
    const from = categoriesOfLine(w, line);
    row(`${line}  ${t(`lineLabels.${line}`)}`, w.lines[line], from.length ? t('from', { categories: from.join(', ') }) : '', line === '109');
  }
  if (w.quickMethod) {
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        t('quickNote', {
          rate: w.quickMethod.rate,
          kind: w.quickMethod.kind,
          supplies: formatMoney(cents(w.quickMethod.eligibleSupplies)),
          credit: formatMoney(cents(w.quickMethod.credit)),
          source: w.quickMethod.source,
        }),
        left,
        doc.y,
        { width },
      );
  }
  if (w.qst) {
    heading(t('qstHeading'));
    if (input.qstNumber) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(MUTED)
        .text(t('qstNumberLine', { number: input.qstNumber }), left);
      doc.moveDown(0.2);
    }
    row(t('qstCollectedPdf'), w.qst.collected, '');
    row(t('qstRefundsPdf'), w.qst.inputTaxRefunds, '');
    row(t('qstNetPdf'), w.qst.netTax, '', true);
  }

  if (w.method === 'regular') {
    const d = w.itcDocumentation;
    heading(t('itcHeading'));
    row(t('documentedPdf', { count: d.documented.count }), d.documented.itc, t('documentedNote'));
    row(t('partlyPdf', { count: d.partlyDocumented.count }), d.partlyDocumented.itc, t('partlyNote'));
    row(t('undocumentedPdf', { count: d.undocumented.count }), d.undocumented.itc, t('undocumentedNote'));
    const listed = input.undocumentedPurchases ?? [];
    if (listed.length) {
      doc.moveDown(0.3);
      doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK).text(t('undocumentedList'), left);
      for (const p of listed.slice(0, UNDOCUMENTED_LISTED)) {
        row(`${p.date}  ${p.name}`, centsToDecimal(BigInt(p.amountCents)), t('itcOf', { amount: formatMoney(p.itcCents) }));
      }
      const total = input.undocumentedPurchasesCount ?? listed.length;
      if (total > UNDOCUMENTED_LISTED) {
        doc
          .font('Helvetica')
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(t('andMore', { count: total - UNDOCUMENTED_LISTED }), left);
      }
    }
  }

  heading(t('categoriesHeading'));
  for (const c of w.categories) {
    const detail = `${t(c.type === 'REVENUE' ? 'revenue' : 'expense')} · ${t(`treatments.${c.treatment}`)}${c.type === 'EXPENSE' && c.treatment === 'taxable' ? t('itcPercent', { percent: percent(c.itcShare) }) : ''}${t('includedPdf', { amount: formatMoney(cents(c.taxIncluded)) })}`;
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
      t('footer', {
        count: w.transactionCount,
        left: w.uncategorizedCount ? t('footerLeftOut', { count: w.uncategorizedCount }) : '',
        date: input.generatedAt.toISOString().slice(0, 10),
      }),
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
