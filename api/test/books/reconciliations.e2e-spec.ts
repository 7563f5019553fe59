import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  BOOKS_MESSAGES,
  MONTH_CLOSE_MESSAGES,
  RECONCILIATION_MESSAGES,
  type ReconciliationAccount,
  type ReconciliationMonth,
  type TrialBalanceResponse,
} from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

/**
 * Bank reconciliation (issue 28 points 2 and 3), black-box, to the cent:
 *   Chequing (CSV, no balance column)
 *     Sep  2 DEPOSIT            +2,000.00  → books 2,000.00 at Sep 30; statement 2,000.00: agrees
 *     Oct  3 INVOICE 1001 PAID  +1,000.00
 *     Oct 12 OFFICE RENT          -800.00
 *     Oct 30 CHEQUE 101            -12.34  → books 2,187.66 at Oct 31; the statement (Oct 29) says 2,200.00:
 *                                            off by 12.34, the cheque uncleared (it clears in November)
 *     Nov  4 BANK FEE               -5.00  → books 2,182.66; statement 2,180.00: an adjustment of -2.66
 *   Visa (CSV, a credit card)
 *     Oct  5 STAPLES              -200.00
 *     Oct 20 PAYMENT               +50.00  → 150.00 owed; statement 150.00 owed: agrees
 */
const CHEQUING = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-09-02,DEPOSIT,2000.00,Sales Revenue',
  '2026-10-03,INVOICE 1001 PAID,1000.00,Sales Revenue',
  '2026-10-12,OFFICE RENT,-800.00,Rent',
  '2026-10-30,CHEQUE 101,-12.34,Office Expenses',
  '2026-11-04,BANK FEE,-5.00,Bank Fees',
].join('\n');
const VISA = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-10-05,STAPLES #312,-200.00,Office Expenses',
  '2026-10-20,PAYMENT THANK YOU,50.00,Transfer between my accounts',
].join('\n');

