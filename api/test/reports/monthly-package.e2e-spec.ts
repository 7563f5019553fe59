import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { REPORT_BALANCE_SHEET_CSV_HEADERS, REPORT_MESSAGES, type BalanceSheetResponse, type MonthlyReportDto } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { clientWithBooksSeptember } from '../helpers/books-september';
import { booksSettled } from '../helpers/books-settled';
import { createTestApp, type Agent } from '../helpers/test-app';

/**
 * The monthly package (issue 27, point 8) on the books of tests/books/books.e2e-spec.ts: a
 * chequing account's September with revenue, three expense categories and an owner's drawing,
 * an August row left in suspense. At 2026-09-30: Chequing 376.45; suspense -113.00; owner's
 * drawings -500.00; current-year earnings 989.45 (revenue 1,130.00 less expenses 140.55).
 */
const SEPTEMBER_SHEET: BalanceSheetResponse = {
  asOf: '2026-09-30',
  fiscalYearStart: '2026-01-01',
  assets: [{ account: 'RBC Chequing', systemAccount: null, gifi: '1002', amount: '376.45' }],
  liabilities: [{ account: 'Uncategorized (suspense)', systemAccount: 'uncategorized', gifi: '2960', amount: '-113.00' }],
  equity: [
    { account: 'Current-year earnings', systemAccount: 'current_year_earnings', gifi: '3680', amount: '989.45' },
    { account: "Owner's drawings", systemAccount: 'owner_drawings', gifi: '3700', amount: '-500.00' },
  ],
  totals: { assets: '376.45', liabilities: '-113.00', equity: '489.45' },
};

const SEPTEMBER_CSV = [
  REPORT_BALANCE_SHEET_CSV_HEADERS.join(','),
  'Assets,RBC Chequing,1002,376.45',
  'Assets,Total assets,,376.45',
  'Liabilities,Uncategorized (suspense),2960,-113.00',
  'Liabilities,Total liabilities,,-113.00',
  'Equity,Current-year earnings,3680,989.45',
  "Equity,Owner's drawings,3700,-500.00",
  'Equity,Total equity,,489.45',
  'Total,Total liabilities and equity,,376.45',
];

