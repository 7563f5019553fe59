import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { MonthlyReportDto, ReconciliationMonth } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { REPORT_APPROVED } from '../../src/common/events/report-approved';
import { Events } from '../../src/common/events/events';
import { FileStorage } from '../../src/common/storage/file-storage';
import { approvalFollowedUp } from '../helpers/approval';
import { clientWithBooksSeptember } from '../helpers/books-september';
import { booksSettled, buildsSettled } from '../helpers/books-settled';
import { pageHeadings, pdfPages, pdfText } from '../helpers/pdf-text';
import { createTestApp, type Agent } from '../helpers/test-app';

/**
 * Issue 28: the approved version's PDF carries the reconciliations it was approved with. The
 * September of tests/helpers/books-september.ts (RBC Chequing 376.45 in the books at Sep 30) is
 * built with no statement; staff then type the statement (370.00) and reconcile the 6.45 with
 * an adjustment, and approve: the report-approved job's `pdf` step draws the PDF again.
 */
describe('the approved PDF shows the approved reconciliations', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let staff: Agent;
  let userId: number;
  let report: MonthlyReportDto;

  const download = async (): Promise<Buffer> => {
    const res = await client.get(`/api/downloads/monthly-report/${report.id}/pdf`).buffer(true).expect(200);
    return Buffer.isBuffer(res.body) ? res.body : Buffer.from(res.text, 'latin1');
  };
  const storedPdf = async (): Promise<Buffer> => {
    const [row] = await db.query('SELECT pdf_url FROM monthly_reports WHERE id = $1', [report.id]);
    return app.get(FileStorage).readBuffer(row.pdf_url);
  };

  /** The books settled and no rebuild of the month asked or running (a rebuild would draw the PDF anew). */
  const settled = async (user: number) => {
    await booksSettled(app, user);
    await buildsSettled(db, user);
  };

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    ({ userId, client, staff } = await clientWithBooksSeptember(app));
    report = (await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200)).body.report;
    await settled(userId);
  });
  afterAll(() => app.close());

  it('draws the PDF again at approval with the statement, the adjustment and its memo; the build’s file is discarded', async () => {
    const builtPdf = await storedPdf();
    expect(pageHeadings(builtPdf).map(([, title]) => title)).toEqual([
      'Profit and loss — September 2026',
      'Balance sheet — September 30, 2026',
      'Bank reconciliations — September 2026',
      'GST/HST — September 2026',
    ]);
    const built = pdfText(builtPdf);
    expect(built).toContain('Bank reconciliations — September 2026');
    expect(built).toContain('RBC Chequing — no statement');
    const [{ pdf_url: builtKey }] = await db.query('SELECT pdf_url FROM monthly_reports WHERE id = $1', [report.id]);

    const month: ReconciliationMonth = (await staff.get(`/api/admin/users/${userId}/books/reconciliations?month=2026-09`).expect(200)).body;
    const chequing = month.accounts.find((a) => a.accountName === 'RBC Chequing')!;
    expect(chequing.booksClosing).toBe('376.45');
    const base = `/api/admin/users/${userId}/books/reconciliations/${chequing.accountId}/2026-09`;
    await staff.put(base).send({ statementClosing: '370.00' }).expect(200);
    const memo = 'Monthly account fee on the paper statement';
    await staff.post(`${base}/reconcile`).send({ adjustment: { memo } }).expect(200);
    await settled(userId);
    // Nothing rebuilt the month since: the PDF still shows what the build saw.
    expect(pdfText(await storedPdf())).not.toContain(memo);

    await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    await approvalFollowedUp(app, report.id);

    const approvedPdf = await download();
    const approved = pdfText(approvedPdf);
    // The redraw keeps the package's four pages, each section starting its own (issue 28 point 4).
    expect(pageHeadings(approvedPdf).map(([, title]) => title)).toEqual([
      'Profit and loss — September 2026',
      'Balance sheet — September 30, 2026',
      'Bank reconciliations — September 2026',
      'GST/HST — September 2026',
    ]);
    expect(pdfPages(approvedPdf)[3]).toContain('Sales tax (');
    expect(approved).toContain('Bank reconciliations — September 2026');
    expect(approved).toContain('RBC Chequing — reconciled');
    expect(approved).toContain('Statement closing balance $370.00');
    expect(approved).toContain('Books closing balance $370.00');
    expect(approved).toContain(`Adjustment: ${memo} -$6.45`);
    // The other pages are the build's: the P&L and the balance sheet as approved.
    expect(approved).toContain('Profit and loss — September 2026');
    expect(approved).toContain('RBC Chequing (GIFI 1002) $376.45');

    const [{ pdf_url: approvedKey }] = await db.query('SELECT pdf_url FROM monthly_reports WHERE id = $1', [report.id]);
    expect(approvedKey).not.toBe(builtKey);
    const [event] = await db.query('SELECT payload FROM domain_events WHERE job_id = $1', [REPORT_APPROVED.jobIdOf({ reportId: report.id, version: 1 })]);
    expect(event.payload).toEqual({ reportId: report.id, version: 1, redrawPdf: true });
    expect(await app.get(FileStorage).exists(builtKey)).toBe(false);
  });

  it('draws nothing again when the reconciliations did not change since the build', async () => {
    const second = await clientWithBooksSeptember(app);
    const built: MonthlyReportDto = (await second.client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200)).body.report;
    await settled(second.userId);
    await second.staff.post(`/api/admin/reports/${built.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    // Approved, the month is locked: no rebuild replaces the PDF from here on, only the step could.
    const [{ pdf_url: approvedKey }] = await db.query('SELECT pdf_url FROM monthly_reports WHERE id = $1', [built.id]);
    await approvalFollowedUp(app, built.id);
    const [event] = await db.query('SELECT payload FROM domain_events WHERE job_id = $1', [REPORT_APPROVED.jobIdOf({ reportId: built.id, version: 1 })]);
    expect(event.payload).toEqual({ reportId: built.id, version: 1 });
    expect((await db.query('SELECT pdf_url FROM monthly_reports WHERE id = $1', [built.id]))[0].pdf_url).toBe(approvedKey);
  });

  it('a redelivery of the job draws nothing again (the step is done)', async () => {
    const [{ pdf_url: before }] = await db.query('SELECT pdf_url FROM monthly_reports WHERE id = $1', [report.id]);
    const run = await app.get(Events).run(REPORT_APPROVED, { reportId: report.id, version: 1, redrawPdf: true });
    expect(run.skipped).toContain('pdf');
    const [{ pdf_url: after }] = await db.query('SELECT pdf_url FROM monthly_reports WHERE id = $1', [report.id]);
    expect(after).toBe(before);
  });
});
