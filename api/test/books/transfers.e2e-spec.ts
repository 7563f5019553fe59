import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  LEDGER_MESSAGES,
  type BalanceSheetResponse,
  type BookAccountsResponse,
  type JournalResponse,
  type LedgerResponse,
  type LedgerRow,
  type TrialBalanceResponse,
} from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { LedgerChangesService } from '../../src/modules/ledger/ledger-changes.service';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import { booksSettled } from '../helpers/books-settled';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

/**
 * Issue 27 point 4, black-box: a new client's two CSV accounts, a chequing account and a Visa
 * (said to be a credit card), computed by hand:
 *   Chequing  Oct  1 INVOICE 1001 PAID        +1,000.00 Sales Revenue
 *   Chequing  Oct 10 VISA PAYMENT               -500.00 Loan Payments   (the card payment: pairs with Oct 12)
 *   Visa      Oct  5 STAPLES #312               -200.00 Office Expenses
 *   Visa      Oct 12 PAYMENT THANK YOU          +500.00 Other Income    (the card payment received)
 *   Chequing  Nov 10 TRANSFER TO VISA           -300.00                 (two candidates: Nov 11 and Nov 13)
 *   Visa      Nov 11 PAYMENT RECEIVED           +300.00
 *   Visa      Nov 13 PAYMENT RECEIVED - THANKS  +300.00
 * At Oct 31, with the pair matched: Chequing 500.00 (asset); Visa -300.00 (a liability: the
 * card owes 200 of purchases less the 500 paid); transfers in transit 0; revenue 1,000.00
 * (Sales Revenue only), expenses 200.00 (Office Expenses only); current-year earnings 800.00;
 * assets 500.00 = liabilities -300.00 + equity 800.00.
 */
