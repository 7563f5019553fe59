import { CategoryType, REPORT_CSV_HEADERS, REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { transactionsCsv, type CategorizedRow } from './report-files';
import { inReviewOrder, isIsoDate, lineAmount, linesOfTransactionsCsv, reportLinesOf, summaryRowsOf } from './report-lines';

const tx = (name: string, amount: string, transactionId: number, merchantName: string | null = null) => ({
  transactionId,
  source: 'bank' as const,
  date: '2026-10-03',
  name,
  merchantName,
  amount,
  accountName: 'RBC Chequing',
  category: null,
  bankCategory: null,
});

const rows: CategorizedRow[] = [
  {
    tx: tx('Adobe', '-29.99', 41, 'Adobe'),
    cents: -2999n,
    result: { category: 'Software', confidence: 0.971, source: 'rule', merchantKey: 'ADOBE', direction: 'out' },
    type: CategoryType.EXPENSE,
  },
  {
    tx: tx('=HYPERLINK("x")', '-5.00', 42),
    cents: -500n,
    result: { category: 'Not theirs', confidence: 0.5, source: 'ai', merchantKey: 'HYPERLINK', direction: 'out' },
    type: null,
  },
  {
    tx: tx('Shopify payout', '1200.00', 43),
    cents: 120000n,
    result: { category: 'Sales Revenue', confidence: 0.62, source: 'learned', merchantKey: 'SHOPIFY', direction: 'in' },
    type: CategoryType.REVENUE,
  },
];

describe('report lines', () => {
  it('are the cells of the transactions CSV: a category only when it is the client’s, confidence to two places', () => {
    const lines = reportLinesOf(rows);
    expect(lines[0]).toEqual({
      index: 0,
      date: '2026-10-03',
      name: 'Adobe',
      merchantName: 'Adobe',
      accountName: 'RBC Chequing',
      amount: '-29.99',
      category: 'Software',
      type: 'EXPENSE',
      confidence: 0.97,
      source: 'rule',
      origin: 'bank',
      transactionId: 41,
    });
    expect(lines[1]).toMatchObject({ index: 1, category: null, type: null, confidence: 0.5, source: 'AI' });
  });

  it('read back from their CSV rendering as they were (formula quotes taken off)', () => {
    const lines = reportLinesOf(rows);
    const csv = transactionsCsv(lines);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(linesOfTransactionsCsv(csv, { strict: true })).toEqual(lines);
    expect(linesOfTransactionsCsv(csv, { strict: false })).toEqual(lines);
  });

  it('sum into the summary as the categorized rows would', () => {
    expect(summaryRowsOf(reportLinesOf(rows))).toEqual([
      { amountCents: -2999, category: 'Software', categoryType: 'EXPENSE' },
      { amountCents: -500, category: null, categoryType: null },
      { amountCents: 120000, category: 'Sales Revenue', categoryType: 'REVENUE' },
    ]);
  });

  it('from an override: refuse a row whose date or amount is not one, naming its line; a legacy file keeps such cells empty', () => {
    const header = REPORT_CSV_HEADERS.transactions.join(',');
    const badDate = `${header}\n2026-10-03,Adobe,,RBC,-1.00\nOct 4,Cafe,,RBC,-2.00\n`;
    const badAmount = `${header}\n2026-10-03,Adobe,,RBC,about ten\n`;
    expect(() => linesOfTransactionsCsv(badDate, { strict: true })).toThrow(REPORT_MESSAGES.overrideRow(3, 'Date'));
    expect(() => linesOfTransactionsCsv(badAmount, { strict: true })).toThrow(REPORT_MESSAGES.overrideRow(2, 'Amount'));
    const tolerant = linesOfTransactionsCsv(badDate, { strict: false });
    expect(tolerant[1]).toMatchObject({ date: '', name: 'Cafe', amount: '-2.00', origin: null, transactionId: null, confidence: null });
    expect(linesOfTransactionsCsv(badAmount, { strict: false })[0].amount).toBe('');
  });

  it('keep what a hand-written override says, normalised: amounts as the reports write them, an unknown origin or a bad confidence as none', () => {
    const header = REPORT_CSV_HEADERS.transactions.join(',');
    const [line] = linesOfTransactionsCsv(`${header}\n2026-10-03,Adobe,,RBC,$1200.5,Software,EXPENSE,high,rule,paper,99999999999999999\n`, { strict: true });
    expect(line).toMatchObject({ amount: '1200.50', confidence: null, origin: null, transactionId: null, category: 'Software', type: 'EXPENSE' });
  });

  it('are reviewed least sure first: no category first of all, then by confidence, then in file order', () => {
    const lines = reportLinesOf(rows);
    const ordered = inReviewOrder(lines);
    expect(ordered.map((l) => l.index)).toEqual([1, 2, 0]);
    expect(ordered.map((l) => l.needsReview)).toEqual([true, true, false]);
  });

  it('hold dates that are dates and amounts a numeric(14,2) holds', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(lineAmount('-29.9')).toBe('-29.90');
    expect(lineAmount('(12.34)')).toBe('-12.34');
    expect(lineAmount('999999999999.99')).toBe('999999999999.99');
    expect(lineAmount('1000000000000.00')).toBeNull();
    expect(lineAmount('')).toBeNull();
  });
});
