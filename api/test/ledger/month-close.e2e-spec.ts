import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { MONTH_CLOSE_LIMITS, MONTH_CLOSE_MESSAGES, REPORT_FILE_KINDS, type LedgerResponse, type LedgerRow, type MonthlyReportDto } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { RateLimiter } from '../../src/common/rate-limit/rate-limiter';
import { clientWithBankMonth } from '../helpers/bank-month';
import { booksSettled } from '../helpers/books-settled';
import { approvedMonth, builtMonth, bytes, reportFileHashes, settledReports, sha } from '../helpers/closed-month';
import * as fx from '../helpers/document-fixtures';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

/**
 * Issue 28 point 3, black-box: once September 2026's report is approved, every path that
 * would change September's figures answers 409 "September 2026 is closed; ask your bookkeeper
 * to reopen it" (client and staff), the approved version's files and the live September
 * figures stay byte for byte as they were, a late bank row dated in September counts on
 * October 1 with a note naming its own date, reopening allows the change again, another
 * client gets the 404 of a missing object, and the routes that change the books are limited
 * per client (429).
 *
 * The client's September: the bank rows of helpers/bank-month.ts, a transfer to their Visa
 * (chequing -500.00 on the 19th, the Visa's +500.00 on the 20th: a matched pair), the Visa's
 * copy of the Adobe charge (a possible duplicate of the bank's), a staff question on the
 * monthly fee, and a submission with a manual row on the 10th waiting for staff.
 */
