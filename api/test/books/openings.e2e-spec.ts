import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { BOOKS_MESSAGES, type BalanceSheetResponse, type BookAccountRow, type BookAccountsResponse, type TrialBalanceResponse } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { OpeningsService } from '../../src/modules/books/openings.service';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

/**
 * Opening balances (issue 27 point 6) and the statement balances they are proposed from
 * (issue 28 point 1), black-box, computed by hand:
 *   Chequing (CSV with a balance column)
 *     Oct  1 INVOICE 1001 PAID  +1,000.00  balance 3,500.00   → proposed opening 2,500.00 at Oct 1
 *     Oct 10 OFFICE RENT          -800.00  balance 2,700.00
 *   Visa (CSV, a credit card, no balance column): Oct 5 STAPLES -200.00 → no proposal
 *   Bank statement (OFX): LEDGERBAL 5,158.06 at Sep 30; rows +1,280.00, -104.99, -16.95
 *     → proposed opening 4,000.00 at Sep 2
 */
const CHEQUING = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category,Balance',
  '2026-10-01,INVOICE 1001 PAID,1000.00,Sales Revenue,3500.00',
  '2026-10-10,OFFICE RENT,-800.00,Rent,2700.00',
].join('\n');
const VISA = ['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category', '2026-10-05,STAPLES #312,-200.00,Office Expenses'].join('\n');
const OFX = readFileSync(join(__dirname, '..', 'fixtures', 'bank-files', 'statement.ofx'));
const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe('opening balances and statement balances', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let userId: number;
  let staffId: number;
  const uploads: Record<string, number> = {};

  const addAccount = async (file: Buffer | string, name: string, accountName: string, accountType: string) => {
    const { body: upload } = await client.post('/api/csv/upload').attach('csvFile', Buffer.from(file), name).expect(201);
    await client.post(`/api/csv/categorize/${upload.id}`).send({}).expect(200);
    await client.post(`/api/csv/books/${upload.id}`).send({ accountName, accountType }).expect(200);
    uploads[accountName] = upload.id;
  };
  const accounts = async (asOf = '2026-10-31'): Promise<Map<string, BookAccountRow>> => {
    const body: BookAccountsResponse = (await client.get(`/api/books/accounts?asOf=${asOf}`).expect(200)).body;
    return new Map(body.accounts.map((a) => [a.name, a]));
  };
  const sheet = async (asOf = '2026-10-31'): Promise<BalanceSheetResponse> => {
    const body: BalanceSheetResponse = (await client.get(`/api/books/balance-sheet?asOf=${asOf}`).expect(200)).body;
    expect(cents(body.totals.assets)).toBe(cents(body.totals.liabilities) + cents(body.totals.equity));
    return body;
  };
  const openingEntries = async (): Promise<{ date: string; lines: number }[]> =>
    db.query(
      `SELECT to_char(e.date, 'YYYY-MM-DD') AS date, (SELECT count(*)::int FROM journal_lines l WHERE l.entry_id = e.id) AS lines
         FROM journal_entries e WHERE e.user_id = $1 AND e.kind = 'opening' ORDER BY e.date, e.id`,
      [userId],
    );

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    const made = await createUser(app);
    userId = made.user.id;
    client = await loginAs(app, made.user.email, made.password);
    const o = await createUser(app);
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true });
    staffId = s.user.id;
    staff = await loginAs(app, s.user.email, s.password);
    await addAccount(CHEQUING, 'chequing.csv', 'Chequing', 'bank');
    await addAccount(VISA, 'visa.csv', 'Visa', 'credit_card');
  });
  afterAll(() => app.close());

  it("stores a CSV's balance column as statement balances: each day's last balance and the balance before the first row", async () => {
    const rows = await db.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, source, balance::text AS balance FROM statement_balances WHERE csv_upload_id = $1 ORDER BY date`,
      [uploads.Chequing],
    );
    expect(rows).toEqual([
      { date: '2026-09-30', source: 'csv_balance', balance: '2500.00' },
      { date: '2026-10-01', source: 'csv_balance', balance: '3500.00' },
      { date: '2026-10-10', source: 'csv_balance', balance: '2700.00' },
    ]);
  });

  it("proposes the first row's balance less its own amount, and the books use it until a person sets one", async () => {
    const a = await accounts();
    expect(a.get('Chequing')!.openingBalance).toEqual({
      status: 'proposed',
      date: '2026-10-01',
      amount: '2500.00',
      proposed: { date: '2026-10-01', amount: '2500.00', from: 'csv_balance' },
      setBy: null,
      setAt: null,
    });
    // the books agree with the statement: 2,500 + 1,000 - 800
    expect(a.get('Chequing')!.balance).toBe('2700.00');
    expect(a.get('Opening balance equity')!.balance).toBe('2500.00');
    expect(a.get('Visa')!.openingBalance).toMatchObject({ status: 'none', amount: null, proposed: null });
    // accounts that are not accounts of money have no opening
    expect(a.get('Sales Revenue')!.openingBalance).toBeNull();
    expect(await openingEntries()).toEqual([{ date: '2026-10-01', lines: 2 }]);
    // before the first day, nothing
    expect((await accounts('2026-09-30')).get('Chequing')!.balance).toBe('0.00');
    await sheet();
  });

  it('a set opening moves assets and equity by the same amount; putting it again replaces it', async () => {
    const before = await sheet();
    const id = (await accounts()).get('Chequing')!.id;
    const { body } = await client.put(`/api/books/accounts/${id}/opening-balance`).send({ date: '2026-10-01', amount: '2000.00' }).expect(200);
    expect(body).toMatchObject({ accountId: id, openingBalance: { status: 'set', date: '2026-10-01', amount: '2000.00', setBy: userId } });
    expect(body.openingBalance.proposed).toEqual({ date: '2026-10-01', amount: '2500.00', from: 'csv_balance' });
    const after = await sheet();
    expect(cents(after.totals.assets) - cents(before.totals.assets)).toBe(-50000n);
    expect(cents(after.totals.equity) - cents(before.totals.equity)).toBe(-50000n);
    expect(after.totals.liabilities).toBe(before.totals.liabilities);

    await client.put(`/api/books/accounts/${id}/opening-balance`).send({ date: '2026-09-15', amount: 2600 }).expect(200);
    await client.put(`/api/books/accounts/${id}/opening-balance`).send({ date: '2026-09-15', amount: 2600 }).expect(200);
    const a = await accounts();
    expect(a.get('Chequing')!.balance).toBe('2800.00');
    expect(a.get('Chequing')!.openingBalance).toMatchObject({ status: 'set', date: '2026-09-15', amount: '2600.00' });
    expect(a.get('Opening balance equity')!.balance).toBe('2600.00');
    expect(await openingEntries()).toEqual([{ date: '2026-09-15', lines: 2 }]);
    // the trial balance still balances, and the opening entry is in the journal
    const trial: TrialBalanceResponse = (await client.get('/api/books/trial-balance?asOf=2026-10-31').expect(200)).body;
    expect(trial.totals.debit).toBe(trial.totals.credit);
    const journal = (await client.get('/api/books/journal?from=2026-09-15&to=2026-09-15').expect(200)).body;
    expect(journal.entries).toEqual([
      expect.objectContaining({
        memo: 'Opening balance: Chequing',
        transactionId: null,
        lines: [
          { account: 'Chequing', systemAccount: null, debit: '2600.00', credit: '0.00' },
          { account: 'Opening balance equity', systemAccount: 'opening_balance_equity', debit: '0.00', credit: '2600.00' },
        ],
      }),
    ]);
  });

  it("takes a card's opening as money owed: the liability and equity move, assets do not", async () => {
    const before = await sheet();
    const visa = (await accounts()).get('Visa')!;
    expect(visa.balance).toBe('200.00');
    await staff.put(`/api/admin/users/${userId}/books/accounts/${visa.id}/opening-balance`).send({ date: '2026-10-01', amount: '300.00' }).expect(200);
    const after = await sheet();
    expect(cents(after.totals.liabilities) - cents(before.totals.liabilities)).toBe(30000n);
    expect(cents(after.totals.equity) - cents(before.totals.equity)).toBe(-30000n);
    expect(after.totals.assets).toBe(before.totals.assets);
    const a = await accounts();
    expect(a.get('Visa')!.balance).toBe('500.00');
    expect(a.get('Visa')!.openingBalance).toMatchObject({ status: 'set', amount: '300.00', setBy: staffId });
    // staff read it as the client does
    const staffView: BookAccountsResponse = (await staff.get(`/api/admin/users/${userId}/books/accounts?asOf=2026-10-31`).expect(200)).body;
    expect(staffView.accounts.find((x) => x.name === 'Visa')!.openingBalance).toMatchObject({ status: 'set', amount: '300.00' });
  });

  it("proposes an OFX statement's LEDGERBAL less the file's rows up to its day", async () => {
    await addAccount(OFX, 'statement.ofx', 'Savings', 'bank');
    const [row] = await db.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, source, balance::text AS balance FROM statement_balances WHERE csv_upload_id = $1`,
      [uploads.Savings],
    );
    expect(row).toEqual({ date: '2026-09-30', source: 'ofx', balance: '5158.06' });
    const savings = (await accounts('2026-09-30')).get('Savings')!;
    expect(savings.openingBalance).toMatchObject({ status: 'proposed', date: '2026-09-02', amount: '4000.00', proposed: { from: 'ofx' } });
    expect(savings.balance).toBe('5158.06');
    await sheet('2026-09-30');
  });

  it('an account leaving the books takes its opening out of the journal; joining again brings it back', async () => {
    await client.delete(`/api/csv/books/${uploads.Savings}`).expect(200);
    expect((await openingEntries()).length).toBe(2);
    await sheet('2026-09-30');
    await client.post(`/api/csv/books/${uploads.Savings}`).send({ accountName: 'Savings' }).expect(200);
    expect((await openingEntries()).length).toBe(3);
    expect((await accounts('2026-09-30')).get('Savings')!.balance).toBe('5158.06');
  });

  it("an entered statement balance wins over the file's for its day, and says who entered it", async () => {
    const openings = app.get(OpeningsService);
    const chequing = (await accounts()).get('Chequing')!.id;
    expect(await openings.statementBalanceOn(userId, chequing, '2026-10-15')).toMatchObject({ date: '2026-10-10', source: 'csv_balance', balance: '2700.00' });
    const entered = await openings.enterStatementBalance(userId, chequing, '2026-10-10', 271234n, staffId);
    expect(entered).toMatchObject({ date: '2026-10-10', source: 'entered', balance: '2712.34', enteredBy: staffId });
    expect(await openings.statementBalanceOn(userId, chequing, '2026-10-31')).toMatchObject({ source: 'entered', balance: '2712.34' });
    // a card's entered balance is what is owed: kept negative, as the ledger signs it
    const visa = (await accounts()).get('Visa')!.id;
    expect(await openings.enterStatementBalance(userId, visa, '2026-10-31', 50000n, userId)).toMatchObject({ balance: '-500.00', enteredBy: userId });
    // entered balances do not move the proposed opening
    expect((await accounts()).get('Chequing')!.openingBalance!.proposed).toEqual({ date: '2026-10-01', amount: '2500.00', from: 'csv_balance' });
    await expect(openings.enterStatementBalance(userId + 100000, chequing, '2026-10-10', 1n, staffId)).rejects.toThrow(BOOKS_MESSAGES.accountNotFound);
  });

  it('refuses a bad date or amount with a 400, and another client reaches nothing (404)', async () => {
    const id = (await accounts()).get('Chequing')!.id;
    const bad = await client.put(`/api/books/accounts/${id}/opening-balance`).send({ date: '2026-13-01', amount: '1.00' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain(BOOKS_MESSAGES.badDate('date'));
    expect(JSON.stringify(bad.body)).toContain('YYYY-MM-DD');
    const badAmount = await client.put(`/api/books/accounts/${id}/opening-balance`).send({ date: '2026-10-01', amount: 'lots' }).expect(400);
    expect(JSON.stringify(badAmount.body)).toContain(BOOKS_MESSAGES.badOpeningAmount);
    await client.put(`/api/books/accounts/${id}/opening-balance`).send({}).expect(400);
    // a system account has no opening
    const equity = (await accounts()).get('Opening balance equity')!.id;
    await client.put(`/api/books/accounts/${equity}/opening-balance`).send({ date: '2026-10-01', amount: '1.00' }).expect(400);
    // another client's account is not found, and changes nothing
    await other.put(`/api/books/accounts/${id}/opening-balance`).send({ date: '2026-10-01', amount: '1.00' }).expect(404);
    await client.put('/api/books/accounts/999999999/opening-balance').send({ date: '2026-10-01', amount: '1.00' }).expect(404);
    const { user: stranger } = await createUser(app);
    await staff.put(`/api/admin/users/${stranger.id}/books/accounts/${id}/opening-balance`).send({ date: '2026-10-01', amount: '1.00' }).expect(404);
    await staff.put(`/api/admin/users/999999999/books/accounts/${id}/opening-balance`).send({ date: '2026-10-01', amount: '1.00' }).expect(404);
    expect((await accounts()).get('Chequing')!.openingBalance).toMatchObject({ status: 'set', amount: '2600.00' });
  });
});
