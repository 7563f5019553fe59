import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { REPORT_CSV_HEADERS, REPORT_MESSAGES, ReportStatus, type MonthlyReportDto, type ReportTransactionRow } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { FileStorage } from '../../src/common/storage/file-storage';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import { ReportBuilderService } from '../../src/modules/reports/report-builder.service';
import { transactionsCsv } from '../../src/modules/reports/report-files';
import { inReviewOrder, linesOfTransactionsCsv } from '../../src/modules/reports/report-lines';
import { ReportLinesFill } from '../../src/modules/reports/report-lines.fill';
import { ReportLinesRepository } from '../../src/modules/reports/report-lines.repository';
import { FILL_REPORT_LINES_JOB_ID } from '../../src/modules/reports/reports.jobs';
import { clientWithBankMonth } from '../helpers/bank-month';
import { booksSettled } from '../helpers/books-settled';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

const SEPTEMBER = { year: 2026, month: 9 };

describe('report lines: a report’s rows in report_lines, its files renderings of them', () => {
  let app: NestExpressApplication;
  let staff: Agent;
  let db: DataSource;
  let lines: ReportLinesRepository;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    lines = app.get(ReportLinesRepository);
    const s = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, s.user.email, s.password);
  });
  afterAll(() => app.close());

  /** A client with September in their books and its report built on the workers. */
  async function builtSeptember(): Promise<{ client: Agent; userId: number; report: MonthlyReportDto }> {
    const made = await clientWithBankMonth(app);
    const client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    // The bank rows' change of the books applied first, so no rebuild it asks for lands after the test's own steps.
    await booksSettled(app, made.user.id);
    const report = (await client.post('/api/plaid/monthly-reports').send(SEPTEMBER).expect(200)).body.report as MonthlyReportDto;
    return { client, userId: made.user.id, report };
  }

  const lineCount = async (reportId: number, version: number) =>
    Number((await db.query('SELECT count(*) AS n FROM report_lines WHERE monthly_report_id = $1 AND version = $2', [reportId, version]))[0].n);

  it('are written by the build with the report row; the CSV download is their rendering and the console reads them', async () => {
    const { report } = await builtSeptember();
    const row = await db.getRepository(MonthlyReport).findOneByOrFail({ id: report.id });
    expect(row.linesFilledAt).toBeInstanceOf(Date);
    const stored = await lines.rawLinesOf({ reportId: report.id, version: 1 });
    expect(stored).toHaveLength(report.transactionCount);
    expect(stored.map((l) => l.name).sort()).toEqual(['=HYPERLINK("x") CAFE', 'ADOBE *CREATIVE CLD', 'MONTHLY FEE', 'SHOPIFY PAYOUT 8841']);

    const csv = (await staff.get(`/api/downloads/monthly-report/${report.id}/transactions`).expect(200)).text;
    expect(csv).toBe(transactionsCsv(stored));
    expect(linesOfTransactionsCsv(csv, { strict: true })).toEqual(stored);
    const view: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
    expect(view).toEqual(inReviewOrder(stored));
  });

  it('are written in the same transaction as the report row: a build whose lines fail leaves no report, and the next build writes both', async () => {
    const made = await clientWithBankMonth(app);
    const builder = app.get(ReportBuilderService);
    const refuse = jest.spyOn(lines, 'replace').mockRejectedValueOnce(new Error('lines refused'));
    await expect(builder.build(made.user.id, SEPTEMBER)).rejects.toThrow('lines refused');
    refuse.mockRestore();
    expect(await db.getRepository(MonthlyReport).countBy({ userId: made.user.id, ...SEPTEMBER })).toBe(0);

    const saved = (await builder.build(made.user.id, SEPTEMBER))!;
    expect(await lineCount(saved.id, 1)).toBe(saved.transactionCount);
    // A rebuild replaces the current version's lines, not adds to them.
    await builder.build(made.user.id, SEPTEMBER);
    expect(await lineCount(saved.id, 1)).toBe(saved.transactionCount);
  });

  it('of a staff override CSV are parsed once, at upload, into the current version; a row they cannot hold is a 400 that changes nothing', async () => {
    const { report } = await builtSeptember();
    const header = REPORT_CSV_HEADERS.transactions.join(',');
    const upload = (content: string) =>
      staff.post(`/api/admin/reports/${report.id}/upload-override`).field('fileType', 'transactions').attach('file', Buffer.from(content), 'fixed.csv');

    const override = `${header}\n2026-09-05,ADOBE *CREATIVE CLD,Adobe,RBC Chequing,-113.00,Software,EXPENSE,1.00,staff,bank,7\n2026-09-12,"=HYPERLINK(""x"") CAFE",,RBC Chequing,-22.60,+Meals,EXPENSE,0.40,staff\n`;
    await upload(override).expect(200);
    const stored = await lines.rawLinesOf({ reportId: report.id, version: 1 });
    expect(stored).toEqual([
      {
        index: 0,
        date: '2026-09-05',
        name: 'ADOBE *CREATIVE CLD',
        merchantName: 'Adobe',
        accountName: 'RBC Chequing',
        amount: '-113.00',
        category: 'Software',
        type: 'EXPENSE',
        confidence: 1,
        source: 'staff',
        origin: 'bank',
        transactionId: 7,
      },
      {
        index: 1,
        date: '2026-09-12',
        name: '=HYPERLINK("x") CAFE',
        merchantName: null,
        accountName: 'RBC Chequing',
        amount: '-22.60',
        category: '+Meals',
        type: 'EXPENSE',
        confidence: 0.4,
        source: 'staff',
        origin: null,
        transactionId: null,
      },
    ]);
    const view: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
    expect(view.map((r) => [r.index, r.name, r.category])).toEqual([
      [1, '=HYPERLINK("x") CAFE', '+Meals'],
      [0, 'ADOBE *CREATIVE CLD', 'Software'],
    ]);

    const refused = await upload(`${header}\n2026-09-05,A,,RBC,-1.00\nlast Tuesday,B,,RBC,-2.00\n`).expect(400);
    expect(refused.body.message).toBe(REPORT_MESSAGES.overrideRow(3, 'Date'));
    expect((await upload(`${header}\n2026-09-05,A,,RBC,lots\n`).expect(400)).body.message).toBe(REPORT_MESSAGES.overrideRow(2, 'Amount'));
    expect(await lines.rawLinesOf({ reportId: report.id, version: 1 })).toEqual(stored);

    // A summary override is a file only: the lines stay.
    await staff
      .post(`/api/admin/reports/${report.id}/upload-override`)
      .field('fileType', 'summary')
      .attach('file', Buffer.from(`${REPORT_CSV_HEADERS.summary.join(',')}\nSoftware,EXPENSE,1,113.00\n`), 's.csv')
      .expect(200);
    expect(await lines.rawLinesOf({ reportId: report.id, version: 1 })).toEqual(stored);
  });

  it('of an approved version stay as they were when staff reopen it; the rebuild replaces only the new version’s', async () => {
    const { client, report } = await builtSeptember();
    await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    const v1 = await lines.rawLinesOf({ reportId: report.id, version: 1 });
    await staff.post(`/api/admin/reports/${report.reportId}/reopen`).send({ reason: 'The monthly fee is software.' }).expect(200);
    await staff.post(`/api/admin/reports/${report.reportId}/corrections`).send({ name: 'MONTHLY FEE', category: 'Software' });
    const v2 = await eventually(async () => {
      const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
      if (body.builds.length) return null;
      const current = await lines.rawLinesOf({ reportId: report.id, version: 2 });
      return current.find((l) => l.name === 'MONTHLY FEE')?.category === 'Software' ? current : null;
    });
    expect(v2).toHaveLength(v1.length);
    expect(await lines.rawLinesOf({ reportId: report.id, version: 1 })).toEqual(v1);
    expect(v1.find((l) => l.name === 'MONTHLY FEE')?.category).toBe('Bank Fees');
    const versionRow: { lines_filled_at: Date | null }[] = await db.query(
      'SELECT lines_filled_at FROM report_versions WHERE monthly_report_id = $1 AND version = 1',
      [report.id],
    );
    expect(versionRow[0].lines_filled_at).toBeInstanceOf(Date);
  });

  describe('of reports built before the table, filled once from their stored CSV (the fill-report-lines job)', () => {
    const LEGACY = `${REPORT_CSV_HEADERS.transactions.join(',')}\n2026-07-03,"'=cmd|' /C calc'!A0",Adobe,RBC Chequing,-29.99,Software,EXPENSE,0.97,rule,bank,11\n2026-07-09,Shopify,,RBC Chequing,1130.00,,,,,bank,12\n`;
    const EARLIER = `${REPORT_CSV_HEADERS.transactions.join(',')}\n2026-07-03,Adobe,Adobe,RBC Chequing,-29.99,Office Expenses,EXPENSE,0.80,learned,bank,11\n`;

    /** A report (and an earlier version) as an old build left them: rows and files, no lines, lines_filled_at null. */
    async function legacyReport(): Promise<{ report: MonthlyReport; missing: MonthlyReport }> {
      const storage = app.get(FileStorage);
      const owner = await createUser(app);
      const repo = db.getRepository(MonthlyReport);
      const save = async (month: number, csvKey: string | null) =>
        repo.save(
          repo.create({
            reportId: `RPT-LEGACY-${owner.user.id}-${month}`,
            userId: owner.user.id,
            year: 2026,
            month,
            startDate: `2026-0${month}-01`,
            endDate: `2026-0${month}-28`,
            transactionCount: 2,
            accountsIncluded: [{ id: 'acc_1', name: 'RBC Chequing' }],
            transactionsCsvUrl: csvKey,
            status: ReportStatus.PENDING,
            version: 2,
            linesFilledAt: null,
          }),
        );
      const report = await save(7, (await storage.save(Buffer.from(LEGACY), 'transactions.csv')).key);
      await db.query(
        `INSERT INTO report_versions (monthly_report_id, version, status, transaction_count, transactions_csv_url, lines_filled_at) VALUES ($1, 1, 'approved', 1, $2, NULL)`,
        [report.id, (await storage.save(Buffer.from(EARLIER), 'transactions.csv')).key],
      );
      // Its file went (storage lost it): no lines, as transactionsOf answered.
      const missing = await save(6, 'gone/transactions.csv');
      return { report, missing };
    }
    const filledAt = async (report: MonthlyReport) => {
      const [r]: { lines_filled_at: Date | null }[] = await db.query('SELECT lines_filled_at FROM monthly_reports WHERE id = $1', [report.id]);
      const [v]: { lines_filled_at: Date | null }[] = await db.query('SELECT lines_filled_at FROM report_versions WHERE monthly_report_id = $1', [report.id]);
      return [r.lines_filled_at?.toISOString() ?? null, v?.lines_filled_at?.toISOString() ?? null];
    };

    it('the reconciler sees the work while rows are unfilled; the job fills them from the CSV as transactionsOf read it; run twice is once', async () => {
      const fill = app.get(ReportLinesFill);
      const { report, missing } = await legacyReport();
      expect(
        await staff
          .get(`/api/admin/reports/${report.reportId}/transactions`)
          .expect(200)
          .then((r) => r.body),
      ).toEqual([]);
      expect(await fill.pending()).toEqual([{ jobId: FILL_REPORT_LINES_JOB_ID, payload: {} }]);

      await fill.fillAll();
      expect(await lines.rawLinesOf({ reportId: report.id, version: 2 })).toEqual(linesOfTransactionsCsv(LEGACY, { strict: false }));
      expect((await lines.rawLinesOf({ reportId: report.id, version: 2 }))[0].name).toBe("=cmd|' /C calc'!A0");
      expect(await lines.rawLinesOf({ reportId: report.id, version: 1 })).toEqual(linesOfTransactionsCsv(EARLIER, { strict: false }));
      expect(await lineCount(missing.id, 2)).toBe(0);
      const view: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
      expect(view.map((r) => [r.name, r.category, r.needsReview])).toEqual([
        ['Shopify', null, true],
        ["=cmd|' /C calc'!A0", 'Software', false],
      ]);
      const stamped = await filledAt(report);
      expect(stamped.every((t) => t !== null)).toBe(true);
      expect((await filledAt(missing))[0]).not.toBeNull();
      expect(await fill.pending()).toEqual([]);

      await fill.fillAll();
      expect(await filledAt(report)).toEqual(stamped);
      expect(await lineCount(report.id, 2)).toBe(2);
      expect(await lineCount(report.id, 1)).toBe(1);
    });

    it('an interrupted fill keeps what it filled and the next run finishes the rest', async () => {
      const fill = app.get(ReportLinesFill);
      const storage = app.get(FileStorage);
      const { report } = await legacyReport();
      const realRead = storage.readBuffer.bind(storage);
      let reads = 0;
      const killed = jest.spyOn(storage, 'readBuffer').mockImplementation(async (key: string) => {
        reads += 1;
        if (reads === 2) throw new Error('worker killed');
        return realRead(key);
      });
      await expect(fill.fillAll()).rejects.toThrow('worker killed');
      killed.mockRestore();
      const half = await filledAt(report);
      expect(half.filter((t) => t === null)).toHaveLength(1);
      expect(await fill.pending()).toEqual([{ jobId: FILL_REPORT_LINES_JOB_ID, payload: {} }]);

      await fill.fillAll();
      expect((await filledAt(report)).every((t) => t !== null)).toBe(true);
      expect(await lineCount(report.id, 2)).toBe(2);
      expect(await lineCount(report.id, 1)).toBe(1);
      expect(await fill.pending()).toEqual([]);
    });
  });
});
