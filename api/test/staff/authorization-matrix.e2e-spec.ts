import type { NestExpressApplication } from '@nestjs/platform-express';
import { AUTH_MESSAGES, REPORT_FILE_KINDS, REPORT_MESSAGES, STAFF_MESSAGES, type StaffRole } from '@ledgerleaf/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OWNERS_ONLY } from '../../src/modules/access-log/owner.guard';
import { User } from '../../src/modules/users/entities/user.entity';
import { UsersService } from '../../src/modules/users/users.service';
import { PasswordService } from '../../src/modules/auth/password.service';
import { type Agent, createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';

/**
 * The authorization matrix: every staff route × each staff column. "allowed" means the
 * guard let the call through (the route may still answer 400/404 for the probe's empty
 * body or missing file: that is the route's own answer, never 401/403). "role" and "client"
 * are 403 with the role's or the client's message; a deactivated member's session is gone (401).
 */
type Column = 'owner' | 'bookkeeperAssigned' | 'bookkeeperNotAssigned' | 'reviewer' | 'deactivated';
type Outcome = 'allowed' | 'role' | 'client' | 'gone';

interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: (ids: Ids) => string;
  body?: object;
  /** The route names the client (directly or through a report, submission, upload, package). */
  scoped?: boolean;
  /** Reviewers may (approving and rejecting). */
  review?: boolean;
  ownerOnly?: boolean;
  /** Every role, reviewers included (the staff member's own settings). */
  anyRole?: boolean;
}

interface Ids {
  client: number;
  report: number;
  reportId: string;
  submission: number;
  upload: number;
  yearEnd: number;
  staff: number;
}

const ROUTES: Route[] = [
  // Not naming a client.
  { method: 'get', path: () => '/api/admin/users' },
  { method: 'get', path: () => '/api/admin/stats' },
  { method: 'get', path: () => '/api/admin/reports/pending' },
  { method: 'get', path: () => '/api/admin/reports/rejected' },
  { method: 'get', path: () => '/api/admin/submissions' },
  { method: 'get', path: () => '/api/admin/csv/uploads' },
  { method: 'get', path: () => '/api/admin/questions' },
  { method: 'get', path: () => '/api/admin/year-end-packages' },
  { method: 'get', path: () => '/api/admin/messages' },
  { method: 'get', path: () => '/api/admin/call-requests' },
  { method: 'get', path: () => '/api/admin/month-close?month=2026-01' },
  { method: 'get', path: () => '/api/staff/mfa' },
  { method: 'get', path: () => '/api/admin/conversations' },
  { method: 'get', path: (ids) => `/api/admin/staff/${ids.staff}/photo` },
  // The staff member's own photo: every role (no file here: the route's own 400).
  { method: 'put', path: () => '/api/admin/staff/me/photo', body: {}, anyRole: true },
  { method: 'patch', path: () => '/api/messages/999999999', body: {} },
  { method: 'put', path: () => '/api/admin/csv/transactions/999999999', body: {} },
  // Staff management: owners only.
  { method: 'get', path: () => '/api/admin/staff', ownerOnly: true },
  { method: 'post', path: () => '/api/admin/staff/invitations', body: {}, ownerOnly: true },
  { method: 'patch', path: (ids) => `/api/admin/staff/${ids.staff}`, body: {}, ownerOnly: true },
  { method: 'put', path: (ids) => `/api/admin/users/${ids.client}/account-manager`, body: {}, ownerOnly: true },
  // The access log: owners only.
  { method: 'get', path: () => '/api/admin/access-log', ownerOnly: true },
  { method: 'get', path: () => '/api/admin/access-log/export', ownerOnly: true },
  // All of a client's data: owners only.
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}/data-exports`, ownerOnly: true },
  { method: 'post', path: (ids) => `/api/admin/users/${ids.client}/data-export`, ownerOnly: true },
  // Naming the client.
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}/ai-usage`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}/account-manager`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}/ledger`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}/conversation`, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/users/${ids.client}/conversation/messages`, body: {}, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/users/${ids.client}/conversation/read`, body: {}, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}/books/accounts`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}/books/reconciliations?month=2026-01`, scoped: true },
  { method: 'put', path: (ids) => `/api/admin/users/${ids.client}/books/reconciliations/999999999/2026-01`, body: {}, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/users/${ids.client}/books/reconciliations/999999999/2026-01/reconcile`, body: {}, scoped: true },
  { method: 'delete', path: (ids) => `/api/admin/users/${ids.client}/books/reconciliations/999999999/2026-01/reconcile`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/users/${ids.client}/exports/general-ledger?from=2026-01-01&to=2026-01-31`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/reports/user/${ids.client}/historical`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/tax/users/${ids.client}/profile`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/tax/users/${ids.client}/treatments`, scoped: true },
  { method: 'put', path: (ids) => `/api/admin/tax/users/${ids.client}/treatments`, body: {}, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/tax/users/${ids.client}/gst-hst-returns`, scoped: true },
  { method: 'put', path: (ids) => `/api/admin/tax/users/${ids.client}/year-end-lines`, body: {}, scoped: true },
  // Through a report.
  { method: 'get', path: (ids) => `/api/admin/reports/${ids.report}/transactions`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/reports/${ids.report}/categories`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/reports/${ids.reportId}/transactions`, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/reports/${ids.report}/update-status`, body: { status: 'maybe' }, scoped: true, review: true },
  { method: 'post', path: (ids) => `/api/admin/reports/${ids.report}/reopen`, body: { reason: 1 }, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/reports/${ids.report}/corrections`, body: { corrections: 'none' }, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/reports/${ids.report}/questions`, body: {}, scoped: true },
  // Through a submission, a CSV upload, a year-end package.
  { method: 'get', path: (ids) => `/api/admin/submissions/${ids.submission}`, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/submissions/${ids.submission}/complete`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/csv/uploads/${ids.upload}`, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/csv/upload/${ids.upload}/transactions`, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/csv/books/${ids.upload}`, body: {}, scoped: true },
  { method: 'get', path: (ids) => `/api/admin/year-end-packages/${ids.yearEnd}`, scoped: true },
  { method: 'post', path: (ids) => `/api/admin/year-end-packages/${ids.yearEnd}/update-status`, body: { status: 'maybe' }, scoped: true, review: true },
];

