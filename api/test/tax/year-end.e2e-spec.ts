import type { NestExpressApplication } from '@nestjs/platform-express';
import { YEAR_END_MESSAGES, type YearEndSummary } from '@ledgerleaf/contracts';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const add = (values: string[]) => values.reduce((sum, v) => sum + cents(v), 0);

/** Every total of the summary is the sum of its twelve months. */
function expectYearIsSumOfMonths(s: YearEndSummary) {
  for (const figure of [...s.lines, s.revenue, s.expenses, s.netIncome]) {
    expect(figure.months).toHaveLength(12);
    expect(cents(figure.total)).toBe(add(figure.months));
  }
}

describe('tax: year-end statement', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let staff: Agent;
  let other: Agent;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp();
    // Calendar year 2026 (ON): Aug 14 software −113.00; Sep 2 sales 1,130.00; Sep 5 software −113.00;
    // Sep 12 meals −22.60; Sep 30 bank fee −4.95; Oct 1 software −113.00; a pending row and a hidden account's interest (left out).
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    // Signed up in 2025, so 2025 is one of the client's fiscal years.
    await db(app).query(`UPDATE users SET created_at = '2025-06-01T12:00:00Z' WHERE id = $1`, [userId]);
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    const admin = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, admin.user.email, admin.password);
    const stranger = await createUser(app);
    other = await loginAs(app, stranger.user.email, stranger.password);
  });
  afterAll(() => app.close());

  it("totals a sole proprietor's fiscal year on the T2125 lines, month by month", async () => {
    const { body } = await client.get('/api/tax/year-end/2026-12-31').expect(200);
    expect(body).toMatchObject({
      fiscalYear: { start: '2026-01-01', end: '2026-12-31' },
      businessStructure: 'sole_proprietor',
      form: 't2125',
      transactionCount: 6,
      uncategorizedCount: 0,
      estimate: true,
    });
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    const line = (n: string) => body.lines.find((l: { line: string }) => l.line === n);
    expect(body.lines.map((l: { line: string }) => l.line)).toEqual(['8000', '8710', '8810', '9200']);
    expect(line('8000')).toMatchObject({ label: 'Adjusted gross sales / professional fees', kind: 'revenue', total: '1130.00', categories: ['Sales Revenue'] });
    expect(line('8810')).toMatchObject({ total: '339.00', categories: ['Software'] });
    expect(line('8810').months.slice(7, 10)).toEqual(['113.00', '113.00', '113.00']);
    expect(line('8710').total).toBe('4.95');
    expect(line('9200').total).toBe('22.60');
    // 1,130.00 − (339.00 + 4.95 + 22.60)
    expect(body.revenue.total).toBe('1130.00');
    expect(body.expenses.total).toBe('366.55');
    expect(body.netIncome.total).toBe('763.45');
    expect(body.netIncome.months[8]).toBe('989.45');
    // T2125 has no balance sheet
    expect(body.balanceSheet).toBeNull();
    expect(body.netIncome.months[9]).toBe('-113.00');
    expectYearIsSumOfMonths(body);
  });

  it("answers 400 for a malformed date and 404 for a day that ends none of the client's fiscal years", async () => {
    expect((await client.get('/api/tax/year-end/2026-13-31').expect(400)).body.message).toContain(YEAR_END_MESSAGES.fiscalYearEndFormat);
    await client.get('/api/tax/year-end/last-year').expect(400);
    expect((await client.get('/api/tax/year-end/2026-06-30').expect(404)).body.message).toContain(YEAR_END_MESSAGES.unknownFiscalYear);
    await client.get('/api/tax/year-end/2030-12-31').expect(404);
    await client.get('/api/tax/year-end/2019-12-31').expect(404);
    const { body } = await client.get('/api/tax/year-end/2025-12-31').expect(200);
    expect(body.lines).toEqual([]);
    expect(body.netIncome.total).toBe('0.00');
  });

  it("answers 404 for another client's year and shows none of this client's figures", async () => {
    await other.get('/api/tax/year-end/2025-12-31').expect(404);
    const { body } = await other.get('/api/tax/year-end/2026-12-31').expect(200);
    expect(body.transactionCount).toBe(0);
    await request(app.getHttpServer()).get('/api/tax/year-end/2026-12-31').expect(401);
  });

  it('follows a June 30 year end from the tax questionnaire, and a corporation gets GIFI codes', async () => {
    await db(app).query(`UPDATE users SET tax_year_end_date = '2026-06-30' WHERE id = $1`, [userId]);
    await client
      .put('/api/tax/profile')
      .send({ province: 'ON', filingFrequency: 'quarterly', method: 'regular', businessStructure: 'corporation' })
      .expect(200);
    await client.get('/api/tax/year-end/2026-12-31').expect(404);
    const { body } = await client.get('/api/tax/year-end/2027-06-30').expect(200);
    expect(body).toMatchObject({ fiscalYear: { start: '2026-07-01', end: '2027-06-30' }, form: 'gifi', businessStructure: 'corporation' });
    expect(body.months[0].month).toBe('2026-07');
    expect(body.lines.find((l: { line: string }) => l.line === '8000')).toMatchObject({ label: 'Trade sales of goods and services', total: '1130.00' });
    expect(body.netIncome.total).toBe('763.45');
    expectYearIsSumOfMonths(body);
    // Schedule 100: the books' balance sheet at the year end, on GIFI codes, that balances (issue 27, point 8)
    const books = (await client.get('/api/books/balance-sheet?asOf=2027-06-30').expect(200)).body;
    const sheet = body.balanceSheet;
    expect(sheet.asOf).toBe('2027-06-30');
    expect(sheet.totals).toEqual({ ...books.totals, liabilitiesAndEquity: sheet.totals.liabilitiesAndEquity });
    expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilitiesAndEquity));
    expect(cents(sheet.totals.assets)).toBeGreaterThan(0);
    const gifi = (code: string) => sheet.lines.find((l: { gifi: string }) => l.gifi === code);
    expect(gifi('1002')).toMatchObject({ section: 'assets', label: 'Deposits in Canadian banks and institutions - Canadian currency' });
    expect(gifi('3680')).toMatchObject({ section: 'equity', label: 'Net income/loss', accounts: ['Current-year earnings'] });
    expect(gifi('3680').amount).toBe(books.equity.find((l: { account: string }) => l.account === 'Current-year earnings').amount);
    for (const section of ['assets', 'liabilities', 'equity']) {
      const lines = sheet.lines.filter((l: { section: string }) => l.section === section);
      expect(add(lines.map((l: { amount: string }) => l.amount))).toBe(cents(sheet.totals[section]));
    }
    await db(app).query(`UPDATE users SET tax_year_end_date = NULL WHERE id = $1`, [userId]);
    await client
      .put('/api/tax/profile')
      .send({ province: 'ON', filingFrequency: 'quarterly', method: 'regular', businessStructure: 'sole_proprietor' })
      .expect(200);
  });

  it('lets staff move a category to another line for the client, checking the line, and refuses clients', async () => {
    await client.get(`/api/admin/tax/users/${userId}/year-end-lines`).expect(403);
    await client.put(`/api/admin/tax/users/${userId}/year-end-lines`).send({ category: 'Travel & Meals', t2125: '8523', gifi: '8523' }).expect(403);
    const { body: rows } = await staff.get(`/api/admin/tax/users/${userId}/year-end-lines`).expect(200);
    expect(rows.find((r: { category: string }) => r.category === 'Travel & Meals')).toEqual({
      category: 'Travel & Meals',
      type: 'EXPENSE',
      t2125: '9200',
      gifi: '9200',
      overridden: false,
    });
    expect(rows.find((r: { category: string }) => r.category === 'Telephone & Internet')).toMatchObject({ t2125: '9220', gifi: '9225' });
    const bad = await staff.put(`/api/admin/tax/users/${userId}/year-end-lines`).send({ category: 'Travel & Meals', t2125: '1234', gifi: '8523' }).expect(400);
    expect(bad.body.message).toContain('1234 is not a T2125 line');
    await staff.put(`/api/admin/tax/users/${userId}/year-end-lines`).send({ category: 'Travel & Meals', t2125: '8000', gifi: '8523' }).expect(400);
    await staff.put(`/api/admin/tax/users/${userId}/year-end-lines`).send({ category: 'Travel & Meals', t2125: 8523 }).expect(400);
    await staff.put(`/api/admin/tax/users/${userId}/year-end-lines`).send({ category: 'No Such Category', t2125: '8523', gifi: '8523' }).expect(404);
    expect(rows.find((r: { category: string }) => r.category === "Owner's drawings")).toEqual({
      category: "Owner's drawings",
      type: 'BALANCE_SHEET',
      t2125: 'excluded',
      gifi: 'excluded',
      overridden: false,
    });
    const drawings = await staff
      .put(`/api/admin/tax/users/${userId}/year-end-lines`)
      .send({ category: "Owner's drawings", t2125: '9270', gifi: '9270' })
      .expect(400);
    expect(drawings.body.message).toContain("Owner's drawings posts to the balance sheet");
    await staff.get('/api/admin/tax/users/999999999/year-end-lines').expect(404);
    const { body: row } = await staff
      .put(`/api/admin/tax/users/${userId}/year-end-lines`)
      .send({ category: 'travel & meals', t2125: '8523', gifi: '8523' })
      .expect(200);
    expect(row).toEqual({ category: 'Travel & Meals', type: 'EXPENSE', t2125: '8523', gifi: '8523', overridden: true });
    const { body } = await client.get('/api/tax/year-end/2026-12-31').expect(200);
    expect(body.lines.map((l: { line: string }) => l.line)).toEqual(['8000', '8523', '8710', '8810']);
    expect(body.lines.find((l: { line: string }) => l.line === '8523').total).toBe('22.60');
    expect(body.netIncome.total).toBe('763.45');
    expect((await staff.get(`/api/admin/tax/users/${userId}/year-end/2026-12-31`).expect(200)).body).toEqual(body);
  });
});
