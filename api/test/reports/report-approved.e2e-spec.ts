import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { REPORT_CSV_HEADERS, ReportStatus } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { Events } from '../../src/common/events/events';
import { REPORT_APPROVED, type ReportApproved } from '../../src/common/events/report-approved';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { Reconciler } from '../../src/common/jobs/reconciler';
import { FileStorage } from '../../src/common/storage/file-storage';
import { merchantKey } from '../../src/modules/categorization/engine/normalizer';
import { linesOfTransactionsCsv } from '../../src/modules/reports/report-lines';
import { ReportLinesRepository } from '../../src/modules/reports/report-lines.repository';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import { YearEndPackagesService } from '../../src/modules/tax/year-end-packages.service';
import { approvalFollowedUp } from '../helpers/approval';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';

const STEPS = [...REPORT_APPROVED.steps];

describe('after approval, one job: report-approved runs each step once', () => {
  let app: NestExpressApplication;
  let smtp: SmtpCapture;
  let db: DataSource;
  let events: Events;
  let staff: Agent;
  // A database of its own: the reconciler test below takes every approval, build and mail in
  // progress it finds, and on the shared database those are other suites' work, run here and
  // cut off when this suite's app closes.
  let scratch: Awaited<ReturnType<typeof createMigratedDatabase>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    scratch = await createMigratedDatabase('report_approved');
    app = await createTestApp({ worker: true, env: { DATABASE_URL: scratch.url, SMTP_URL: smtp.url, OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    events = app.get(Events);
    const admin = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, admin.user.email, admin.password);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await scratch?.drop();
  });
  afterEach(() => jest.restoreAllMocks());

  /** A new client with a pending December report (December ends their fiscal year) whose CSV has two categorized rows and one without. */
  async function pendingReport(): Promise<{ report: MonthlyReport; email: string; merchants: string[] }> {
    const { user } = await createUser(app);
    const merchants = [`QUORBLAX ${randomUUID().slice(0, 6).replace(/\d/g, 'k')}`, `VELMORA ${randomUUID().slice(0, 6).replace(/\d/g, 'q')}`].map((m) =>
      m.toUpperCase(),
    );
    const csv = [
      REPORT_CSV_HEADERS.transactions.join(','),
      `2025-12-03,${merchants[0]},,RBC Chequing,-29.99,Software,EXPENSE,0.97,rule,bank,1`,
      `2025-12-09,${merchants[1]},,RBC Chequing,-12.50,Office Expenses,EXPENSE,0.91,rule,bank,2`,
      '2025-12-10,UNSURE ROW,,RBC Chequing,-3.00,,EXPENSE,,,bank,3',
    ].join('\n');
    const stored = await app.get(FileStorage).save(Buffer.from(`${csv}\n`), 'transactions.csv');
    const repo = db.getRepository(MonthlyReport);
    const report = await repo.save(
      repo.create({
        reportId: `RPT-APPROVED-${user.id}`,
        userId: user.id,
        year: 2025,
        month: 12,
        startDate: '2025-12-01',
        endDate: '2025-12-31',
        transactionCount: 3,
        transactionsCsvUrl: stored.key,
        status: ReportStatus.PENDING,
        linesFilledAt: new Date(),
      }),
    );
    // Its lines, as the builder writes them with the report's row (report_lines).
    await app.get(ReportLinesRepository).replace(repo.manager, { reportId: report.id, version: report.version }, linesOfTransactionsCsv(csv, { strict: true }));
    return { report, email: user.email, merchants };
  }

  /** As review() leaves a report when the process dies right after its commit: approved, the occurrence recorded, no job enqueued. */
  async function approvedWithoutJob(report: MonthlyReport): Promise<ReportApproved> {
    const approved = { reportId: report.id, version: report.version };
    await db.transaction(async (em) => {
      await em.getRepository(MonthlyReport).update({ id: report.id }, { status: ReportStatus.APPROVED, reviewedAt: new Date() });
      await events.record(em, REPORT_APPROVED, approved);
    });
    return approved;
  }

  const memoryOf = async (userId: number, name: string): Promise<{ source: string; count: number; category_name: string } | undefined> =>
    (await db.query('SELECT category_name, source, count FROM categorization_memory WHERE user_id = $1 AND merchant_key = $2', [userId, merchantKey(name)]))[0];
  const stepsDone = async (approved: ReportApproved): Promise<string[]> =>
    (await db.query('SELECT step FROM domain_event_steps WHERE job_id = $1 ORDER BY step', [REPORT_APPROVED.jobIdOf(approved)])).map(
      (r: { step: string }) => r.step,
    );
  const finished = async (approved: ReportApproved): Promise<boolean> =>
    Boolean((await db.query('SELECT finished_at FROM domain_events WHERE job_id = $1', [REPORT_APPROVED.jobIdOf(approved)]))[0]?.finished_at);
  const packagesOf = async (userId: number): Promise<{ fiscal_year_end: string }[]> =>
    db.query(`SELECT to_char(fiscal_year_end, 'YYYY-MM-DD') AS fiscal_year_end FROM year_end_packages WHERE user_id = $1`, [userId]);
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

  it('answers the reviewed report at once; then the job learns, starts the year-end package and mails the client', async () => {
    const { report, email, merchants } = await pendingReport();
    const { body } = await staff
      .post(`/api/admin/reports/${report.reportId}/update-status`)
      .send({ status: 'approved', adminNotes: 'Looks right' })
      .expect(200);
    expect(body).toMatchObject({ id: report.id, reportId: report.reportId, status: 'approved', adminNotes: 'Looks right', version: 1 });

    await approvalFollowedUp(app, report.id);
    const approved = { reportId: report.id, version: 1 };
    expect(await stepsDone(approved)).toEqual([...STEPS].sort());
    expect(await memoryOf(report.userId, merchants[0])).toMatchObject({ category_name: 'Software', source: 'approved', count: 1 });
    expect(await memoryOf(report.userId, merchants[1])).toMatchObject({ category_name: 'Office Expenses', source: 'approved', count: 1 });
    expect(await memoryOf(report.userId, 'UNSURE ROW')).toBeUndefined();
    expect(await packagesOf(report.userId)).toEqual([{ fiscal_year_end: '2025-12-31' }]);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Your December 2025 report is ready');
    // A version 1 has no earlier version: no changelog.
    expect((await db.getRepository(MonthlyReport).findOneByOrFail({ id: report.id })).changes).toBeNull();
  });

  it('runs each step once when the job is delivered twice, one after the other or both at once', async () => {
    const { report, email, merchants } = await pendingReport();
    const approved = await approvedWithoutJob(report);

    const [one, two] = await Promise.all([events.run(REPORT_APPROVED, approved), events.run(REPORT_APPROVED, approved)]);
    expect([...one.ran, ...two.ran].sort()).toEqual([...STEPS].sort());
    expect([...one.skipped, ...two.skipped].sort()).toEqual([...STEPS].sort());
    expect(await events.run(REPORT_APPROVED, approved)).toEqual({ ran: [], skipped: STEPS });
    expect(await finished(approved)).toBe(true);

    // And through the queue again, as the reconciler or Bull would redeliver it once finished.
    const queue = app.get(JobQueue);
    const jobId = REPORT_APPROVED.jobIdOf(approved);
    await queue.enqueue(REPORT_APPROVED, approved, { jobId, rerunAfterFinish: true });
    await eventually(async () => !(await queue.isPending(REPORT_APPROVED, jobId)));

    await smtp.waitFor(email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(email)).toHaveLength(1);
    expect(await memoryOf(report.userId, merchants[0])).toMatchObject({ source: 'approved', count: 1 });
    expect(await packagesOf(report.userId)).toHaveLength(1);
  });

  it('stops at a failing step; redelivered, it runs the rest and not the steps already done', async () => {
    const { report, email, merchants } = await pendingReport();
    const approved = await approvedWithoutJob(report);
    jest.spyOn(app.get(YearEndPackagesService), 'startForApprovedMonth').mockRejectedValueOnce(new Error('worker killed here'));

    await expect(events.run(REPORT_APPROVED, approved)).rejects.toThrow('worker killed here');
    expect(await stepsDone(approved)).toEqual(['changelog', 'learn']);
    expect(await finished(approved)).toBe(false);
    expect(await memoryOf(report.userId, merchants[0])).toMatchObject({ source: 'approved', count: 1 });
    expect(await packagesOf(report.userId)).toEqual([]);
    // The failed step's writes went with its mark: listed for the reconciler.
    expect((await events.unfinished(REPORT_APPROVED)).map((w) => w.jobId)).toContain(REPORT_APPROVED.jobIdOf(approved));

    expect(await events.run(REPORT_APPROVED, approved)).toEqual({ ran: ['year-end-package', 'pdf', 'notify-client'], skipped: ['learn', 'changelog'] });
    expect(await stepsDone(approved)).toEqual([...STEPS].sort());
    expect(await finished(approved)).toBe(true);
    expect(await memoryOf(report.userId, merchants[0])).toMatchObject({ source: 'approved', count: 1 });
    expect(await packagesOf(report.userId)).toEqual([{ fiscal_year_end: '2025-12-31' }]);
    await smtp.waitFor(email);
    expect((await events.unfinished(REPORT_APPROVED)).map((w) => w.jobId)).not.toContain(REPORT_APPROVED.jobIdOf(approved));
  });

  it('an approval whose job was never enqueued is delivered by the reconciler', async () => {
    const { report, merchants, email } = await pendingReport();
    const queue = app.get(JobQueue);
    const enqueue = queue.enqueue.bind(queue);
    jest.spyOn(queue, 'enqueue').mockImplementation(async (job, payload, options) => {
      if (job.name === REPORT_APPROVED.name) throw new Error('Redis went away');
      return enqueue(job, payload, options);
    });
    // The approval stands: the enqueue failing after the commit is the reconciler's to repair.
    await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    const approved = { reportId: report.id, version: 1 };
    expect(await queue.isPending(REPORT_APPROVED, REPORT_APPROVED.jobIdOf(approved))).toBe(false);
    expect(await stepsDone(approved)).toEqual([]);
    jest.restoreAllMocks();

    expect(await app.get(Reconciler).run()).toBeGreaterThanOrEqual(1);
    await approvalFollowedUp(app, report.id);
    expect(await stepsDone(approved)).toEqual([...STEPS].sort());
    expect(await memoryOf(report.userId, merchants[1])).toMatchObject({ source: 'approved', count: 1 });
    // The notify-client step above sent the client's mail.
    await smtp.waitFor(email);
  });

  it('a rejection mails the client at once and records no approval', async () => {
    const { report, email } = await pendingReport();
    await staff.post(`/api/admin/reports/${report.id}/update-status`).send({ status: 'rejected', adminNotes: 'Split the Adobe charge' }).expect(200);
    expect((await smtp.waitFor(email)).body).toContain('Split the Adobe charge');
    expect(await db.query('SELECT 1 FROM domain_events WHERE job_id = $1', [REPORT_APPROVED.jobIdOf({ reportId: report.id, version: 1 })])).toEqual([]);
  });
});
