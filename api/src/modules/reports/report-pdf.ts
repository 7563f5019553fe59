import {
  BRAND,
  DEFAULT_LOCALE,
  formatDate,
  formatMoney as formatMoneyIn,
  type BalanceSheetLine,
  type BalanceSheetResponse,
  type Locale,
  type ReportReconciliation,
} from '@ledgerleaf/contracts';
import PDFDocument from 'pdfkit';
import { translate } from '../../common/i18n/translator';
import { formatMoney as formatDollars, parseDecimalCents } from '../../common/money/decimal';
import { bookAccountNameIn } from '../../common/i18n/document-texts';
import type { CategoryTotal, ReportSummary } from './report-summary';

export interface ReportPdfInput {
  clientName: string;
  /** "October 2026" */
  monthLabel: string;
  /** "Oct 1, 2026 – Oct 31, 2026" */
  periodLabel: string;
  accounts: string[];
  transactionCount: number;
  summary: ReportSummary;
  /** The balance sheet at the month end, on a page of its own; none for a PDF without one. */
  balanceSheet?: BalanceSheetResponse | null;
  /** Each account of money against its statement (issue 28 point 4), on a page of its own; none for a PDF without it. */
  reconciliations?: readonly ReportReconciliation[] | null;
  generatedAt: Date;
  /** The client's language (users.locale): every text, amount and date of the PDF; English when absent. */
  locale?: Locale;
}

export interface ReportPdfOptions {
  /** Deflate the page streams (on in production; tests read the text). */
  compress?: boolean;
}

const PAGE_MARGIN = 50;
const INK = '#1f2a37';
const MUTED = '#6b7280';
const ACCENT = '#2e7d32';
const BAR = '#c2410c';
const RULE = '#d1d5db';

/**
 * The monthly package as a PDF, one page each (the P&L may run onto a second): the month's
 * profit and loss (revenue and expense lines with totals, net income, a bar chart of expenses
 * by category); the balance sheet at the month end (assets, liabilities, equity); the bank
 * reconciliations; the month's GST/HST figures.
 */