describe('bank reconciliation', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let userId: number;
  const ids: Record<string, number> = {};

  const addAccount = async (file: string, name: string, accountName: string, accountType: string) => {
    const { body: upload } = await client.post('/api/csv/upload').attach('csvFile', Buffer.from(file), name).expect(201);
    await client.post(`/api/csv/categorize/${upload.id}`).send({}).expect(200);
    await client.post(`/api/csv/books/${upload.id}`).send({ accountName, accountType }).expect(200);
  };
  const month = async (m: string, agent: Agent = staff): Promise<Map<string, ReconciliationAccount>> => {
    const path = agent === staff ? `/api/admin/users/${userId}/books/reconciliations?month=${m}` : `/api/books/reconciliations?month=${m}`;
    const body: ReconciliationMonth = (await agent.get(path).expect(200)).body;
    expect(body.month).toBe(m);
    return new Map(body.accounts.map((a) => [a.accountName, a]));
  };
  const base = (account: string, m: string) => `/api/admin/users/${userId}/books/reconciliations/${ids[account]}/${m}`;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    const made = await createUser(app);
    userId = made.user.id;
    client = await loginAs(app, made.user.email, made.password);
    const o = await createUser(app);
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true, firstName: 'Rita', lastName: 'Reviewer' });
    staff = await loginAs(app, s.user.email, s.password);
    await addAccount(CHEQUING, 'chequing.csv', 'Chequing', 'bank');
    await addAccount(VISA, 'visa.csv', 'Visa', 'credit_card');
    for (const a of (await month('2026-10')).values()) ids[a.accountName] = a.accountId;
  });
  afterAll(() => app.close());

  it('lists each account of money with the books from the journal and no statement yet', async () => {
    const oct = await month('2026-10', client);
    expect([...oct.keys()]).toEqual(['Chequing', 'Visa']);
    expect(oct.get('Chequing')).toMatchObject({
      booksOpening: '2000.00',
      booksClosing: '2187.66',
      statementClosing: null,
      statementSource: null,
      difference: null,
      status: 'no_statement',
      uncleared: [],
      reconciledBy: null,
      adjustment: null,
    });
    // a card in its own sense: what is owed
    expect(oct.get('Visa')).toMatchObject({ booksOpening: '0.00', booksClosing: '150.00', status: 'no_statement' });
    // the Visa card had no activity in September: not listed then
    expect([...(await month('2026-09')).keys()]).toEqual(['Chequing']);
  });

  it('a statement that agrees is reconciled (September)', async () => {
    const { body: entered } = await client.put(`/api/books/reconciliations/${ids.Chequing}/2026-09`).send({ statementClosing: '2000.00' }).expect(200);
    expect(entered).toMatchObject({ statementClosing: '2000.00', statementSource: 'entered', difference: '0.00', status: 'unreconciled' });
    expect(entered.enteredAt).toEqual(expect.any(String));
    // the client cannot reconcile: a staff route
    await client
      .post(`${base('Chequing', '2026-09')}/reconcile`)
      .send({})
      .expect(403);
    const { body } = await staff
      .post(`${base('Chequing', '2026-09')}/reconcile`)
      .send({})
      .expect(200);
    expect(body).toMatchObject({ status: 'reconciled', reconciledBy: 'Rita Reviewer', difference: '0.00', adjustment: null });
    expect(body.reconciledAt).toEqual(expect.any(String));
    expect((await month('2026-09', client)).get('Chequing')!.status).toBe('reconciled');
  });

  it('off by 12.34 at the month end: 422 naming the difference; the statement of Oct 29 leaves the cheque uncleared and agrees', async () => {
    await staff.put(base('Chequing', '2026-10')).send({ statementClosing: '2200.00' }).expect(200);
    let row = (await month('2026-10')).get('Chequing')!;
    expect(row).toMatchObject({ statementClosing: '2200.00', booksClosing: '2187.66', difference: '12.34', status: 'unreconciled', uncleared: [] });
    const refused = await staff
      .post(`${base('Chequing', '2026-10')}/reconcile`)
      .send({})
      .expect(422);
    expect(refused.body).toMatchObject({ message: RECONCILIATION_MESSAGES.differs('12.34'), difference: '12.34' });

    // the paper statement is dated Oct 29: the cheque of Oct 30 is not on it yet
    await staff.put(base('Chequing', '2026-10')).send({ statementClosing: '2200.00', date: '2026-10-29' }).expect(200);
    row = (await month('2026-10')).get('Chequing')!;
    expect(row).toMatchObject({ statementClosing: '2200.00', statementDate: '2026-10-29', booksClosing: '2187.66', difference: '0.00' });
    expect(row.uncleared).toEqual([{ transactionId: expect.any(Number), date: '2026-10-30', name: 'CHEQUE 101', amount: '-12.34' }]);
    await staff
      .post(`${base('Chequing', '2026-10')}/reconcile`)
      .send({})
      .expect(200);
    // next month's statement shows it: November opens from October's statement
    expect((await month('2026-11')).get('Chequing')).toMatchObject({ statementOpening: '2200.00', booksOpening: '2187.66' });
  });

  it('a card agrees in its own sense (owed)', async () => {
    const { body } = await staff.put(base('Visa', '2026-10')).send({ statementClosing: 150 }).expect(200);
    expect(body).toMatchObject({ statementClosing: '150.00', booksClosing: '150.00', difference: '0.00' });
    await staff
      .post(`${base('Visa', '2026-10')}/reconcile`)
      .send({})
      .expect(200);
  });

  it('an adjustment posts the difference to Reconciliation adjustments with the memo; undo takes it back and the history keeps both', async () => {
    await staff.put(base('Chequing', '2026-11')).send({ statementClosing: '2180.00' }).expect(200);
    expect((await month('2026-11')).get('Chequing')).toMatchObject({ booksClosing: '2182.66', difference: '-2.66' });
    const noMemo = await staff
      .post(`${base('Chequing', '2026-11')}/reconcile`)
      .send({ adjustment: { memo: '  ' } })
      .expect(400);
    expect(noMemo.body.message).toBe(RECONCILIATION_MESSAGES.memoRequired);
    const { body } = await staff
      .post(`${base('Chequing', '2026-11')}/reconcile`)
      .send({ adjustment: { memo: 'Bank interest charge not in the feed' } })
      .expect(200);
    expect(body).toMatchObject({
      status: 'reconciled',
      booksClosing: '2180.00',
      difference: '0.00',
      adjustment: { amount: '-2.66', memo: 'Bank interest charge not in the feed' },
    });
    const trial: TrialBalanceResponse = (await client.get('/api/books/trial-balance?asOf=2026-11-30').expect(200)).body;
    expect(trial.totals.debit).toBe(trial.totals.credit);
    expect(trial.rows.find((r) => r.account === 'Reconciliation adjustments')).toMatchObject({ type: 'expense', debit: '2.66', credit: '0.00' });
    const [entry] = await db.query(
      `SELECT kind, to_char(date, 'YYYY-MM-DD') AS date, memo FROM journal_entries WHERE user_id = $1 AND kind = 'reconciliation'`,
      [userId],
    );
    expect(entry).toEqual({ kind: 'reconciliation', date: '2026-11-30', memo: 'Reconciliation adjustment: Chequing: Bank interest charge not in the feed' });

    await client.delete(`${base('Chequing', '2026-11')}/reconcile`).expect(403);
    const { body: undone } = await staff.delete(`${base('Chequing', '2026-11')}/reconcile`).expect(200);
    expect(undone).toMatchObject({ status: 'unreconciled', booksClosing: '2182.66', difference: '-2.66', adjustment: null, reconciledBy: null });
    await staff.delete(`${base('Chequing', '2026-11')}/reconcile`).expect(409);
    const history = await db.query(
      `SELECT kind::text, difference::text, adjustment_amount::text AS adjustment, memo FROM book_reconciliation_events
        WHERE account_id = $1 AND month = '2026-11-01' ORDER BY id`,
      [ids.Chequing],
    );
    expect(history).toEqual([
      { kind: 'entered', difference: '-2.66', adjustment: null, memo: null },
      { kind: 'reconciled', difference: '-2.66', adjustment: '-2.66', memo: 'Bank interest charge not in the feed' },
      { kind: 'undone', difference: null, adjustment: '-2.66', memo: 'Bank interest charge not in the feed' },
    ]);
  });

  it("another client's account is a 404, bad input a 400, never a 500", async () => {
    await other.get('/api/books/reconciliations?month=2026-10').expect(200, { month: '2026-10', accounts: [] });
    const put = await other.put(`/api/books/reconciliations/${ids.Chequing}/2026-10`).send({ statementClosing: '1.00' }).expect(404);
    expect(put.body.message).toBe(BOOKS_MESSAGES.accountNotFound);
    for (const bad of ['2026-13', '2026-1', 'x', '99999-01']) {
      const res = await client.get(`/api/books/reconciliations?month=${bad}`).expect(400);
      expect(res.body.message).toBe(RECONCILIATION_MESSAGES.badMonth);
    }
    await client.get('/api/books/reconciliations').expect(400);
    await client.put(`/api/books/reconciliations/${ids.Chequing}/2026-10`).send({ statementClosing: 'lots' }).expect(400);
    await client.put(`/api/books/reconciliations/${ids.Chequing}/2026-10`).send({ statementClosing: '1.00', date: '2026-11-01' }).expect(400);
    await client.put(`/api/books/reconciliations/99999999999999/2026-10`).send({ statementClosing: '1.00' }).expect(404);
    await client.put(`/api/books/reconciliations/abc/2026-10`).send({ statementClosing: '1.00' }).expect(404);
    await staff.post(`/api/admin/users/${userId}/books/reconciliations/99999999999/2026-10/reconcile`).send({}).expect(404);
    await staff.post(`/api/admin/users/99999999999/books/reconciliations/${ids.Chequing}/2026-10/reconcile`).send({}).expect(404);
    await staff.get(`/api/admin/users/${userId}/books/reconciliations?month=2026-00`).expect(400);
    await staff
      .post(`${base('Chequing', '2026-10')}/reconcile`)
      .send({ adjustment: 'yes' })
      .expect(400);
    // a category account has no statement
    const [category] = await db.query(`SELECT id FROM book_accounts WHERE user_id = $1 AND source = 'category' LIMIT 1`, [userId]);
    await staff.put(`/api/admin/users/${userId}/books/reconciliations/${category.id}/2026-10`).send({ statementClosing: '1.00' }).expect(400);
  });

  describe('approving the month', () => {
    let reportId: number;
    beforeAll(async () => {
      const [report] = await db.query(
        `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date) VALUES ($1, $2, 2026, 11, '2026-11-01', '2026-11-30') RETURNING id`,
        [`recon-${userId}`, userId],
      );
      reportId = report.id;
    });

    it('answers 409 naming the unreconciled accounts', async () => {
      const res = await staff.post(`/api/admin/reports/${reportId}/update-status`).send({ status: 'approved' }).expect(409);
      expect(res.body.message).toBe('Reconcile these accounts first, or give a reason: Chequing (difference -2.66)');
      expect(res.body.unreconciled).toEqual([{ accountId: ids.Chequing, accountName: 'Chequing', difference: '-2.66' }]);
    });

    it('approves with a reason, keeps it with the version and freezes the figures; the month is then closed', async () => {
      const reason = 'The bank fee is disputed with the bank';
      const { body } = await staff.post(`/api/admin/reports/${reportId}/update-status`).send({ status: 'approved', unreconciledReason: reason }).expect(200);
      expect(body).toMatchObject({ status: 'approved', unreconciledReason: reason });
      expect(body.reconciliations).toEqual([
        {
          accountId: ids.Chequing,
          accountName: 'Chequing',
          statementClosing: '2180.00',
          booksClosing: '2182.66',
          difference: '-2.66',
          status: 'unreconciled',
          adjustment: null,
        },
        {
          accountId: ids.Visa,
          accountName: 'Visa',
          statementClosing: null,
          booksClosing: '150.00',
          difference: null,
          status: 'no_statement',
          adjustment: null,
        },
      ]);
      const mine = await client.get('/api/plaid/monthly-reports').expect(200);
      expect(mine.body.reports.find((r: { id: number }) => r.id === reportId)).toMatchObject({
        unreconciledReason: reason,
        reconciliations: body.reconciliations,
      });

      const closed = await staff
        .post(`${base('Chequing', '2026-11')}/reconcile`)
        .send({ adjustment: { memo: 'late' } })
        .expect(409);
      expect(closed.body.message).toBe(MONTH_CLOSE_MESSAGES.closed('2026-11'));
      await client.put(`/api/books/reconciliations/${ids.Chequing}/2026-11`).send({ statementClosing: '2182.66' }).expect(409);

      const csv = await client.get(`/api/downloads/monthly-report/${reportId}/reconciliation`).expect(200);
      expect(csv.text.trim().split('\n')).toEqual([
        'Account,Statement closing,Books closing,Difference,Status,Adjustment,Adjustment memo,Status in words',
        'Chequing,2180.00,2182.66,-2.66,unreconciled,,,not reconciled',
        'Visa,,150.00,,no_statement,,,no statement',
      ]);
      await other.get(`/api/downloads/monthly-report/${reportId}/reconciliation`).expect(404);
    });
  });
});
