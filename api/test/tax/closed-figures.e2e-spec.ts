import type { NestExpressApplication } from '@nestjs/platform-express';
import { ReportStatus, TAX_MESSAGES, type GstHstWorksheet, type YearEndSummary } from '@ledgerleaf/contracts';
import { getDataSourceToken } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { YearEndService } from '../../src/modules/tax/year-end.service';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());

/** One more posted row on the client's chequing account (the bank's side of the books). */
async function bankRow(app: NestExpressApplication, userId: number, date: string, name: string, amount: string): Promise<void> {
  const [account] = await db(app).query(
    `SELECT a.id FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id WHERE i.user_id = $1 AND a.name = 'RBC Chequing'`,
    [userId],
  );
  await db(app).query(
    `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
     VALUES ($1, $2, 'RBC Chequing', $3, $4, $5, $6, NULL, false, '{}')`,
    [userId, account.id, `tx-${randomUUID()}`, amount, date, name],
  );
}

describe('closed periods read closed figures (issue 28, point 3)', () => {
  let app: NestExpressApplication;
  let staff: Agent;
  let other: Agent;
  let staffName: string;

  beforeAll(async () => {
    app = await createTestApp({ worker: true });
    const admin = await createUser(app, { isAdmin: true });
    staffName = `${admin.user.firstName} ${admin.user.lastName}`;
    staff = await loginAs(app, admin.user.email, admin.password);
    const stranger = await createUser(app);
    other = await loginAs(app, stranger.user.email, stranger.password);
  });
  afterAll(() => app.close());

  it('keeps a filed GST/HST return on the figures of its filing while the live books move, until the filing is undone', async () => {
    // September 2026 (ON, HST 13 %): sales 1,130.00 (HST 130.00); software −113.00 (ITC 13.00); meals −22.60 (ITC 50 % of 2.60 = 1.30); bank fee exempt.
    const made = await clientWithBankMonth(app);
    const userId = made.user.id;
    const client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    await client
      .put('/api/tax/profile')
      .send({ province: 'ON', filingFrequency: 'monthly', method: 'regular', businessStructure: 'sole_proprietor', gstHstNumber: '123456782RT0001' })
      .expect(200);
    const live = (await client.get('/api/tax/gst-hst-returns/2026-09-01').expect(200)).body as GstHstWorksheet;
    expect(live.lines).toMatchObject({ '101': '1000.00', '103': '130.00', '106': '14.30', '109': '115.70' });
    expect(live.filed).toBeUndefined();

    // A period not over yet cannot be filed; a bad date is a 400; another client's period is a 404.
    expect((await client.post('/api/tax/gst-hst-returns/2026-11-01/filed').expect(409)).body.message).toBe(TAX_MESSAGES.periodNotEnded);
    await client.post('/api/tax/gst-hst-returns/2026-9-01/filed').expect(400);
    await other.post('/api/tax/gst-hst-returns/2026-09-01/filed').expect(404);

    const filed = (await client.post('/api/tax/gst-hst-returns/2026-09-01/filed').expect(200)).body as GstHstWorksheet;
    expect(filed.filed?.filedAt).toEqual(expect.any(String));
    // Who recorded it, by name (the screens show it with the date).
    expect(filed.filed?.filedBy).toBe('Avery Lambert');
    expect(filed.lines).toEqual(live.lines);
    expect((await client.post('/api/tax/gst-hst-returns/2026-09-01/filed').expect(409)).body.message).toBe(TAX_MESSAGES.alreadyFiled);

    // The live books move: another sale of 565.00 in September (HST 65.00), known to the client's memory as Sales Revenue.
    await bankRow(app, userId, '2026-09-20', 'SHOPIFY PAYOUT 8841', '565.00');

    const after = (await client.get('/api/tax/gst-hst-returns/2026-09-01').expect(200)).body as GstHstWorksheet;
    expect(after.lines).toEqual(live.lines);
    expect(after.categories).toEqual(live.categories);
    expect(after.filed).toEqual(filed.filed);
    const row = ((await client.get('/api/tax/gst-hst-returns').expect(200)).body as { periodStart: string; netTax: string; filed?: object }[]).find(
      (r) => r.periodStart === '2026-09-01',
    );
    expect(row).toMatchObject({ netTax: '115.70', filed: filed.filed });
    const csv: string[][] = parse((await client.get('/api/downloads/gst-hst-return/2026-09-01/csv').expect(200)).text, { relax_column_count: true });
    expect(csv).toContainEqual(['109', 'Net tax (105 − 108)', '115.70', '']);
    expect((await staff.get(`/api/admin/tax/users/${userId}/gst-hst-returns/2026-09-01`).expect(200)).body.lines['109']).toBe('115.70');

    // Undone (staff), the worksheet reads the live books: 130.00 + 65.00 − 14.30.
    const undone = (await staff.delete(`/api/admin/tax/users/${userId}/gst-hst-returns/2026-09-01/filed`).expect(200)).body as GstHstWorksheet;
    expect(undone.lines).toMatchObject({ '103': '195.00', '109': '180.70' });
    expect(undone.filed).toBeUndefined();
    await staff.delete(`/api/admin/tax/users/${userId}/gst-hst-returns/2026-09-01/filed`).expect(404);
    // Staff can record it again, now with the figures of now.
    const again = (await staff.post(`/api/admin/tax/users/${userId}/gst-hst-returns/2026-09-01/filed`).expect(200)).body as GstHstWorksheet;
    expect(again.lines['109']).toBe('180.70');
    expect(again.filed?.filedBy).toBe(staffName);
    await client.post(`/api/admin/tax/users/${userId}/gst-hst-returns/2026-09-01/filed`).expect(403);
  });

  it('answers the statement an approved year-end package was rendered from, not the live books', async () => {
    // Fiscal year October 2025 – September 2026: sales 1,130.00; software −226.00; meals −22.60; bank fee −4.95 → net income 876.45.
    const made = await clientWithBankMonth(app);
    const userId = made.user.id;
    await db(app).query(`UPDATE users SET tax_year_end_date = '2026-09-30', created_at = '2025-06-01T12:00:00Z' WHERE id = $1`, [userId]);
    const client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    const before = (await client.get('/api/tax/year-end/2026-09-30').expect(200)).body as YearEndSummary;
    expect(before.netIncome.total).toBe('876.45');
    expect(before.closed).toBeUndefined();

    const [report] = await db(app).query(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date, status) VALUES ($1, $2, 2026, 9, '2026-09-01', '2026-09-30', $3) RETURNING id`,
      [`RPT-CF-${userId}-202609`, userId, ReportStatus.PENDING],
    );
    await staff.post(`/api/admin/reports/${report.id}/update-status`).send({ status: 'approved' }).expect(200);
    const [pkg] = await eventually(async () => {
      const rows: { id: number }[] = await db(app).query(`SELECT id FROM year_end_packages WHERE user_id = $1 AND status = 'pending'`, [userId]);
      return rows.length ? rows : null;
    });
    // Pending: still the live statement (staff may reject it).
    expect(((await client.get('/api/tax/year-end/2026-09-30').expect(200)).body as YearEndSummary).closed).toBeUndefined();
    await staff.post(`/api/admin/year-end-packages/${pkg.id}/update-status`).send({ status: 'approved' }).expect(200);

    // The live books move: the client hides the chequing account (not a ledger write, so the month close lets it through).
    await db(app).query(
      `INSERT INTO account_visibility (user_id, account_id, is_hidden)
       SELECT $1, a.account_id, true FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id WHERE i.user_id = $1 AND a.name = 'RBC Chequing'`,
      [userId],
    );
    const [{ live }] = await db(app).query(
      `SELECT count(*)::int AS live FROM journal_entries e JOIN ledger_entries l ON l.id = e.ledger_entry_id WHERE e.user_id = $1 AND l.name = 'SHOPIFY PAYOUT 8841'`,
      [userId],
    );
    expect(live).toBe(0);
    const liveYear = await app.get(YearEndService).summaryOfYear(userId, { start: '2025-10-01', end: '2026-09-30' });
    expect(liveYear.netIncome.total).toBe('0.00');

    const closed = (await client.get('/api/tax/year-end/2026-09-30').expect(200)).body as YearEndSummary;
    expect(closed.closed).toEqual({ packageId: pkg.id, approvedAt: expect.any(String) });
    const { closed: _closed, ...frozen } = closed;
    expect(frozen).toEqual(before);
    const staffView = (await staff.get(`/api/admin/tax/users/${userId}/year-end/2026-09-30`).expect(200)).body as YearEndSummary;
    expect(staffView.netIncome.total).toBe('876.45');
    await other.get('/api/tax/year-end/2026-09-30').expect(404);
  });
});
