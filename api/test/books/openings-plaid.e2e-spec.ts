import type { NestExpressApplication } from '@nestjs/platform-express';
import type { BookAccountRow, BookAccountsResponse } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import type { PlaidStandIn } from '../../../scripts/stand-ins/plaid.mjs';
import { businessDay } from '../../src/common/time/business-time';
import { BankSyncService } from '../../src/modules/plaid/bank-sync.service';
import { linkBank, newClient, recordSyncs, startPlaidApp } from '../helpers/plaid';
import type { Agent } from '../helpers/test-app';

/**
 * A linked account's proposed opening (issue 27 point 6): Plaid's balances.current less the
 * activity synced since the first synced day. The stand-in keeps each account's opening (the
 * balance before its first transaction: 5,230.12 in the chequing account, 250.00 owed on the
 * Visa) and answers current from it and the posted transactions, as a bank would.
 */
describe("a linked account's opening balance, proposed from Plaid's balances", () => {
  let app: NestExpressApplication;
  let plaid: PlaidStandIn;
  let stop: () => Promise<void>;
  let agent: Agent;
  let userId: number;

  beforeAll(async () => {
    ({ app, plaid, stop } = await startPlaidApp());
    recordSyncs(app);
    ({ agent, userId } = await newClient(app));
  });
  afterAll(() => stop());

  const accounts = async (): Promise<Map<string, BookAccountRow>> => {
    const body: BookAccountsResponse = (await agent.get('/api/books/accounts').expect(200)).body;
    return new Map(body.accounts.map((a) => [a.name, a]));
  };

  it('stores the balances of each sync day and proposes current less the synced activity, for a depository account and a card', async () => {
    const { itemId, plaidItemId } = await linkBank(app, plaid, agent);
    const db = app.get(DataSource);
    const stored = await db.query(
      `SELECT a.name, to_char(s.date, 'YYYY-MM-DD') AS date, s.balance::text AS balance, s.available::text AS available
         FROM statement_balances s JOIN bank_accounts a ON a.id = s.bank_account_id WHERE s.user_id = $1 AND s.source = 'plaid' ORDER BY a.name`,
      [userId],
    );
    const item = plaid.items.get(plaidItemId)!;
    const visa = item.accounts.find((a) => a.type === 'credit')!;
    const current = (accountId: string, opening: number, owed: boolean) => {
      let posted = 0;
      for (const t of item.transactions.values()) if (t.account_id === accountId && !t.pending) posted += t.amount;
      return Math.round((owed ? opening + posted : opening - posted) * 100) / 100;
    };
    const chequing = item.accounts.find((a) => a.name === 'Business Chequing')!;
    expect(stored.map((r: { name: string }) => r.name)).toEqual(['Business Chequing', 'Business Savings', 'Business Visa']);
    const today = businessDay(new Date());
    expect(stored.every((r: { date: string }) => r.date === today)).toBe(true);
    // a card's current is what is owed: stored negative, as the ledger signs it; its available (room under the limit) is not a balance
    expect(Number(stored[2].balance)).toBeCloseTo(-current(visa.account_id, 250, true), 2);
    expect(stored[2].available).toBeNull();
    expect(Number(stored[0].balance)).toBeCloseTo(current(chequing.account_id, 5230.12, false), 2);

    let a = await accounts();
    const firstDay = (accountId: string) =>
      [...item.transactions.values()]
        .filter((t) => t.account_id === accountId && !t.pending)
        .map((t) => t.date)
        .sort()[0];
    expect(a.get('Business Chequing')!.openingBalance).toMatchObject({
      status: 'proposed',
      amount: '5230.12',
      date: firstDay(chequing.account_id),
      proposed: { from: 'plaid' },
    });
    expect(a.get('Business Visa')!.type).toBe('liability');
    expect(a.get('Business Visa')!.openingBalance).toMatchObject({ status: 'proposed', amount: '250.00', date: firstDay(visa.account_id) });

    // a later sync with more activity keeps the proposal: current moved with it
    plaid.addTransactions(plaidItemId, 5, { account_id: chequing.account_id });
    await app.get(BankSyncService).syncItem(itemId);
    a = await accounts();
    expect(a.get('Business Chequing')!.openingBalance).toMatchObject({ status: 'proposed', amount: '5230.12' });

    // the books then agree with the bank's current balance
    expect(Number(a.get('Business Chequing')!.balance)).toBeCloseTo(current(chequing.account_id, 5230.12, false), 2);
    const sheet = (await agent.get('/api/books/balance-sheet').expect(200)).body;
    expect(sheet.totals.assets).toBe((Number(sheet.totals.liabilities) + Number(sheet.totals.equity)).toFixed(2));

    // a hidden account leaves the books with its opening; shown again, both come back
    const openingEntries = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM journal_entries WHERE user_id = $1 AND kind = 'opening'`, [userId]))[0].n as number;
    expect(await openingEntries()).toBe(3);
    await agent.post('/api/plaid/account-visibility').send({ accountId: visa.account_id, isHidden: true }).expect(200);
    expect(await openingEntries()).toBe(2);
    expect((await accounts()).get('Opening balance equity')!.balance).toBe((5230.12 + 12000).toFixed(2));
    await agent.post('/api/plaid/account-visibility').send({ accountId: visa.account_id, isHidden: false }).expect(200);
    expect(await openingEntries()).toBe(3);

    // a person's opening wins over the proposed one, and later syncs leave it
    await agent
      .put(`/api/books/accounts/${a.get('Business Chequing')!.id}/opening-balance`)
      .send({ date: '2026-01-01', amount: '100.00' })
      .expect(200);
    await app.get(BankSyncService).syncItem(itemId);
    expect((await accounts()).get('Business Chequing')!.openingBalance).toMatchObject({
      status: 'set',
      amount: '100.00',
      date: '2026-01-01',
      proposed: { amount: '5230.12' },
    });
  });
});
