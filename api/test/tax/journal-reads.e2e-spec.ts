import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { BooksService } from '../../src/modules/books/books.service';
import { CategoriesService } from '../../src/modules/categories/categories.service';
import { CategorizationService } from '../../src/modules/categorization/categorization.service';
import { GstHstReturnsService } from '../../src/modules/tax/gst-hst-returns.service';
import { TaxProfilesService } from '../../src/modules/tax/tax-profiles.service';
import { YearEndService } from '../../src/modules/tax/year-end.service';
import { EXPORT_MESSAGES } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

// The worksheet and the year-end statement read the journal (issue 27, point 1): docs/decisions/journal-reads.md.

type Row = { date: string; cents: number; name: string; category: string | null };
const cents = (amount: string) => Number(BigInt(amount.replace('.', '')));

// June 2026 of an Ontario HST registrant (13 %) on the regular method, as the bank shows it (tax included).
const JUNE: Row[] = [
  { date: '2026-06-03', cents: 113_000, name: 'INVOICE 1', category: 'Sales Revenue' }, // HST 130.00 payable, revenue 1,000.00
  { date: '2026-06-17', cents: 56_500, name: 'INVOICE 2', category: 'Sales Revenue' }, // HST 65.00 payable, revenue 500.00
  { date: '2026-06-05', cents: -11_300, name: 'ADOBE', category: 'Software' }, // ITC 13.00, expense 100.00
  { date: '2026-06-12', cents: -5_650, name: 'BISTRO', category: 'Travel & Meals' }, // 6.50 inside, ITC at 50 % = 3.25, expense 53.25
  { date: '2026-06-20', cents: -1_500, name: 'MONTHLY FEE', category: 'Bank Fees' }, // exempt: expense 15.00
  { date: '2026-06-25', cents: -1_000, name: 'ADOBE STOCK', category: 'Software' }, // 10.00 × 13/113 = 1.1504 → ITC 1.15, expense 8.85
  { date: '2026-06-28', cents: -20_000, name: 'E-TRANSFER TO OWNER', category: "Owner's drawings" }, // balance sheet only
];

