import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { YEAR_END_LINES, type ProvinceCode } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { LedgerEntriesReader } from '../../src/modules/ledger/ledger-entries.reader';
import type { LedgerEntryRow } from '../../src/modules/ledger/ledger-rows';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import { computeWorksheet, quickMethodKind, type TaxRow, type TreatmentOf } from '../../src/modules/tax/gst-hst-worksheet';
import { TaxTransactionsService, type CategorizedTransaction } from '../../src/modules/tax/tax-transactions.service';
import { computeYearEndStatement, fiscalMonths } from '../../src/modules/tax/year-end-statement';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());

async function all<T>(batches: AsyncIterable<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

const YEAR = { start: '2026-01-01', end: '2026-12-31' };
const QUARTERS = ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'].map((start, i) => ({
  start,
  end: ['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31'][i],
}));
/** Taxable at full ITC, except an exempt and a zero-rated category, so every branch of the worksheet sees money. */
const treatmentOf: TreatmentOf = (category) =>
  category.toLowerCase() === 'bank fees'
    ? { treatment: 'exempt', itcSharePercent: 0 }
    : category.toLowerCase() === 'software'
      ? { treatment: 'zero_rated', itcSharePercent: 0 }
      : { treatment: 'taxable', itcSharePercent: 100 };

/**
 * The worksheets and year-end statements now add up month figures (PostgreSQL's sums per month
 * and category, the engine only for rows without one of the client's categories) instead of
 * every row of the period. These prove the figures give the same results to the cent as the
 * rows themselves, and that the reader picks the same rows as LedgerService.entriesForPeriod.
 */
