import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  MONTH_CLOSE_MESSAGES,
  type BalanceSheetResponse,
  type GstHstWorksheet,
  type LedgerResponse,
  type LedgerRow,
  type MonthlyReportDto,
  type TrialBalanceResponse,
} from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { removeTransactions, upsertTransactions } from '../../src/modules/plaid/bank-writes';
import type { PlaidTransaction } from '../../src/modules/plaid/plaid.adapter';
import { clientWithBankMonth } from '../helpers/bank-month';
import { booksSettled } from '../helpers/books-settled';
import { approvedMonth, builtMonth, reportFileHashes, settledReports } from '../helpers/closed-month';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

/**
 * Issue 28 point 3, the two gaps month-close.md left open (docs/decisions/close-gaps.md): once
 * September 2026 is approved and its GST/HST return filed, a Plaid removal of a September bank row
 * posts its reversal on October 1 with a note naming the row's date, and hiding or showing an
 * account with rows in September answers the month-closed 409 (an account whose rows are all in
 * open months may still be hidden). A bank correction of a September row (Plaid's "modified": its
 * amount, or the row turning pending) reverses the closed row on October 1 and joins the corrected
 * row there; a name-only change leaves it alone, an open month's row is corrected in place. Before
 * and after: the approved version's files and summary, the balance sheet at September 30 and the
 * filed worksheet are equal to the cent.
 */
const CLOSED = MONTH_CLOSE_MESSAGES.closed('2026-09');
const lineOf = (sheet: BalanceSheetResponse, account: string) => sheet.assets.find((l) => l.account === account)?.amount;