const CHEQUING = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-10-01,INVOICE 1001 PAID,1000.00,Sales Revenue',
  '2026-10-10,VISA PAYMENT,-500.00,Loan Payments',
  '2026-11-10,TRANSFER TO VISA,-300.00,',
].join('\n');
const VISA = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-10-05,STAPLES #312,-200.00,Office Expenses',
  '2026-10-12,PAYMENT THANK YOU,500.00,Other Income',
  '2026-11-11,PAYMENT RECEIVED,300.00,',
  '2026-11-13,PAYMENT RECEIVED - THANKS,300.00,',
].join('\n');
const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe("transfers between the client's own accounts", () => {
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
  const rows = async (): Promise<Map<string, LedgerRow>> => {
    const body: LedgerResponse = (await client.get('/api/ledger').expect(200)).body;
    return new Map(body.transactions.map((r) => [r.name, r]));
  };
  const balances = async (asOf: string) => {
    const body: BookAccountsResponse = (await client.get(`/api/books/accounts?asOf=${asOf}`).expect(200)).body;
    return new Map(body.accounts.map((a) => [a.name, a.balance]));
  };

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    const made = await createUser(app);
    userId = made.user.id;
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    await addAccount(CHEQUING, 'chequing.csv', 'Chequing', 'bank');
    await addAccount(VISA, 'visa.csv', 'Visa ending 4412', 'credit_card');
    await booksSettled(app, userId);
    for (const [name, row] of await rows()) ids[name] = row.transactionId;
    // The categories a report build gives (the categorizer has no AI here): the payment as a naive categorizer would see it.
    const categories: Record<string, string> = {
      'INVOICE 1001 PAID': 'Sales Revenue',
      'VISA PAYMENT': 'Loan Payments',
      'STAPLES #312': 'Office Expenses',
      'PAYMENT THANK YOU': 'Other Income',
    };
    await app.get(LedgerService).recordCategories(
      userId,
      Object.entries(categories).map(([name, category]) => ({ transactionId: ids[name], category })),
    );
    const o = await createUser(app);
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, s.user.email, s.password);
  });
  afterAll(() => app.close());

  it('matches the card payment: each row names the other, neither is a candidate', async () => {
    const listed = await rows();
    expect(listed.get('VISA PAYMENT')).toMatchObject({
      transfer: { transactionId: ids['PAYMENT THANK YOU'], accountName: 'Visa ending 4412', date: '2026-10-12', name: 'PAYMENT THANK YOU', amount: '500.00' },
      transferCandidate: false,
      transferDecision: null,
    });
    expect(listed.get('PAYMENT THANK YOU')).toMatchObject({
      transfer: { transactionId: ids['VISA PAYMENT'], accountName: 'Chequing' },
      transferCandidate: false,
    });
    for (const name of ['INVOICE 1001 PAID', 'STAPLES #312']) expect(listed.get(name)).toMatchObject({ transfer: null, transferCandidate: false });
  });

  it('posts the pair against transfers in transit (netting to zero) and leaves it out of the P&L', async () => {
    const journal: JournalResponse = (await client.get('/api/books/journal?from=2026-10-10&to=2026-10-12').expect(200)).body;
    const transit = 'Transfers between my accounts (in transit)';
    expect(journal.entries.map((e) => [e.memo, [...e.lines].sort((a, b) => a.account.localeCompare(b.account))])).toEqual([
      [
        'VISA PAYMENT',
        [
          { account: 'Chequing', systemAccount: null, debit: '0.00', credit: '500.00' },
          { account: transit, systemAccount: 'transfers_in_transit', debit: '500.00', credit: '0.00' },
        ],
      ],
      [
        'PAYMENT THANK YOU',
        [
          { account: transit, systemAccount: 'transfers_in_transit', debit: '0.00', credit: '500.00' },
          { account: 'Visa ending 4412', systemAccount: null, debit: '500.00', credit: '0.00' },
        ],
      ],
    ]);
    const b = await balances('2026-10-31');
    expect(b.get('Chequing')).toBe('500.00');
    expect(b.get('Visa ending 4412')).toBe('-300.00');
    expect(b.get(transit)).toBe('0.00');
    expect(b.get('Sales Revenue')).toBe('1000.00');
    expect(b.get('Office Expenses')).toBe('200.00');
    expect(b.get('Other Income')).toBe('0.00');
    expect(b.get('Loan Payments')).toBe('0.00');

    const sheet: BalanceSheetResponse = (await client.get('/api/books/balance-sheet?asOf=2026-10-31').expect(200)).body;
    expect(sheet.assets).toContainEqual(expect.objectContaining({ account: 'Chequing', amount: '500.00' }));
    expect(sheet.liabilities).toContainEqual(expect.objectContaining({ account: 'Visa ending 4412', systemAccount: null, gifi: '2707', amount: '-300.00' }));
    expect(sheet.equity).toContainEqual(expect.objectContaining({ account: 'Current-year earnings', amount: '800.00' }));
    expect(sheet.totals).toEqual({ assets: '500.00', liabilities: '-300.00', equity: '800.00' });
    const trial: TrialBalanceResponse = (await client.get('/api/books/trial-balance?asOf=2026-10-31').expect(200)).body;
    expect(trial.totals.debit).toBe(trial.totals.credit);

    // The rows reports read for October leave the pair out.
    const period = await app.get(LedgerService).entriesForPeriod(userId, '2026-10-01', '2026-10-31');
    expect(period.rows.map((r) => r.name).sort()).toEqual(['INVOICE 1001 PAID', 'STAPLES #312']);
  });

  it('matches nothing with two candidates, and flags every row involved', async () => {
    const listed = await rows();
    for (const name of ['TRANSFER TO VISA', 'PAYMENT RECEIVED', 'PAYMENT RECEIVED - THANKS']) {
      expect(listed.get(name)).toMatchObject({ transfer: null, transferCandidate: true, transferDecision: null });
    }
    // Nov: the three rows post to their (absent) category: suspense, not transit.
    const b = await balances('2026-11-30');
    expect(b.get('Transfers between my accounts (in transit)')).toBe('0.00');
  });

  it("answers a bad decision or counterpart with a 400 naming it, and another client's row with a 404", async () => {
    const path = `/api/ledger/${ids['TRANSFER TO VISA']}/transfer`;
    expect((await client.post(path).send({ decision: 'maybe' }).expect(400)).body.message).toContain(LEDGER_MESSAGES.transferDecisionInvalid);
    expect((await client.post(path).send({ decision: 'transfer' }).expect(400)).body.message).toBe(LEDGER_MESSAGES.counterpartRequired);
    // same sign, other account: no
    const sameSign = await client
      .post(`/api/ledger/${ids['PAYMENT RECEIVED']}/transfer`)
      .send({ decision: 'transfer', counterpartTransactionId: ids['INVOICE 1001 PAID'] })
      .expect(400);
    expect(sameSign.body.message).toBe(LEDGER_MESSAGES.counterpartInvalid);
    // same account, opposite sign and amount would be needed: a Visa row against a Visa row
    await client
      .post(`/api/ledger/${ids['PAYMENT RECEIVED']}/transfer`)
      .send({ decision: 'transfer', counterpartTransactionId: ids['PAYMENT RECEIVED - THANKS'] })
      .expect(400);
    // another amount
    await client.post(path).send({ decision: 'transfer', counterpartTransactionId: ids['PAYMENT THANK YOU'] }).expect(400);
    await client.post(path).send({ decision: 'transfer', counterpartTransactionId: 999_999_999 }).expect(400);
    await other.post(path).send({ decision: 'not_transfer' }).expect(404);
    await other.post('/api/ledger/not-a-number/transfer').send({ decision: 'not_transfer' }).expect(404);
    await client.post(`/api/admin/ledger/${ids['TRANSFER TO VISA']}/transfer`).send({ decision: 'not_transfer' }).expect(403);
    const [row] = await db.query('SELECT transfer_decision FROM ledger_entries WHERE id = $1', [ids['TRANSFER TO VISA']]);
    expect(row.transfer_decision).toBeNull();
  });

  it('lists the counterparts a candidate could take (opposite amount, other account, within 5 days), nearest first, for the client and staff', async () => {
    const path = `/api/ledger/${ids['TRANSFER TO VISA']}/transfer-candidates`;
    const { body } = await client.get(path).expect(200);
    expect(body).toEqual({
      transactionId: ids['TRANSFER TO VISA'],
      candidates: [
        { transactionId: ids['PAYMENT RECEIVED'], accountName: 'Visa ending 4412', date: '2026-11-11', name: 'PAYMENT RECEIVED', amount: '300.00' },
        {
          transactionId: ids['PAYMENT RECEIVED - THANKS'],
          accountName: 'Visa ending 4412',
          date: '2026-11-13',
          name: 'PAYMENT RECEIVED - THANKS',
          amount: '300.00',
        },
      ],
    });
    // the other side: the one chequing row
    const back = (await client.get(`/api/ledger/${ids['PAYMENT RECEIVED - THANKS']}/transfer-candidates`).expect(200)).body;
    expect(back.candidates.map((c: { transactionId: number }) => c.transactionId)).toEqual([ids['TRANSFER TO VISA']]);
    // a row with no opposite amount in another account
    expect((await client.get(`/api/ledger/${ids['STAPLES #312']}/transfer-candidates`).expect(200)).body.candidates).toEqual([]);
    expect((await staff.get(`/api/admin/ledger/${ids['TRANSFER TO VISA']}/transfer-candidates`).expect(200)).body).toEqual(body);
    await other.get(path).expect(404);
    await client.get('/api/ledger/12abc/transfer-candidates').expect(404);
    await client.get(`/api/admin/ledger/${ids['TRANSFER TO VISA']}/transfer-candidates`).expect(403);
  });

  it('filters GET /api/ledger to the rows of transfers (transfers=flagged), 400 for another value', async () => {
    const { body } = await client.get('/api/ledger?transfers=flagged').expect(200);
    expect(body.transactions.map((r: LedgerRow) => r.name).sort()).toEqual([
      'PAYMENT RECEIVED',
      'PAYMENT RECEIVED - THANKS',
      'PAYMENT THANK YOU',
      'TRANSFER TO VISA',
      'VISA PAYMENT',
    ]);
    expect(body.pagination.total).toBe(5);
    expect((await client.get('/api/ledger?transfers=all').expect(400)).body.message).toBe(LEDGER_MESSAGES.transfersFilterInvalid);
    expect((await staff.get(`/api/admin/users/${userId}/ledger?transfers=flagged`).expect(200)).body.pagination.total).toBe(5);
  });

  it("records the client's choice between two candidates; the other candidate is no longer flagged, in the decision's own answer", async () => {
    // The drain is not delivered here: what the next read shows is what the decision itself wrote.
    const changes = app.get(LedgerChangesService);
    const deliver = jest.spyOn(changes, 'deliver').mockResolvedValue(undefined);
    try {
      const { body } = await client
        .post(`/api/ledger/${ids['TRANSFER TO VISA']}/transfer`)
        .send({ decision: 'transfer', counterpartTransactionId: ids['PAYMENT RECEIVED'] })
        .expect(200);
      expect(body).toMatchObject({
        transfer: { transactionId: ids['PAYMENT RECEIVED'], accountName: 'Visa ending 4412' },
        transferCandidate: false,
        transferDecision: 'transfer',
      });
      expect((await rows()).get('PAYMENT RECEIVED - THANKS')).toMatchObject({ transfer: null, transferCandidate: false, transferDecision: null });
    } finally {
      deliver.mockRestore();
    }
    await changes.deliver(userId);
    await booksSettled(app, userId);
    const listed = await rows();
    expect(listed.get('PAYMENT RECEIVED')).toMatchObject({
      transfer: { transactionId: ids['TRANSFER TO VISA'] },
      transferDecision: 'transfer',
      transferCandidate: false,
    });
    expect(listed.get('PAYMENT RECEIVED - THANKS')).toMatchObject({ transfer: null, transferCandidate: false, transferDecision: null });
    const b = await balances('2026-11-30');
    expect(b.get('Transfers between my accounts (in transit)')).toBe('0.00');
    expect(b.get('Chequing')).toBe('200.00');
  });

  it('lets staff say a matched pair is not a transfer; the decision survives the drain, and the rows count under their categories again', async () => {
    const { body } = await staff.post(`/api/admin/ledger/${ids['VISA PAYMENT']}/transfer`).send({ decision: 'not_transfer' }).expect(200);
    expect(body).toMatchObject({ transfer: null, transferCandidate: false, transferDecision: 'not_transfer' });
    await booksSettled(app, userId);
    // a rebuild or re-sync runs the drain again: the person's word stands
    await app.get(LedgerService).flagTransfers(userId, [{ year: 2026, month: 10 }]);
    const listed = await rows();
    expect(listed.get('VISA PAYMENT')).toMatchObject({ transfer: null, transferDecision: 'not_transfer' });
    expect(listed.get('PAYMENT THANK YOU')).toMatchObject({ transfer: null, transferCandidate: false, transferDecision: null });
    const b = await balances('2026-10-31');
    expect(b.get('Other Income')).toBe('500.00');
    expect(b.get('Loan Payments')).toBe('500.00');
    const sheet: BalanceSheetResponse = (await client.get('/api/books/balance-sheet?asOf=2026-10-31').expect(200)).body;
    expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilities) + cents(sheet.totals.equity));
    const period = await app.get(LedgerService).entriesForPeriod(userId, '2026-10-01', '2026-10-31');
    expect(period.rows).toHaveLength(4);
  });

  it('lets the client pair them again by hand', async () => {
    await client
      .post(`/api/ledger/${ids['PAYMENT THANK YOU']}/transfer`)
      .send({ decision: 'transfer', counterpartTransactionId: ids['VISA PAYMENT'] })
      .expect(200);
    await booksSettled(app, userId);
    const listed = await rows();
    expect(listed.get('VISA PAYMENT')).toMatchObject({ transfer: { transactionId: ids['PAYMENT THANK YOU'] }, transferDecision: 'transfer' });
    const b = await balances('2026-10-31');
    expect(b.get('Other Income')).toBe('0.00');
    expect(b.get('Transfers between my accounts (in transit)')).toBe('0.00');
  });

  it("matches again in a duplicate decision's own answer: a copy that counts is one more candidate, one that does not leaves the pair", async () => {
    const header = 'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category';
    const amex = [header, '2026-09-11,AMEX PAYMENT RECEIVED,250.00,'].join('\n');
    await addAccount([header, '2026-09-10,TRANSFER TO AMEX,-250.00,'].join('\n'), 'savings.csv', 'Savings', 'bank');
    await addAccount(amex, 'amex.csv', 'Amex', 'credit_card');
    // The same Amex statement added again: its row is a possible duplicate, which does not count, so the pair stands.
    await addAccount(amex, 'amex.csv', 'Amex (again)', 'credit_card');
    await booksSettled(app, userId);
    const september = async () => {
      const body: LedgerResponse = (await client.get('/api/ledger?transfers=flagged').expect(200)).body;
      const of = (name: string, accountName: string) => body.transactions.find((r) => r.name === name && r.accountName === accountName);
      return { savings: of('TRANSFER TO AMEX', 'Savings'), amex: of('AMEX PAYMENT RECEIVED', 'Amex'), copy: of('AMEX PAYMENT RECEIVED', 'Amex (again)') };
    };
    const before = await september();
    expect(before.savings).toMatchObject({ transfer: { transactionId: before.amex!.transactionId, accountName: 'Amex' }, transferCandidate: false });
    expect(before.copy).toBeUndefined();
    const [copy] = (await client.get('/api/ledger?duplicates=undecided').expect(200)).body.transactions as LedgerRow[];
    expect(copy).toMatchObject({ name: 'AMEX PAYMENT RECEIVED', accountName: 'Amex (again)', duplicateOf: before.amex!.transactionId });

    // The drain is not delivered: what the reads show is what each decision wrote.
    const changes = app.get(LedgerChangesService);
    const deliver = jest.spyOn(changes, 'deliver').mockResolvedValue(undefined);
    try {
      await client.post(`/api/ledger/${copy.transactionId}/duplicate`).send({ decision: 'distinct' }).expect(200);
      const both = await september();
      expect(both.savings).toMatchObject({ transfer: null, transferCandidate: true });
      expect(both.amex).toMatchObject({ transfer: null, transferCandidate: true });
      expect(both.copy).toMatchObject({ transfer: null, transferCandidate: true });

      await staff.post(`/api/admin/ledger/${copy.transactionId}/duplicate`).send({ decision: 'same' }).expect(200);
      const once = await september();
      expect(once.savings).toMatchObject({ transfer: { transactionId: before.amex!.transactionId }, transferCandidate: false });
      expect(once.copy).toBeUndefined();
    } finally {
      deliver.mockRestore();
    }
    // The drain, when it comes, agrees.
    await changes.deliver(userId);
    await booksSettled(app, userId);
    expect((await september()).savings).toMatchObject({ transfer: { transactionId: before.amex!.transactionId }, transferCandidate: false });
  });
});
