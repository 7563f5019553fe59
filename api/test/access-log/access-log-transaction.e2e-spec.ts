import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { ACCESS_LOG_UNAVAILABLE } from '../../src/common/access-log/access-log-writer';
import { clientWithBankMonth } from '../helpers/bank-month';
import { type Agent, createTestApp, createUser, loginAs } from '../helpers/test-app';

/**
 * A staff change to the books or the ledger and its access-log row are one transaction
 * (docs/decisions/firm-tail.md): PostgreSQL's xmin shows both rows were written by the same
 * transaction, and a row that cannot be written rolls the change back (503, nothing changed).
 */
describe('access log: the row of a staff change commits with the change', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let staff: Agent;
  let clientId: number;
  let chequingId: number;
  let entryId: string;
  const tag = `alt${Date.now().toString(36)}`;

  const logRows = (route: string): Promise<{ id: number; xmin: string }[]> =>
    db.query(`SELECT id, xmin::text AS xmin FROM access_log WHERE client_user_id = $1 AND route = $2 ORDER BY id`, [clientId, route]);
  /** Makes the access log refuse this client's rows while `fn` runs (as the 503 test of access-log.e2e-spec does). */
  async function withLogRefused(fn: () => Promise<void>): Promise<void> {
    await db.query(`ALTER TABLE access_log ADD CONSTRAINT "CHK_test_refuse_${tag}" CHECK (client_user_id <> ${clientId}) NOT VALID`);
    try {
      await fn();
    } finally {
      await db.query(`ALTER TABLE access_log DROP CONSTRAINT "CHK_test_refuse_${tag}"`);
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    const made = await clientWithBankMonth(app);
    clientId = made.user.id;
    const client = await loginAs(app, made.user.email, made.password);
    const { body } = await client.get('/api/books/accounts').expect(200);
    chequingId = (body.accounts as { id: number; name: string }[]).find((a) => a.name === 'RBC Chequing')!.id;
    [{ id: entryId }] = await db.query(`SELECT id::text AS id FROM ledger_entries WHERE user_id = $1 AND name = 'MONTHLY FEE' LIMIT 1`, [clientId]);
    const s = await createUser(app, { isAdmin: true, firstName: 'Sam', lastName: `Staff${tag}` });
    staff = await loginAs(app, s.user.email, s.password);
  });
  afterAll(() => app?.close());

  it('books: a staff opening balance and its row are written by one transaction, and only one row', async () => {
    const route = 'PUT /api/admin/users/:userId/books/accounts/:id/opening-balance';
    await staff.put(`/api/admin/users/${clientId}/books/accounts/${chequingId}/opening-balance`).send({ date: '2026-08-01', amount: '250.00' }).expect(200);
    const [opening] = await db.query(`SELECT xmin::text AS xmin, set_amount FROM book_openings WHERE user_id = $1 AND set_by IS NOT NULL`, [clientId]);
    const rows = await logRows(route);
    expect(rows).toHaveLength(1);
    expect(rows[0].xmin).toBe(opening.xmin);
  });

  it('books: when the row cannot be written the opening is not changed either (503)', async () => {
    await withLogRefused(async () => {
      const res = await staff
        .put(`/api/admin/users/${clientId}/books/accounts/${chequingId}/opening-balance`)
        .send({ date: '2026-08-01', amount: '999.00' })
        .expect(503);
      expect(res.body.error).toBe(ACCESS_LOG_UNAVAILABLE);
    });
    const [opening] = await db.query(`SELECT set_amount FROM book_openings WHERE user_id = $1 AND set_by IS NOT NULL`, [clientId]);
    expect(Number(opening.set_amount)).toBe(250);
  });

  it('ledger: a staff transfer decision and its row are one transaction; refused log, unchanged row', async () => {
    const route = 'POST /api/admin/ledger/:transactionId/transfer';
    await withLogRefused(async () => {
      await staff.post(`/api/admin/ledger/${entryId}/transfer`).send({ decision: 'not_transfer' }).expect(503);
    });
    const [before] = await db.query(`SELECT transfer_decision FROM ledger_entries WHERE id = $1`, [entryId]);
    expect(before.transfer_decision).toBeNull();
    expect(await logRows(route)).toEqual([]);
    await staff.post(`/api/admin/ledger/${entryId}/transfer`).send({ decision: 'not_transfer' }).expect(200);
    const [after] = await db.query(`SELECT transfer_decision, xmin::text AS xmin FROM ledger_entries WHERE id = $1`, [entryId]);
    expect(after.transfer_decision).toBe('not_transfer');
    const rows = await logRows(route);
    expect(rows).toHaveLength(1);
    expect(rows[0].xmin).toBe(after.xmin);
  });
});