describe('closed months stay closed for a Plaid removal, a bank correction and an account hidden', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let other: Agent;
  let userId: number;
  let chequing: { id: number; accountId: string };
  let report: MonthlyReportDto;

  const ledger = async (from: string, to: string): Promise<LedgerRow[]> =>
    ((await client.get(`/api/ledger?from=${from}&to=${to}&limit=100`).expect(200)).body as LedgerResponse).transactions;
  /** What must not move while September is closed. */
  const september = async () => {
    const files = await reportFileHashes(client, report);
    const approved = (await settledReports(client)).find((r) => r.id === report.id)!;
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
    report = await builtMonth(client, 2026, 9);
    await approvedMonth(app, report);
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
  const cents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100);
  const plaidIdOf = async (transactionId: number): Promise<string> =>
    (
      await db.query(`SELECT b.transaction_id FROM bank_transactions b JOIN ledger_entries l ON l.bank_transaction_id = b.id WHERE l.id = $1`, [transactionId])
    )[0].transaction_id;
  /** Plaid's "modified" for one chequing transaction, written as the sync writes it (upsertTransactions), over its stored values. */
  const modified = async (plaidId: string, change: { amount?: string; date?: string; name?: string; pending?: boolean }) => {
    const [b] = await db.query(`SELECT amount::text AS amount, to_char(date, 'YYYY-MM-DD') AS date, name FROM bank_transactions WHERE transaction_id = $1`, [
      plaidId,
    ]);
    const transaction = {
      transaction_id: plaidId,
      account_id: chequing.accountId,
      amount: -Number(change.amount ?? b.amount),
      date: change.date ?? b.date,
      name: change.name ?? b.name,
      merchant_name: null,
      pending: change.pending ?? false,
      category: [],
    } as unknown as PlaidTransaction;
    await db.transaction((m) => upsertTransactions(m, userId, [{ id: chequing.id, accountId: chequing.accountId, name: 'RBC Chequing' }], [transaction]));
    await booksSettled(app, userId);
  };
  const entriesOfClient = async (): Promise<number> => (await db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1`, [userId]))[0].n;
  /** Assets = liabilities + equity at October's end, and the trial balance's debits = credits. */
  const expectBooksBalanced = async () => {
    const sheet = (await client.get('/api/books/balance-sheet?asOf=2026-10-31').expect(200)).body as BalanceSheetResponse;
    expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilities) + cents(sheet.totals.equity));
    const trial = (await client.get('/api/books/trial-balance?asOf=2026-10-31').expect(200)).body as TrialBalanceResponse;
    expect(cents(trial.totals.debit)).toBe(cents(trial.totals.credit));
    return sheet;
  };

  it("posts a bank correction of a closed month's row as its reversal and the corrected row in the first open month, the closed figures equal to the cent", async () => {
    const before = await september();
    const payout = before.rows.find((r) => r.name === 'SHOPIFY PAYOUT 8841')!;
    expect(payout).toMatchObject({ date: '2026-09-02', amount: '1130.00' });
    const octoberBefore = await expectBooksBalanced();
    const plaidId = await plaidIdOf(payout.transactionId);

    await modified(plaidId, { amount: '1150.00' });

    expect(await september()).toEqual(before);
    const october = await ledger('2026-10-01', '2026-10-31');
    const reversal = october.find((r) => r.reverses === payout.transactionId);
    expect(reversal).toMatchObject({
      date: '2026-10-01',
      ownDate: '2026-09-02',
      amount: '-1130.00',
      name: 'SHOPIFY PAYOUT 8841',
      lateNote: MONTH_CLOSE_MESSAGES.correctedLate('2026-09-02', '2026-10-01'),
    });
    expect(reversal!.lateNote).toBe(
      'Corrected by the bank: the row dated 2026-09-02, in September 2026, which was closed, is reversed in October 2026; its corrected version is a row of its own',
    );
    const corrected = october.find((r) => r.corrects === payout.transactionId);
    expect(corrected).toMatchObject({
      date: '2026-10-01',
      ownDate: '2026-09-02',
      amount: '1150.00',
      reverses: null,
      lateNote: MONTH_CLOSE_MESSAGES.correctionLate('2026-09-02', '2026-09-02', '2026-10-01'),
    });
    // The corrected row is the bank row's now; the closed row is kept, unlinked.
    expect(
      await db.query(`SELECT l.id::float8 AS id FROM ledger_entries l JOIN bank_transactions b ON b.id = l.bank_transaction_id WHERE b.transaction_id = $1`, [
        plaidId,
      ]),
    ).toEqual([{ id: corrected!.transactionId }]);
    // In French for a French reader (issue 31).
    const french = (
      (await client.get('/api/ledger?from=2026-10-01&to=2026-10-31&limit=100').set('Accept-Language', 'fr-CA').expect(200)).body as LedgerResponse
    ).transactions;
    expect(french.find((r) => r.corrects === payout.transactionId)!.lateNote).toBe(
      'Corrigé par la banque\u00a0: remplace la ligne datée du 2026-09-02, en septembre 2026, qui était clôturé; datée du 2026-09-02, comptabilisée en octobre 2026',
    );
    expect(french.find((r) => r.reverses === payout.transactionId)!.lateNote).toMatch(
      /^Corrigé par la banque\u00a0: la ligne datée du 2026-09-02, en septembre 2026/,
    );
    // October's chequing holds the difference, 20.00, to the cent; the books balance.
    const octoberAfter = await expectBooksBalanced();
    expect(cents(lineOf(octoberAfter, 'RBC Chequing')) - cents(lineOf(octoberBefore, 'RBC Chequing'))).toBe(2_000);

    // The same modification delivered again posts nothing more.
    const count = await entriesOfClient();
    await modified(plaidId, { amount: '1150.00' });
    expect(await entriesOfClient()).toBe(count);
    expect(await ledger('2026-10-01', '2026-10-31')).toEqual(october);
    expect(await september()).toEqual(before);
  });

  it("reverses a closed month's row that turns pending, and posts nothing for it until it is posted again", async () => {
    const before = await september();
    const cafe = before.rows.find((r) => r.name === '=HYPERLINK("x") CAFE')!;
    const octoberBefore = await expectBooksBalanced();
    const plaidId = await plaidIdOf(cafe.transactionId);
    const count = await entriesOfClient();

    await modified(plaidId, { pending: true });

    expect(await september()).toEqual(before);
    expect(await entriesOfClient()).toBe(count + 1);
    const october = await ledger('2026-10-01', '2026-10-31');
    expect(october.find((r) => r.reverses === cafe.transactionId)).toMatchObject({
      date: '2026-10-01',
      ownDate: '2026-09-12',
      amount: '22.60',
      lateNote: MONTH_CLOSE_MESSAGES.removedLate('2026-09-12', '2026-10-01'),
    });
    expect(october.some((r) => r.corrects === cafe.transactionId)).toBe(false);
    const octoberAfter = await expectBooksBalanced();
    expect(cents(lineOf(octoberAfter, 'RBC Chequing')) - cents(lineOf(octoberBefore, 'RBC Chequing'))).toBe(2_260);
    // Delivered again: nothing more.
    await modified(plaidId, { pending: true });
    expect(await entriesOfClient()).toBe(count + 1);
  });

  it("leaves a closed month's row alone when the bank changes no figure (its name only)", async () => {
    const before = await september();
    const fee = before.rows.find((r) => r.name === 'MONTHLY FEE')!;
    const plaidId = await plaidIdOf(fee.transactionId);
    const count = await entriesOfClient();

    await modified(plaidId, { name: 'MONTHLY ACCOUNT FEE' });

    expect(await entriesOfClient()).toBe(count);
    expect(await september()).toEqual(before);
    // Still the bank row's own ledger row, as the month closed it.
    expect(await plaidIdOf(fee.transactionId)).toBe(plaidId);
  });

  it("corrects an open month's row in place, as before", async () => {
    const october = await ledger('2026-10-01', '2026-10-31');
    const adobe = october.find((r) => r.name === 'ADOBE *CREATIVE CLD' && !r.ownDate)!;
    expect(adobe.amount).toBe('-113.00');
    const plaidId = await plaidIdOf(adobe.transactionId);
    const count = await entriesOfClient();

    await modified(plaidId, { amount: '-115.00', date: '2026-10-02' });

    expect(await entriesOfClient()).toBe(count);
    const row = (await ledger('2026-10-01', '2026-10-31')).find((r) => r.transactionId === adobe.transactionId);
    expect(row).toMatchObject({ amount: '-115.00', date: '2026-10-02', ownDate: null, reverses: null, corrects: null, lateNote: null });
    await expectBooksBalanced();
  });
});