describe('the worksheet and the year-end statement read the journal', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let books: BooksService;
  let worksheets: GstHstReturnsService;
  let userId: number;
  let accountId: number;
  let client: Agent;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    books = app.get(BooksService);
    worksheets = app.get(GstHstReturnsService);
    const { user, password } = await createUser(app);
    userId = user.id;
    client = await loginAs(app, user.email, password);
    await app.get(CategoriesService).listForUser(userId);
    await db.query(`UPDATE users SET province = 'ON', created_at = '2026-01-15T12:00:00Z' WHERE id = $1`, [userId]);
    await app.get(TaxProfilesService).save(userId, {
      province: 'ON',
      gstHstNumber: '123456782RT0001',
      filingFrequency: 'monthly',
      method: 'regular',
      businessStructure: 'sole_proprietor',
    });
    const [item] = await db.query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC') RETURNING id`,
      [userId, `item-${randomUUID()}`],
    );
    [{ id: accountId }] = await db.query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type) VALUES ($1, $2, 'Chequing', '0000', 'depository') RETURNING id`,
      [item.id, `acc-${randomUUID()}`],
    );
    for (const row of JUNE) await addRow(row);
  });
  afterAll(() => app.close());

  /** A posted bank row; its category recorded in the ledger as a report build does (null: left to the engine). */
  async function addRow(row: Row): Promise<void> {
    const [tx] = await db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, pending, category)
       VALUES ($1, $2, 'Chequing', $3, $4::numeric / 100, $5, $6, false, '{}') RETURNING id`,
      [userId, accountId, `tx-${randomUUID()}`, row.cents, row.date, row.name],
    );
    if (row.category) await db.query(`UPDATE ledger_entries SET category = $2 WHERE bank_transaction_id = $1`, [tx.id, row.category]);
  }

  /** A system account's movement over [from, to] in cents, in its normal sense. */
  async function moved(ref: number, from: string, to: string): Promise<number> {
    const [row] = await db.query(
      `SELECT (coalesce(sum(CASE WHEN a.type = 'asset' THEN l.debit - l.credit ELSE l.credit - l.debit END), 0) * 100)::bigint::text AS cents
         FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN book_accounts a ON a.id = l.account_id
        WHERE e.user_id = $1 AND a.source = 'system' AND a.ref = $2 AND e.date BETWEEN $3::date AND $4::date`,
      [userId, ref, from, to],
    );
    return Number(row.cents);
  }
  const RECEIVABLE = 2;
  const PAYABLE = 3;

  it("gives June's lines 101, 105, 108 and 109 as the journal's revenue and tax accounts moved, to the cent", async () => {
    const { worksheet } = await worksheets.worksheet(userId, '2026-06-01');
    expect(worksheet.lines).toEqual({
      '101': '1500.00',
      '103': '195.00',
      '104': '0.00',
      '105': '195.00',
      '106': '17.40',
      '107': '0.00',
      '108': '17.40',
      '109': '177.60',
    });
    expect(worksheet).toMatchObject({ transactionCount: 7, uncategorizedCount: 0, estimatedCount: 0 });
    expect(await moved(PAYABLE, '2026-06-01', '2026-06-30')).toBe(cents(worksheet.lines['105']));
    expect(await moved(RECEIVABLE, '2026-06-01', '2026-06-30')).toBe(cents(worksheet.lines['108']));
    expect((await moved(PAYABLE, '2026-06-01', '2026-06-30')) - (await moved(RECEIVABLE, '2026-06-01', '2026-06-30'))).toBe(cents(worksheet.lines['109']));
    // Line 101 (all taxable, no PST) is the journal's revenue for the month.
    const { accounts } = await books.profitAndLoss(userId, '2026-06-01', '2026-06-30');
    const revenue = accounts.filter((a) => a.type === 'revenue').reduce((sum, a) => sum + Number(a.cents), 0);
    expect(revenue).toBe(cents(worksheet.lines['101']));
  });

  it('counts a row the journal still holds in suspense from the engine, says so, and meets the journal once its category is recorded', async () => {
    await app.get(CategorizationService).learnFromApproval(userId, [{ name: 'SHOPIFY PAYOUT 77', category: 'Sales Revenue' }]);
    await addRow({ date: '2026-06-29', cents: 22_600, name: 'SHOPIFY PAYOUT 77', category: null }); // HST 26.00 inside
    const before = (await worksheets.worksheet(userId, '2026-06-01')).worksheet;
    expect(before).toMatchObject({ transactionCount: 8, uncategorizedCount: 0, estimatedCount: 1 });
    expect(before.lines).toMatchObject({ '103': '221.00', '109': '203.60' });
    // The journal has it in suspense: its HST is not payable yet.
    expect(await moved(PAYABLE, '2026-06-01', '2026-06-30')).toBe(195_00);

    await db.query(`UPDATE ledger_entries SET category = 'Sales Revenue' WHERE user_id = $1 AND name = 'SHOPIFY PAYOUT 77'`, [userId]);
    const after = (await worksheets.worksheet(userId, '2026-06-01')).worksheet;
    expect(after).toMatchObject({ transactionCount: 8, estimatedCount: 0 });
    expect(after.lines).toEqual(before.lines);
    expect((await moved(PAYABLE, '2026-06-01', '2026-06-30')) - (await moved(RECEIVABLE, '2026-06-01', '2026-06-30'))).toBe(cents(after.lines['109']));
  });

  it("puts the journal's revenue and expense accounts on the year-end statement (net of the recoverable HST), equal to the journal's P&L", async () => {
    const summary = await app.get(YearEndService).summaryOfYear(userId, { start: '2026-01-01', end: '2026-12-31' });
    // Revenue 1,000.00 + 500.00 + 200.00 (226.00 less 26.00); expenses: software 100.00 + 8.85, meals 53.25, bank fees 15.00.
    expect(summary.revenue.total).toBe('1700.00');
    expect(summary.expenses.total).toBe('177.10');
    expect(summary.netIncome.total).toBe('1522.90');
    expect(summary.lines.find((l) => l.line === '8810')?.total).toBe('108.85');
    const { accounts } = await books.profitAndLoss(userId, '2026-01-01', '2026-12-31');
    const sum = (type: string) => accounts.filter((a) => a.type === type).reduce((total, a) => total + Number(a.cents), 0);
    expect(cents(summary.revenue.total)).toBe(sum('revenue'));
    expect(cents(summary.expenses.total)).toBe(sum('expense'));
    // The drawing is on no line.
    expect(summary.lines.flatMap((l) => l.categories)).not.toContain("Owner's drawings");
  });

  it("exports June as QuickBooks Online journal entries: the journal's lines on real account names, every entry balanced", async () => {
    const text = (await client.get('/api/exports/qbo-journal?from=2026-06-01&to=2026-06-30').expect(200)).text;
    const rows: Record<string, string>[] = parse(text, { columns: true });
    const byEntry = new Map<string, number>();
    for (const r of rows) byEntry.set(r['Journal No.'], (byEntry.get(r['Journal No.']) ?? 0) + cents(r.Debits || '0.00') - cents(r.Credits || '0.00'));
    // One entry per row of the month (eight), each balanced.
    expect(byEntry.size).toBe(8);
    expect([...byEntry.values()].every((v) => v === 0)).toBe(true);
    const total = (account: string, side: 'Debits' | 'Credits') =>
      rows.filter((r) => r['Account Name'] === account).reduce((sum, r) => sum + cents(r[side] || '0.00'), 0);
    expect(total('GST/HST payable', 'Credits')).toBe(221_00);
    expect(total('GST/HST receivable (input tax credits)', 'Debits')).toBe(17_40);
    expect(total('Sales Revenue', 'Credits')).toBe(1700_00);
    expect(total("Owner's drawings", 'Debits')).toBe(200_00);
    expect(rows[0]['Journal Date']).toMatch(/^06\/\d{2}\/2026$/);
  });

  it('exports June as Xero manual journals on the codes of the Xero chart export: every entry balanced, every code in the chart, to the cent', async () => {
    const text = (await client.get('/api/exports/xero-journal?from=2026-06-01&to=2026-06-30').expect(200)).text;
    const rows: Record<string, string>[] = parse(text, { columns: true });
    const chart: Record<string, string>[] = parse((await client.get('/api/exports/xero-chart?from=2026-06-01&to=2026-06-30').expect(200)).text, {
      columns: true,
    });
    const codes = new Map(chart.map((r) => [r['*Code'], r]));
    expect(codes.size).toBe(chart.length);
    // Xero makes one journal of the rows sharing narration and date: one per entry of the month (eight), each balanced.
    const byJournal = new Map<string, number>();
    for (const r of rows) byJournal.set(`${r['*Narration']}|${r['*Date']}`, (byJournal.get(`${r['*Narration']}|${r['*Date']}`) ?? 0) + cents(r['*Amount']));
    expect(byJournal.size).toBe(8);
    expect([...byJournal.values()].every((v) => v === 0)).toBe(true);
    for (const r of rows) {
      expect(codes.has(r['*AccountCode'])).toBe(true);
      expect(r['*TaxRate']).toBe('Tax Exempt');
      expect(r['*Date']).toMatch(/^\d{2}\/06\/2026$/);
    }
    const total = (name: string, sign: 1 | -1) =>
      rows
        .filter((r) => codes.get(r['*AccountCode'])?.['*Name'].split(' / ').includes(name))
        .reduce((sum, r) => sum + (Math.sign(cents(r['*Amount'])) === sign ? cents(r['*Amount']) : 0), 0);
    expect(total('GST/HST payable', -1)).toBe(-221_00);
    expect(total('GST/HST receivable (input tax credits)', 1)).toBe(17_40);
    expect(total('Sales Revenue', -1)).toBe(-1700_00);
    expect(total("Owner's drawings", 1)).toBe(200_00);
    // Sales Revenue lands on Xero's default Sales account (200); the chequing account is a current asset coded from its GIFI line.
    expect(codes.get('200')).toMatchObject({ '*Type': 'Revenue' });
    const [chequing] = await db.query(`SELECT id FROM book_accounts WHERE user_id = $1 AND source = 'bank'`, [userId]);
    expect(codes.get(`1002-${Number(chequing.id).toString(36).toUpperCase()}`)).toMatchObject({ '*Name': 'Chequing', '*Type': 'Current Asset' });

    // Another client's books: nothing of this client's, and staff asking for a client who does not exist get a 404.
    const { user: other, password } = await createUser(app);
    const neighbour = await loginAs(app, other.email, password);
    expect((await neighbour.get('/api/exports/xero-journal?from=2026-06-01&to=2026-06-30').expect(200)).text.trim().split('\r\n')).toHaveLength(1);
    const theirs: Record<string, string>[] = parse((await neighbour.get('/api/exports/xero-chart?from=2026-06-01&to=2026-06-30').expect(200)).text, {
      columns: true,
    });
    expect(theirs.map((r) => r['*Code'])).not.toContain(`1002-${Number(chequing.id).toString(36).toUpperCase()}`);
    const admin = await createUser(app, { isAdmin: true });
    const staff = await loginAs(app, admin.user.email, admin.password);
    await staff.get('/api/admin/users/999999999/exports/xero-journal?from=2026-06-01&to=2026-06-30').expect(404);
    const forStaff = (await staff.get(`/api/admin/users/${userId}/exports/xero-journal?from=2026-06-01&to=2026-06-30`).expect(200)).text;
    expect(forStaff).toBe(text);
    await neighbour.get(`/api/admin/users/${userId}/exports/xero-journal?from=2026-06-01&to=2026-06-30`).expect(403);

    // Xero takes 300 lines a file: part 1 of June is the whole month, part 2 its header only; a bad part is a 400.
    const part1 = await client.get('/api/exports/xero-journal?from=2026-06-01&to=2026-06-30&part=1').expect(200);
    expect(part1.text).toBe(text);
    expect(part1.headers['content-disposition']).toContain('xero-journal-2026-06-01-to-2026-06-30-part-1.csv');
    expect((await client.get('/api/exports/xero-journal?from=2026-06-01&to=2026-06-30&part=2').expect(200)).text.trim().split('\r\n')).toHaveLength(1);
    for (const bad of [
      'xero-journal?from=2026-06-01&to=2026-06-30&part=0',
      'xero-journal?from=2026-06-01&to=2026-06-30&part=one',
      'qbo-journal?from=2026-06-01&to=2026-06-30&part=1',
    ])
      expect((await client.get(`/api/exports/${bad}`).expect(400)).body.message).toBe(EXPORT_MESSAGES.partFormat);
  });
});
