import {
  BRAND,
  DEFAULT_LOCALE,
  formatNumber,
  GIFI_BALANCE_SHEET_LABELS,
  type Locale,
  type YearEndBalanceSheet,
  type YearEndBalanceSheetLine,
  type YearEndForm,
  type YearEndSummary,
} from '@ledgerleaf/contracts';
import PDFDocument from 'pdfkit';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { bookAccountNameIn } from '../../common/i18n/document-texts';
import { hasTranslation, translate } from '../../common/i18n/translator';
import { formatMoney, parseDecimalCents } from '../../common/money/decimal';

export interface YearEndFileInput {
  clientName: string;
  summary: YearEndSummary;
  generatedAt: Date;
  /** The client's language (users.locale) when the package is rendered: French headers, line descriptions and notes; English when absent. */
  locale?: Locale;
}

const cents = (decimal: string) => Number(parseDecimalCents(decimal) ?? 0n);

/**
 * The files' words in `locale` (`yearEndFiles` catalogue; the estimate label is the worksheet's).
 * English is what the files always wrote: the stored lines' own labels, "1,234.56" amounts and
 * plain counts; French names each line and code from the catalogue (the stored label when the
 * catalogue has no text for it), the books' system accounts in French, and Intl figures in the PDF.
 */
function wording(locale: Locale = DEFAULT_LOCALE) {
  const french = locale !== DEFAULT_LOCALE;
  const t = (key: string, params: Record<string, unknown> = {}) => translate(locale, `yearEndFiles:${key}`, params);
  const named = (key: string, stored: string) => (french && hasTranslation(`yearEndFiles:${key}`) ? t(key) : stored);
  // each account by its identity: a system account (its key beside it) in the language, a client's own account as named
  const accountNames = (l: Pick<YearEndBalanceSheetLine, 'accounts' | 'systemAccounts' | 'gifi'>) =>
    l.accounts.map((account, i) =>
      bookAccountNameIn({ account, systemAccount: l.systemAccounts ? (l.systemAccounts[i] ?? null) : undefined, gifi: l.gifi }, locale),
    );
  return {
    t,
    estimate: translate(locale, 'worksheet:estimate'),
    formLabel: (form: YearEndForm) => t(`forms.${form}`),
    lineLabel: (form: YearEndForm, line: string, stored: string) => named(`lines.${form}.${line}`, stored),
    // a code without a Schedule 100 label is named by its accounts (balanceSheetOnGifi), so those are named again in the language
    codeLabel: (l: YearEndBalanceSheetLine) => named(`schedule100.${l.gifi}`, french ? accountNames(l).join(', ') : l.label),
    totalLabel: (code: string, stored: string) => named(`schedule100.${code}`, stored),
    accounts: (l: YearEndBalanceSheetLine) => accountNames(l).join('; '),
    /** A PDF amount without its dollar sign: "1,234.56", "1 234,56". */
    shortMoney: (decimal: string) =>
      french
        ? formatNumber(cents(decimal) / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        : formatMoney(cents(decimal)).replace('$', ''),
    count: (n: number) => (french ? formatNumber(n, locale) : String(n)),
  };
}
type Wording = ReturnType<typeof wording>;

/** The statement's rows: each line, then revenue, expenses and net income; twelve months then the year. */
function statementRows(s: YearEndSummary, w: Wording): { code: string; label: string; months: string[]; total: string; categories: string; bold: boolean }[] {
  return [
    ...s.lines.map((l) => ({
      code: l.line,
      label: w.lineLabel(s.form, l.line, l.label),
      months: l.months,
      total: l.total,
      categories: l.categories.join('; '),
      bold: false,
    })),
    { code: '', label: w.t('revenue'), ...s.revenue, categories: '', bold: true },
    { code: '', label: w.t('expenses'), ...s.expenses, categories: '', bold: true },
    { code: '', label: w.t('netIncome'), ...s.netIncome, categories: '', bold: true },
  ];
}

/** Schedule 100's rows: a title, each section's codes, its total, and the total of liabilities and equity. */
function balanceSheetRows(b: YearEndBalanceSheet, w: Wording): { code: string; label: string; amount: string; accounts: string; bold: boolean }[] {
  const section = (name: YearEndBalanceSheetLine['section'], totalCode: string, total: string) => [
    ...b.lines.filter((l) => l.section === name).map((l) => ({ code: l.gifi, label: w.codeLabel(l), amount: l.amount, accounts: w.accounts(l), bold: false })),
    { code: totalCode, label: w.totalLabel(totalCode, GIFI_BALANCE_SHEET_LABELS[totalCode]), amount: total, accounts: '', bold: true },
  ];
  return [
    { code: w.t('gifi'), label: w.t('balanceSheetCsv', { date: b.asOf }), amount: w.t('amount'), accounts: w.t('accounts'), bold: true },
    ...section('assets', '2599', b.totals.assets),
    ...section('liabilities', '3499', b.totals.liabilities),
    ...section('equity', '3620', b.totals.equity),
    { code: '3640', label: w.totalLabel('3640', GIFI_BALANCE_SHEET_LABELS['3640']), amount: b.totals.liabilitiesAndEquity, accounts: '', bold: true },
  ];
}

/**
 * The statement as CSV: a title row that says it is an estimate, the form, then one row per
 * line with the twelve fiscal months and the year side by side. Text cells go through the
 * spreadsheet-safe rule (category names are the client's own).
 */
export function yearEndCsv(input: YearEndFileInput): Buffer {
  const s = input.summary;
  const w = wording(input.locale);
  const { t } = w;
  const rows: string[][] = [
    [spreadsheetSafeText(t('title', { client: input.clientName }))],
    [w.estimate],
    [t('fiscalYear'), t('range', { start: s.fiscalYear.start, end: s.fiscalYear.end }), t('form'), w.formLabel(s.form)],
    [],
    [t('line'), t('description'), ...s.months.map((m) => m.month), t('year'), t('categories')],
    ...statementRows(s, w).map((r) => [r.code, r.label, ...r.months, r.total, spreadsheetSafeText(r.categories)]),
    [],
    // counts stay plain numbers a spreadsheet reads, in both languages
    [t('transactions'), String(s.transactionCount), t('withoutCategory'), String(s.uncategorizedCount)],
    ...(s.balanceSheet ? [[], ...balanceSheetRows(s.balanceSheet, w).map((r) => [r.code, r.label, r.amount, spreadsheetSafeText(r.accounts)])] : []),
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
  const w = wording(input.locale);
  const { t, shortMoney } = w;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: t('pdfTitle', { start: s.fiscalYear.start, end: s.fiscalYear.end }), Author: BRAND.name, CreationDate: input.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(10).text(BRAND.name.toUpperCase(), { characterSpacing: 1 });
  doc.fillColor(INK).fontSize(18).text(t('heading'));
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
  doc.text(t('subtitle', { client: input.clientName, start: s.fiscalYear.start, end: s.fiscalYear.end, form: w.formLabel(s.form) }));
  doc.font('Helvetica-Bold').fillColor(WARN).text(w.estimate, { width });
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
  line({ code: t('line'), label: t('description'), values: [...s.months.map((m) => m.month), t('year')] }, true);
  for (const r of statementRows(s, w)) line({ code: r.code, label: r.label, values: [...r.months, r.total].map(shortMoney) }, r.bold);
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(t('note', { transactions: w.count(s.transactionCount), uncategorized: w.count(s.uncategorizedCount) }), MARGIN, doc.y, { width });
  doc.text(t('generated', { date: input.generatedAt.toISOString().slice(0, 10) }), { width });
  if (s.balanceSheet) {
    // Schedule 100 on a page of its own: code, description, amount, the books' accounts on the code
    doc.addPage();
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(t('balanceSheetPdf', { date: s.balanceSheet.asOf }), MARGIN, MARGIN);
    doc.moveDown(0.5);
    for (const r of balanceSheetRows(s.balanceSheet, w).slice(1)) {
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