const READS = new Set(['get']);

/** What the rules say a column gets on a route. */
function expected(route: Route, column: Column): Outcome {
  if (column === 'deactivated') return 'gone';
  if (column === 'owner') return 'allowed';
  if (route.ownerOnly) return 'role';
  if (route.anyRole) return 'allowed';
  if (column === 'reviewer') return READS.has(route.method) || route.review ? 'allowed' : 'role';
  if (column === 'bookkeeperNotAssigned' && route.scoped) return 'client';
  return 'allowed';
}

function outcomeOf(status: number, message: unknown): Outcome | string {
  if (status === 401) return 'gone';
  // The access log's own guard says why in its words (owners only).
  if (status === 403 && (message === STAFF_MESSAGES.roleRefused || message === OWNERS_ONLY)) return 'role';
  if (status === 403 && message === STAFF_MESSAGES.clientNotYours) return 'client';
  if (status === 401 || status === 403 || status >= 500) return `${status} ${String(message)}`;
  return 'allowed';
}

describe('authorization matrix: each staff route × each staff role', () => {
  let app: NestExpressApplication;
  let ids: Ids;
  const agents = {} as Record<Column, Agent>;
  let deactivatedEmail: string;
  let deactivatedPassword: string;

  async function staffAgent(role: StaffRole): Promise<{ agent: Agent; user: User; password: string }> {
    const { user, password } = await createUser(app, { isAdmin: true, email: uniqueEmail(role) });
    await app.get(DataSource).getRepository(User).update({ id: user.id }, { staffRole: role });
    return { agent: await loginAs(app, user.email, password), user, password };
  }

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.get(DataSource);
    const owner = await staffAgent('owner');
    const assigned = await staffAgent('bookkeeper');
    const other = await staffAgent('bookkeeper');
    const reviewer = await staffAgent('reviewer');
    const leaving = await staffAgent('bookkeeper');
    Object.assign(agents, {
      owner: owner.agent,
      bookkeeperAssigned: assigned.agent,
      bookkeeperNotAssigned: other.agent,
      reviewer: reviewer.agent,
      deactivated: leaving.agent,
    });
    deactivatedEmail = leaving.user.email;
    deactivatedPassword = leaving.password;

    // The client: assigned to one bookkeeper, not open to all.
    const { user: client } = await createUser(app, { email: uniqueEmail('matrix-client') });
    await db.getRepository(User).update({ id: client.id }, { accountManagerId: assigned.user.id, openToAllStaff: false });
    const [report] = await db.query(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date) VALUES ($1, $2, 2026, 1, '2026-01-01', '2026-01-31') RETURNING id`,
      [`matrix-${client.id}`, client.id],
    );
    const [submission] = await db.query(`INSERT INTO submissions (user_id, summary_name) VALUES ($1, 'Matrix') RETURNING id`, [client.id]);
    const [upload] = await db.query(
      `INSERT INTO csv_uploads (file_name, file_path, uploaded_by) VALUES ('matrix.csv', 'nowhere/matrix.csv', $1) RETURNING id`,
      [client.id],
    );
    const [yearEnd] = await db.query(
      `INSERT INTO year_end_packages (user_id, fiscal_year_start, fiscal_year_end, form) VALUES ($1, '2025-01-01', '2025-12-31', 't2125') RETURNING id`,
      [client.id],
    );
    ids = {
      client: client.id,
      report: report.id,
      reportId: `matrix-${client.id}`,
      submission: submission.id,
      upload: upload.id,
      yearEnd: yearEnd.id,
      staff: other.user.id,
    };

    // The owner deactivates the leaving bookkeeper: their session ends at once.
    await owner.agent.patch(`/api/admin/staff/${leaving.user.id}`).send({ active: false }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
  });

  const columns: Column[] = ['owner', 'bookkeeperAssigned', 'bookkeeperNotAssigned', 'reviewer', 'deactivated'];

  it.each(columns)('gives the %s column what the rules say on every staff route', async (column) => {
    const got: Record<string, string> = {};
    const want: Record<string, string> = {};
    for (const route of ROUTES) {
      const path = route.path(ids);
      const key = `${route.method.toUpperCase()} ${path}`;
      const call = agents[column][route.method](path);
      const res = route.body ? await call.send(route.body) : await call;
      got[key] = outcomeOf(res.status, (res.body as { message?: unknown }).message);
      want[key] = expected(route, column);
    }
    expect(got).toEqual(want);
  });

  it('leaves the bookkeeper not assigned working the client once an owner opens it to all', async () => {
    await agents.bookkeeperNotAssigned.get(`/api/admin/users/${ids.client}`).expect(403);
    await app.get(DataSource).getRepository(User).update({ id: ids.client }, { openToAllStaff: true });
    try {
      await agents.bookkeeperNotAssigned.get(`/api/admin/users/${ids.client}`).expect(200);
      await agents.bookkeeperNotAssigned.get(`/api/admin/reports/${ids.report}/transactions`).expect((res) => expect(res.status).not.toBe(403));
    } finally {
      await app.get(DataSource).getRepository(User).update({ id: ids.client }, { openToAllStaff: false });
    }
  });

  it("serves a client's stored files only to staff who may work on them (others get the 404 of a missing file)", async () => {
    const path = `/api/downloads/monthly-report/${ids.report}/${REPORT_FILE_KINDS[0]}`;
    // The report has no file yet: those allowed learn that, the others that there is no such report.
    for (const column of ['owner', 'bookkeeperAssigned', 'reviewer'] as const) {
      const res = await agents[column].get(path).expect(404);
      expect(res.body.message).toBe(REPORT_MESSAGES.fileMissing);
    }
    const refused = await agents.bookkeeperNotAssigned.get(path).expect(404);
    expect(refused.body.message).not.toBe(REPORT_MESSAGES.fileMissing);
  });

  it('refuses clients on staff routes, and a deactivated member at login', async () => {
    const { user, password } = await createUser(app);
    const client = await loginAs(app, user.email, password);
    const res = await client.get('/api/admin/users').expect(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.adminOnly);
    await client.get('/api/admin/staff').expect(403);
    const login = await request(app.getHttpServer()).post('/api/login').send({ email: deactivatedEmail, password: deactivatedPassword }).expect(403);
    expect(login.body.message).toBe(STAFF_MESSAGES.deactivated);
  });

  it('keeps every staff member created without a role an owner (the rule before roles)', async () => {
    const user = await app.get(UsersService).create({
      email: uniqueEmail('legacy'),
      firstName: 'L',
      lastName: 'S',
      phone: '',
      passwordHash: await app.get(PasswordService).hash('correct-horse-1'),
      isAdmin: true,
    });
    expect(user.staffRole).toBe('owner');
    await expect(app.get(DataSource).query(`UPDATE users SET staff_role = NULL WHERE id = $1`, [user.id])).rejects.toThrow(/CHK_users_staff_role/);
  });
});
