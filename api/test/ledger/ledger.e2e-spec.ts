import type { NestExpressApplication } from '@nestjs/platform-express';
import { LEDGER_MESSAGES, MONTH_CLOSE_MESSAGES, type LedgerResponse, type LedgerRow, type ReportTransactionRow } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { clientWithBankMonth } from '../helpers/bank-month';
import { booksSettled } from '../helpers/books-settled';
import * as fx from '../helpers/document-fixtures';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

// A credit card that cannot be linked: one row repeats the bank's Adobe charge a day later.
const VISA = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-09-06,ADOBE *CREATIVE CLD,-113.00,',
  '2026-09-18,STAPLES #312 MISSISSAUGA ON,-56.50,',
  '2026-09-20,TIM HORTONS #1234,-12.40,',
].join('\n');

interface ReportView {
  id: number;
  reportId: string;
  year: number;
  month: number;
  status: string;
  transactionCount: number;
  summary: { totalExpenses: string; totalRevenue: string };
  accountsIncluded: { id: string; name: string }[];
}

describe('the ledger: every source in the books, possible duplicates, reports built from it', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    const o = await createUser(app);
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, s.user.email, s.password);
  });
  afterAll(() => app.close());

  const uploadCsv = async (agent: Agent, content = VISA, categorize = true): Promise<number> => {
    const { body } = await agent.post('/api/csv/upload').attach('csvFile', Buffer.from(content), 'visa.csv').expect(201);
    if (categorize) await agent.post(`/api/csv/categorize/${body.id}`).send({}).expect(200);
    return body.id;
  };
  /** September's books once the ledger-changes job has flagged what the last change brought (the change answers first). */
  const september = async (agent: Agent = client): Promise<LedgerResponse> => {
    await booksSettled(app, userId);
    return (await agent.get('/api/ledger?from=2026-09-01&to=2026-09-30').expect(200)).body;
  };
  /** The September report once the books' changes are drained and no build is waiting or running. */
  const settledReport = async () => {
    await booksSettled(app, userId);
    return eventually(async () => {
      const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
      return body.builds.length === 0 ? (body.reports.find((r: ReportView) => r.year === 2026 && r.month === 9) as ReportView) : null;
    });
  };
  const reportWith = async (count: number) => {
    const report = await settledReport();
    expect(report.transactionCount).toBe(count);
    return report;
  };

  let firstUpload: number;
  let secondUpload: number;
  let manualSubmission: number;

  it('lists only the bank rows before an upload joins, and refuses a bad period with a 400 naming it', async () => {
    const ledger = await september();
    expect(ledger.transactions.map((t) => [t.source, t.accountName, t.date, t.amount])).toEqual([
      ['bank', 'RBC Chequing', '2026-09-30', '-4.95'],
      ['bank', 'RBC Chequing', '2026-09-12', '-22.60'],
      ['bank', 'RBC Chequing', '2026-09-05', '-113.00'],
      ['bank', 'RBC Chequing', '2026-09-02', '1130.00'],
    ]);
    expect(ledger.pagination).toEqual({ total: 4, page: 1, limit: 500, totalPages: 1 });
    const bad = await client.get('/api/ledger?from=2026-02-30').expect(400);
    expect(bad.body.message).toBe(LEDGER_MESSAGES.fromInvalid);
    await client.get('/api/ledger?from=2026-10-01&to=2026-09-01').expect(400);
    await client.get('/api/ledger?limit=501').expect(400);
    await request(app.getHttpServer()).get('/api/ledger').expect(401);
  });

  it('builds September from the bank alone first', async () => {
    const { body } = await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200);
    expect(body.report).toMatchObject({ transactionCount: 4, summary: { totalExpenses: '140.55' } });
  });

  it("refuses another client's upload (404), an upload not categorized yet (409) and a blank account name (400)", async () => {
    firstUpload = await uploadCsv(client);
    await other.post(`/api/csv/books/${firstUpload}`).send({ accountName: 'Mine now' }).expect(404);
    await other.delete(`/api/csv/books/${firstUpload}`).expect(404);
    const raw = await uploadCsv(client, VISA, false);
    expect((await client.post(`/api/csv/books/${raw}`).send({ accountName: 'Visa' }).expect(409)).body.message).toBe(LEDGER_MESSAGES.uploadNotCompleted);
    expect((await client.post(`/api/csv/books/${firstUpload}`).send({ accountName: '   ' }).expect(400)).body.message).toContain(
      LEDGER_MESSAGES.accountNameRequired,
    );
    await client.delete(`/api/csv/upload/${raw}`).expect(200);
    await client.delete(`/api/csv/books/${firstUpload}`).expect(409);
  });

  it('adds the upload to the books: its rows join under the account name, the repeated Adobe charge marked as a possible duplicate of the bank row', async () => {
    const { body } = await client.post(`/api/csv/books/${firstUpload}`).send({ accountName: 'Visa ending 4412' }).expect(200);
    expect(body.books).toEqual({ accountName: 'Visa ending 4412', accountType: 'bank', addedAt: expect.any(String) });
    const ledger = await september();
    expect(ledger.pagination.total).toBe(7);
    expect(ledger.undecidedDuplicates).toBe(1);
    const visa = ledger.transactions.filter((t) => t.source === 'csv');
    expect(visa.map((t) => [t.accountName, t.date, t.name, t.amount])).toEqual([
      ['Visa ending 4412', '2026-09-20', 'TIM HORTONS #1234', '-12.40'],
      ['Visa ending 4412', '2026-09-18', 'STAPLES #312 MISSISSAUGA ON', '-56.50'],
      ['Visa ending 4412', '2026-09-06', 'ADOBE *CREATIVE CLD', '-113.00'],
    ]);
    const bankAdobe = ledger.transactions.find((t) => t.source === 'bank' && t.name === 'ADOBE *CREATIVE CLD')!;
    const copy = visa[2];
    expect(copy).toMatchObject({ duplicateOf: bankAdobe.transactionId, duplicateDecision: null });
    expect(copy.duplicate).toEqual({
      transactionId: bankAdobe.transactionId,
      source: 'bank',
      accountName: 'RBC Chequing',
      date: '2026-09-05',
      name: 'ADOBE *CREATIVE CLD',
      amount: '-113.00',
    });
    expect(visa[0].duplicateOf).toBeNull();
    // The client's list of uploads says it is in the books.
    const uploads = (await client.get('/api/csv/uploads').expect(200)).body as { id: number; books: unknown }[];
    expect(uploads.find((u) => u.id === firstUpload)?.books).toMatchObject({ accountName: 'Visa ending 4412' });
  });

  it('rebuilds the pending report with the CSV rows, the possible duplicate counted once, each row with its origin and ledger id', async () => {
    const report = await reportWith(6);
    expect(report.summary.totalExpenses).toBe('209.45'); // 140.55 + 56.50 + 12.40; the Adobe copy waits for a decision
    expect(report.accountsIncluded.map((a) => a.name)).toEqual(['RBC Chequing', 'Visa ending 4412']);
    const rows = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body as ReportTransactionRow[];
    const ledger = await september();
    const counted = ledger.transactions
      .filter((t) => t.duplicateOf === null)
      .map((t) => t.transactionId)
      .sort();
    expect(rows.map((r) => r.transactionId).sort()).toEqual(counted);
    expect(rows.find((r) => r.name === 'TIM HORTONS #1234')).toMatchObject({ origin: 'csv', accountName: 'Visa ending 4412', amount: '-12.40' });
    const csv = parse((await staff.get(`/api/downloads/monthly-report/${report.id}/transactions`).expect(200)).text, { columns: true }) as Record<
      string,
      string
    >[];
    expect(csv.find((r) => r.Name === 'STAPLES #312 MISSISSAUGA ON')).toMatchObject({
      Account: 'Visa ending 4412',
      Origin: 'csv',
      'Transaction ID': expect.stringMatching(/^\d+$/),
    });
  });

  it('the same file uploaded and added twice does not double the month: every row of the second copy is a possible duplicate', async () => {
    secondUpload = await uploadCsv(client);
    await client.post(`/api/csv/books/${secondUpload}`).send({ accountName: 'Visa ending 4412 (again)' }).expect(200);
    const ledger = await september();
    const again = ledger.transactions.filter((t) => t.accountName === 'Visa ending 4412 (again)');
    expect(again).toHaveLength(3);
    for (const row of again) expect(row.duplicateOf).not.toBeNull();
    expect(ledger.undecidedDuplicates).toBe(4);
    await booksSettled(app, userId);
    const waiting = (await client.get('/api/ledger?duplicates=undecided').expect(200)).body as LedgerResponse;
    expect(waiting.transactions).toHaveLength(4);
    expect(waiting.transactions.every((t) => t.duplicate !== null && t.duplicateDecision === null)).toBe(true);
    await client.get('/api/ledger?duplicates=all').expect(400);
    // Rebuilt: the same count and totals.
    const report = await reportWith(6);
    expect(report.summary.totalExpenses).toBe('209.45');
  });

  it('records a decision: "both are real" counts the copy, "same" counts it once; someone else’s row is a 404, a row that is no duplicate a 409', async () => {
    const copy = (await september()).transactions.find((t) => t.accountName === 'Visa ending 4412' && t.duplicateOf !== null)!;
    await other.post(`/api/ledger/${copy.transactionId}/duplicate`).send({ decision: 'same' }).expect(404);
    await client.post(`/api/ledger/${copy.transactionId}/duplicate`).send({ decision: 'maybe' }).expect(400);
    await client.post('/api/ledger/99999999999/duplicate').send({ decision: 'same' }).expect(404);
    const plain = (await september()).transactions.find((t) => t.duplicateOf === null)!;
    expect((await client.post(`/api/ledger/${plain.transactionId}/duplicate`).send({ decision: 'same' }).expect(409)).body.message).toBe(
      LEDGER_MESSAGES.notADuplicate,
    );

    const decided = (await client.post(`/api/ledger/${copy.transactionId}/duplicate`).send({ decision: 'distinct' }).expect(200)).body as LedgerRow;
    // The answer is the row as the books list it now: same columns, the row it may duplicate, the decision.
    expect(decided).toEqual({ ...copy, duplicateDecision: 'distinct' });
    expect((await september()).transactions.find((t) => t.transactionId === copy.transactionId)).toEqual(decided);
    expect((await reportWith(7)).summary.totalExpenses).toBe('322.45');

    await staff.post(`/api/admin/ledger/${copy.transactionId}/duplicate`).send({ decision: 'same' }).expect(200);
    await client.post(`/api/admin/ledger/${copy.transactionId}/duplicate`).send({ decision: 'same' }).expect(403);
    expect((await reportWith(6)).summary.totalExpenses).toBe('209.45');
    expect((await september()).undecidedDuplicates).toBe(3);
  });

  it('staff read the same books per client; a client cannot', async () => {
    const mine = await september();
    const { body } = await staff.get(`/api/admin/users/${userId}/ledger?from=2026-09-01&to=2026-09-30`).expect(200);
    expect(body).toEqual(mine);
    await client.get(`/api/admin/users/${userId}/ledger`).expect(403);
    // No such client: the 404 of the console's other per-client routes, not an empty book.
    await staff.get('/api/admin/users/9223372036854775807/ledger').expect(404);
    expect((await staff.get('/api/admin/users/2147483000/ledger').expect(404)).body.message).toBe('User 2147483000 not found');
  });

  it("staff list a client's undecided possible duplicates and decide one; a wrong id is a 404, a plain row a 409, a bad decision or filter a 400", async () => {
    const base = `/api/admin/users/${userId}/ledger`;
    const undecided = (await staff.get(`${base}?from=2026-09-01&to=2026-09-30&duplicates=undecided&limit=2&page=1`).expect(200)).body as LedgerResponse;
    expect(undecided.undecidedDuplicates).toBe(3);
    expect(undecided.pagination).toMatchObject({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(undecided.transactions.every((t) => t.duplicateOf !== null && t.duplicateDecision === null && t.duplicate?.transactionId === t.duplicateOf)).toBe(
      true,
    );
    expect((await staff.get(`${base}?duplicates=all`).expect(400)).body.message).toContain(LEDGER_MESSAGES.duplicatesFilterInvalid);
    expect((await staff.get(`${base}?from=2026-09-31`).expect(400)).body.message).toContain(LEDGER_MESSAGES.fromInvalid);

    const [pick] = undecided.transactions;
    await staff.post('/api/admin/ledger/99999999999/duplicate').send({ decision: 'same' }).expect(404);
    await staff.post('/api/admin/ledger/not-an-id/duplicate').send({ decision: 'same' }).expect(404);
    const plain = (await september()).transactions.find((t) => t.duplicateOf === null)!;
    expect((await staff.post(`/api/admin/ledger/${plain.transactionId}/duplicate`).send({ decision: 'distinct' }).expect(409)).body.message).toBe(
      LEDGER_MESSAGES.notADuplicate,
    );
    expect((await staff.post(`/api/admin/ledger/${pick.transactionId}/duplicate`).send({ decision: 'maybe' }).expect(400)).body.message).toContain(
      LEDGER_MESSAGES.decisionInvalid,
    );

    const decided = (await staff.post(`/api/admin/ledger/${pick.transactionId}/duplicate`).send({ decision: 'same' }).expect(200)).body as LedgerRow;
    expect(decided).toMatchObject({ transactionId: pick.transactionId, duplicateDecision: 'same' });
    const after = (await staff.get(`${base}?from=2026-09-01&to=2026-09-30&duplicates=undecided`).expect(200)).body as LedgerResponse;
    expect(after.undecidedDuplicates).toBe(2);
    expect(after.transactions.map((t) => t.transactionId)).not.toContain(pick.transactionId);
    await reportWith(6);
  });

  it('taking an upload out of the books removes its rows; once the month is approved it is closed (409) and keeps its figures', async () => {
    await client.delete(`/api/csv/books/${secondUpload}`).expect(200);
    expect((await september()).transactions.filter((t) => t.accountName === 'Visa ending 4412 (again)')).toEqual([]);
    const report = await reportWith(6);
    await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);

    // The month close (issue 28, month-close.md): an approved month's figures no longer move.
    const total = (await september()).pagination.total;
    expect((await client.delete(`/api/csv/books/${firstUpload}`).expect(409)).body.message).toBe(MONTH_CLOSE_MESSAGES.closed('2026-09'));
    expect((await september()).pagination.total).toBe(total);
    const kept = await settledReport();
    expect(kept).toMatchObject({ status: 'approved', transactionCount: 6, summary: { totalExpenses: '209.45' } });
  });

  it('a completed submission’s manual transactions join the books under the submission', async () => {
    const { body: submission } = await client
      .post('/api/submissions')
      .field('summaryName', 'Cash in October')
      .field(
        'manualTransactions',
        JSON.stringify([{ transactionDate: '2026-10-04', transactionName: 'Farmers market stall', province: 'ON', amount: '240.00' }]),
      )
      .attach('documents', fx.pdf('receipt'), 'receipt.pdf')
      .expect(201);
    const before = (await client.get('/api/ledger?from=2026-10-01&to=2026-10-31').expect(200)).body as LedgerResponse;
    expect(before.transactions.some((t) => t.source === 'manual')).toBe(false);
    await staff.post(`/api/admin/submissions/${submission.id}/complete`).attach('pdf', fx.pdf('done'), 'r.pdf').attach('csv', fx.csv(), 'r.csv').expect(201);
    const after = (await client.get('/api/ledger?from=2026-10-01&to=2026-10-31').expect(200)).body as LedgerResponse;
    expect(after.transactions.filter((t) => t.source === 'manual').map((t) => [t.accountName, t.date, t.name, t.amount])).toEqual([
      ['Manual: Cash in October', '2026-10-04', 'Farmers market stall', '240.00'],
    ]);
    manualSubmission = submission.id;
  });

  it('deleting the submission takes its manual rows out of the books and out of the pending report of their month', async () => {
    await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 10 }).expect(200);
    const october = () =>
      eventually(async () => {
        const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
        return body.builds.length === 0 ? (body.reports.find((r: ReportView) => r.year === 2026 && r.month === 10) as ReportView) : null;
      });
    expect(await october()).toMatchObject({ status: 'pending', transactionCount: 2, summary: { totalRevenue: '240.00' } });

    await client.delete(`/api/submissions/${manualSubmission}`).expect(204);
    const ledger = (await client.get('/api/ledger?from=2026-10-01&to=2026-10-31').expect(200)).body as LedgerResponse;
    expect(ledger.transactions.map((t) => t.source)).toEqual(['bank']);
    const rebuilt = await eventually(async () => {
      const report = await october();
      return report.transactionCount === 1 ? report : null;
    });
    expect(rebuilt).toMatchObject({ status: 'pending', summary: { totalRevenue: '0.00', totalExpenses: '113.00' } });
  });
});
