import type { NestExpressApplication } from '@nestjs/platform-express';
import { REPORT_MESSAGES, REPORT_VERSION_MESSAGES, type AdminMonthlyReportDto, type MonthlyReportDto } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { clientWithBankMonth } from '../helpers/bank-month';
import { UsersService } from '../../src/modules/users/users.service';
import { approvalFollowedUp } from '../helpers/approval';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

describe('report versions: an approved report reopened with a reason', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let staff: Agent;
  let staffId: number;
  let report: MonthlyReportDto;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    const made = await clientWithBankMonth(app);
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    const s = await createUser(app, { isAdmin: true, firstName: 'Jane', lastName: 'Staff' });
    staffId = s.user.id;
    staff = await loginAs(app, s.user.email, s.password);
    report = (await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200)).body.report;
  });
  afterAll(() => app.close());

  /** The client's September report once no build is waiting or running. */
  const settled = () =>
    eventually(async () => {
      const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
      return body.builds.length === 0 ? (body.reports.find((r: MonthlyReportDto) => r.id === report.id) as MonthlyReportDto) : null;
    });
  const csvOf = async (agent: Agent, query = '') =>
    parse((await agent.get(`/api/downloads/monthly-report/${report.id}/transactions${query}`).expect(200)).text, { columns: true }) as Record<string, string>[];
  const categoryOf = (rows: Record<string, string>[], name: string) => rows.find((r) => r.Name === name)?.Category;

  it('is version 1 when first approved', async () => {
    expect(report).toMatchObject({ version: 1, versions: [{ version: 1, status: 'pending', reason: null, changes: null }] });
    await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    const approved = await settled();
    expect(approved).toMatchObject({
      version: 1,
      status: 'approved',
      versions: [{ version: 1, status: 'approved', approvedAt: expect.any(String), reason: null }],
    });
  });

  it('refuses a reopening without a reason (400), from a client (403), and of a report that is not approved (409)', async () => {
    expect((await staff.post(`/api/admin/reports/${report.reportId}/reopen`).send({ reason: '  ' }).expect(400)).body.message).toContain(
      REPORT_VERSION_MESSAGES.reasonRequired,
    );
    await staff.post(`/api/admin/reports/${report.reportId}/reopen`).send({}).expect(400);
    await client.post(`/api/admin/reports/${report.reportId}/reopen`).send({ reason: 'mine' }).expect(403);
    await staff.post('/api/admin/reports/RPT-2099-01-999999/reopen').send({ reason: 'x' }).expect(404);
  });

  it('becomes version 2 pending review; the client keeps version 1, its files included, until it is approved', async () => {
    const before = await csvOf(client);
    expect(categoryOf(before, 'MONTHLY FEE')).toBe('Bank Fees');

    const { body } = await staff
      .post(`/api/admin/reports/${report.reportId}/reopen`)
      .send({ reason: 'The monthly fee is the accounting software subscription.' })
      .expect(200);
    expect(body).toMatchObject({
      version: 2,
      status: 'pending',
      versions: [
        { version: 1, status: 'approved', reopenedBy: null, reopenedByName: null },
        { version: 2, status: 'pending', reopenedBy: staffId, reopenedByName: 'Jane Staff' },
      ],
    });
    await staff.post(`/api/admin/reports/${report.reportId}/reopen`).send({ reason: 'again' }).expect(409);

    const seen = await settled();
    expect(seen).toMatchObject({
      version: 1,
      status: 'approved',
      transactionCount: 4,
      versions: [
        { version: 1, status: 'approved', reason: null },
        { version: 2, status: 'pending', reason: 'The monthly fee is the accounting software subscription.', reopenedBy: null, changes: null },
      ],
    });
    // Who reopened it is the console's business only.
    for (const v of seen.versions) expect(v).not.toHaveProperty('reopenedByName');
    expect(await csvOf(client)).toEqual(before);
    expect(await csvOf(client, '?version=1')).toEqual(before);
    expect((await client.get(`/api/downloads/monthly-report/${report.id}/pdf?version=2`).expect(403)).body.message).toBe(REPORT_MESSAGES.notApproved);
    expect((await client.get(`/api/downloads/monthly-report/${report.id}/pdf?version=7`).expect(404)).body.message).toBe(
      REPORT_VERSION_MESSAGES.versionNotFound,
    );
    await client.get(`/api/downloads/monthly-report/${report.id}/pdf?version=one`).expect(400);
  });

  it('once corrected and approved, the client gets version 2 with the changelog naming the recategorized row; version 1 still downloads', async () => {
    await staff.post(`/api/admin/reports/${report.reportId}/corrections`).send({ name: 'MONTHLY FEE', category: 'Software' });
    const rebuilt = await eventually(async () => {
      const { body } = await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200);
      return body.find((r: { name: string; category: string }) => r.name === 'MONTHLY FEE' && r.category === 'Software') ? body : null;
    });
    const feeId = rebuilt.find((r: { name: string }) => r.name === 'MONTHLY FEE').transactionId;
    await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    // The changelog is recorded by the report-approved job, after the answer.
    await approvalFollowedUp(app, report.reportId);

    const v2 = await settled();
    expect(v2).toMatchObject({ version: 2, status: 'approved' });
    const changes = v2.versions[1].changes!;
    expect(v2.versions[1]).toMatchObject({
      version: 2,
      status: 'approved',
      approvedAt: expect.any(String),
      reason: 'The monthly fee is the accounting software subscription.',
    });
    expect(changes.recategorized).toEqual([{ transactionId: feeId, name: 'MONTHLY FEE', amount: '-4.95', from: 'Bank Fees', to: 'Software' }]);
    expect(changes.added).toEqual([]);
    expect(changes.removed).toEqual([]);
    expect(changes.totals).toEqual([
      { category: 'Bank Fees', from: '4.95', to: '0.00' },
      { category: 'Software', from: '113.00', to: '117.95' },
    ]);
    expect(categoryOf(await csvOf(client), 'MONTHLY FEE')).toBe('Software');
    expect(categoryOf(await csvOf(client, '?version=1'), 'MONTHLY FEE')).toBe('Bank Fees');
    expect(categoryOf(await csvOf(client, '?version=2'), 'MONTHLY FEE')).toBe('Software');
  });

  it('shows staff the history with who reopened each version by name, when and why, naming them in one lookup for the whole list', async () => {
    const second = await createUser(app, { isAdmin: true, firstName: 'Sam', lastName: 'Ledger' });
    const secondAgent = await loginAs(app, second.user.email, second.password);
    await secondAgent.post(`/api/admin/reports/${report.reportId}/reopen`).send({ reason: 'The card fee belongs under Bank Fees.' }).expect(200);
    await settled();

    const lookups = jest.spyOn(app.get(UsersService), 'namesOf');
    const { body } = await staff.get(`/api/admin/reports/user/${report.userId}/historical`).expect(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
    const history = (body as AdminMonthlyReportDto[]).find((r) => r.id === report.id)!;
    expect(history.versions.map((v) => [v.version, v.status, v.reopenedBy, v.reopenedByName, v.reason])).toEqual([
      [1, 'approved', null, null, null],
      [2, 'approved', staffId, 'Jane Staff', 'The monthly fee is the accounting software subscription.'],
      [3, 'pending', second.user.id, 'Sam Ledger', 'The card fee belongs under Bank Fees.'],
    ]);
    expect(history.versions[1].reopenedAt).toEqual(expect.any(String));
  });
});
