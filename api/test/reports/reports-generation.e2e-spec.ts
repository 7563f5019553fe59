import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CLIENT_LIMIT_MESSAGES, REPORT_CSV_HEADERS, REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import { previousMonth } from '../../src/modules/reports/reports.jobs';
import { CategorizationService } from '../../src/modules/categorization/categorization.service';
import { ReportsScheduler } from '../../src/modules/reports/reports.scheduler';
import { monthLabel } from '../../src/modules/reports/month-label';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, createUser, eventually, hasRedis, loginAs, type Agent } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());

describe('monthly reports: the builder', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let staff: Agent;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp({ worker: true });
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    client = await loginAs(app, made.user.email, made.password);
    // The client's categories exist once read (16 defaults).
    await client.get('/api/plaid/user-categories').expect(200);
    const admin = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, admin.user.email, admin.password);
  });
  afterAll(() => app.close());

  it('writes the month cell by cell: posted rows of visible accounts, cents exact, formulas neutralised', async () => {
    const { body } = await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200);
    expect(body.report).toMatchObject({
      reportId: `RPT-2026-09-${String(userId).padStart(6, '0')}`,
      status: 'pending',
      transactionCount: 4,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      files: { transactions: true, summary: true, pdf: true },
    });
    expect(body.report.accountsIncluded.map((a: { name: string }) => a.name)).toEqual(['RBC Chequing']);

    const transactions = parse((await staff.get(`/api/downloads/monthly-report/${body.report.id}/transactions`).expect(200)).text) as string[][];
    expect(transactions[0]).toEqual([...REPORT_CSV_HEADERS.transactions]);
    expect(transactions.slice(1).map((r) => r.slice(0, 7))).toEqual([
      ['2026-09-02', 'SHOPIFY PAYOUT 8841', '', 'RBC Chequing', '1130.00', 'Sales Revenue', 'REVENUE'],
      ['2026-09-05', 'ADOBE *CREATIVE CLD', '', 'RBC Chequing', '-113.00', 'Software', 'EXPENSE'],
      ['2026-09-12', `'=HYPERLINK("x") CAFE`, '', 'RBC Chequing', '-22.60', 'Travel & Meals', 'EXPENSE'],
      ['2026-09-30', 'MONTHLY FEE', '', 'RBC Chequing', '-4.95', 'Bank Fees', 'EXPENSE'],
    ]);
    for (const row of transactions.slice(1)) {
      expect(row[7]).toMatch(/^(0|1)\.\d\d$/);
      expect(row[8]).toBe('learned');
    }

    const summary = parse((await staff.get(`/api/downloads/monthly-report/${body.report.id}/summary`).expect(200)).text, {
      relax_column_count: true,
    }) as string[][];
    expect(summary).toEqual([
      [...REPORT_CSV_HEADERS.summary],
      ['Sales Revenue', 'REVENUE', '1', '1130.00'],
      ['Software', 'EXPENSE', '1', '113.00'],
      ['Travel & Meals', 'EXPENSE', '1', '22.60'],
      ['Bank Fees', 'EXPENSE', '1', '4.95'],
      ['Total revenue', 'REVENUE', '', '1130.00'],
      ['Total expenses', 'EXPENSE', '', '140.55'],
      ['Net income', '', '', '989.45'],
      ['Estimated GST/HST/QST included in revenue (ON)', 'ESTIMATE', '', '130.00'],
      ['Estimated input tax credits (ON)', 'ESTIMATE', '', '15.60'],
      ['Estimated net sales tax owing (ON)', 'ESTIMATE', '', '114.40'],
    ]);
    expect(body.report.summary).toMatchObject({
      totalRevenue: '1130.00',
      totalExpenses: '140.55',
      netIncome: '989.45',
      salesTax: { province: 'ON', netTaxOwing: '114.40' },
    });

    const pdf = await staff.get(`/api/downloads/monthly-report/${body.report.id}/pdf`).buffer(true).expect(200);
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a month that has not ended, and bad months, with clear messages', async () => {
    const future = await client.post('/api/plaid/monthly-reports').send({ year: 2999, month: 1 }).expect(400);
    const last = previousMonth(new Date());
    expect(future.body.message).toBe(
      `${REPORT_MESSAGES.futureMonth} ${CLIENT_LIMIT_MESSAGES.reportMonthOutOfRange('August 2026', monthLabel(last.year, last.month))}`,
    );
    await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 13 }).expect(400);
    await client.post('/api/plaid/monthly-reports').send({ year: '2026', month: 9 }).expect(400);
    await request(app.getHttpServer()).post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(401);
  });

  it('generates the previous month (Toronto time) from generate-recent-reports, and locks it once approved', async () => {
    const last = previousMonth(new Date());
    const { body: first } = await client.post('/api/plaid/generate-recent-reports').send({}).expect(200);
    expect(first.report).toMatchObject({ userId, year: last.year, month: last.month, status: 'pending' });
    expect(first.message).toBe(REPORT_MESSAGES.generated(monthLabel(last.year, last.month)));
    const { body: again } = await client.post('/api/plaid/generate-recent-reports').send({}).expect(200);
    expect(again.report.id).toBe(first.report.id);
    const { body: list } = await client.get('/api/plaid/monthly-reports').expect(200);
    expect(list.reports.filter((r: { year: number; month: number }) => r.year === last.year && r.month === last.month)).toHaveLength(1);

    await staff.post(`/api/admin/reports/${first.report.id}/update-status`).send({ status: 'approved' }).expect(200);
    const locked = await client.post('/api/plaid/generate-recent-reports').send({}).expect(409);
    expect(locked.body.message).toBe(REPORT_MESSAGES.approvedLocked);
    await request(app.getHttpServer()).post('/api/plaid/generate-recent-reports').send({}).expect(401);
  });

  it('rebuilds a rejected month as pending, and locks an approved one', async () => {
    const { body: first } = await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 8 }).expect(200);
    await staff.post(`/api/admin/reports/${first.report.id}/update-status`).send({ status: 'rejected', adminNotes: 'Redo please' }).expect(200);
    const { body: rebuilt } = await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 8 }).expect(200);
    expect(rebuilt.report).toMatchObject({ id: first.report.id, status: 'pending', adminNotes: null });
    await staff.post(`/api/admin/reports/${first.report.id}/update-status`).send({ status: 'approved' }).expect(200);
    const locked = await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 8 }).expect(409);
    expect(locked.body.message).toBe(REPORT_MESSAGES.approvedLocked);
    expect(await db(app).getRepository(MonthlyReport).countBy({ userId, year: 2026, month: 8 })).toBe(1);
  });

  it('recategorizes: refuses categories the client does not have, learns the rest, back to pending', async () => {
    const { body } = await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200);
    const unknown = await client
      .post(`/api/plaid/monthly-reports/${body.report.id}/recategorize`)
      .send({ feedbackExamples: [{ transactionName: 'MONTHLY FEE', correctCategory: 'Wizardry' }] })
      .expect(400);
    expect(unknown.body.message).toBe(REPORT_MESSAGES.unknownCategories(['Wizardry']));
    await client.post(`/api/plaid/monthly-reports/${body.report.id}/recategorize`).send({ feedbackExamples: [] }).expect(400);

    const { body: after } = await client
      .post(`/api/plaid/monthly-reports/${body.report.id}/recategorize`)
      .send({ feedbackExamples: [{ transactionName: 'MONTHLY FEE', correctCategory: 'office expenses' }] })
      .expect(200);
    expect(after.report.status).toBe('pending');
    const rows = parse((await staff.get(`/api/downloads/monthly-report/${after.report.id}/transactions`).expect(200)).text) as string[][];
    expect(rows.find((r) => r[1] === 'MONTHLY FEE')?.[5]).toBe('Office Expenses');

    const other = await createUser(app);
    const stranger = await loginAs(app, other.user.email, other.password);
    await stranger
      .post(`/api/plaid/monthly-reports/${body.report.id}/recategorize`)
      .send({ feedbackExamples: [{ transactionName: 'MONTHLY FEE', correctCategory: 'Bank Fees' }] })
      .expect(404);
  });

  it('lets staff see the least sure rows first and correct one, which teaches memory and rebuilds', async () => {
    const { body } = await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200);
    const { body: rows } = await staff.get(`/api/admin/reports/${body.report.id}/transactions`).expect(200);
    expect(rows).toHaveLength(4);
    const confidences = rows.map((r: { confidence: number }) => r.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    expect(rows.some((r: { name: string }) => r.name === '=HYPERLINK("x") CAFE')).toBe(true);

    // The correction picks one of the client's own categories, which staff read beside the rows.
    const { body: categories } = await staff.get(`/api/admin/reports/${body.report.id}/categories`).expect(200);
    const own = (await client.get('/api/plaid/user-categories').expect(200)).body.categories;
    expect(categories.categories.map((c: { categoryName: string }) => c.categoryName)).toEqual(own.map((c: { categoryName: string }) => c.categoryName));
    expect(categories.categories.map((c: { categoryName: string }) => c.categoryName)).toContain('Office Expenses');
    await client.get(`/api/admin/reports/${body.report.id}/categories`).expect(403);
    expect((await staff.get('/api/admin/reports/999999999/categories').expect(404)).body.message).toBe(REPORT_MESSAGES.notFound);

    await client.post(`/api/admin/reports/${body.report.id}/corrections`).send({ name: 'ADOBE *CREATIVE CLD', category: 'Office Expenses' }).expect(403);
    await staff.post(`/api/admin/reports/${body.report.id}/corrections`).send({ name: 'ADOBE *CREATIVE CLD', category: 'Office Expenses' }).expect(200);
    const after = parse((await staff.get(`/api/downloads/monthly-report/${body.report.id}/transactions`).expect(200)).text) as string[][];
    expect(after.find((r) => r[1] === 'ADOBE *CREATIVE CLD')?.[5]).toBe('Office Expenses');
  });

  it("keeps a staff correction that names only the row when the bank names the merchant, on that row and in the next month's build", async () => {
    // The demo's case: "GOOGLE *WORKSPACE" (merchant "Google") remembered under the merchant as
    // Office Expenses; staff correct the row to Marketing giving only its name.
    const made = await clientWithBankMonth(app);
    const owner = await loginAs(app, made.user.email, made.password);
    await owner.get('/api/plaid/user-categories').expect(200);
    const [account] = await db(app).query(
      `SELECT a.id FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id WHERE i.user_id = $1 AND a.name = 'RBC Chequing'`,
      [made.user.id],
    );
    for (const date of ['2026-09-01', '2026-10-01']) {
      await db(app).query(
        `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
         VALUES ($1, $2, 'RBC Chequing', $3, '-43.68', $4, 'GOOGLE *WORKSPACE', 'Google', false, '{}')`,
        [made.user.id, account.id, `tx-${randomUUID()}`, date],
      );
    }
    await app.get(CategorizationService).learnFromStaff(made.user.id, [{ name: 'GOOGLE *WORKSPACE', merchantName: 'Google', category: 'Office Expenses' }]);
    const categoryOf = async (reportId: number) =>
      (parse((await staff.get(`/api/downloads/monthly-report/${reportId}/transactions`).expect(200)).text) as string[][]).find(
        (r) => r[1] === 'GOOGLE *WORKSPACE',
      )?.[5];

    const { body: september } = await owner.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200);
    expect(await categoryOf(september.report.id)).toBe('Office Expenses');
    await staff.post(`/api/admin/reports/${september.report.id}/corrections`).send({ name: 'GOOGLE *WORKSPACE', category: 'Marketing' }).expect(200);
    expect(await categoryOf(september.report.id)).toBe('Marketing');

    const { body: october } = await owner.post('/api/plaid/monthly-reports').send({ year: 2026, month: 10 }).expect(200);
    expect(await categoryOf(october.report.id)).toBe('Marketing');
  });
});

