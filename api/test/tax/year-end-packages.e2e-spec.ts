import type { NestExpressApplication } from '@nestjs/platform-express';
import { YEAR_END_PACKAGE_MESSAGES, ReportStatus } from '@ledgerleaf/contracts';
import { getDataSourceToken } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { Reconciler } from '../../src/common/jobs/reconciler';
import { YearEndPackagesService } from '../../src/modules/tax/year-end-packages.service';
import { clientWithBankMonth } from '../helpers/bank-month';
import { pdfText } from '../helpers/pdf-text';
import { approvalFollowedUp } from '../helpers/approval';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

/** A pending monthly report of the client (files are not read by the approval). */
async function pendingReport(app: NestExpressApplication, userId: number, year: number, month: number): Promise<number> {
  const mm = String(month).padStart(2, '0');
  const [row] = await db(app).query(
    `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date, status) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [`RPT-YE-${userId}-${year}${mm}`, userId, year, month, `${year}-${mm}-01`, `${year}-${mm}-28`, ReportStatus.PENDING],
  );
  return row.id;
}

describe('tax: the year-end package', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let staff: Agent;
  let other: Agent;
  let userId: number;
  const listOf = async (filter: object) =>
    (
      await staff
        .get('/api/admin/year-end-packages')
        .query({ filter: JSON.stringify(filter) })
        .expect(200)
    ).body;

  // A database of its own: the reconciler test below takes every package, build and mail in
  // progress it finds, and on the shared database those are other suites' work, run here and
  // cut off when this suite's app closes.
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;

  beforeAll(async () => {
    scratch = await createMigratedDatabase('year_end_packages');
    app = await createTestApp({ worker: true, env: { DATABASE_URL: scratch.url } });
    // Fiscal year October 2025 – September 2026 (year end 09-30). In it: Aug 14 software −113.00;
    // Sep 2 sales 1,130.00; Sep 5 software −113.00; Sep 12 meals −22.60; Sep 30 bank fee −4.95.
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    await db(app).query(`UPDATE users SET tax_year_end_date = '2026-09-30', created_at = '2025-06-01T12:00:00Z' WHERE id = $1`, [userId]);
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    const admin = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, admin.user.email, admin.password);
    const stranger = await createUser(app);
    other = await loginAs(app, stranger.user.email, stranger.password);
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
  });

  it('starts no package when a month other than the last of the fiscal year is approved', async () => {
    const august = await pendingReport(app, userId, 2026, 8);
    await staff.post(`/api/admin/reports/${august}/update-status`).send({ status: 'approved' }).expect(200);
    // The year-end step runs in the report-approved job: once it has, there is still no package.
    await approvalFollowedUp(app, august);
    expect(await listOf({ userId })).toEqual([]);
  });

  it('renders the PDF and CSV once the last month is approved, and holds them for review', async () => {
    const september = await pendingReport(app, userId, 2026, 9);
    await staff.post(`/api/admin/reports/${september}/update-status`).send({ status: 'approved' }).expect(200);
    const [row] = await eventually(async () => {
      const rows = await listOf({ userId, status: 'pending' });
      return rows.length ? rows : null;
    });
    expect(row).toMatchObject({
      userId,
      fiscalYearStart: '2025-10-01',
      fiscalYearEnd: '2026-09-30',
      form: 't2125',
      status: 'pending',
      clientName: 'Avery Lambert',
    });
    // The client sees it waiting, and cannot download it yet.
    expect((await client.get('/api/tax/year-end-packages').expect(200)).body).toEqual([
      expect.objectContaining({ fiscalYearEnd: '2026-09-30', status: 'pending' }),
    ]);
    const early = await client.get('/api/downloads/year-end/2026-09-30/pdf').expect(404);
    expect(early.body.message).toContain(YEAR_END_PACKAGE_MESSAGES.notReady);

    // Staff read the CSV: the year on each line equals the sum of its twelve months, as the statement computes it.
    const csv = await staff.get(`/api/admin/year-end-packages/${row.id}/csv`).expect(200);
    expect(csv.headers['content-disposition']).toContain('year-end-2026-09-30.csv');
    const records: string[][] = parse(csv.text, { relax_column_count: true });
    const header = records.find((r) => r[0] === 'Line');
    expect(header?.slice(2, 14)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
    ]);
    const line = (first: string, second?: string) => records.find((r) => r[0] === first && (second === undefined || r[1] === second));
    expect(line('8000')?.[14]).toBe('1130.00');
    expect(line('8810')?.slice(12, 15)).toEqual(['113.00', '113.00', '226.00']);
    expect(line('', 'Net income (loss)')?.[14]).toBe('876.45');
    for (const r of records.filter((x) => x.length >= 15 && x[0] !== 'Line')) {
      expect(cents(r[14])).toBe(r.slice(2, 14).reduce((sum, v) => sum + cents(v), 0));
    }
    const { body: summary } = await client.get('/api/tax/year-end/2026-09-30').expect(200);
    expect(summary.netIncome.total).toBe(line('', 'Net income (loss)')?.[14]);
    const pdf = await staff.get(`/api/admin/year-end-packages/${row.id}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('lets staff approve or reject a pending package, and refuses clients', async () => {
    const [row] = await listOf({ userId });
    await request(app.getHttpServer()).get('/api/admin/year-end-packages').expect(401);
    await client.get('/api/admin/year-end-packages').expect(403);
    await client.post(`/api/admin/year-end-packages/${row.id}/update-status`).send({ status: 'approved' }).expect(403);
    await client.get(`/api/admin/year-end-packages/${row.id}/pdf`).expect(403);
    const blank = await staff.post(`/api/admin/year-end-packages/${row.id}/update-status`).send({ status: 'rejected', adminNotes: '  ' }).expect(400);
    expect(blank.body.message).toContain(YEAR_END_PACKAGE_MESSAGES.notesRequired);
    await staff.post(`/api/admin/year-end-packages/${row.id}/update-status`).send({ status: 'archived' }).expect(400);
    await staff
      .get('/api/admin/year-end-packages')
      .query({ filter: JSON.stringify({ status: 'lost' }) })
      .expect(400);
    await staff.post('/api/admin/year-end-packages/999999999/update-status').send({ status: 'approved' }).expect(404);
    const { body } = await staff.post(`/api/admin/year-end-packages/${row.id}/update-status`).send({ status: 'approved' }).expect(200);
    expect(body).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });
    await staff.post(`/api/admin/year-end-packages/${row.id}/update-status`).send({ status: 'rejected', adminNotes: 'late' }).expect(409);
  });

  it('lets the client download the approved package, and no one else', async () => {
    const pdf = await client.get('/api/downloads/year-end/2026-09-30/pdf').buffer(true).expect(200);
    expect(pdf.headers['content-disposition']).toContain('year-end-2026-09-30.pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await client.get('/api/downloads/year-end/2026-09-30/csv').expect(200);
    expect(csv.text).toContain('Year-end package — Avery Lambert');
    await client.get('/api/downloads/year-end/2026-09-30/xlsx').expect(404);
    await client.get('/api/downloads/year-end/2025-09-30/pdf').expect(404);
    await client.get('/api/downloads/year-end/not-a-date/pdf').expect(404);
    await client.get('/api/downloads/year-end/2026-02-30/pdf').expect(404);
    await other.get('/api/downloads/year-end/2026-09-30/pdf').expect(404);
  });

  it('does not start the same year twice, and keeps the review when approved again', async () => {
    const packages = app.get(YearEndPackagesService);
    const again = await packages.monthApproved(userId, 2026, 9);
    expect(again?.status).toBe('approved');
    const [{ n }] = await db(app).query(`SELECT count(*)::int AS n FROM year_end_packages WHERE user_id = $1`, [userId]);
    expect(n).toBe(1);
  });

  it('renders again a package whose job was lost, through the reconciler', async () => {
    // A package left generating with no job (Redis lost it): the reconciler lists it and enqueues it under its id.
    await db(app).query(
      `INSERT INTO year_end_packages (user_id, fiscal_year_start, fiscal_year_end, form, status) VALUES ($1, '2024-10-01', '2025-09-30', 't2125', 'generating')`,
      [userId],
    );
    const listed = await app.get(YearEndPackagesService).inProgress();
    expect(listed.map((w) => w.jobId)).toContain(`year-end:${userId}:2025-09-30`);
    expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
    const row = await eventually(async () => {
      const [r] = await db(app).query(`SELECT status, pdf_key, csv_key FROM year_end_packages WHERE user_id = $1 AND fiscal_year_end = '2025-09-30'`, [userId]);
      return r.status === 'pending' ? r : null;
    });
    expect(row.pdf_key).toBeTruthy();
    expect(row.csv_key).toBeTruthy();
  });

  it("renders a French client's package in French: CSV headers and line names, the PDF's texts", async () => {
    const made = await clientWithBankMonth(app, 'QC');
    const frenchId = made.user.id;
    await db(app).query(`UPDATE users SET locale = 'fr-CA', tax_year_end_date = '2026-09-30', created_at = '2025-06-01T12:00:00Z' WHERE id = $1`, [frenchId]);
    const french = await loginAs(app, made.user.email, made.password);
    await french.get('/api/plaid/user-categories').expect(200);
    const [inserted] = await db(app).query(
      `INSERT INTO year_end_packages (user_id, fiscal_year_start, fiscal_year_end, form, status) VALUES ($1, '2025-10-01', '2026-09-30', 't2125', 'generating') RETURNING id`,
      [frenchId],
    );
    await app.get(YearEndPackagesService).generate(inserted.id, true);

    const csv = await staff.get(`/api/admin/year-end-packages/${inserted.id}/csv`).expect(200);
    const records: string[][] = parse(csv.text, { relax_column_count: true });
    expect(records[0]).toEqual(['Dossier de fin d’exercice — Avery Lambert']);
    expect(records[2].slice(0, 3)).toEqual(['Exercice', 'du 2025-10-01 au 2026-09-30', 'Formulaire']);
    const header = records.find((r) => r[0] === 'Ligne');
    expect(header?.slice(0, 2)).toEqual(['Ligne', 'Description']);
    expect(header?.slice(14)).toEqual(['Exercice', 'Catégories']);
    // the French default categories land on their lines, named as the French T2125 names them
    expect(records.find((r) => r[0] === '8810')?.slice(1, 2)).toEqual(['Frais de bureau']);
    expect(records.find((r) => r[0] === '8810')?.[14]).toBe('226.00');
    expect(records.find((r) => r[1] === 'Bénéfice net (perte nette)')?.[14]).toBe('876.45');
    expect(csv.text).not.toMatch(/Year-end package|Fiscal year|Net income|Office expenses/);

    const pdf = await staff.get(`/api/admin/year-end-packages/${inserted.id}/pdf`).buffer(true).expect(200);
    const text = pdfText(Buffer.from(pdf.body));
    expect(text).toMatch(/Dossier de fin d.exercice/);
    expect(text).toMatch(/1\s130,00/);
    for (const expected of ['exercice du 2025-10-01 au 2026-09-30', 'Frais de bureau', 'Bénéfice net (perte nette)']) expect(text).toContain(expected);
    expect(text).not.toMatch(/Year-end package|fiscal year|Generated/);
  });
});