describe('the monthly package: the balance sheet with each monthly report', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let userId: number;
  let report: MonthlyReportDto;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    ({ userId, client, other, staff } = await clientWithBooksSeptember(app));
    report = (await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200)).body.report;
    await booksSettled(app, userId);
  });
  afterAll(() => app.close());

  it("answers the report with the balance sheet at its month end, the books' figures to the cent", async () => {
    expect(report.balanceSheet).toEqual(SEPTEMBER_SHEET);
    expect((await client.get('/api/books/balance-sheet?asOf=2026-09-30').expect(200)).body).toEqual(report.balanceSheet);
    const [stored] = await db.query('SELECT balance_sheet FROM monthly_reports WHERE id = $1', [report.id]);
    expect(stored.balance_sheet).toEqual(SEPTEMBER_SHEET);
  });

  it("has a P&L equal to the journal's revenue and expense accounts for the month, to the cent", async () => {
    const rows: { type: string; account: string; amount: string }[] = await db.query(
      `SELECT a.type::text AS type, a.name AS account,
              (CASE WHEN a.type = 'revenue' THEN sum(l.credit - l.debit) ELSE sum(l.debit - l.credit) END)::text AS amount
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN book_accounts a ON a.id = l.account_id
        WHERE e.user_id = $1 AND e.date BETWEEN '2026-09-01' AND '2026-09-30' AND a.type IN ('revenue', 'expense')
        GROUP BY a.type, a.name ORDER BY a.name`,
      [userId],
    );
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    const total = (type: string) => rows.filter((r) => r.type === type).reduce((sum, r) => sum + cents(r.amount), 0n);
    const summary = report.summary!;
    expect(total('revenue')).toBe(cents(summary.totalRevenue));
    expect(total('expense')).toBe(cents(summary.totalExpenses));
    expect(total('revenue') - total('expense')).toBe(cents(summary.netIncome));
    // Category by category, on a month of one revenue and three expense categories (the drawing is in neither).
    const pl = summary.categories.filter((c) => c.type !== 'BALANCE_SHEET').map((c) => ({ account: c.category, amount: c.total }));
    expect(rows.map((r) => ({ account: r.account, amount: r.amount })).sort((a, b) => a.account.localeCompare(b.account))).toEqual(
      pl.sort((a, b) => a.account.localeCompare(b.account)),
    );
    expect(rows).toHaveLength(4);
  });

  it('serves the balance-sheet CSV to staff always, to its owner once approved, to no other client', async () => {
    const url = `/api/downloads/monthly-report/${report.id}/balance-sheet`;
    expect((await client.get(url).expect(403)).body.message).toBe(REPORT_MESSAGES.notApproved);
    const byStaff = await staff.get(url).expect(200);
    expect(byStaff.headers['content-type']).toContain('text/csv');
    expect(byStaff.headers['content-disposition']).toBe('attachment; filename="balance-sheet-2026-09.csv"');
    expect(byStaff.text.trim().split('\n')).toEqual(SEPTEMBER_CSV);
    await other.get(url).expect(404);
    await other.get(`/api/downloads/monthly-report/${report.id}/pdf`).expect(404);
    await client.get(`${url}?version=abc`).expect(400);
    expect((await staff.get(`/api/downloads/monthly-report/${report.id}/balance`).expect(404)).body.message).toBe(
      'Unknown report file: use one of transactions, summary, pdf, balance-sheet.',
    );

    await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    const byClient = await client.get(url).expect(200);
    expect(byClient.text.trim().split('\n')).toEqual(SEPTEMBER_CSV);
    await other.get(url).expect(404);
  });

  it('has the balance sheet as a page of the PDF', async () => {
    const pdf = await client.get(`/api/downloads/monthly-report/${report.id}/pdf`).buffer(true).expect(200);
    const body: Buffer = Buffer.isBuffer(pdf.body) ? pdf.body : Buffer.from(pdf.text, 'latin1');
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("keeps an approved version's balance sheet when staff reopen it", async () => {
    await staff.post(`/api/admin/reports/${report.reportId}/reopen`).send({ reason: 'A late fee' }).expect(200);
    const [kept] = await db.query('SELECT balance_sheet FROM report_versions WHERE monthly_report_id = $1 AND version = 1', [report.id]);
    expect(kept.balance_sheet).toEqual(SEPTEMBER_SHEET);
    // The client still reads version 1 (its figures and its CSV) while version 2 is reviewed.
    const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
    const shown = body.reports.find((r: MonthlyReportDto) => r.id === report.id);
    expect(shown.version).toBe(1);
    expect(shown.balanceSheet).toEqual(SEPTEMBER_SHEET);
    expect((await client.get(`/api/downloads/monthly-report/${report.id}/balance-sheet?version=1`).expect(200)).text.trim().split('\n')).toEqual(SEPTEMBER_CSV);
  });

  it('answers null and a 404 saying why for a report built before reports carried a balance sheet', async () => {
    const august: MonthlyReportDto = (await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 8 }).expect(200)).body.report;
    expect(august.balanceSheet?.totals).toEqual({ assets: '-113.00', liabilities: '0.00', equity: '-113.00' });
    await db.query('UPDATE monthly_reports SET balance_sheet = NULL WHERE id = $1', [august.id]);
    const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
    expect(body.reports.find((r: MonthlyReportDto) => r.id === august.id).balanceSheet).toBeNull();
    expect((await staff.get(`/api/downloads/monthly-report/${august.id}/balance-sheet`).expect(404)).body.message).toBe(REPORT_MESSAGES.noBalanceSheet);
    await staff.post(`/api/admin/reports/${august.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    expect((await client.get(`/api/downloads/monthly-report/${august.id}/balance-sheet`).expect(404)).body.message).toBe(REPORT_MESSAGES.noBalanceSheet);
  });
});