/** Under CI a missing Redis already fails global setup, so this never skips there. */
const describeBull = hasRedis() ? describe : describe.skip;

describeBull('monthly reports: the cron fan-out', () => {
  it('makes one report per active client when the cron fires twice on two workers', async () => {
    // A database of its own: the fan-out takes every active client it finds.
    const scratch = await createMigratedDatabase('reports_fanout');
    const env = { DATABASE_URL: scratch.url, QUEUE_PREFIX: `fanout-${randomUUID().slice(0, 8)}` };
    const one = await createTestApp({ worker: true, env });
    const two = await createTestApp({ worker: true, env });
    try {
      const a = await clientWithBankMonth(one);
      const b = await clientWithBankMonth(one, 'QC');
      const staffOnly = await createUser(one, { isAdmin: true });
      const now = new Date('2026-10-01T10:00:00Z');
      await Promise.all([
        one.get(ReportsScheduler).enqueueMonth(now),
        two.get(ReportsScheduler).enqueueMonth(now),
        one.get(ReportsScheduler).enqueueMonth(now),
      ]);
      const reports = db(one).getRepository(MonthlyReport);
      await eventually(async () => (await reports.countBy({ year: 2026, month: 9 })) >= 2, 60_000);
      // Late duplicates would land now: give the second worker time to try.
      await new Promise((r) => setTimeout(r, 1500));
      await Promise.all([one.get(ReportsScheduler).enqueueMonth(now), two.get(ReportsScheduler).enqueueMonth(now)]);
      await new Promise((r) => setTimeout(r, 1500));
      const rows = await reports.findBy({ year: 2026, month: 9 });
      expect(rows.map((r) => r.userId).sort()).toEqual([a.user.id, b.user.id].sort());
      expect(rows.find((r) => r.userId === staffOnly.user.id)).toBeUndefined();
      expect(rows.find((r) => r.userId === b.user.id)?.summary?.salesTax.province).toBe('QC');
    } finally {
      await one.close();
      await two.close();
      await scratch.drop();
    }
  });
});
