import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { REPORT_CSV_HEADERS, REPORT_MESSAGES, ReportStatus } from '@ledgerleaf/contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { FileStorage } from '../../src/common/storage/file-storage';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import { linesOfTransactionsCsv } from '../../src/modules/reports/report-lines';
import { ReportLinesRepository } from '../../src/modules/reports/report-lines.repository';
import { previousMonth } from '../../src/modules/reports/reports.jobs';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';
import { refuseToRemove } from '../helpers/refusing-storage';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';
import { decodedSubject } from '../helpers/mail-text';

const TRANSACTIONS = `${REPORT_CSV_HEADERS.transactions.join(',')}\n2026-09-03,Adobe,Adobe,RBC Chequing,-29.99,Software,EXPENSE,0.97,rule,bank,1\n`;
const SUMMARY = `${REPORT_CSV_HEADERS.summary.join(',')}\nSoftware,EXPENSE,1,29.99\n`;

let seq = 0;

/** A report as the builder leaves it: pending, with its lines (report_lines) and its three files in storage. */
async function insertReport(app: NestExpressApplication, userId: number, status: ReportStatus = ReportStatus.PENDING): Promise<MonthlyReport> {
  const storage = app.get(FileStorage);
  const repo = app.get<DataSource>(getDataSourceToken()).getRepository(MonthlyReport);
  seq += 1;
  const year = 2020 + (seq % 5);
  const month = (seq % 12) + 1;
  const [t, s, p] = await Promise.all([
    storage.save(Buffer.from(TRANSACTIONS), 'transactions.csv'),
    storage.save(Buffer.from(SUMMARY), 'summary.csv'),
    storage.save(Buffer.from('%PDF-1.4 test'), 'report.pdf'),
  ]);
  const saved = await repo.save(
    repo.create({
      reportId: `RPT-TEST-${userId}-${seq}`,
      userId,
      year,
      month,
      startDate: `${year}-${String(month).padStart(2, '0')}-01`,
      endDate: `${year}-${String(month).padStart(2, '0')}-28`,
      transactionCount: 1,
      accountsIncluded: [{ id: 'acc_1', name: 'RBC Chequing' }],
      transactionsCsvUrl: t.key,
      summaryCsvUrl: s.key,
      pdfUrl: p.key,
      status,
      linesFilledAt: new Date(),
    }),
  );
  await app
    .get(ReportLinesRepository)
    .replace(repo.manager, { reportId: saved.id, version: saved.version }, linesOfTransactionsCsv(TRANSACTIONS, { strict: true }));
  return saved;
}