describe('tax: month figures', () => {
  let app: NestExpressApplication;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp();
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    await app.get(TaxTransactionsService).monthFigures(userId, YEAR.start, YEAR.end); // creates the default categories
    // A purchases-for-resale category, so the Quick Method's kind of business depends on the figures too.
    await db(app).query(`INSERT INTO user_categories (user_id, type, category_name) VALUES ($1, 'EXPENSE', 'Cost of Goods Sold')`, [userId]);
    const [account] = await db(app).query(`SELECT bank_account_id AS id FROM bank_transactions WHERE user_id = $1 AND account_name = 'RBC Chequing' LIMIT 1`, [
      userId,
    ]);
    // 1,500 more rows over the year: sales, resale purchases, fees and unknown merchants.
    await db(app).query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, pending, category)
       SELECT $1::int, $2, 'RBC Chequing', 'month-figures-' || $1::int || '-' || i,
              CASE WHEN i % 4 = 0 THEN (i % 997 + 0.37)::numeric ELSE -(i % 389 + 0.01)::numeric END,
              DATE '2026-01-01' + (i * 7919 % 365), 'MERCHANT ' || (i % 37), false, '{}'
       FROM generate_series(1, 1500) AS i`,
      [userId, account.id],
    );
    // As report builds leave them: most rows carry a category, in the client's spelling or another case;
    // some carry one the client no longer has; the rest (and September's) none.
    await db(app).query(
      `UPDATE ledger_entries SET category = CASE id % 7 WHEN 0 THEN 'Sales Revenue' WHEN 1 THEN 'software' WHEN 2 THEN $2 WHEN 3 THEN 'Bank Fees'
                                                         WHEN 4 THEN 'A Category Since Deleted' WHEN 5 THEN 'Travel & Meals' ELSE NULL END
       WHERE user_id = $1 AND name LIKE 'MERCHANT %'`,
      [userId, 'COST OF GOODS SOLD'],
    );
    // Possible duplicates: undecided (never counts) and "both are real" (counts).
    await db(app).query(
      `WITH pairs AS (SELECT id, lag(id) OVER (ORDER BY id) AS earlier, row_number() OVER (ORDER BY id) AS n FROM ledger_entries WHERE user_id = $1 AND name LIKE 'MERCHANT %')
       UPDATE ledger_entries l SET duplicate_of = p.earlier, duplicate_decision = CASE WHEN p.n % 2 = 0 THEN 'distinct'::duplicate_decision END
       FROM pairs p WHERE l.id = p.id AND p.n % 50 = 0`,
      [userId],
    );
  });
  afterAll(() => app.close());

  it('reads the same rows as entriesForPeriod, in batches, oldest first', async () => {
    const { rows: expected } = await app.get(LedgerService).entriesForPeriod(userId, YEAR.start, YEAR.end);
    const batches: LedgerEntryRow[][] = [];
    for await (const batch of app.get(LedgerEntriesReader).batchesForPeriod(userId, YEAR.start, YEAR.end, { batchRows: 400 })) batches.push(batch);
    expect(batches.length).toBeGreaterThan(3);
    expect(batches.flat()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1400);
    expect(expected.some((r) => r.name === 'INTEREST PAID')).toBe(false);
  });

  it('gives every worksheet and the year-end statement to the cent from far fewer figures than rows', async () => {
    const transactions = app.get(TaxTransactionsService);
    const rows: CategorizedTransaction[] = await all(transactions.categorizedBatches(userId, YEAR.start, YEAR.end));
    const figures = await transactions.monthFigures(userId, YEAR.start, YEAR.end);
    expect(figures.length).toBeLessThan(rows.length / 10);
    expect(figures.reduce((n, f) => n + f.count, 0)).toBe(rows.length);
    expect(figures.every((f) => f.date.endsWith('-01'))).toBe(true);

    const within = (list: readonly TaxRow[], from: string, to: string) => list.filter((r) => r.date >= from && r.date <= to);
    // The month figures carry their rows' taxes from the database (sales_tax_parts: the client's province and
    // treatments), so the client's books say what treatmentOf says, and the province is the client's.
    await db(app).query(
      `INSERT INTO tax_category_treatments (user_id, category_key, treatment, itc_share_percent)
       VALUES ($1, 'bank fees', 'exempt', 0), ($1, 'software', 'zero_rated', 0), ($1, 'travel & meals', 'taxable', 100)
       ON CONFLICT (user_id, category_key) DO UPDATE SET treatment = EXCLUDED.treatment, itc_share_percent = EXCLUDED.itc_share_percent`,
      [userId],
    );
    for (const province of ['ON', 'QC', 'BC'] as ProvinceCode[]) {
      await db(app).query(`UPDATE users SET province = $2 WHERE id = $1`, [userId, province]);
      const inProvince = await transactions.monthFigures(userId, YEAR.start, YEAR.end);
      for (const q of QUARTERS) {
        const regular = (list: readonly TaxRow[]) =>
          computeWorksheet({ province, method: 'regular', periodStart: q.start, rows: within(list, q.start, q.end), treatmentOf });
        expect(regular(inProvince)).toEqual(regular(rows));
        const quick = (list: readonly TaxRow[]) =>
          computeWorksheet({
            province,
            method: 'quick',
            periodStart: q.start,
            rows: within(list, q.start, q.end),
            treatmentOf,
            quick: {
              kind: quickMethodKind(within(list, YEAR.start, q.end), treatmentOf),
              priorEligibleCents: regular(within(list, YEAR.start, q.start)).eligibleSuppliesCents,
            },
          });
        expect(quick(inProvince)).toEqual(quick(rows));
      }
    }
    expect(computeWorksheet({ province: 'ON', method: 'regular', periodStart: YEAR.start, rows: figures, treatmentOf }).transactionCount).toBe(rows.length);

    const months = fiscalMonths(YEAR, { businessStructure: 'sole_proprietor', taxYearEnd: '12-31' });
    const lines = YEAR_END_LINES.t2125;
    const lineOf = (_: string, type: string) => (type === 'REVENUE' ? lines.find((l) => l.kind === 'revenue')! : lines.find((l) => l.kind === 'expense')!).line;
    const statement = (list: readonly TaxRow[]) => computeYearEndStatement({ form: 't2125', months, rows: list, lineOf });
    expect(statement(figures)).toEqual(statement(rows));
  });

  it('sums a month in PostgreSQL, reading through the engine only the rows without one of the client’s categories', async () => {
    const reader = app.get(LedgerEntriesReader);
    const unknown = await all(reader.batchesForPeriod(userId, YEAR.start, YEAR.end, { categoryNullOrIn: ['A Category Since Deleted'] }));
    const everything = await all(reader.batchesForPeriod(userId, YEAR.start, YEAR.end));
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.length).toBeLessThan(everything.length / 2);
    expect(unknown.every((r) => r.category === null || r.category === 'A Category Since Deleted')).toBe(true);
    const totals = await reader.monthTotals(userId, YEAR.start, YEAR.end);
    expect(totals.reduce((n, t) => n + t.count, 0)).toBe(everything.length);
    // The same rows once more, read in the totals' snapshot.
    const picked: LedgerEntryRow[] = [];
    const again = await reader.monthTotals(
      userId,
      YEAR.start,
      YEAR.end,
      () => ({ categoryNullOrIn: ['A Category Since Deleted'], batchRows: 50 }),
      async (rows) => void picked.push(...rows),
    );
    expect(again).toEqual(totals);
    expect(picked).toEqual(unknown);
  });
});
