import { createHash, randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  MONTH_CLOSE_MESSAGES,
  REPORT_FILE_KINDS,
  type BalanceSheetResponse,
  type GstHstWorksheet,
  type LedgerResponse,
  type LedgerRow,
  type MonthlyReportDto,
} from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { removeTransactions } from '../../src/modules/plaid/bank-writes';
import { approvalFollowedUp } from '../helpers/approval';
import { clientWithBankMonth } from '../helpers/bank-month';
import { booksSettled } from '../helpers/books-settled';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

/**
 * Issue 28 point 3, the two gaps month-close.md left open (docs/decisions/close-gaps.md): once
 * September 2026 is approved and its GST/HST return filed, a Plaid removal of a September bank row
 * posts its reversal on October 1 with a note naming the row's date, and hiding or showing an
 * account with rows in September answers the month-closed 409 (an account whose rows are all in
 * open months may still be hidden). Before and after: the approved version's files and summary,
 * the balance sheet at September 30 and the filed worksheet are equal to the cent.
 */
const CLOSED = MONTH_CLOSE_MESSAGES.closed('2026-09');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const bytes = async (agent: Agent, url: string): Promise<Buffer> =>
  (
    await agent
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
  ).body as Buffer;
const lineOf = (sheet: BalanceSheetResponse, account: string) => sheet.assets.find((l) => l.account === account)?.amount;

