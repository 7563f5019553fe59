import type { NestExpressApplication } from '@nestjs/platform-express';
import { ReportStatus, type MonthlyReportDto, type ReportTransactionRow } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/users/entities/user.entity';
import { clientWithBankMonth } from '../helpers/bank-month';
import { type Agent, createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';

/**
 * "My clients" on the console's other lists (issue 29, point 2): pending and rejected
 * reports, CSV uploads, questions, year-end packages and the conversations inbox take
 * filter={"accountManagerId": <staff id>}, the Users list's rule. Each list is checked with
 * two clients who both have a row in it: the bookkeeper's own and another one.
 */
describe('"My clients" on the console lists: the accountManagerId filter', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let bookkeeper: Agent;
  let bookkeeperId: number;
  const clients: { mine: number; theirs: number } = { mine: 0, theirs: 0 };

  const filtered = (path: string, filter: Record<string, unknown>) =>
    bookkeeper.get(`${path}${path.includes('?') ? '&' : '?'}filter=${encodeURIComponent(JSON.stringify(filter))}`);
  /** The client ids of a list's rows, as the list names them. */
  const clientIdsOf = (rows: Record<string, unknown>[], key: string) => new Set(rows.map((r) => Number(r[key])));

  /** A client with September's report built (pending), a question on it, a rejected July, a CSV upload, a year-end package and a message waiting. */
  async function clientWithWork(managerId: number | null): Promise<number> {
    const made = await clientWithBankMonth(app);
    const id = made.user.id;
    await db.getRepository(User).update({ id }, { accountManagerId: managerId });
    const client = await loginAs(app, made.user.email, made.password);
    const report: MonthlyReportDto = (await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200)).body.report;
    const rows: ReportTransactionRow[] = (await bookkeeper.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
    await bookkeeper
      .post(`/api/admin/reports/${report.reportId}/questions`)
      .send({ transactionId: rows.find((r) => r.name === 'MONTHLY FEE')!.transactionId, question: 'What is this fee for?' })
      .expect(201);
    await db.query(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date, status, reviewed_at, admin_notes)
       VALUES ($1, $2, 2026, 7, '2026-07-01', '2026-07-31', $3, now(), 'Missing a statement')`,
      [`RPT-MC-${id}-202607`, id, ReportStatus.REJECTED],
    );
    await db.query(`INSERT INTO csv_uploads (file_name, file_path, uploaded_by) VALUES ('bank.csv', '', $1)`, [id]);
    await db.query(`INSERT INTO year_end_packages (user_id, fiscal_year_start, fiscal_year_end, form) VALUES ($1, '2025-01-01', '2025-12-31', 't2125')`, [id]);
    await client.post('/api/conversation/messages').send({ text: 'Did you see my September?' }).expect(200);
    return id;
  }

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get(DataSource);
    const { user, password } = await createUser(app, { isAdmin: true, email: uniqueEmail('bookkeeper'), firstName: 'Bea', lastName: 'Keeper' });
    await db.getRepository(User).update({ id: user.id }, { staffRole: 'bookkeeper' });
    bookkeeperId = user.id;
    bookkeeper = await loginAs(app, user.email, password);
    clients.mine = await clientWithWork(bookkeeperId);
    clients.theirs = await clientWithWork(null);
  }, 60_000);
  afterAll(() => app?.close());

  const lists: { name: string; path: string; clientKey: string }[] = [
    { name: 'pending reports', path: '/api/admin/reports/pending', clientKey: 'userId' },
    { name: 'rejected reports', path: '/api/admin/reports/rejected', clientKey: 'userId' },
    { name: 'CSV uploads', path: '/api/admin/csv/uploads', clientKey: 'uploadedBy' },
    { name: 'questions', path: '/api/admin/questions', clientKey: 'userId' },
    { name: 'year-end packages', path: '/api/admin/year-end-packages', clientKey: 'userId' },
    { name: 'the conversations inbox', path: '/api/admin/conversations', clientKey: 'userId' },
  ];

  it.each(lists)("$name: the bookkeeper's clients only with the filter, every client they may see without it", async ({ path, clientKey }) => {
    const mine: Record<string, unknown>[] = (await filtered(path, { accountManagerId: bookkeeperId }).expect(200)).body;
    expect(mine.length).toBeGreaterThan(0);
    expect([...clientIdsOf(mine, clientKey)]).toEqual([clients.mine]);
    // The same list filtered to someone else's id (a staff member with no clients) is empty.
    expect((await filtered(path, { accountManagerId: 2_000_000_000 }).expect(200)).body).toEqual([]);
    // Without the filter ("All clients") the other client's row is there too (open to all staff by default).
    const all: Record<string, unknown>[] = (await filtered(path, {}).expect(200)).body;
    const seen = clientIdsOf(all, clientKey);
    // The list may hold other suites' rows in this database; both of ours must be among them (a page of 25 by default, newest or oldest first).
    if (all.length < 25) expect([seen.has(clients.mine), seen.has(clients.theirs)]).toEqual([true, true]);
    // An id no row can have matches nothing; a value that is not an id is a 400 with the rule.
    expect((await filtered(path, { accountManagerId: 'abc' }).expect(200)).body).toEqual([]);
    expect((await filtered(path, { accountManagerId: { a: 1 } }).expect(400)).body.message).toContain('filter accountManagerId must be a row id');
  });

  it('the inbox without the filter lists both waiting threads (it is not paginated)', async () => {
    const all: { userId: number }[] = (await bookkeeper.get('/api/admin/conversations').expect(200)).body;
    expect(all.map((r) => r.userId)).toEqual(expect.arrayContaining([clients.mine, clients.theirs]));
  });
});