describe('monthly reports: review, downloads and clearing', () => {
  let app: NestExpressApplication;
  let smtp: SmtpCapture;
  let staff: Agent;
  let client: Agent;
  let other: Agent;
  let clientId: number;
  let clientEmail: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ worker: true, env: { SMTP_URL: smtp.url } });
    const admin = await createUser(app, { isAdmin: true });
    const owner = await createUser(app, { firstName: 'Avery', lastName: 'Lambert' });
    const stranger = await createUser(app);
    clientId = owner.user.id;
    clientEmail = owner.user.email;
    staff = await loginAs(app, admin.user.email, admin.password);
    client = await loginAs(app, owner.user.email, owner.password);
    other = await loginAs(app, stranger.user.email, stranger.password);
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('refuses the staff lists to clients and visitors', async () => {
    await request(app.getHttpServer()).get('/api/admin/reports/pending').expect(401);
    await client.get('/api/admin/reports/pending').expect(403);
    await client.get('/api/admin/reports/rejected').expect(403);
    await client.get(`/api/admin/reports/user/${clientId}/historical`).expect(403);
    const report = await insertReport(app, clientId);
    await client.post(`/api/admin/reports/${report.id}/update-status`).send({ status: 'approved' }).expect(403);
    const row = await app.get<DataSource>(getDataSourceToken()).getRepository(MonthlyReport).findOneByOrFail({ id: report.id });
    expect(row.status).toBe(ReportStatus.PENDING);
  });

  it('lists a pending report for staff with the client name, and rejecting needs notes', async () => {
    const report = await insertReport(app, clientId);
    const { body: pending } = await staff.get('/api/admin/reports/pending').expect(200);
    expect(pending.find((r: { id: number }) => r.id === report.id)).toMatchObject({
      userName: 'Avery Lambert',
      status: 'pending',
      files: { transactions: true, summary: true, pdf: true },
    });

    const blank = await staff.post(`/api/admin/reports/${report.id}/update-status`).send({ status: 'rejected', adminNotes: '   ' }).expect(400);
    expect(blank.body.message).toBe(REPORT_MESSAGES.notesRequired);

    const { body: rejected } = await staff
      .post(`/api/admin/reports/${report.reportId}/update-status`)
      .send({ status: 'rejected', adminNotes: 'Shopify payouts are under Other Income; move them to Sales Revenue.' })
      .expect(200);
    expect(rejected).toMatchObject({ status: 'rejected', adminNotes: 'Shopify payouts are under Other Income; move them to Sales Revenue.' });
    expect(rejected.reviewedBy).toEqual(expect.any(Number));
    expect(rejected.reviewedAt).toEqual(expect.any(String));

    const mail = await smtp.waitFor(clientEmail);
    expect(mail.subject).toMatch(/needs another look/);
    expect(mail.body).toContain('Shopify payouts are under Other Income');
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);

    const again = await staff.post(`/api/admin/reports/${report.id}/update-status`).send({ status: 'approved' }).expect(409);
    expect(again.body.message).toBe(REPORT_MESSAGES.onlyPendingReviewed);
    const { body: rejectedList } = await staff.get('/api/admin/reports/rejected').expect(200);
    expect(rejectedList.map((r: { id: number }) => r.id)).toContain(report.id);
  });

  it('refuses a bad status and an unknown report with clear answers', async () => {
    const report = await insertReport(app, clientId);
    const bad = await staff.post(`/api/admin/reports/${report.id}/update-status`).send({ status: 'archived' }).expect(400);
    expect(bad.body.message).toMatch(/approved or rejected/);
    await staff.post('/api/admin/reports/999999999/update-status').send({ status: 'approved' }).expect(404);
    await staff.post('/api/admin/reports/99999999999999999999/update-status').send({ status: 'approved' }).expect(404);
    await staff.post('/api/admin/reports/RPT-NOPE/update-status').send({ status: 'approved' }).expect(404);
  });

  it('lets the owner download only once approved, staff always, and nobody else', async () => {
    const report = await insertReport(app, clientId);
    const early = await client.get(`/api/downloads/monthly-report/${report.id}/transactions`).expect(403);
    expect(early.body.message).toBe(REPORT_MESSAGES.notApproved);
    await staff.get(`/api/downloads/monthly-report/${report.id}/summary`).expect(200);

    await staff.post(`/api/admin/reports/${report.id}/update-status`).send({ status: 'approved' }).expect(200);
    const mail = await smtp.waitFor(clientEmail);
    expect(mail.subject).toMatch(/is ready/);
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);

    const mm = String(report.month).padStart(2, '0');
    const csv = await client.get(`/api/downloads/monthly-report/${report.id}/transactions`).expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="transactions-${report.year}-${mm}.csv"`);
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
    expect(csv.text).toBe(TRANSACTIONS);
    const pdf = await client.get(`/api/downloads/monthly-report/${report.id}/pdf`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="report-${report.year}-${mm}.pdf"`);

    await other.get(`/api/downloads/monthly-report/${report.id}/transactions`).expect(404);
    await request(app.getHttpServer()).get(`/api/downloads/monthly-report/${report.id}/transactions`).expect(401);
    await client.get(`/api/downloads/monthly-report/${report.id}/passwords`).expect(404);
    await client.get('/api/downloads/monthly-report/99999999999/summary').expect(404);
  });

  it("writes a French client's review mails in French (issue 31), an English client's as before", async () => {
    const french = await createUser(app, { firstName: 'Élise', lastName: 'Tremblay' });
    await app.get<DataSource>(getDataSourceToken()).query(`UPDATE users SET locale = 'fr-CA' WHERE id = $1`, [french.user.id]);
    const rejectedReport = await insertReport(app, french.user.id);
    await staff
      .post(`/api/admin/reports/${rejectedReport.id}/update-status`)
      .send({ status: 'rejected', adminNotes: 'Déplacez les virements Shopify.' })
      .expect(200);
    const rejected = await smtp.waitFor(french.user.email);
    expect(decodedSubject(rejected)).toMatch(/^Votre rapport mensuel \(\S+ \d{4}\) doit être revu$/);
    expect(rejected.body).toContain('Bonjour Élise,');
    expect(rejected.body).toContain('Déplacez les virements Shopify.');
    expect(rejected.body).not.toMatch(/Hello|Your bookkeeper/);
    smtp.messages.splice(smtp.messages.indexOf(rejected), 1);

    const approvedReport = await insertReport(app, french.user.id);
    await staff.post(`/api/admin/reports/${approvedReport.id}/update-status`).send({ status: 'approved' }).expect(200);
    const approved = await smtp.waitFor(french.user.email);
    const month = new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(approvedReport.year, approvedReport.month - 1, 1)),
    );
    expect(decodedSubject(approved)).toBe(`Votre rapport mensuel (${month}) est prêt`);
    expect(approved.body).toContain(`Votre teneur de livres a approuvé votre rapport mensuel pour ${month}.`);
    expect(approved.body).not.toMatch(/Hello|ready/);
    smtp.messages.splice(smtp.messages.indexOf(approved), 1);
  });

  it('replaces a CSV only with a CSV that has the expected header', async () => {
    const report = await insertReport(app, clientId);
    const upload = (fileType: string, content: string, name = 'override.csv') =>
      staff.post(`/api/admin/reports/${report.id}/upload-override`).field('fileType', fileType).attach('file', Buffer.from(content), name);

    expect((await upload('transactions', 'MZ\u0000\u0001binary', 'evil.exe').expect(400)).body.message).toBe(REPORT_MESSAGES.overrideNotCsv);
    expect((await upload('transactions', 'a,b,c\n1,2,3\n').expect(400)).body.message).toBe(REPORT_MESSAGES.overrideHeader('transactions'));
    expect((await upload('ledger', SUMMARY).expect(400)).body.message).toBe(REPORT_MESSAGES.overrideKind);
    await client.post(`/api/admin/reports/${report.id}/upload-override`).field('fileType', 'summary').attach('file', Buffer.from(SUMMARY), 's.csv').expect(403);

    const corrected = `${REPORT_CSV_HEADERS.summary.join(',')}\nSoftware,EXPENSE,1,31.50\n`;
    await upload('summary', corrected).expect(200);
    expect((await staff.get(`/api/downloads/monthly-report/${report.id}/summary`).expect(200)).text).toBe(corrected);
    // The replaced file goes; one storage refuses to remove stays listed for the purge job.
    const storage = app.get(FileStorage);
    expect(await storage.exists(report.summaryCsvUrl!)).toBe(false);
    const replaced = (await app.get<DataSource>(getDataSourceToken()).getRepository(MonthlyReport).findOneByOrFail({ id: report.id })).summaryCsvUrl!;
    const refuse = refuseToRemove(storage, replaced);
    await upload('summary', corrected).expect(200);
    refuse.mockRestore();
    expect(await storage.exists(replaced)).toBe(true);
    const listed = await app.get<DataSource>(getDataSourceToken()).query('SELECT key FROM stored_file_deletions WHERE key = $1', [replaced]);
    expect(listed).toEqual([{ key: replaced }]);
  });

  it('shows a client their own reports only, newest first, and staff any client history', async () => {
    const mine = await insertReport(app, clientId);
    await insertReport(app, (await createUser(app)).user.id);
    const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
    expect(body.status).toBe('ready');
    expect(body.reports.every((r: { userId: number }) => r.userId === clientId)).toBe(true);
    expect(body.reports.map((r: { id: number }) => r.id)).toContain(mine.id);
    const keys = body.reports.map((r: { year: number; month: number }) => r.year * 100 + r.month);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));

    const { body: history } = await staff.get(`/api/admin/reports/user/${clientId}/historical`).expect(200);
    expect(history.map((r: { id: number }) => r.id).sort()).toEqual(body.reports.map((r: { id: number }) => r.id).sort());
    expect((await staff.get('/api/admin/reports/user/99999999999/historical').expect(200)).body).toEqual([]);
  });

  it("pages and sorts a client's history on the server with Content-Range, newest month first unless sorted", async () => {
    const userId = (await createUser(app)).user.id;
    const inserted = [
      await insertReport(app, userId),
      await insertReport(app, userId, ReportStatus.REJECTED),
      await insertReport(app, userId),
      await insertReport(app, userId, ReportStatus.APPROVED),
    ];
    const path = `/api/admin/reports/user/${userId}/historical`;
    const period = (r: { year: number; month: number }) => r.year * 100 + r.month;
    const ids = (body: { id: number }[]) => body.map((r) => r.id);

    const whole = await staff.get(path).expect(200);
    expect(whole.headers['content-range']).toBe('reports 0-3/4');
    const newestFirst = [...inserted].sort((a, b) => period(b) - period(a)).map((r) => r.id);
    expect(ids(whole.body)).toEqual(newestFirst);

    const first = await staff.get(path).query({ range: '[0,1]' }).expect(200);
    expect(first.headers['content-range']).toBe('reports 0-1/4');
    expect(ids(first.body)).toEqual(newestFirst.slice(0, 2));
    const second = await staff.get(path).query({ range: '[2,3]' }).expect(200);
    expect(second.headers['content-range']).toBe('reports 2-3/4');
    expect(ids(second.body)).toEqual(newestFirst.slice(2));

    expect(ids((await staff.get(path).query({ sort: '["year","ASC"]' }).expect(200)).body)).toEqual([...newestFirst].reverse());
    expect(ids((await staff.get(path).query({ sort: '["month","DESC"]' }).expect(200)).body)).toEqual(newestFirst);
    expect(ids((await staff.get(path).query({ sort: '["id","DESC"]' }).expect(200)).body)).toEqual(inserted.map((r) => r.id).sort((a, b) => b - a));
    const oldest = await staff.get(path).query({ sort: '["createdAt","ASC"]', range: '[0,0]', filter: '{}' }).expect(200);
    expect(oldest.headers['content-range']).toBe('reports 0-0/4');
    expect(ids(oldest.body)).toEqual([inserted[0].id]);
    const reviewed = await staff.get(path).query({ sort: '["reviewedAt","DESC"]' }).expect(200);
    expect(reviewed.body).toHaveLength(4);

    const nobody = await staff.get('/api/admin/reports/user/99999999999/historical').query({ range: '[0,9]' }).expect(200);
    expect(nobody.body).toEqual([]);
    expect(nobody.headers['content-range']).toBe('reports 0-0/0');
  });

  it('pages and sorts the pending and rejected lists on the server, in work order unless sorted', async () => {
    await insertReport(app, clientId);
    await insertReport(app, clientId);
    await insertReport(app, clientId, ReportStatus.REJECTED);
    // Other suites add and review reports meanwhile: each answer is checked against itself.
    type Row = { id: number; status: string; createdAt: string; reviewedAt: string | null };
    const wholeList = (header: string, rows: Row[]) => expect(header).toMatch(new RegExp(`^reports 0-${rows.length - 1}/\\d+$`));

    const pending = await staff.get('/api/admin/reports/pending').expect(200);
    const rows: Row[] = pending.body;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    wholeList(pending.headers['content-range'], rows);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    const created = rows.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort());

    const page = await staff.get('/api/admin/reports/pending').query({ range: '[0,1]' }).expect(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers['content-range']).toMatch(/^reports 0-1\/\d+$/);
    const newest = await staff.get('/api/admin/reports/pending').query({ sort: '["createdAt","DESC"]', range: '[0,9]' }).expect(200);
    const newestCreated = (newest.body as Row[]).map((r) => r.createdAt);
    expect(newestCreated).toEqual([...newestCreated].sort().reverse());

    const rejected = await staff.get('/api/admin/reports/rejected').expect(200);
    const rejectedRows: Row[] = rejected.body;
    expect(rejectedRows.length).toBeGreaterThanOrEqual(1);
    wholeList(rejected.headers['content-range'], rejectedRows);
    expect(rejectedRows.every((r) => r.status === 'rejected')).toBe(true);
    // most recently reviewed first; a row never reviewed (NULL) sorts first in DESC, as before
    const reviewedKeys = rejectedRows.map((r) => r.reviewedAt ?? '9999');
    expect(reviewedKeys).toEqual([...reviewedKeys].sort().reverse());
    const byId = (await staff.get('/api/admin/reports/rejected').query({ sort: '["id","ASC"]' }).expect(200)).body.map((r: Row) => r.id);
    expect(byId).toEqual([...byId].sort((a: number, b: number) => a - b));
    const one = await staff.get('/api/admin/reports/rejected').query({ sort: '["id","ASC"]', range: '[0,0]' }).expect(200);
    expect(one.body).toHaveLength(1);
    expect(one.headers['content-range']).toMatch(/^reports 0-0\/\d+$/);
  });

  it('answers a bad sort, range or filter on the report lists with a 400 naming what is accepted', async () => {
    for (const path of ['/api/admin/reports/pending', '/api/admin/reports/rejected', `/api/admin/reports/user/${clientId}/historical`]) {
      const badSort = await staff.get(path).query({ sort: '["userName","ASC"]' }).expect(400);
      expect(badSort.body.message).toBe('sort must be [field, "ASC"|"DESC"] with field one of: id, createdAt, reviewedAt, year, month');
      expect((await staff.get(path).query({ range: '[5,1]' }).expect(400)).body.message).toMatch(/^range must be \[start, end\]/);
      expect((await staff.get(path).query({ filter: 'nope' }).expect(400)).body.message).toMatch(/^filter must be JSON/);
    }
    await client.get('/api/admin/reports/pending').query({ range: '[0,9]' }).expect(403);
  });

  it('clears every report of the client with its files, and nobody else’s', async () => {
    const owner = await createUser(app);
    const agent = await loginAs(app, owner.user.email, owner.password);
    const report = await insertReport(app, owner.user.id);
    const kept = await insertReport(app, clientId);
    await agent.delete('/api/plaid/monthly-reports').expect(200, { message: REPORT_MESSAGES.cleared });
    expect((await agent.get('/api/plaid/monthly-reports').expect(200)).body.reports).toEqual([]);
    expect(await app.get(FileStorage).exists(report.transactionsCsvUrl!)).toBe(false);
    expect(await app.get(FileStorage).exists(report.pdfUrl!)).toBe(false);
    expect(await app.get(FileStorage).exists(kept.transactionsCsvUrl!)).toBe(true);
  });
});

describe('previousMonth', () => {
  it('is the month before, in Toronto time', () => {
    expect(previousMonth(new Date('2026-11-01T11:00:00Z'))).toEqual({ year: 2026, month: 10 });
    // 02:00 UTC on Jan 1 is still Dec 31 in Toronto: the previous month is November.
    expect(previousMonth(new Date('2026-01-01T02:00:00Z'))).toEqual({ year: 2025, month: 11 });
    expect(previousMonth(new Date('2026-01-01T12:00:00Z'))).toEqual({ year: 2025, month: 12 });
  });
});
