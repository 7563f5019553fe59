import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { ACCESS_LOG_UNAVAILABLE, AccessLogWriter } from '../../src/common/access-log/access-log-writer';
import { AccessLogService } from '../../src/modules/access-log/access-log.service';
import { FileStorage } from '../../src/common/storage/file-storage';
import { type Agent, createTestApp, createUser, loginAs } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());

interface Row {
  staff_user_id: number;
  staff_name: string;
  staff_role: string;
  client_user_id: number;
  client_name: string;
  action: string;
  route: string;
  object_kind: string;
  object_ref: string | null;
  object_label: string | null;
  ip: string | null;
}

/**
 * Issue 29, point 4: every staff read or change of a client's data leaves one append-only
 * row, written in the request; the client reads theirs, owners read and export all of it.
 */
describe('access log', () => {
  let app: NestExpressApplication;
  let staff: Agent;
  let staffId: number;
  let client: Agent;
  let clientId: number;
  let other: Agent;
  let otherId: number;
  let reportId: number;
  let submissionId: number;
  let uploadId: number;
  let yearEndId: number;
  const tag = `al${Date.now().toString(36)}`;

  const rowsOf = (userId: number): Promise<Row[]> => db(app).query(`SELECT * FROM access_log WHERE client_user_id = $1 ORDER BY id`, [userId]);
  const count = async (userId: number) => (await rowsOf(userId)).length;

  beforeAll(async () => {
    app = await createTestApp();
    const s = await createUser(app, { firstName: 'Sam', lastName: `Staff${tag}`, isAdmin: true });
    const c = await createUser(app, { firstName: 'Avery', lastName: `Client${tag}` });
    const o = await createUser(app, { firstName: 'Olive', lastName: `Other${tag}` });
    staffId = s.user.id;
    clientId = c.user.id;
    otherId = o.user.id;
    staff = await loginAs(app, s.user.email, s.password);
    client = await loginAs(app, c.user.email, c.password);
    other = await loginAs(app, o.user.email, o.password);
    [{ id: reportId }] = await db(app).query(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date) VALUES ($1, $2, 2026, 10, '2026-10-01', '2026-10-31') RETURNING id`,
      [`RPT-${tag}`, clientId],
    );
    [{ id: submissionId }] = await db(app).query(`INSERT INTO submissions (user_id, summary_name) VALUES ($1, 'Receipts') RETURNING id`, [clientId]);
    [{ id: uploadId }] = await db(app).query(`INSERT INTO csv_uploads (file_name, file_path, uploaded_by) VALUES ('bank.csv', '', $1) RETURNING id`, [
      clientId,
    ]);
    [{ id: yearEndId }] = await db(app).query(
      `INSERT INTO year_end_packages (user_id, fiscal_year_start, fiscal_year_end, form) VALUES ($1, '2025-01-01', '2025-12-31', 't2125') RETURNING id`,
      [clientId],
    );
  });
  afterAll(() => app.close());

  const reads: [string, () => string, string, string | null][] = [
    ['the profile', () => `/api/admin/users/${clientId}`, 'profile', null],
    ['the AI usage', () => `/api/admin/users/${clientId}/ai-usage`, 'profile', null],
    ['the books (ledger)', () => `/api/admin/users/${clientId}/ledger`, 'ledger', null],
    ['an accountant export', () => `/api/admin/users/${clientId}/exports/general-ledger?from=2026-01-01&to=2026-12-31`, 'export', null],
    ['the tax profile', () => `/api/admin/tax/users/${clientId}/profile`, 'tax', null],
    ['the GST/HST worksheets', () => `/api/admin/tax/users/${clientId}/gst-hst-returns`, 'worksheet', null],
    ['the report history', () => `/api/admin/reports/user/${clientId}/historical`, 'report', null],
    ['a report', () => `/api/admin/reports/${reportId}/transactions`, 'report', 'October 2026'],
    ['a submission', () => `/api/admin/submissions/${submissionId}`, 'submission', null],
    ['the books (chart of accounts)', () => `/api/admin/users/${clientId}/books/accounts`, 'books', null],
    ['the conversation', () => `/api/admin/users/${clientId}/conversation`, 'conversation', null],
    ['a CSV upload', () => `/api/admin/csv/uploads/${uploadId}`, 'upload', 'bank.csv'],
    ['a year-end package', () => `/api/admin/year-end-packages/${yearEndId}`, 'year-end', '2025-12-31'],
    ['the data exports', () => `/api/admin/users/${clientId}/data-exports`, 'data-export', null],
  ];

  it.each(reads)('a staff read of %s leaves exactly one row naming staff, client, route and address', async (_name, url, kind, label) => {
    const before = await count(clientId);
    const res = await staff.get(url());
    expect(res.status).toBe(200);
    const rows = await rowsOf(clientId);
    expect(rows).toHaveLength(before + 1);
    const row = rows[rows.length - 1];
    expect(row).toMatchObject({
      staff_user_id: staffId,
      staff_name: `Sam Staff${tag}`,
      staff_role: 'owner',
      client_user_id: clientId,
      client_name: `Avery Client${tag}`,
      action: 'read',
      object_kind: kind,
      object_label: label,
    });
    expect(row.route).toMatch(/^GET \/api\/admin\/.*:/);
    expect(row.ip).toBeTruthy();
  });

  describe('staff downloads of client files', () => {
    it("logs a staff download of the client's report file, once, in the client's words; and not the client's own", async () => {
      const stored = await app.get(FileStorage).save(Buffer.from('%PDF-1.4 test'), 'report.pdf');
      await db(app).query(`UPDATE monthly_reports SET pdf_url = $2 WHERE id = $1`, [reportId, stored.key]);
      const before = await count(clientId);
      await staff.get(`/api/downloads/monthly-report/${reportId}/pdf`).expect(200);
      const rows = await rowsOf(clientId);
      expect(rows.slice(before)).toEqual([
        expect.objectContaining({
          action: 'read',
          object_kind: 'report-file',
          object_label: 'October 2026',
          route: 'GET /api/downloads/monthly-report/:id/:kind',
        }),
      ]);
      const words = (await client.get('/api/user/access-log').expect(200)).body.items.map((i: { what: string }) => i.what);
      expect(words).toContain('Downloaded your October 2026 report');
    });

    it('logs a staff download of a submission file by its key, before the file is sent', async () => {
      const stored = await app.get(FileStorage).save(Buffer.from('a,b\n1,2\n'), 'result.csv');
      await db(app).query(
        `INSERT INTO submission_files (submission_id, storage_key, role, original_name, mime_type, size) VALUES ($1, $2, 'result_csv', 'October result.csv', 'text/csv', 8)`,
        [submissionId, stored.key],
      );
      const before = await count(clientId);
      await client.get(`/uploads/${stored.key}`).expect(200);
      expect(await count(clientId)).toBe(before);
      await staff.get(`/uploads/${stored.key}`).expect(200);
      const rows = await rowsOf(clientId);
      expect(rows.slice(before)).toEqual([
        expect.objectContaining({ action: 'read', object_kind: 'file', object_label: 'October result.csv', object_ref: `file ${stored.key}` }),
      ]);
    });
  });

  it('names the route template and the object', async () => {
    await staff.get(`/api/admin/reports/${reportId}/transactions`).expect(200);
    const rows = await rowsOf(clientId);
    expect(rows[rows.length - 1]).toMatchObject({ route: 'GET /api/admin/reports/:reportId/transactions', object_ref: `report ${reportId} (October 2026)` });
  });

  it('leaves no row for a read that finds nothing, and none for the client reading their own data', async () => {
    const before = await count(clientId);
    await staff.get(`/api/admin/reports/${reportId + 1_000_000}/transactions`).expect(404);
    await client.get('/api/ledger').expect(200);
    await client.get('/api/user/access-log').expect(200);
    expect(await count(clientId)).toBe(before);
  });

  it('logs a staff change once it succeeded, and not a change that was refused', async () => {
    await client.get('/api/plaid/user-categories').expect(200);
    const before = await count(clientId);
    await staff.put(`/api/admin/tax/users/${clientId}/treatments`).send({ category: 'No Such Category', treatment: 'exempt', itcSharePercent: 0 }).expect(404);
    expect(await count(clientId)).toBe(before);
    await staff.put(`/api/admin/tax/users/${clientId}/treatments`).send({ category: 'Travel & Meals', treatment: 'taxable', itcSharePercent: 50 }).expect(200);
    const rows = await rowsOf(clientId);
    expect(rows.slice(before)).toEqual([
      expect.objectContaining({ action: 'change', object_kind: 'tax', route: 'PUT /api/admin/tax/users/:userId/treatments' }),
    ]);
  });

  it('answers 503 and no data when the row cannot be written', async () => {
    await db(app).query(`ALTER TABLE access_log ADD CONSTRAINT "CHK_test_refuse_${tag}" CHECK (client_user_id <> ${clientId}) NOT VALID`);
    try {
      const res = await staff.get(`/api/admin/users/${clientId}/ledger`).expect(503);
      expect(res.body.error).toBe(ACCESS_LOG_UNAVAILABLE);
      expect(res.body).not.toHaveProperty('rows');
      await staff.get(`/api/admin/users/${clientId}/exports/general-ledger?from=2026-01-01&to=2026-12-31`).expect(503);
    } finally {
      await db(app).query(`ALTER TABLE access_log DROP CONSTRAINT "CHK_test_refuse_${tag}"`);
    }
  });

  it('names automated work by its job, with no person and no address', async () => {
    const lone = await createUser(app, { firstName: 'Jo', lastName: `Job${tag}` });
    await app.get(AccessLogWriter).recordJobRead('example-audit-job', lone.user.id, 'file', 'file x', 'statement.pdf');
    expect(await rowsOf(lone.user.id)).toEqual([
      expect.objectContaining({ staff_user_id: null, staff_name: 'example-audit-job', staff_role: 'job', route: 'job example-audit-job', ip: null }),
    ]);
    const agent = await loginAs(app, lone.user.email, lone.password);
    const res = await agent.get('/api/user/access-log').expect(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({ staffName: 'example-audit-job', staffRole: 'job', what: 'Downloaded your file “statement.pdf”' }),
    ]);
  });

  describe('append-only at the database', () => {
    it('refuses UPDATE', async () => {
      await expect(db(app).query(`UPDATE access_log SET staff_name = 'someone else' WHERE client_user_id = $1`, [clientId])).rejects.toThrow(
        /append-only: UPDATE refused/,
      );
    });

    it('refuses DELETE, also with the purge setting for a client who has not left', async () => {
      await expect(db(app).query(`DELETE FROM access_log WHERE client_user_id = $1`, [clientId])).rejects.toThrow(/append-only: DELETE refused/);
      await expect(
        db(app).transaction(async (m) => {
          await m.query(`SELECT set_config('ledgerleaf.access_log_purge', 'on', true)`);
          await m.query(`DELETE FROM access_log WHERE client_user_id = $1`, [clientId]);
        }),
      ).rejects.toThrow(/append-only: DELETE refused/);
      expect(await count(clientId)).toBeGreaterThan(0);
    });

    it('refuses TRUNCATE', async () => {
      await expect(db(app).query(`TRUNCATE access_log`)).rejects.toThrow(/append-only: TRUNCATE refused/);
    });
  });

  describe("the client's view", () => {
    it('lists their own rows in plain words, with staff name and role, and no address', async () => {
      const res = await client.get('/api/user/access-log').expect(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 25 });
      expect(res.body.total).toBe(await count(clientId));
      const words = res.body.items.map((i: { what: string }) => i.what);
      expect(words).toContain('Opened your October 2026 report');
      expect(words).toContain('Opened your transactions');
      expect(res.body.items[0]).toEqual({
        id: expect.any(String),
        at: expect.any(String),
        staffName: `Sam Staff${tag}`,
        staffRole: 'owner',
        what: expect.any(String),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|::1|"ip"/);
    });

    it('shows another client none of it', async () => {
      const res = await other.get('/api/user/access-log').expect(200);
      expect(res.body).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
      await staff.get(`/api/admin/users/${otherId}`).expect(200);
      const mine = await other.get('/api/user/access-log').expect(200);
      expect(mine.body.items).toEqual([expect.objectContaining({ what: 'Opened your profile' })]);
    });

    it('pages, and refuses a page that is not a whole number from 1', async () => {
      const second = await client.get('/api/user/access-log?page=2').expect(200);
      expect(second.body.page).toBe(2);
      for (const bad of ['0', '-1', 'x', '1.5']) await client.get(`/api/user/access-log?page=${bad}`).expect(400);
    });

    it('needs a session', async () => {
      await request(app.getHttpServer()).get('/api/user/access-log').expect(401);
    });
  });

  describe("the owners' console", () => {
    it('is staff only', async () => {
      await client.get('/api/admin/access-log').expect(403);
      await client.get('/api/admin/access-log/export').expect(403);
    });

    it('filters by client and staff, with Content-Range, newest first', async () => {
      const filter = encodeURIComponent(JSON.stringify({ clientUserId: clientId, staffUserId: staffId }));
      const res = await staff.get(`/api/admin/access-log?filter=${filter}&range=[0,4]`).expect(200);
      expect(res.headers['content-range']).toBe(`access-log 0-4/${await count(clientId)}`);
      expect(res.body).toHaveLength(5);
      expect(res.body.every((r: { clientUserId: number }) => r.clientUserId === clientId)).toBe(true);
      const times = res.body.map((r: { at: string }) => r.at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(res.body[0]).toHaveProperty('ip');
    });

    it('filters by day, and refuses a day that does not parse', async () => {
      const future = encodeURIComponent(JSON.stringify({ clientUserId: clientId, from: '2099-01-01' }));
      expect((await staff.get(`/api/admin/access-log?filter=${future}`).expect(200)).body).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      const around = encodeURIComponent(JSON.stringify({ clientUserId: clientId, from: '2020-01-01', to: today }));
      expect((await staff.get(`/api/admin/access-log?filter=${around}`).expect(200)).body.length).toBeGreaterThan(0);
      const bad = encodeURIComponent(JSON.stringify({ from: '2026-13-01' }));
      await staff.get(`/api/admin/access-log?filter=${bad}`).expect(400);
      const reversed = encodeURIComponent(JSON.stringify({ from: '2026-11-02', to: '2026-11-01' }));
      await staff.get(`/api/admin/access-log?filter=${reversed}`).expect(400);
    });

    it('exports the filtered log as spreadsheet-safe CSV', async () => {
      await db(app).query(`UPDATE users SET first_name = '=HYPERLINK("x")' WHERE id = $1`, [otherId]);
      await staff.get(`/api/admin/users/${otherId}`).expect(200);
      const filter = encodeURIComponent(JSON.stringify({ clientUserId: otherId }));
      const res = await staff
        .get(`/api/admin/access-log/export?filter=${filter}`)
        .buffer(true)
        .parse((r, cb) => {
          let text = '';
          r.on('data', (c: Buffer) => (text += c.toString()));
          r.on('end', () => cb(null, text));
        })
        .expect(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(await count(otherId));
      expect(rows[0].client_name).toBe(`'=HYPERLINK("x") Other${tag}`);
      expect(rows[0].what).toBe('Opened your profile');
    });
  });

  describe('retention', () => {
    it('keeps the rows when the client is deleted, and the purge removes them only 24 months after', async () => {
      const gone = await createUser(app, { firstName: 'Gone', lastName: tag });
      await staff.get(`/api/admin/users/${gone.user.id}`).expect(200);
      await db(app).query(`DELETE FROM users WHERE id = $1`, [gone.user.id]);
      expect(await count(gone.user.id)).toBe(1);
      await app.get(AccessLogService).purgeExpired();
      expect(await count(gone.user.id)).toBe(1);
      // The departure 25 months ago (a test may move it; the log's rows stay untouchable).
      await db(app).query(`UPDATE access_log_departures SET left_at = now() - interval '25 months' WHERE client_user_id = $1`, [gone.user.id]);
      await app.get(AccessLogService).purgeExpired();
      expect(await count(gone.user.id)).toBe(0);
      expect(await db(app).query(`SELECT 1 FROM access_log_departures WHERE client_user_id = $1`, [gone.user.id])).toEqual([]);
      expect(await count(clientId)).toBeGreaterThan(0);
    });
  });
});
