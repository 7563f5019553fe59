import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { BOOKS_MESSAGES, type BalanceSheetResponse, type BookAccountsResponse, type JournalResponse, type TrialBalanceResponse } from '@ledgerleaf/contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { BooksRepository } from '../../src/modules/books/books.repository';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import { clientWithBooksSeptember } from '../helpers/books-september';
import { booksSettled } from '../helpers/books-settled';
import { createTestApp, type Agent } from '../helpers/test-app';

/**
 * The books of a chequing account's September, computed by hand (clientWithBankMonth, plus an
 * owner's drawing the client's memory knows):
 *   Aug 14 Adobe             -113.00  (August is not built: no category, suspense)
 *   Sep  2 Shopify payout  +1,130.00  Sales Revenue
 *   Sep  5 Adobe             -113.00  Software
 *   Sep 12 Café               -22.60  Travel & Meals
 *   Sep 20 E-transfer to me  -500.00  Owner's drawings (a system category: balance sheet only)
 *   Sep 30 Monthly fee         -4.95  Bank Fees
 *   Sep 15 Savings interest    +3.21  (hidden account: not in the books)
 *   Oct  1 Adobe             -113.00  (after the day asked)
 * At 2026-09-30: Chequing 376.45; suspense -113.00; owner's drawings -500.00; revenue
 * 1,130.00; expenses 140.55; current-year earnings 989.45 (fiscal year from January 1);
 * liabilities + equity = -113.00 + 489.45 = 376.45.
 */