const VISA = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-09-05,ADOBE *CREATIVE CLD,-113.00,Software',
  '2026-09-20,PAYMENT THANK YOU,500.00,',
  '2026-10-06,STAPLES #312,-40.00,Office Expenses',
].join('\n');
const CASH = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-09-25,CASH SALE,200.00,Sales Revenue',
  '2026-10-03,CASH SALE,50.00,Sales Revenue',
].join('\n');
const CLOSED = MONTH_CLOSE_MESSAGES.closed('2026-09');
describe('the month close: an approved month stays closed', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let other: Agent;
  let otherId: number;
  let staff: Agent;
  let userId: number;
  let chequingId: number;
  let report: MonthlyReportDto;
  let visaId: number;
  let cashId: number;
  let submissionId: number;
  let questionId: number;
  const ids: Record<string, number> = {};

  const upload = async (file: string, name: string) => {
    const { body } = await client.post('/api/csv/upload').attach('csvFile', Buffer.from(file), name).expect(201);
    await client.post(`/api/csv/categorize/${body.id}`).send({}).expect(200);
    await eventually(async () => (await db.query(`SELECT status FROM csv_uploads WHERE id = $1`, [body.id]))[0]?.status === 'completed');
    return body.id as number;
  };
  const bankRow = (date: string, name: string, amount: string) =>
    db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
       VALUES ($1, $2, 'RBC Chequing', $3, $4, $5, $6, NULL, false, '{}')`,
      [userId, chequingId, `tx-${randomUUID()}`, amount, date, name],
    );
  const ledger = async (query = ''): Promise<LedgerRow[]> => ((await client.get(`/api/ledger${query}`).expect(200)).body as LedgerResponse).transactions;
  /** What must not move while September is closed: its approved files, its live figures, its rows. */
  const septemberAsItIs = async () => ({
    files: await reportFileHashes(client, report),
    balanceSheet: (await client.get('/api/books/balance-sheet?asOf=2026-09-30').expect(200)).body,
    trialBalance: (await client.get('/api/books/trial-balance?asOf=2026-09-30').expect(200)).body,
    rows: await ledger('?from=2026-09-01&to=2026-09-30'),
    journal: (await client.get('/api/books/journal?from=2026-09-01&to=2026-09-30').expect(200)).body,
  });
  const expectClosed = (res: { status: number; body: { message: string; month?: string } }) => {
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: CLOSED });
  };

  let before: Awaited<ReturnType<typeof septemberAsItIs>>;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    [{ id: chequingId }] = await db.query(
      `SELECT a.id FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id WHERE i.user_id = $1 AND a.name = 'RBC Chequing'`,
      [userId],
    );
    await bankRow('2026-09-19', 'TRANSFER TO VISA', '-500.00');
    visaId = await upload(VISA, 'visa.csv');
    await client.post(`/api/csv/books/${visaId}`).send({ accountName: 'Visa ending 4412', accountType: 'credit_card' }).expect(200);
    cashId = await upload(CASH, 'cash.csv');
    const s = await client
      .post('/api/submissions')
      .field('summaryName', 'Cash sales')
      .field('manualTransactions', JSON.stringify([{ transactionDate: '2026-09-10', transactionName: 'Market stall', province: 'ON', amount: '35.00' }]))
      .attach('documents', fx.pdf('market'), 'market.pdf')
      .expect(201);
    submissionId = s.body.id;
    await booksSettled(app, userId);
    for (const row of await ledger()) ids[`${row.source}:${row.name}:${row.date}`] = row.transactionId;

    const st = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, st.user.email, st.password);
    const o = await createUser(app);
    otherId = o.user.id;
    other = await loginAs(app, o.user.email, o.password);

    report = await builtMonth(client, 2026, 9);
    const fee = ids['bank:MONTHLY FEE:2026-09-30'];
    questionId = (
      await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: fee, question: 'What is this fee for?' }).expect(201)
    ).body.question.id;
    await approvedMonth(app, report, staff);
    before = await septemberAsItIs();
  }, 120_000);
  afterAll(() => app.close());

  it('has the pieces the paths below change: a possible duplicate and a matched transfer in September', () => {
    const rows = before.rows;
    const copy = rows.find((r) => r.source === 'csv' && r.name === 'ADOBE *CREATIVE CLD');
    expect(copy).toMatchObject({ duplicateOf: ids['bank:ADOBE *CREATIVE CLD:2026-09-05'], duplicateDecision: null });
    expect(rows.find((r) => r.name === 'TRANSFER TO VISA')).toMatchObject({ transfer: { transactionId: ids['csv:PAYMENT THANK YOU:2026-09-20'] } });
    expect(before.journal.entries.length).toBeGreaterThan(0);
    // The files compared below are real: three different non-empty downloads.
    expect(new Set([...Object.values(before.files), sha('')]).size).toBe(REPORT_FILE_KINDS.length + 1);
  });

  it("refuses the client's and staff's duplicate decisions on a closed month's row", async () => {
    const copy = ids['csv:ADOBE *CREATIVE CLD:2026-09-05'];
    expectClosed(await client.post(`/api/ledger/${copy}/duplicate`).send({ decision: 'same' }));
    expectClosed(await staff.post(`/api/admin/ledger/${copy}/duplicate`).send({ decision: 'distinct' }));
  });

  it("refuses the client's and staff's transfer decisions", async () => {
    const out = ids['bank:TRANSFER TO VISA:2026-09-19'];
    expectClosed(await client.post(`/api/ledger/${out}/transfer`).send({ decision: 'not_transfer' }));
    expectClosed(await staff.post(`/api/admin/ledger/${out}/transfer`).send({ decision: 'not_transfer' }));
    // A counterpart in an open month does not help: the row itself is September's.
    const staples = ids['csv:STAPLES #312:2026-10-06'];
    expect((await client.post(`/api/ledger/${staples}/transfer`).send({ decision: 'not_transfer' })).status).toBe(200);
  });

  it("answers the 409 in French to a French client's session (no header), naming the month in French (issue 31)", async () => {
    const copy = ids['csv:ADOBE *CREATIVE CLD:2026-09-05'];
    await db.query(`UPDATE users SET locale = 'fr-CA' WHERE id = $1`, [userId]);
    try {
      const res = await client.post(`/api/ledger/${copy}/duplicate`).send({ decision: 'same' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: 'septembre 2026 est clôturé; demandez à votre teneur de livres de le rouvrir',
        code: 'monthClose.closed',
        month: '2026-09',
      });
    } finally {
      await db.query(`UPDATE users SET locale = 'en-CA' WHERE id = $1`, [userId]);
    }
    expectClosed(await client.post(`/api/ledger/${copy}/duplicate`).send({ decision: 'same' }));
  });

  it('refuses a CSV account joining, renamed in, or leaving the books with rows in the closed month (client and staff), and the upload deleted while in the books', async () => {
    expectClosed(await client.post(`/api/csv/books/${cashId}`).send({ accountName: 'Cash box' }));
    expectClosed(await client.post(`/api/csv/books/${visaId}`).send({ accountName: 'Visa renamed' }));
    expectClosed(await client.delete(`/api/csv/books/${visaId}`));
    expectClosed(await staff.delete(`/api/admin/csv/books/${visaId}`));
    expectClosed(await staff.post(`/api/admin/csv/books/${cashId}`).send({ accountName: 'Cash box' }));
    expectClosed(await client.delete(`/api/csv/upload/${visaId}`));
    const [{ in_books }] = await db.query(`SELECT added_to_books_at IS NOT NULL AS in_books FROM csv_uploads WHERE id = $1`, [visaId]);
    expect(in_books).toBe(true);
  });

  it("refuses an answer to a question on a closed month's transaction, and keeps the question open", async () => {
    expectClosed(await client.post(`/api/questions/${questionId}/answer`).send({ category: 'Bank Fees' }));
    expectClosed(await client.post(`/api/questions/${questionId}/answer`).send({ note: 'It is the account fee' }));
    const [{ status }] = await db.query(`SELECT status FROM transaction_questions WHERE id = $1`, [questionId]);
    expect(status).toBe('open');
  });

  it('refuses an opening balance dated in the closed month (client and staff), and takes one dated in an open month', async () => {
    const { body } = await client.get('/api/books/accounts').expect(200);
    const chequing = (body.accounts as { id: number; name: string }[]).find((a) => a.name === 'RBC Chequing')!;
    expectClosed(await client.put(`/api/books/accounts/${chequing.id}/opening-balance`).send({ date: '2026-09-01', amount: '100.00' }));
    expectClosed(await staff.put(`/api/admin/users/${userId}/books/accounts/${chequing.id}/opening-balance`).send({ date: '2026-09-15', amount: '100.00' }));
    const openings = () => db.query(`SELECT date::text AS date FROM journal_entries WHERE user_id = $1 AND kind = 'opening'`, [userId]);
    expect(await openings()).toEqual([]);
    await client.put(`/api/books/accounts/${chequing.id}/opening-balance`).send({ date: '2026-10-01', amount: '100.00' }).expect(200);
    expect(await openings()).toEqual([{ date: '2026-10-01' }]);
  });

  it("refuses a submission's manual rows dated in the closed month: a new one (client), and staff delivering one made before the close", async () => {
    const refused = await client
      .post('/api/submissions')
      .field('summaryName', 'Late cash')
      .field('manualTransactions', JSON.stringify([{ transactionDate: '2026-09-28', transactionName: 'Market stall', province: 'ON', amount: '20.00' }]))
      .attach('documents', fx.pdf('late'), 'late.pdf');
    expectClosed(refused);
    const delivered = await staff
      .post(`/api/admin/submissions/${submissionId}/complete`)
      .attach('pdf', fx.pdf('result'), 'r.pdf')
      .attach('csv', fx.csv(), 'r.csv');
    expectClosed(delivered);
    const [{ status }] = await db.query(`SELECT status FROM submissions WHERE id = $1`, [submissionId]);
    expect(status).toBe('pending');
  });

  it('refuses in the database itself any write that changes a closed row (the guard, whatever the path)', async () => {
    const fee = ids['bank:MONTHLY FEE:2026-09-30'];
    await expect(db.query(`UPDATE ledger_entries SET category = 'Office Expenses' WHERE id = $1`, [fee])).rejects.toMatchObject({
      code: 'LL409',
      detail: '2026-09',
    });
    await expect(db.query(`DELETE FROM ledger_entries WHERE id = $1`, [fee])).rejects.toMatchObject({ code: 'LL409' });
    await expect(
      db.query(
        `INSERT INTO ledger_entries (user_id, source, manual_transaction_id, account_ref, account_name, date, name, amount)
         SELECT $1, 'manual', m.id, m.submission_id, 'Manual', '2026-09-15', 'x', 1 FROM manual_transactions m WHERE m.submission_id = $2`,
        [userId, submissionId],
      ),
    ).rejects.toMatchObject({ code: 'LL409' });
    // What does not move the figures passes: the drain's own merchant words.
    await db.query(`UPDATE ledger_entries SET merchant_words = merchant_words WHERE id = $1`, [fee]);
  });

  it('posts a late bank row dated in the closed month on the first day of the first open month, with a note naming its own date', async () => {
    await bankRow('2026-09-28', 'LATE CHEQUE 118', '-75.00');
    const late = (await ledger('?from=2026-09-01&to=2026-10-31')).find((r) => r.name === 'LATE CHEQUE 118');
    expect(late).toMatchObject({ date: '2026-10-01', ownDate: '2026-09-28', lateNote: MONTH_CLOSE_MESSAGES.postedLate('2026-09-28', '2026-10-01') });
    expect(late!.lateNote).toBe('Dated 2026-09-28, after September 2026 was closed: counted in October 2026');
    const journal = (await client.get('/api/books/journal?from=2026-10-01&to=2026-10-01').expect(200)).body;
    expect(journal.entries.map((e: { memo: string; date: string }) => [e.memo, e.date])).toContainEqual(['LATE CHEQUE 118', '2026-10-01']);
    // A row of the open month that mirrors a closed, unpaired one (the September fee, -4.95, two days before) is no
    // transfer: the drain never pairs a closed month's row anew (the comparison below would see its pair).
    const refund = await upload(
      ['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category', '2026-10-02,FEE REFUND,4.95,'].join('\n'),
      'refund.csv',
    );
    await client.post(`/api/csv/books/${refund}`).send({ accountName: 'Petty cash', accountType: 'cash' }).expect(200);
    // October's report counts it.
    await booksSettled(app, userId);
    expect((await ledger('?from=2026-10-01&to=2026-10-31')).find((r) => r.name === 'FEE REFUND')).toMatchObject({ transfer: null, transferCandidate: false });
    const october = await builtMonth(client, 2026, 10);
    const csv = (await staff.get(`/api/downloads/monthly-report/${october.id}/transactions`).expect(200)).text;
    expect(csv).toContain('LATE CHEQUE 118');
  });

  it("leaves the approved version's files and September's live figures exactly as they were", async () => {
    expect(await septemberAsItIs()).toEqual(before);
  });

  it("answers another client's objects with the 404 of a missing one, before any month check", async () => {
    const copy = ids['csv:ADOBE *CREATIVE CLD:2026-09-05'];
    expect((await other.post(`/api/ledger/${copy}/duplicate`).send({ decision: 'same' })).status).toBe(404);
    expect((await other.post(`/api/ledger/${copy}/transfer`).send({ decision: 'not_transfer' })).status).toBe(404);
    expect((await other.post(`/api/csv/books/${cashId}`).send({ accountName: 'Mine' })).status).toBe(404);
    expect((await other.delete(`/api/csv/books/${visaId}`)).status).toBe(404);
    expect((await other.post(`/api/questions/${questionId}/answer`).send({ note: 'mine' })).status).toBe(404);
  });

  it('limits the routes that change the books per client: 429 with the message once the hour is used up', async () => {
    const { limit, windowSeconds } = MONTH_CLOSE_LIMITS.booksChangesPerHour;
    await app.get(RateLimiter).hit(`user:books-changes:${otherId}`, limit, windowSeconds, Date.now(), limit);
    const answers = [
      await other.post('/api/ledger/1/duplicate').send({ decision: 'same' }),
      await other.post('/api/ledger/1/transfer').send({ decision: 'not_transfer' }),
      await other.post('/api/csv/books/1').send({ accountName: 'x' }),
      await other.delete('/api/csv/books/1'),
      await other.post('/api/questions/1/answer').send({ note: 'x' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^You have changed your books 200 times in the last hour/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('allows the changes again once staff reopen the month', async () => {
    await staff.post(`/api/admin/reports/${report.reportId}/reopen`).send({ reason: 'The Adobe charge was entered twice.' }).expect(200);
    const copy = ids['csv:ADOBE *CREATIVE CLD:2026-09-05'];
    expect((await client.post(`/api/ledger/${copy}/duplicate`).send({ decision: 'same' })).body).toMatchObject({ duplicateDecision: 'same' });
    await client.post(`/api/csv/books/${cashId}`).send({ accountName: 'Cash box' }).expect(200);
    await client.post(`/api/questions/${questionId}/answer`).send({ note: 'It is the account fee' }).expect(200);
    await staff.post(`/api/admin/submissions/${submissionId}/complete`).attach('pdf', fx.pdf('result'), 'r.pdf').attach('csv', fx.csv(), 'r.csv').expect(201);
    // The approved version 1 keeps its files.
    for (const kind of REPORT_FILE_KINDS)
      expect(sha(await bytes(client, `/api/downloads/monthly-report/${report.id}/${kind}?version=1`))).toBe(before.files[kind]);
  });

  it('lets an account deletion take a closed month with it (cascades pass the guard)', async () => {
    const october = (await settledReports(client)).find((r) => r.year === 2026 && r.month === 10)!;
    await approvedMonth(app, october, staff);
    await db.query('DELETE FROM users WHERE id = $1', [userId]);
    expect(await db.query('SELECT 1 FROM ledger_entries WHERE user_id = $1', [userId])).toEqual([]);
  });
});
