import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CategoryType, defaultTaxTreatment, DEFAULT_TAX_TREATMENTS, SALES_TAX_RATES, type ProvinceCode, type TaxMethod } from '@ledgerleaf/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { BooksService } from '../../src/modules/books/books.service';
import { CategoriesService } from '../../src/modules/categories/categories.service';
import { LedgerChangesProcessor } from '../../src/modules/reports/ledger-changes.processor';
import { computeWorksheet, type TaxRow } from '../../src/modules/tax/gst-hst-worksheet';
import { GstHstReturnsService } from '../../src/modules/tax/gst-hst-returns.service';
import { TaxProfilesService } from '../../src/modules/tax/tax-profiles.service';
import { createTestApp, createUser } from '../helpers/test-app';

// Sales tax in the journal (issue 27, point 5): docs/decisions/sales-tax-journal.md.

type Row = { date: string; cents: number; category: string | null };

const REVENUE = new Set(['sales revenue', 'refunds/discounts', 'other income']);
const typeOf = (category: string | null) => (category === null ? null : REVENUE.has(category.toLowerCase()) ? CategoryType.REVENUE : CategoryType.EXPENSE);
const cents = (amount: string) => Number(BigInt(amount.replace('.', '')));

describe('sales tax in the journal', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let books: BooksService;
  let worksheets: GstHstReturnsService;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    books = app.get(BooksService);
    worksheets = app.get(GstHstReturnsService);
  });
  afterAll(() => app.close());

  /** A client of `province` with one chequing account holding `rows`, categorized as a report build records them. */
  async function clientWith(province: ProvinceCode, rows: Row[], profile?: { method: TaxMethod; number: string | null }): Promise<number> {
    const { user } = await createUser(app);
    await app.get(CategoriesService).listForUser(user.id);
    await db.query(`UPDATE users SET province = $2 WHERE id = $1`, [user.id, province]);
    if (profile) await saveProfile(user.id, province, profile);
    const [item] = await db.query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC') RETURNING id`,
      [user.id, `item-${randomUUID()}`],
    );
    const [account] = await db.query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type) VALUES ($1, $2, 'Chequing', '0000', 'depository') RETURNING id`,
      [item.id, `acc-${randomUUID()}`],
    );
    const inserted: { transaction_id: string }[] = await db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, pending, category)
       SELECT $1, $2, 'Chequing', t, m::numeric / 100, d::date, 'ROW ' || t, false, '{}'
       FROM unnest($3::text[], $4::bigint[], $5::text[]) AS r(t, m, d)
       RETURNING transaction_id`,
      [user.id, account.id, rows.map((_, i) => `t${i}-${randomUUID()}`), rows.map((r) => r.cents), rows.map((r) => r.date)],
    );
    const categoryOf = new Map(inserted.map((r) => [r.transaction_id, rows[Number(r.transaction_id.slice(1, r.transaction_id.indexOf('-')))].category]));
    const txIds = [...categoryOf.keys()];
    await db.query(
      `UPDATE ledger_entries l SET category = u.c
         FROM unnest($2::text[], $3::text[]) AS u(t, c), bank_transactions b
        WHERE l.user_id = $1 AND l.source = 'bank' AND b.id = l.bank_transaction_id AND b.transaction_id = u.t`,
      [user.id, txIds, txIds.map((t) => categoryOf.get(t))],
    );
    return user.id;
  }

  const saveProfile = (userId: number, province: ProvinceCode, profile: { method: TaxMethod; number: string | null }) =>
    app.get(TaxProfilesService).save(userId, {
      province,
      gstHstNumber: profile.number,
      filingFrequency: 'monthly',
      method: profile.method,
      businessStructure: 'sole_proprietor',
    });

  /** A system account's balance at a day, in cents, in its normal sense. */
  async function systemBalance(userId: number, ref: number, asOf: string): Promise<number> {
    const [row] = await db.query(
      `SELECT (coalesce(sum(CASE WHEN a.type = 'asset' THEN l.debit - l.credit ELSE l.credit - l.debit END), 0) * 100)::bigint::text AS cents
         FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN book_accounts a ON a.id = l.account_id
        WHERE e.user_id = $1 AND a.source = 'system' AND a.ref = $2 AND e.date <= $3::date`,
      [userId, ref, asOf],
    );
    return Number(row.cents);
  }
  const GST_HST_RECEIVABLE = 2;
  const GST_HST_PAYABLE = 3;
  const QST_PAYABLE = 12;
  const QST_RECEIVABLE = 13;

  const pl = async (userId: number, from: string, to: string) =>
    Object.fromEntries((await books.profitAndLoss(userId, from, to)).accounts.map((a) => [a.name, Number(a.cents)]));

  // June 2026 of an Ontario HST registrant (13 %), every amount as the bank shows it (tax included).
  const ONTARIO_JUNE: Row[] = [
    { date: '2026-06-03', cents: 113_000, category: 'Sales Revenue' }, // HST 130.00, revenue 1,000.00
    { date: '2026-06-17', cents: 56_500, category: 'Sales Revenue' }, // HST 65.00, revenue 500.00
    { date: '2026-06-05', cents: -11_300, category: 'Software' }, // ITC 13.00, expense 100.00
    { date: '2026-06-12', cents: -5_650, category: 'Travel & Meals' }, // 6.50 inside, ITC at 50 % = 3.25, expense 53.25
    { date: '2026-06-20', cents: -1_500, category: 'Bank Fees' }, // exempt: expense 15.00
    { date: '2026-06-25', cents: -1_000, category: 'Software' }, // 10.00 × 13/113 = 1.1504 → ITC 1.15, expense 8.85
    { date: '2026-06-28', cents: -20_000, category: "Owner's drawings" }, // balance sheet only, no tax
  ];

  it('posts an HST registrant’s sales to GST/HST payable and purchases to receivable (meals at 50 %): P&L net, balance sheet, line 109 = the change', async () => {
    const userId = await clientWith('ON', ONTARIO_JUNE, { method: 'regular', number: '123456782RT0001' });

    expect(await pl(userId, '2026-06-01', '2026-06-30')).toEqual({ 'Sales Revenue': 150_000, Software: 10_885, 'Travel & Meals': 5_325, 'Bank Fees': 1_500 });
    const { netOfSalesTax } = await books.profitAndLoss(userId, '2026-06-01', '2026-06-30');
    expect(netOfSalesTax).toBe(true);

    const sheet = await books.balanceSheet(userId, '2026-06-30');
    expect(sheet.liabilities).toContainEqual({ account: 'GST/HST payable', systemAccount: 'gst_hst_payable', gifi: '2680', amount: '195.00' });
    expect(sheet.assets).toContainEqual({
      account: 'GST/HST receivable (input tax credits)',
      systemAccount: 'gst_hst_receivable',
      gifi: '1483',
      amount: '17.40',
    });
    expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilities) + cents(sheet.totals.equity));

    const { worksheet } = await worksheets.worksheet(userId, '2026-06-01');
    // 103: 130.00 + 65.00; 106: 13.00 + 3.25 + 1.15; 109 = 195.00 − 17.40.
    expect(worksheet.lines).toMatchObject({ '103': '195.00', '106': '17.40', '109': '177.60' });
    const change = (await systemBalance(userId, GST_HST_PAYABLE, '2026-06-30')) - (await systemBalance(userId, GST_HST_RECEIVABLE, '2026-06-30'));
    expect(change).toBe(cents(worksheet.lines['109']));
    expect(await systemBalance(userId, QST_PAYABLE, '2026-06-30')).toBe(0);

    // Another client reads nothing of it.
    const other = await clientWith('ON', [], undefined);
    expect((await books.profitAndLoss(other, '2026-06-01', '2026-06-30')).accounts).toEqual([]);
    expect(await systemBalance(other, GST_HST_PAYABLE, '2026-06-30')).toBe(0);
  });

  it('posts a Québec registrant’s QST to QST payable and receivable, apart from the GST', async () => {
    const userId = await clientWith(
      'QC',
      [
        { date: '2026-06-04', cents: 114_975, category: 'Sales Revenue' }, // GST 50.00, QST 99.75, revenue 1,000.00
        { date: '2026-06-09', cents: -22_995, category: 'Software' }, // GST 10.00, QST 19.95, expense 200.00
      ],
      { method: 'regular', number: '123456782RT0001' },
    );
    expect(await pl(userId, '2026-06-01', '2026-06-30')).toEqual({ 'Sales Revenue': 100_000, Software: 20_000 });
    expect(await systemBalance(userId, GST_HST_PAYABLE, '2026-06-30')).toBe(5_000);
    expect(await systemBalance(userId, GST_HST_RECEIVABLE, '2026-06-30')).toBe(1_000);
    expect(await systemBalance(userId, QST_PAYABLE, '2026-06-30')).toBe(9_975);
    expect(await systemBalance(userId, QST_RECEIVABLE, '2026-06-30')).toBe(1_995);
    const { worksheet } = await worksheets.worksheet(userId, '2026-06-01');
    expect(worksheet.lines['109']).toBe('40.00');
    expect(worksheet.qst).toEqual({ collected: '99.75', inputTaxRefunds: '19.95', netTax: '79.80' });
    const sheet = await books.balanceSheet(userId, '2026-06-30');
    expect(sheet.liabilities).toContainEqual({ account: 'QST payable', systemAccount: 'qst_payable', gifi: '2680', amount: '99.75' });
  });

  it('posts gross for a Quick Method client and for a client without a GST/HST number; saving a number re-posts through the ledger-changes drain', async () => {
    const quick = await clientWith('ON', ONTARIO_JUNE, { method: 'quick', number: '123456782RT0001' });
    const gross = { 'Sales Revenue': 169_500, Software: 12_300, 'Travel & Meals': 5_650, 'Bank Fees': 1_500 };
    expect(await pl(quick, '2026-06-01', '2026-06-30')).toEqual(gross);
    expect((await books.profitAndLoss(quick, '2026-06-01', '2026-06-30')).netOfSalesTax).toBe(false);
    expect(await systemBalance(quick, GST_HST_PAYABLE, '2026-06-30')).toBe(0);

    const unregistered = await clientWith('ON', ONTARIO_JUNE);
    expect(await pl(unregistered, '2026-06-01', '2026-06-30')).toEqual(gross);

    // The client registers: the profile's trigger records the months to re-post (durable), the drain posts them.
    await saveProfile(unregistered, 'ON', { method: 'regular', number: '123456782RT0001' });
    await app.get(LedgerChangesProcessor).drain(unregistered);
    expect(await pl(unregistered, '2026-06-01', '2026-06-30')).toEqual({
      'Sales Revenue': 150_000,
      Software: 10_885,
      'Travel & Meals': 5_325,
      'Bank Fees': 1_500,
    });
    expect(await systemBalance(unregistered, GST_HST_PAYABLE, '2026-06-30')).toBe(19_500);

    // ... and a change of method back to the Quick Method posts gross again.
    await saveProfile(unregistered, 'ON', { method: 'quick', number: '123456782RT0001' });
    await app.get(LedgerChangesProcessor).drain(unregistered);
    expect(await pl(unregistered, '2026-06-01', '2026-06-30')).toEqual(gross);
    expect(await systemBalance(unregistered, GST_HST_PAYABLE, '2026-06-30')).toBe(0);
  });

  it("keeps the database's rates and default treatments the same as contracts", async () => {
    for (const [province, history] of Object.entries(SALES_TAX_RATES)) {
      for (const rates of history) {
        const [row] = await db.query(`SELECT gst, hst, pst, qst FROM sales_tax_rates_on($1, $2::date)`, [province, rates.from]);
        expect({ province, ...row }).toEqual({ province, gst: rates.gst, hst: rates.hst, pst: rates.pst, qst: rates.qst });
      }
      const [before] = await db.query(`SELECT gst, hst, pst, qst FROM sales_tax_rates_on($1, '2000-01-01')`, [province]);
      expect(before).toEqual({ gst: history[0].gst, hst: history[0].hst, pst: history[0].pst, qst: history[0].qst });
    }
    for (const key of [...Object.keys(DEFAULT_TAX_TREATMENTS), 'marketing', 'no such category']) {
      const [row] = await db.query(`SELECT treatment, share FROM tax_treatment_default($1)`, [key]);
      const expected = defaultTaxTreatment(key);
      expect({ key, ...row }).toEqual({ key, treatment: expected.treatment, share: expected.itcSharePercent });
    }
  });

  it('for random rows, the change of the tax accounts over a quarter equals the worksheet’s net tax, row by row in TypeScript and from the database (fast-check)', async () => {
    // Rows without a category are left out: the worksheet asks the engine about them, the journal keeps them in suspense.
    const CATEGORIES = ['Sales Revenue', 'Refunds/Discounts', 'Other Income', 'Software', 'Travel & Meals', 'Bank Fees', 'Loan Payments', 'Marketing'];
    const rowArb = fc.record({
      date: fc.integer({ min: 0, max: 90 }).map((d) => new Date(Date.UTC(2026, 3, 1 + d)).toISOString().slice(0, 10)),
      cents: fc.oneof(fc.integer({ min: -500_000, max: 500_000 }), fc.integer({ min: -99_999_999, max: 99_999_999 })),
      category: fc.constantFrom(...CATEGORIES),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<ProvinceCode>('ON', 'QC', 'BC', 'NS', 'AB'),
        fc.array(rowArb, { minLength: 1, maxLength: 30 }),
        async (province, rows) => {
          const userId = await clientWith(province, rows, { method: 'regular', number: '123456782RT0001' });
          await db.query(`UPDATE users SET tax_year_end_date = '2026-12-31' WHERE id = $1`, [userId]);
          await db.query(`UPDATE tax_profiles SET filing_frequency = 'quarterly' WHERE user_id = $1`, [userId]);
          const balance = async (ref: number) => (await systemBalance(userId, ref, '2026-06-30')) - (await systemBalance(userId, ref, '2026-03-31'));
          const taxRows: TaxRow[] = rows.map((r) => ({ date: r.date, amountCents: r.cents, category: r.category, categoryType: typeOf(r.category) }));
          const byRow = computeWorksheet({ province, method: 'regular', periodStart: '2026-04-01', rows: taxRows, treatmentOf: defaultTaxTreatment });
          const { worksheet } = await worksheets.worksheet(userId, '2026-04-01');
          const gstHst = (await balance(GST_HST_PAYABLE)) - (await balance(GST_HST_RECEIVABLE));
          expect(gstHst).toBe(byRow.lines['109']);
          expect(cents(worksheet.lines['109'])).toBe(byRow.lines['109']);
          const qst = (await balance(QST_PAYABLE)) - (await balance(QST_RECEIVABLE));
          expect(qst).toBe(byRow.qst?.netTaxCents ?? 0);
          if (worksheet.qst) expect(cents(worksheet.qst.netTax)).toBe(qst);
        },
      ),
      { numRuns: 25 },
    );
  });
});