const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe('the books: journal, chart of accounts and statements', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let userId: number;
  let otherId: number;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    ({ userId, otherId, client, other, staff } = await clientWithBooksSeptember(app));
  });
  afterAll(() => app.close());

  it('gives every client the system categories, which cannot be renamed or deleted', async () => {
    const { body } = await client.get('/api/plaid/user-categories').expect(200);
    const system = body.categories.filter((c: { system: boolean }) => c.system);
    expect(system.map((c: { categoryName: string; type: string }) => [c.categoryName, c.type]).sort()).toEqual([
      ['Equipment (capital asset)', 'BALANCE_SHEET'],
      ['Loan received', 'BALANCE_SHEET'],
      ['Loan repayment (principal)', 'BALANCE_SHEET'],
      ["Owner's contribution", 'BALANCE_SHEET'],
      ["Owner's drawings", 'BALANCE_SHEET'],
      ['Transfer between my accounts', 'BALANCE_SHEET'],
    ]);
    await client.put(`/api/plaid/user-categories/${system[0].id}`).send({ categoryName: 'Mine' }).expect(409);
    await client.delete(`/api/plaid/user-categories/${system[0].id}`).expect(409);
    await client.post('/api/plaid/user-categories').send({ type: 'BALANCE_SHEET', categoryName: 'My own equity' }).expect(400);
  });

  it("builds September: the categorizer picks Owner's drawings from memory, and the P&L leaves it out", async () => {
    const { body } = await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200);
    expect(body.report.summary).toMatchObject({ totalRevenue: '1130.00', totalExpenses: '140.55', netIncome: '989.45' });
    expect(body.report.summary.categories).toContainEqual({ category: "Owner's drawings", type: 'BALANCE_SHEET', count: 1, total: '500.00' });
    const [row] = await db.query(`SELECT category FROM ledger_entries WHERE user_id = $1 AND name = 'E-TRANSFER AVERY LAMBERT'`, [userId]);
    expect(row.category).toBe("Owner's drawings");
    await booksSettled(app, userId);
  });

  it('posts one balanced entry per row that counts, the drawing against equity', async () => {
    const journal: JournalResponse = (await client.get('/api/books/journal?from=2026-09-01&to=2026-09-30').expect(200)).body;
    expect(journal.total).toBe(5);
    expect(journal.entries.map((e) => [e.date, e.memo, e.lines])).toEqual([
      [
        '2026-09-02',
        'SHOPIFY PAYOUT 8841',
        [
          { account: 'RBC Chequing', systemAccount: null, debit: '1130.00', credit: '0.00' },
          { account: 'Sales Revenue', systemAccount: null, debit: '0.00', credit: '1130.00' },
        ],
      ],
      [
        '2026-09-05',
        'ADOBE *CREATIVE CLD',
        [
          { account: 'Software', systemAccount: null, debit: '113.00', credit: '0.00' },
          { account: 'RBC Chequing', systemAccount: null, debit: '0.00', credit: '113.00' },
        ],
      ],
      [
        '2026-09-12',
        '=HYPERLINK("x") CAFE',
        [
          { account: 'Travel & Meals', systemAccount: null, debit: '22.60', credit: '0.00' },
          { account: 'RBC Chequing', systemAccount: null, debit: '0.00', credit: '22.60' },
        ],
      ],
      [
        '2026-09-20',
        'E-TRANSFER AVERY LAMBERT',
        [
          { account: "Owner's drawings", systemAccount: 'owner_drawings', debit: '500.00', credit: '0.00' },
          { account: 'RBC Chequing', systemAccount: null, debit: '0.00', credit: '500.00' },
        ],
      ],
      [
        '2026-09-30',
        'MONTHLY FEE',
        [
          { account: 'Bank Fees', systemAccount: null, debit: '4.95', credit: '0.00' },
          { account: 'RBC Chequing', systemAccount: null, debit: '0.00', credit: '4.95' },
        ],
      ],
    ]);
    expect(journal.entries.every((e) => typeof e.transactionId === 'number' && typeof e.id === 'number')).toBe(true);
  });

  it('pages the journal by date then id: pages put together are the whole period, a page past the end is empty with the total', async () => {
    const whole = await app.get(BooksRepository).journalPage(userId, null, null, 1000, 0);
    expect(whole.total).toBe(whole.entries.length);
    expect(whole.total).toBeGreaterThanOrEqual(7);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM journal_entries WHERE user_id = $1`, [userId]);
    expect(whole.total).toBe(count);
    const sorted = [...whole.entries].sort((a, b) => a.date.localeCompare(b.date) || Number(a.id) - Number(b.id));
    expect(whole.entries.map((e) => e.id)).toEqual(sorted.map((e) => e.id));
    const pages = [];
    for (let offset = 0; offset < whole.total; offset += 2) {
      const page = await app.get(BooksRepository).journalPage(userId, null, null, 2, offset);
      expect(page.total).toBe(whole.total);
      pages.push(...page.entries);
    }
    expect(pages).toEqual(whole.entries);
    expect(await app.get(BooksRepository).journalPage(userId, '2026-09-01', '2026-09-30', 2, 4)).toEqual({
      entries: [whole.entries.filter((e) => e.date >= '2026-09-01' && e.date <= '2026-09-30')[4]],
      total: 5,
    });
    expect(await app.get(BooksRepository).journalPage(userId, '2026-09-01', '2026-09-30', 2, 6)).toEqual({ entries: [], total: 5 });
    expect(await app.get(BooksRepository).journalPage(userId, '2030-01-01', null, 2, 0)).toEqual({ entries: [], total: 0 });
    const past: JournalResponse = (await client.get('/api/books/journal?from=2026-09-01&to=2026-09-30&page=2').expect(200)).body;
    expect(past).toEqual({ entries: [], total: 5 });
  });

  it('answers the balance sheet at September 30 to the cent, assets equal to liabilities plus equity', async () => {
    const sheet: BalanceSheetResponse = (await client.get('/api/books/balance-sheet?asOf=2026-09-30').expect(200)).body;
    expect(sheet).toEqual({
      asOf: '2026-09-30',
      fiscalYearStart: '2026-01-01',
      assets: [{ account: 'RBC Chequing', systemAccount: null, gifi: '1002', amount: '376.45' }],
      liabilities: [{ account: 'Uncategorized (suspense)', systemAccount: 'uncategorized', gifi: '2960', amount: '-113.00' }],
      equity: [
        { account: 'Current-year earnings', systemAccount: 'current_year_earnings', gifi: '3680', amount: '989.45' },
        { account: "Owner's drawings", systemAccount: 'owner_drawings', gifi: '3700', amount: '-500.00' },
      ],
      totals: { assets: '376.45', liabilities: '-113.00', equity: '489.45' },
    });
  });

  it('answers the trial balance, debits equal to credits', async () => {
    const trial: TrialBalanceResponse = (await client.get('/api/books/trial-balance?asOf=2026-09-30').expect(200)).body;
    expect(trial.totals).toEqual({ debit: '1130.00', credit: '1130.00' });
    expect(trial.rows).toEqual([
      { account: 'RBC Chequing', systemAccount: null, type: 'asset', debit: '376.45', credit: '0.00' },
      { account: 'Uncategorized (suspense)', systemAccount: 'uncategorized', type: 'liability', debit: '113.00', credit: '0.00' },
      { account: "Owner's drawings", systemAccount: 'owner_drawings', type: 'equity', debit: '500.00', credit: '0.00' },
      { account: 'Sales Revenue', systemAccount: null, type: 'revenue', debit: '0.00', credit: '1130.00' },
      { account: 'Bank Fees', systemAccount: null, type: 'expense', debit: '4.95', credit: '0.00' },
      { account: 'Software', systemAccount: null, type: 'expense', debit: '113.00', credit: '0.00' },
      { account: 'Travel & Meals', systemAccount: null, type: 'expense', debit: '22.60', credit: '0.00' },
    ]);
  });

  it('names a system account in French by its identity: a category the client named like one keeps its name (issue 31)', async () => {
    // The client files the bank fee under her own expense category, named exactly like a system account.
    const { body: made } = await client.post('/api/plaid/user-categories').send({ type: 'EXPENSE', categoryName: 'Loans payable' }).expect(201);
    await db.query(`UPDATE ledger_entries SET category = 'Loans payable' WHERE user_id = $1 AND name = 'MONTHLY FEE'`, [userId]);
    await booksSettled(app, userId);
    try {
      const french = (path: string) => client.get(path).set('Accept-Language', 'fr-CA').expect(200);
      const trial: TrialBalanceResponse = (await french('/api/books/trial-balance?asOf=2026-09-30')).body;
      expect(trial.rows.find((r) => r.type === 'expense' && r.debit === '4.95')).toMatchObject({ account: 'Loans payable', systemAccount: null });
      expect(trial.rows.find((r) => r.systemAccount === 'owner_drawings')?.account).toBe('Prélèvements du propriétaire');
      expect(trial.rows.find((r) => r.systemAccount === 'uncategorized')?.account).toBe('Non catégorisé (compte d’attente)');
      const journal: JournalResponse = (await french('/api/books/journal?from=2026-09-30&to=2026-09-30')).body;
      expect(journal.entries[0].lines.map((l) => l.account)).toEqual(['Loans payable', 'RBC Chequing']);
      const accounts: BookAccountsResponse = (await french('/api/books/accounts?asOf=2026-09-30')).body;
      const named = accounts.accounts.filter((a) => a.systemAccount === 'loans_payable' || a.name === 'Loans payable');
      expect(named.map((a) => [a.source, a.name]).sort()).toEqual([
        ['category', 'Loans payable'],
        ['system', 'Emprunts à payer'],
      ]);
      const sheet: BalanceSheetResponse = (await french('/api/books/balance-sheet?asOf=2026-09-30')).body;
      expect(sheet.equity.map((l) => l.account)).toEqual(['Bénéfice de l’exercice', 'Prélèvements du propriétaire']);
      // staff reading the client's books in French: the same names
      const staffTrial: TrialBalanceResponse = (
        await staff.get(`/api/admin/users/${userId}/books/trial-balance?asOf=2026-09-30`).set('Accept-Language', 'fr-CA').expect(200)
      ).body;
      expect(staffTrial.rows.map((r) => r.account)).toEqual(trial.rows.map((r) => r.account));
      // English answers name both as stored
      const english: TrialBalanceResponse = (await client.get('/api/books/trial-balance?asOf=2026-09-30').expect(200)).body;
      expect(english.rows.find((r) => r.systemAccount === 'owner_drawings')?.account).toBe("Owner's drawings");
    } finally {
      await db.query(`UPDATE ledger_entries SET category = 'Bank Fees' WHERE user_id = $1 AND name = 'MONTHLY FEE'`, [userId]);
      await client.delete(`/api/plaid/user-categories/${made.id}`).expect(200);
      await booksSettled(app, userId);
    }
  });

  it('lists the chart of accounts with GIFI codes and balances in their normal sense', async () => {
    const { body }: { body: BookAccountsResponse } = await client.get('/api/books/accounts?asOf=2026-09-30').expect(200);
    const byName = new Map(body.accounts.map((a) => [a.name, a]));
    expect(byName.get('RBC Chequing')).toMatchObject({ type: 'asset', source: 'bank', gifi: '1002', balance: '376.45' });
    expect(byName.get('Sales Revenue')).toMatchObject({ type: 'revenue', source: 'category', gifi: '8000', balance: '1130.00' });
    expect(byName.get('Software')).toMatchObject({ type: 'expense', source: 'category', gifi: '8810', balance: '113.00' });
    expect(byName.get('Loan Payments')).toMatchObject({ type: 'expense', gifi: null, balance: '0.00' });
    for (const [name, type, gifi] of [
      ['GST/HST receivable (input tax credits)', 'asset', '1483'],
      ['GST/HST payable', 'liability', '2680'],
      ['Opening balance equity', 'equity', '3540'],
      ["Owner's contributions", 'equity', '3541'],
      ['Retained earnings', 'equity', '3600'],
      ['Current-year earnings', 'equity', '3680'],
    ]) {
      expect(byName.get(name)).toMatchObject({ type, gifi, source: 'system' });
    }
    expect(byName.get('Current-year earnings')!.balance).toBe('989.45');
    expect(body.accounts.some((a) => a.name === 'RBC Savings')).toBe(false);
  });

  it('moves the books in the same transaction as a duplicate decision or a change of category', async () => {
    const [adobe] = await db.query(`SELECT id FROM ledger_entries WHERE user_id = $1 AND name = 'ADOBE *CREATIVE CLD' AND date = '2026-09-05'`, [userId]);
    await db.transaction(async (em) => {
      await em.query(`UPDATE ledger_entries SET category = 'Marketing' WHERE id = $1`, [adobe.id]);
      const [line] = await em.query(
        `SELECT a.name FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN book_accounts a ON a.id = l.account_id WHERE e.ledger_entry_id = $1 AND l.debit > 0`,
        [adobe.id],
      );
      expect(line.name).toBe('Marketing');
      await em.query(
        `UPDATE ledger_entries SET duplicate_of = (SELECT min(id) FROM ledger_entries WHERE user_id = $2), duplicate_decision = NULL WHERE id = $1`,
        [adobe.id, userId],
      );
      expect(await em.query(`SELECT 1 FROM journal_entries WHERE ledger_entry_id = $1`, [adobe.id])).toHaveLength(0);
      await em.query(`UPDATE ledger_entries SET duplicate_decision = 'distinct' WHERE id = $1`, [adobe.id]);
      expect(await em.query(`SELECT 1 FROM journal_entries WHERE ledger_entry_id = $1`, [adobe.id])).toHaveLength(1);
      await em.query(`UPDATE ledger_entries SET category = 'Software', duplicate_of = NULL, duplicate_decision = NULL WHERE id = $1`, [adobe.id]);
    });
    const trial: TrialBalanceResponse = (await client.get('/api/books/trial-balance?asOf=2026-09-30').expect(200)).body;
    expect(trial.totals).toEqual({ debit: '1130.00', credit: '1130.00' });
  });

  it('refuses to commit an unbalanced entry written by hand, at COMMIT, with a clear error', async () => {
    const [account] = await db.query(`SELECT id FROM book_accounts WHERE user_id = $1 AND source = 'system' AND ref = 4`, [userId]);
    const runner = db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const [entry] = await runner.query(
        `INSERT INTO journal_entries (user_id, date, memo, kind) VALUES ($1, '2026-09-01', 'by hand', 'opening') RETURNING id`,
        [userId],
      );
      await runner.query(`INSERT INTO journal_lines (entry_id, account_id, debit, credit) VALUES ($1, $2, 10, 0), ($1, $2, 0, 9.99)`, [entry.id, account.id]);
      await expect(runner.commitTransaction()).rejects.toThrow(/journal entry \d+ does not balance: 2 line\(s\), debits 10.00, credits 9.99/);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await db.query(`SELECT 1 FROM journal_entries WHERE user_id = $1 AND memo = 'by hand'`, [userId])).toHaveLength(0);
    await expect(db.query(`INSERT INTO journal_lines (entry_id, account_id, debit, credit) VALUES (1, $1, 5, 5)`, [account.id])).rejects.toThrow(
      /CHK_journal_lines_one_side/,
    );
  });

  it('answers a bad date with a 400 naming the format, for the client and staff', async () => {
    for (const path of ['accounts', 'balance-sheet', 'trial-balance']) {
      const { body } = await client.get(`/api/books/${path}?asOf=2026-02-30`).expect(400);
      expect(body.message).toContain(BOOKS_MESSAGES.badDate('asOf'));
      expect(body.message).toContain('YYYY-MM-DD');
      await staff.get(`/api/admin/users/${userId}/books/${path}?asOf=30/09/2026`).expect(400);
    }
    expect((await client.get('/api/books/journal?from=sept').expect(400)).body.message).toContain(BOOKS_MESSAGES.badDate('from'));
    await client.get('/api/books/journal?from=2026-10-01&to=2026-09-01').expect(400);
    await client.get('/api/books/journal?page=0').expect(400);
    await request(app.getHttpServer()).get('/api/books/balance-sheet').expect(401);
  });

  it('posts a CSV account of the books, and moves it to the liabilities when it is said to be a credit card', async () => {
    const csv = [
      'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
      '2026-10-06,STAPLES #312 MISSISSAUGA ON,-56.50,',
      '2026-10-08,TIM HORTONS #1234,-12.40,',
    ].join('\n');
    const { body: upload } = await client.post('/api/csv/upload').attach('csvFile', Buffer.from(csv), 'visa.csv').expect(201);
    await client.post(`/api/csv/categorize/${upload.id}`).send({}).expect(200);
    await client.post(`/api/csv/books/${upload.id}`).send({ accountName: 'Visa ending 4412' }).expect(200);
    const account = async () =>
      ((await client.get('/api/books/accounts?asOf=2026-10-31').expect(200)).body as BookAccountsResponse).accounts.find((a) => a.name === 'Visa ending 4412')!;
    expect(await account()).toMatchObject({ source: 'csv', type: 'asset', gifi: '1002', balance: '-68.90' });
    const journal: JournalResponse = (await client.get('/api/books/journal?from=2026-10-06&to=2026-10-08').expect(200)).body;
    expect(journal.entries.map((e) => e.lines.find((l) => l.account === 'Visa ending 4412'))).toEqual([
      { account: 'Visa ending 4412', systemAccount: null, debit: '0.00', credit: '56.50' },
      { account: 'Visa ending 4412', systemAccount: null, debit: '0.00', credit: '12.40' },
    ]);
    // Said to be a credit card (POST /api/csv/books/:id with accountType): the same rows, now a card's balance owed.
    const bad = await client.post(`/api/csv/books/${upload.id}`).send({ accountName: 'Visa ending 4412', accountType: 'visa' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('accountType must be one of: bank, credit_card, cash, loan.');
    const { body: retyped } = await client
      .post(`/api/csv/books/${upload.id}`)
      .send({ accountName: 'Visa ending 4412', accountType: 'credit_card' })
      .expect(200);
    expect(retyped.books).toMatchObject({ accountName: 'Visa ending 4412', accountType: 'credit_card' });
    expect(await account()).toMatchObject({ type: 'liability', gifi: '2707', balance: '68.90' });
    const sheet: BalanceSheetResponse = (await client.get('/api/books/balance-sheet?asOf=2026-10-31').expect(200)).body;
    expect(sheet.liabilities).toContainEqual({ account: 'Visa ending 4412', systemAccount: null, gifi: '2707', amount: '68.90' });
    expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilities) + cents(sheet.totals.equity));
    const trial: TrialBalanceResponse = (await client.get('/api/books/trial-balance?asOf=2026-10-31').expect(200)).body;
    expect(trial.totals.debit).toBe(trial.totals.credit);
  });

  it("posts a submission's manual rows against the client's Cash account", async () => {
    const [submission] = await db.query(`INSERT INTO submissions (user_id, summary_name) VALUES ($1, 'October receipts') RETURNING id`, [userId]);
    const [manual] = await db.query(
      `INSERT INTO manual_transactions (submission_id, transaction_date, transaction_name, province, amount) VALUES ($1, '2026-10-15', 'STAPLES CASH', 'ON', '-45.20') RETURNING id`,
      [submission.id],
    );
    await db.transaction((em) =>
      app
        .get(LedgerService)
        .join(em, userId, 'manual', submission.id, 'Manual: October receipts', [
          { sourceRowId: manual.id, date: '2026-10-15', name: 'STAPLES CASH', amount: '-45.20', category: 'Office Expenses' },
        ]),
    );
    const journal: JournalResponse = (await client.get('/api/books/journal?from=2026-10-15&to=2026-10-15').expect(200)).body;
    expect(journal.entries.map((e) => e.lines)).toEqual([
      [
        { account: 'Office Expenses', systemAccount: null, debit: '45.20', credit: '0.00' },
        { account: 'Cash', systemAccount: null, debit: '0.00', credit: '45.20' },
      ],
    ]);
    const accounts: BookAccountsResponse = (await client.get('/api/books/accounts?asOf=2026-10-31').expect(200)).body;
    expect(accounts.accounts.find((a) => a.name === 'Cash')).toMatchObject({ source: 'manual', type: 'asset', gifi: '1001', balance: '-45.20' });
  });

  it('shows another client nothing of these books, and staff the same figures (404 for no such client, 403 for a client)', async () => {
    const theirs: JournalResponse = (await other.get('/api/books/journal').expect(200)).body;
    expect(theirs).toEqual({ entries: [], total: 0 });
    const sheet: BalanceSheetResponse = (await other.get('/api/books/balance-sheet?asOf=2026-09-30').expect(200)).body;
    expect(sheet.totals).toEqual({ assets: '0.00', liabilities: '0.00', equity: '0.00' });
    await other.get(`/api/admin/users/${userId}/books/balance-sheet?asOf=2026-09-30`).expect(403);
    const staffSheet = (await staff.get(`/api/admin/users/${userId}/books/balance-sheet?asOf=2026-09-30`).expect(200)).body;
    expect(staffSheet.totals).toEqual({ assets: '376.45', liabilities: '-113.00', equity: '489.45' });
    expect((await staff.get(`/api/admin/users/${userId}/books/journal?from=2026-09-01&to=2026-09-30`).expect(200)).body.total).toBe(5);
    await staff.get(`/api/admin/users/2147483000/books/trial-balance`).expect(404);
    expect(otherId).not.toBe(userId);
  });
});