export function renderReportPdf(input: ReportPdfInput, options: ReportPdfOptions = {}): Promise<Buffer> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = (key: string, params: Record<string, unknown> = {}) => translate(locale, `pdf:${key}`, params);
  // English amounts as the PDF always wrote them ("-$1,234.50"); French through Intl ("-1 234,50 $").
  const formatMoney = (cents: number) => (locale === 'fr-CA' ? formatMoneyIn(cents / 100, locale) : formatDollars(cents));
  const longDate = (iso: string) => (locale === 'fr-CA' ? formatDate(iso, locale, 'long') : longEnglishDate(iso));
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    info: { Title: t('title', { month: input.monthLabel }), Author: BRAND.name, CreationDate: input.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - PAGE_MARGIN * 2;
  const left = PAGE_MARGIN;
  const { summary } = input;

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11).text(BRAND.name.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.3);
  doc
    .fillColor(INK)
    .fontSize(20)
    .text(t('title', { month: input.monthLabel }));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`${input.clientName} · ${input.periodLabel}`);
  doc.text(t('transactions', { count: input.transactionCount, accounts: input.accounts.length ? input.accounts.join(', ') : t('noAccounts') }));
  doc.moveDown(1);

  const line = (label: string, cents: number, opts: { bold?: boolean; indent?: number } = {}) => {
    const y = doc.y;
    doc
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10.5)
      .fillColor(INK);
    doc.text(label, left + (opts.indent ?? 0), y, { width: width - 140 });
    const after = doc.y;
    doc.text(formatMoney(cents), left + width - 130, y, { width: 130, align: 'right' });
    doc.y = Math.max(after, doc.y) + 2;
    doc.x = left;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(0.7)
      .stroke();
    doc.y += 5;
  };
  const heading = (text: string) => {
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(text, left);
    doc.moveDown(0.2);
  };

  /** A new page: the brand, the page's title, a muted line under it. */
  const pageTitle = (title: string, subtitle: string) => {
    doc.addPage();
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11).text(BRAND.name.toUpperCase(), left, PAGE_MARGIN, { characterSpacing: 1 });
    doc.moveDown(0.3);
    doc.fillColor(INK).fontSize(20).text(title, left);
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(subtitle, left);
    doc.moveDown(1);
  };

  const revenue = summary.categories.filter((c) => c.type === 'REVENUE');
  const expenses = summary.categories.filter((c) => c.type === 'EXPENSE');
  heading(t('revenue'));
  if (!revenue.length) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(t('noRevenue'));
  for (const c of revenue) line(`${c.category} (${c.count})`, c.totalCents, { indent: 10 });
  rule();
  line(t('totalRevenue'), summary.totalRevenueCents, { bold: true });

  heading(t('expenses'));
  if (!expenses.length) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(t('noExpenses'));
  for (const c of expenses) line(`${c.category} (${c.count})`, c.totalCents, { indent: 10 });
  rule();
  line(t('totalExpenses'), summary.totalExpensesCents, { bold: true });

  doc.moveDown(0.6);
  rule();
  line(t('netIncome'), summary.netIncomeCents, { bold: true });
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
  doc.text(t(`taxBasis.${summary.taxBasis}`), left);
  if (summary.uncategorized.count) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
    doc.text(t('uncategorized', { count: summary.uncategorized.count, net: formatMoney(summary.uncategorized.netCents) }), left);
  }

  drawExpenseChart(doc, expenses, left, width, t('chartTitle'), formatMoney);

  if (input.balanceSheet) {
    const sheet = input.balanceSheet;
    pageTitle(t('balanceSheet', { date: longDate(sheet.asOf) }), t('balanceSheetSource', { client: input.clientName, date: longDate(sheet.fiscalYearStart) }));
    const section = (part: 'assets' | 'liabilities' | 'equity', lines: readonly BalanceSheetLine[], total: string) => {
      const title = { assets: 'Assets', liabilities: 'Liabilities', equity: 'Equity' }[part];
      heading(t(part));
      if (!lines.length)
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(MUTED)
          .text(t(`no${title}`), left);
      for (const l of lines) {
        const account = bookAccountNameIn(l, locale);
        line(l.gifi ? t('gifi', { account, gifi: l.gifi }) : account, cents(l.amount), { indent: 10 });
      }
      rule();
      line(t(`total${title}`), cents(total), { bold: true });
    };
    section('assets', sheet.assets, sheet.totals.assets);
    section('liabilities', sheet.liabilities, sheet.totals.liabilities);
    section('equity', sheet.equity, sheet.totals.equity);
    doc.moveDown(0.6);
    rule();
    line(t('totalLiabilitiesAndEquity'), cents(sheet.totals.liabilities) + cents(sheet.totals.equity), { bold: true });
  }

  if (input.reconciliations) {
    pageTitle(t('reconciliations', { month: input.monthLabel }), t('reconciliationsSource', { client: input.clientName }));
    if (!input.reconciliations.length) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(t('noReconciliations'), left);
    for (const r of input.reconciliations) {
      heading(`${r.accountName} — ${t(`reconciliationStatus.${r.status}`)}`);
      if (r.statementClosing === null)
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(MUTED)
          .text(t('noStatement'), left + 10);
      else line(t('statementClosing'), cents(r.statementClosing), { indent: 10 });
      line(t('booksClosing'), cents(r.booksClosing), { indent: 10 });
      if (r.difference !== null) line(t('difference'), cents(r.difference), { indent: 10 });
      if (r.adjustment) line(t('adjustment', { memo: r.adjustment.memo }), cents(r.adjustment.amount), { indent: 10 });
    }
  }

  // The month's GST/HST figures, last, on a page of their own (issue 28 point 4: one page each).
  pageTitle(t('gstHstPage', { month: input.monthLabel }), t('gstHstSource', { client: input.clientName, period: input.periodLabel }));
  heading(t('salesTax', { province: summary.salesTax.province }));
  line(t('salesTaxLabels.taxIncludedInRevenue'), summary.salesTax.taxIncludedInRevenueCents, { indent: 10 });
  line(t('salesTaxLabels.inputTaxCredits'), summary.salesTax.inputTaxCreditsCents, { indent: 10 });
  rule();
  line(t('salesTaxLabels.netTaxOwing'), summary.salesTax.netTaxOwingCents, { bold: true });
  doc
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(t('salesTaxLabels.note'), left, doc.y + 4, { width });

  doc.end();
  return done;
}

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2026-10-31" as "October 31, 2026". */
const longEnglishDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${LONG_MONTHS[m - 1]} ${d}, ${y}`;
};
/** A stored decimal amount ("1234.50") in cents, for formatMoney. */
const cents = (amount: string) => Number(parseDecimalCents(amount) ?? 0n);

/** Horizontal bars, one per expense category, longest first, scaled to the largest. */
function drawExpenseChart(
  doc: PDFKit.PDFDocument,
  expenses: CategoryTotal[],
  left: number,
  width: number,
  title: string,
  formatMoney: (cents: number) => string,
): void {
  const bars = expenses.filter((c) => c.totalCents > 0);
  if (!bars.length) return;
  const barHeight = 14;
  const gap = 6;
  const needed = 40 + bars.length * (barHeight + gap);
  if (doc.y + needed > doc.page.height - PAGE_MARGIN) doc.addPage();
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(title, left);
  doc.moveDown(0.4);
  const labelWidth = 150;
  const valueWidth = 80;
  const track = width - labelWidth - valueWidth - 10;
  const largest = Math.max(...bars.map((c) => c.totalCents));
  let y = doc.y;
  for (const c of bars) {
    const length = Math.max(1, Math.round((track * c.totalCents) / largest));
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(c.category, left, y + 3, { width: labelWidth - 8, ellipsis: true, lineBreak: false });
    doc.rect(left + labelWidth, y, length, barHeight).fill(BAR);
    doc.fillColor(INK).text(formatMoney(c.totalCents), left + labelWidth + track + 10, y + 3, { width: valueWidth, align: 'right', lineBreak: false });
    y += barHeight + gap;
  }
  doc.y = y + 4;
  doc.x = left;
}