describe('closed months stay closed for a Plaid removal and an account hidden', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let other: Agent;
  let userId: number;
  let chequing: { id: number; accountId: string };
  let report: MonthlyReportDto;

  const ledger = async (from: string, to: string): Promise<LedgerRow[]> =>
    ((await client.get(`/api/ledger?from=${from}&to=${to}&limit=100`).expect(200)).body as LedgerResponse).transactions;
  const reports = () =>
    eventually(async () => {
      const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
      return body.builds.length === 0 ? (body.reports as MonthlyReportDto[]) : null;
    }, 30_000);
  /** What must not move while September is closed. */
  const september = async () => {
    const files: Record<string, string> = {};
    for (const kind of REPORT_FILE_KINDS) files[kind] = sha(await bytes(client, `/api/downloads/monthly-report/${report.id}/${kind}`));
    const approved = (await reports()).find((r) => r.id === report.id)!;
    return {
      files,
      summary: approved.summary,
      balanceSheet: (await client.get('/api/books/balance-sheet?asOf=2026-09-30').expect(200)).body as BalanceSheetResponse,
      worksheet: (await client.get('/api/tax/gst-hst-returns/2026-09-01').expect(200)).body as GstHstWorksheet,
      rows: await ledger('2026-09-01', '2026-09-30'),
    };
  };
  const visibility = (accountId: string, isHidden: boolean) => client.post('/api/plaid/account-visibility').send({ accountId, isHidden });

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    await client
      .put('/api/tax/profile')
      .send({ province: 'ON', filingFrequency: 'monthly', method: 'regular', businessStructure: 'sole_proprietor', gstHstNumber: '123456782RT0001' })
      .expect(200);
    [chequing] = await db.query(
      `SELECT a.id, a.account_id AS "accountId" FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id WHERE i.user_id = $1 AND a.name = 'RBC Chequing'`,
      [userId],
    );
    await booksSettled(app, userId);
    await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200);
    report = (await reports()).find((r) => r.year === 2026 && r.month === 9)!;
    const st = await createUser(app, { isAdmin: true });
    const staff = await loginAs(app, st.user.email, st.password);
    await staff.post(`/api/admin/reports/${report.reportId}/update-status`).send({ status: 'approved' }).expect(200);
    await approvalFollowedUp(app, report.reportId);
    await client.post('/api/tax/gst-hst-returns/2026-09-01/filed').expect(200);
    const o = await createUser(app);
    other = await loginAs(app, o.user.email, o.password);
  }, 120_000);
  afterAll(() => app.close());

  it("posts a Plaid removal of a closed month's row as its reversal on the first day of the first open month, the closed figures equal to the cent", async () => {
    const before = await september();
    const removedRow = before.rows.find((r) => r.name === 'ADOBE *CREATIVE CLD' && r.date === '2026-09-05')!;
    expect(removedRow.amount).toBe('-113.00');
    expect(lineOf(before.balanceSheet, 'RBC Chequing')).toBe('876.45');
    expect(before.worksheet.filed).toBeDefined();
    const octoberBefore = (await client.get('/api/books/balance-sheet?asOf=2026-10-31').expect(200)).body as BalanceSheetResponse;

    // The sync's removal, as BankSyncService applies it (Plaid's `removed` for this transaction).
    const [{ transaction_id: plaidId }] = await db.query(
      `SELECT b.transaction_id FROM bank_transactions b JOIN ledger_entries l ON l.bank_transaction_id = b.id WHERE l.id = $1`,
      [removedRow.transactionId],
    );
    const removed = await db.transaction((m) => removeTransactions(m, [{ id: chequing.id, accountId: chequing.accountId, name: 'RBC Chequing' }], [plaidId]));
    expect(removed).toBe(1);
    expect(await db.query(`SELECT 1 FROM bank_transactions WHERE transaction_id = $1`, [plaidId])).toEqual([]);
    await booksSettled(app, userId);

    const after = await september();
    expect(after).toEqual(before);

    const october = await ledger('2026-10-01', '2026-10-31');
    const reversal = october.find((r) => r.reverses === removedRow.transactionId);
    expect(reversal).toMatchObject({
      source: 'bank',
      accountName: 'RBC Chequing',
      date: '2026-10-01',
      ownDate: '2026-09-05',
      name: 'ADOBE *CREATIVE CLD',
      amount: '113.00',
      lateNote: MONTH_CLOSE_MESSAGES.removedLate('2026-09-05', '2026-10-01'),
    });
    expect(reversal!.lateNote).toBe('Removed by the bank: dated 2026-09-05, in September 2026, which was closed: reversed in October 2026');
    const octoberAfter = (await client.get('/api/books/balance-sheet?asOf=2026-10-31').expect(200)).body as BalanceSheetResponse;
    // 113.00 back in the chequing account at October's end, to the cent; the journal balances.
    expect(Math.round(Number(lineOf(octoberAfter, 'RBC Chequing')) * 100) - Math.round(Number(lineOf(octoberBefore, 'RBC Chequing')) * 100)).toBe(11_300);
    expect(octoberAfter.totals.assets).not.toBe(octoberBefore.totals.assets);
  });

  it('refuses hiding or showing an account with rows in the closed month (409, one message), and lets one whose rows are all in open months be hidden', async () => {
    const before = await september();
    const savings: string = (
      await db.query(`SELECT a.account_id FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id WHERE i.user_id = $1 AND a.name = 'RBC Savings'`, [
        userId,
      ])
    )[0].account_id;
    for (const [accountId, isHidden] of [
      [chequing.accountId, true],
      [savings, false],
    ] as const) {
      const res = await visibility(accountId, isHidden);
      expect({ status: res.status, message: res.body.message, month: res.body.month }).toEqual({ status: 409, message: CLOSED, month: '2026-09' });
    }
    expect((await client.get('/api/plaid/account-visibility').expect(200)).body.hiddenAccountIds).toEqual([savings]);
    // Asking for the state it already has changes nothing: no refusal.
    await visibility(chequing.accountId, false).expect(200);

    // An account opened in October: hiding it moves only an open month.
    const [{ bank_item_id: itemId }] = await db.query(`SELECT bank_item_id FROM bank_accounts WHERE id = $1`, [chequing.id]);
    const business = `acc-${randomUUID()}`;
    const [{ id: businessId }] = await db.query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'RBC Business Savings', '5555', 'depository', 'savings') RETURNING id`,
      [itemId, business],
    );
    await db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
       VALUES ($1, $2, 'RBC Business Savings', $3, '250.00', '2026-10-07', 'DEPOSIT', NULL, false, '{}')`,
      [userId, businessId, `tx-${randomUUID()}`],
    );
    await visibility(business, true).expect(200);
    await visibility(business, false).expect(200);
    await booksSettled(app, userId);
    expect(await september()).toEqual(before);
    // Another client's account is the 404 of a missing one, before any month is looked at.
    await other.post('/api/plaid/account-visibility').send({ accountId: chequing.accountId, isHidden: true }).expect(404);
  });
});
