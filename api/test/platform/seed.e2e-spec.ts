import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  type MonthCloseBoard,
  type ReconciliationMonth,
  RATE_SCALE,
  REPORT_CSV_HEADERS,
  salesTaxRatesOn,
  type BalanceSheetResponse,
  type BookAccountsResponse,
  type GstHstWorksheet,
  type LedgerResponse,
  type ConversationInboxRowDto,
  type ConversationPageDto,
  type QuestionsResponse,
  type ReceiptDto,
  type SubmissionView,
} from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { SecretBox } from '../../src/common/crypto/secret-box';
import { accessTokenContext } from '../../src/modules/plaid/entities/bank-item.entity';
import { FileStorage } from '../../src/common/storage/file-storage';
import { DemoSeeder } from '../../src/seed/demo.seeder';
import { seedDependencies } from '../../src/seed/seed-dependencies';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import { DEMO_ACCESS_LOG, DEMO_BOOKKEEPERS, DEMO_CONVERSATION, DEMO_RECEIPTS } from '../../src/seed/demo-data';
import { DEMO_FR_RECEIPTS } from '../../src/seed/demo-data-fr';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { createTestApp } from '../helpers/test-app';
import { pdfText } from '../helpers/pdf-text';

const TABLES = [
  'users',
  'book_reconciliations',
  'book_reconciliation_events',
  'year_end_packages',
  'data_exports',
  'user_categories',
  'bank_items',
  'bank_accounts',
  'bank_transactions',
  'account_visibility',
  'monthly_reports',
  'submissions',
  'manual_transactions',
  'additional_categories',
  'edit_requests',
  'submission_files',
  'submission_results',
  'csv_uploads',
  'csv_transactions',
  'ledger_entries',
  'call_requests',
  'messages',
  'tax_profiles',
  'transaction_questions',
  'account_manager_assignments',
  'conversation_messages',
  'conversation_attachments',
  'conversation_threads',
  'access_log',
  'receipts',
];

// The seed counts whole tables, so it runs on a database of its own.
describe('demo seed', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  const tag = Date.now().toString(36);
  const accounts = {
    staffEmail: `staff-${tag}@ledgerleaf.test`,
    staffPassword: 'staff-demo-1',
    clientEmail: `demo-${tag}@ledgerleaf.test`,
    clientPassword: 'client-demo-1',
    frenchClientEmail: `demo-fr-${tag}@ledgerleaf.test`,
    frenchClientPassword: 'client-demo-fr-1',
  };

  beforeAll(async () => {
    const scratch = await createMigratedDatabase('seed');
    drop = scratch.drop;
    app = await createTestApp({ env: { DATABASE_URL: scratch.url } });
    dataSource = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const seeder = () => new DemoSeeder(seedDependencies(app));
  const counts = async () =>
    Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, (await dataSource.query(`SELECT count(*)::int AS n FROM ${t}`))[0].n as number])));

  it('fills every table with about 90 days of transactions, and a second run changes nothing', async () => {
    const written = await seeder().run(accounts, new Date('2026-11-15T12:00:00Z'));
    expect(written.length).toBeGreaterThan(5);
    const first = await counts();
    for (const table of TABLES) expect({ table, filled: first[table] > 0 }).toEqual({ table, filled: true });

    const [{ min, max }] = await dataSource.query(
      `SELECT min(t.date)::text AS min, max(t.date)::text AS max FROM bank_transactions t
       JOIN bank_accounts a ON a.id = t.bank_account_id JOIN bank_items i ON i.id = a.bank_item_id
       JOIN users u ON u.id = i.user_id WHERE u.email = $1`,
      [accounts.clientEmail],
    );
    // 90 days back from the seed date; the first and last days depend on the random draw.
    expect(min >= '2026-08-17' && min <= '2026-08-20').toBe(true);
    expect(max >= '2026-11-12' && max <= '2026-11-15').toBe(true);

    expect(await seeder().run(accounts, new Date('2026-11-15T12:00:00Z'))).toEqual([]);
    expect(await counts()).toEqual(first);
  });

  it('creates a demo client who can log in and a staff user', async () => {
    const client = await request(app.getHttpServer()).post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    expect(client.body).toMatchObject({ firstName: 'Avery', isAdmin: false, hasCompletedQuestionnaire: true });
    const staff = await request(app.getHttpServer()).post('/api/login').send({ email: accounts.staffEmail, password: accounts.staffPassword }).expect(200);
    expect(staff.body.isAdmin).toBe(true);
  });

  it('seeds the firm: an owner and two bookkeepers who log in, Avery assigned to Jordan (with the history), her thread and her access log', async () => {
    for (const b of DEMO_BOOKKEEPERS) {
      const res = await request(app.getHttpServer()).post('/api/login').send({ email: b.email, password: b.password }).expect(200);
      expect(res.body).toMatchObject({ isAdmin: true, staffRole: 'bookkeeper' });
    }
    const owner = await request(app.getHttpServer()).post('/api/login').send({ email: accounts.staffEmail, password: accounts.staffPassword }).expect(200);
    expect(owner.body.staffRole).toBe('owner');

    const avery = request.agent(app.getHttpServer());
    await avery.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    expect((await avery.get('/api/user/account-manager').expect(200)).body).toEqual({
      manager: { name: 'Jordan Park', initials: 'JP', photoUrl: null, phone: null },
    });
    const [{ id: averyId }] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [accounts.clientEmail]);
    const history = await dataSource.query(
      `SELECT f.first_name AS "from", t.first_name AS "to", b.first_name AS "by" FROM account_manager_assignments a
       LEFT JOIN users f ON f.id = a.from_staff_id LEFT JOIN users t ON t.id = a.to_staff_id LEFT JOIN users b ON b.id = a.assigned_by_user_id
       WHERE a.client_user_id = $1 ORDER BY a.id`,
      [averyId],
    );
    expect(history).toEqual([
      { from: null, to: 'Priya', by: null },
      { from: 'Priya', to: 'Jordan', by: 'Morgan' },
    ]);

    const thread: ConversationPageDto = (await avery.get('/api/conversation?limit=30').expect(200)).body;
    const messages = thread.items.filter((item) => item.kind === 'message');
    expect(messages).toHaveLength(DEMO_CONVERSATION.length);
    expect(thread.unreadCount).toBe(1);
    expect(thread.items.some((item) => item.kind === 'question')).toBe(true);
    const attachments = messages.flatMap((m) => (m.kind === 'message' ? m.attachments : []));
    expect(attachments.map((a) => a.fileName)).toEqual(['laptop-receipt.pdf']);
    await avery.head(attachments[0].url).expect(200);
    // Answered by the firm: nothing of Avery's waits in the inbox.
    const staffAgent = request.agent(app.getHttpServer());
    await staffAgent.post('/api/login').send({ email: accounts.staffEmail, password: accounts.staffPassword }).expect(200);
    const inbox = (await staffAgent.get('/api/admin/conversations').expect(200)).body as ConversationInboxRowDto[];
    expect(inbox.map((row) => row.userId)).not.toContain(averyId);

    const log = (await avery.get('/api/user/access-log?page=1').expect(200)).body;
    expect(log.total).toBe(DEMO_ACCESS_LOG.length);
    expect(log.items.map((i: { staffName: string }) => i.staffName)).toContain('Jordan Park');
  });

  it('stores bank access tokens encrypted', async () => {
    const [item] = await dataSource.query(
      `SELECT i.item_id, access_token_encrypted FROM bank_items i JOIN users u ON u.id = i.user_id WHERE u.email = $1 LIMIT 1`,
      [accounts.clientEmail],
    );
    expect(item.access_token_encrypted).not.toContain('access-demo');
    expect(app.get(SecretBox).decrypt(item.access_token_encrypted, accessTokenContext(item.item_id))).toMatch(/^access-demo-/);
  });

  it('seeds submissions whose every file the demo client can open', async () => {
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const list: SubmissionView[] = (await agent.get('/api/submissions').expect(200)).body;
    expect(list.map((s) => s.status).sort()).toEqual(['completed', 'edit_requested', 'pending']);
    const urls = list.flatMap((s) => [
      ...s.documents.map((d) => d.url),
      ...[s.resultPdfUrl, s.resultCsvUrl, s.manualTransactionsCsvUrl, s.additionalCategoriesCsvUrl].filter((u): u is string => Boolean(u)),
      ...s.editRequests.flatMap((e) => e.documents.map((d) => d.url)),
    ]);
    expect(urls.length).toBeGreaterThanOrEqual(9);
    for (const url of urls) await agent.head(url).expect(200);
  });

  it('builds the last three months with the report builder: real files, one rejected with notes, one approved, one pending', async () => {
    const [client] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [accounts.clientEmail]);
    const [staffUser] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [accounts.staffEmail]);
    const reports = await dataSource.getRepository(MonthlyReport).find({ where: { userId: client.id }, order: { year: 'ASC', month: 'ASC' } });
    expect(reports.map((r) => [r.year, r.month, r.status])).toEqual([
      [2026, 8, 'rejected'],
      [2026, 9, 'approved'],
      [2026, 10, 'pending'],
    ]);
    const [rejected, approved, pending] = reports;
    expect(rejected.adminNotes).toMatch(/first days are missing/);
    expect(approved).toMatchObject({ reviewedBy: staffUser.id, reportId: `RPT-2026-09-${String(client.id).padStart(6, '0')}` });
    expect(pending).toMatchObject({ adminNotes: null, reviewedBy: null, reviewedAt: null });

    const storage = app.get(FileStorage);
    for (const report of reports) {
      // The transactions CSV holds exactly the month's rows of the books (posted bank rows of the
      // visible accounts, the CSV account, manual rows), a possible duplicate counted once, the two
      // rows of a transfer between the client's accounts left out (balance sheet only), categorized.
      const [{ n }] = await dataSource.query(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1 AND date BETWEEN $2::date AND $3::date
           AND (duplicate_of IS NULL OR duplicate_decision = 'distinct')
           AND (transfer_entry_id IS NULL OR transfer_decision = 'not_transfer')`,
        [client.id, report.startDate, report.endDate],
      );
      expect(report.transactionCount).toBe(n);
      expect(n).toBeGreaterThan(10);
      const rows = parse(await storage.readBuffer(report.transactionsCsvUrl!)) as string[][];
      expect(rows[0]).toEqual([...REPORT_CSV_HEADERS.transactions]);
      expect(rows).toHaveLength(n + 1);
      const categorized = rows.slice(1).filter((r) => r[5] !== '');
      expect(categorized.length / n).toBeGreaterThan(0.8);
      expect(new Set(categorized.map((r) => r[8]))).not.toContain('');

      const summary = parse(await storage.readBuffer(report.summaryCsvUrl!), { relax_column_count: true }) as string[][];
      expect(summary[0]).toEqual([...REPORT_CSV_HEADERS.summary]);
      const total = (label: string) => summary.find((r) => r[0] === label)?.[3];
      expect(total('Total revenue')).toBe(report.summary!.totalRevenue);
      expect(total('Net income')).toBe(report.summary!.netIncome);
      expect(Number(report.summary!.totalRevenue)).toBeGreaterThan(0);
      expect(Number(report.summary!.totalExpenses)).toBeGreaterThan(0);

      const pdf = await storage.readBuffer(report.pdfUrl!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    }
  });

  it("gives the demo client a GST/HST worksheet per month that an independent computation from the month's report rows confirms", async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    expect((await client.get('/api/tax/profile').expect(200)).body).toMatchObject({
      province: 'ON',
      filingFrequency: 'monthly',
      gstHstNumber: '123456782RT0001',
    });
    const [user] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [accounts.clientEmail]);
    const report = await dataSource.getRepository(MonthlyReport).findOneByOrFail({ userId: user.id, year: 2026, month: 9 });
    const rows = (parse(await app.get(FileStorage).readBuffer(report.transactionsCsvUrl!)) as string[][]).slice(1);
    const { body: w } = (await client.get('/api/tax/gst-hst-returns/2026-09-01').expect(200)) as { body: GstHstWorksheet };
    expect(w.transactionCount).toBe(rows.length);

    // Report rows → category totals (revenue in, expenses out) → tax by the worksheet's own treatments.
    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    const totals = new Map<string, { type: string; cents: number }>();
    for (const r of rows.filter((row) => row[5] !== '')) {
      const entry = totals.get(r[5]) ?? { type: r[6], cents: 0 };
      entry.cents += r[6] === 'REVENUE' ? cents(r[4]) : -cents(r[4]);
      totals.set(r[5], entry);
    }
    const { hst } = salesTaxRatesOn('ON', '2026-09-01');
    let collected = 0;
    let itc = 0;
    let sales = 0;
    for (const [category, total] of totals) {
      const c = w.categories.find((x) => x.category === category)!;
      expect(cents(c.total)).toBe(total.cents);
      const tax = (total.cents * hst) / (RATE_SCALE + hst);
      if (c.treatment === 'taxable' && total.type === 'REVENUE') {
        collected += tax;
        sales += total.cents - tax;
      } else if (c.treatment === 'taxable') itc += tax * c.itcShare;
      else if (total.type === 'REVENUE' && c.treatment !== 'not_a_supply') sales += total.cents;
    }
    const within = (line: keyof GstHstWorksheet['lines'], expected: number) =>
      expect(Math.abs(cents(w.lines[line]) - expected)).toBeLessThanOrEqual(rows.length);
    within('101', sales);
    within('103', collected);
    within('106', itc);
    expect(cents(w.lines['103'])).toBeGreaterThan(0);
    expect(cents(w.lines['109'])).toBe(cents(w.lines['105']) - cents(w.lines['108']));
  });

  it("puts a CSV card account in Avery's books with one possible duplicate, in the month waiting for review", async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const uploads = (await client.get('/api/csv/uploads').expect(200)).body as { fileName: string; books: { accountName: string } | null }[];
    expect(uploads.find((u) => u.fileName === 'visa-4412-statement.csv')?.books).toMatchObject({ accountName: 'Visa ending 4412' });
    const october = (await client.get('/api/ledger?from=2026-10-01&to=2026-10-31').expect(200)).body as LedgerResponse;
    // four purchases, the copy of a bank charge, and the card payment received
    expect(october.transactions.filter((t) => t.source === 'csv')).toHaveLength(6);
    const waiting = (await client.get('/api/ledger?duplicates=undecided').expect(200)).body as LedgerResponse;
    expect(waiting.transactions).toHaveLength(1);
    expect(waiting.transactions[0]).toMatchObject({ source: 'csv', accountName: 'Visa ending 4412', duplicate: { source: 'bank' } });
    expect(waiting.transactions[0].amount).toBe(waiting.transactions[0].duplicate!.amount);
    const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
    expect(body.reports[0].accountsIncluded.map((a: { name: string }) => a.name)).toContain('Visa ending 4412');
  });

  it("shows Avery's card payment from chequing to the Visa as a matched transfer, an owner's drawing, and a balance sheet that balances every month", async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const transfers = (await client.get('/api/ledger?transfers=flagged').expect(200)).body as LedgerResponse;
    const payment = transfers.transactions.find((t) => t.name === 'VISA PAYMENT 4412');
    expect(payment).toMatchObject({
      source: 'bank',
      accountName: 'RBC Business Chequing',
      date: '2026-10-25',
      amount: '-318.45',
      transferCandidate: false,
      transfer: { name: 'PAYMENT - THANK YOU', accountName: 'Visa ending 4412', date: '2026-10-26', amount: '318.45' },
    });
    const october = (await client.get('/api/ledger?from=2026-10-01&to=2026-10-31').expect(200)).body as LedgerResponse;
    expect(october.transactions.find((t) => t.name === 'INTERAC E-TRANSFER TO AVERY LAMBERT')).toMatchObject({
      amount: '-1500.00',
      category: "Owner's drawings",
    });

    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    for (const asOf of ['2026-08-31', '2026-09-30', '2026-10-31', '2026-11-30']) {
      const sheet = (await client.get(`/api/books/balance-sheet?asOf=${asOf}`).expect(200)).body as BalanceSheetResponse;
      expect({ asOf, balances: cents(sheet.totals.assets) }).toEqual({ asOf, balances: cents(sheet.totals.liabilities) + cents(sheet.totals.equity) });
      expect(cents(sheet.totals.assets)).not.toBe(0);
    }
    const october31 = (await client.get('/api/books/balance-sheet?asOf=2026-10-31').expect(200)).body as BalanceSheetResponse;
    expect(october31.equity.find((l) => l.account === "Owner's drawings")?.amount).toBe('-1500.00');
    // the Visa is a credit card in the books: a liability; the payment in transit nets to zero
    expect(october31.liabilities.map((l) => l.account)).toContain('Visa ending 4412');
    expect(october31.assets.find((l) => l.account === 'Transfers between my accounts (in transit)')).toBeUndefined();
    // neither side of the card payment is in the month's report (the P&L); the drawing's row is not on a revenue or expense line
    const [user] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [accounts.clientEmail]);
    const report = await dataSource.getRepository(MonthlyReport).findOneByOrFail({ userId: user.id, year: 2026, month: 10 });
    const rows = parse(await app.get(FileStorage).readBuffer(report.transactionsCsvUrl!)) as string[][];
    expect(rows.some((row) => row.includes('VISA PAYMENT 4412') || row.includes('PAYMENT - THANK YOU'))).toBe(false);
    expect(rows.filter((row) => row.includes('INTERAC E-TRANSFER TO AVERY LAMBERT')).every((row) => !row.includes('REVENUE') && !row.includes('EXPENSE'))).toBe(
      true,
    );
  });

  it("opens Avery's accounts with balances: the chequing account's set by staff, the card's proposed from its bank balance, and the balance sheet balances", async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const { body } = (await client.get('/api/books/accounts').expect(200)) as { body: BookAccountsResponse };
    const byName = new Map(body.accounts.map((a) => [a.name, a]));
    expect(byName.get('RBC Business Chequing')!.openingBalance).toMatchObject({
      status: 'set',
      amount: '8500.00',
      proposed: { amount: '8500.00', from: 'plaid' },
    });
    expect(byName.get('Amex Business Gold Card')!.openingBalance).toMatchObject({ status: 'proposed', amount: '1240.00', proposed: { from: 'plaid' } });
    expect(byName.get('RBC High Interest Savings')!.openingBalance).toMatchObject({ status: 'proposed', amount: '15000.00' });
    // 8,500 + 15,000 in the bank, 1,240 owed on the card
    expect(byName.get('Opening balance equity')!.balance).toBe('22260.00');
    const sheet = (await client.get('/api/books/balance-sheet').expect(200)).body as BalanceSheetResponse;
    const cents = (decimal: string) => BigInt(decimal.replace('.', ''));
    expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilities) + cents(sheet.totals.equity));
  });

  it("shows what Avery owes CRA: an HST registrant on the regular method, her balance sheet carries GST/HST payable, the worksheet's line 109 is its change, and it balances", async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const cents = (decimal: string) => BigInt(decimal.replace('.', ''));
    const profile = (await client.get('/api/tax/profile').expect(200)).body;
    expect(profile).toMatchObject({ method: 'regular', gstHstNumber: expect.any(String), filingFrequency: 'monthly' });
    const sheet = (await client.get('/api/books/balance-sheet?asOf=2026-10-31').expect(200)).body as BalanceSheetResponse;
    const payable = sheet.liabilities.find((l) => l.account === 'GST/HST payable');
    expect(payable).toBeDefined();
    expect(cents(payable!.amount) > 0n).toBe(true);
    expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilities) + cents(sheet.totals.equity));
    // October's net tax (line 109) is the change of GST/HST payable less receivable over October.
    const net = async (asOf: string) => {
      const { accounts } = (await client.get(`/api/books/accounts?asOf=${asOf}`).expect(200)).body as BookAccountsResponse;
      const balance = (name: string) => cents(accounts.find((a) => a.name === name)?.balance ?? '0.00');
      return balance('GST/HST payable') - balance('GST/HST receivable (input tax credits)');
    };
    const october = (await client.get('/api/tax/gst-hst-returns/2026-10-01').expect(200)).body;
    expect(cents(october.lines['109'])).toBe((await net('2026-10-31')) - (await net('2026-09-30')));
  });

  it("reconciles Avery's approved month on every account (the chequing one with an adjustment and its memo) and leaves the pending month's chequing a few dollars off", async () => {
    const staff = request.agent(app.getHttpServer());
    await staff.post('/api/login').send({ email: accounts.staffEmail, password: accounts.staffPassword }).expect(200);
    const [client] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [accounts.clientEmail]);
    const september = (await staff.get(`/api/admin/users/${client.id}/books/reconciliations?month=2026-09`).expect(200)).body as ReconciliationMonth;
    expect(september.accounts.length).toBeGreaterThanOrEqual(2);
    expect(september.accounts.every((a) => a.status === 'reconciled' && a.difference === '0.00' && a.statementSource === 'entered')).toBe(true);
    const adjusted = september.accounts.filter((a) => a.adjustment);
    expect(adjusted).toEqual([
      expect.objectContaining({
        accountName: 'RBC Business Chequing',
        adjustment: { amount: '-4.75', memo: 'Bank service charge on the paper statement, missing from the feed' },
      }),
    ]);
    // the approved version carries the figures it was approved with
    const reports = (await staff.get(`/api/admin/reports/user/${client.id}/historical`).expect(200)).body as {
      year: number;
      month: number;
      status: string;
      reconciliations: unknown[];
      id: number;
    }[];
    const approved = reports.find((r) => r.year === 2026 && r.month === 9)!;
    expect(approved.status).toBe('approved');
    expect(approved.reconciliations).toHaveLength(september.accounts.length);

    const october = (await staff.get(`/api/admin/users/${client.id}/books/reconciliations?month=2026-10`).expect(200)).body as ReconciliationMonth;
    const chequing = october.accounts.find((a) => a.accountName === 'RBC Business Chequing')!;
    expect(chequing).toMatchObject({ status: 'unreconciled', difference: '-12.60', statementSource: 'entered' });
    expect(october.accounts.filter((a) => a.status === 'unreconciled')).toHaveLength(1);
    // so approving it answers the 409 naming the account, and the board says the client is not ready
    const pending = reports.find((r) => r.year === 2026 && r.month === 10)!;
    // a report not approved answers the live reconciliation (the statement was typed after its build)
    expect(pending.reconciliations).toContainEqual(
      expect.objectContaining({ accountName: 'RBC Business Chequing', difference: '-12.60', status: 'unreconciled' }),
    );
    const refused = await staff.post(`/api/admin/reports/${pending.id}/update-status`).send({ status: 'approved' }).expect(409);
    expect(refused.body.unreconciled).toEqual([{ accountId: chequing.accountId, accountName: 'RBC Business Chequing', difference: '-12.60' }]);
    const board = (await staff.get('/api/admin/month-close?month=2026-10&perPage=500').expect(200)).body as MonthCloseBoard;
    expect(board.clients.find((c) => c.userId === client.id)).toMatchObject({ reportStatus: 'pending', ready: false, accountsTotal: october.accounts.length });
  });

  it('leaves a question waiting for Avery on a bank row of the month waiting for review, which the report shows as waiting, and one answered with a receipt', async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const { questions } = (await client.get('/api/questions').expect(200)).body as QuestionsResponse;
    expect(questions).toHaveLength(2);
    const [open, answered] = questions;
    expect(open).toMatchObject({ status: 'open', reportId: expect.stringMatching(/^RPT-2026-10-/), answer: null });
    expect(open.transaction.date.startsWith('2026-10')).toBe(true);
    expect(open.question).toContain(open.transaction.name);
    expect(answered).toMatchObject({
      status: 'answered',
      reportId: open.reportId,
      answer: { category: null, note: expect.any(String), receipt: { fileName: 'receipt.pdf' } },
    });
    expect(answered.transaction.transactionId).not.toBe(open.transaction.transactionId);
    const receipt = await client.get(answered.answer!.receipt!.url).expect(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
    expect(body.reports.find((r: { reportId: string }) => r.reportId === open.reportId)).toMatchObject({ status: 'pending', openQuestions: 1 });
  });

  it('shows the approved month at version 2 with the reason and a changelog naming the recategorized rows; version 1 still downloads', async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
    const approved = body.reports[1];
    expect(approved).toMatchObject({ year: 2026, month: 9, status: 'approved', version: 2 });
    expect(approved.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [1, 'approved'],
      [2, 'approved'],
    ]);
    const v2 = approved.versions[1];
    expect(v2.reason).toMatch(/belongs under (Office Expenses|Software)/);
    expect(v2.changes.recategorized.length).toBeGreaterThan(0);
    // The corrected merchant's rows (the memory learns the merchant, so all its rows of the month) moved to the named category.
    const [, named, category] = /^(.*) belongs under (.*): corrected/.exec(v2.reason)!;
    expect(v2.changes.recategorized.map((r: { name: string }) => r.name)).toContain(named);
    for (const row of v2.changes.recategorized) expect(row.to).toBe(category);
    expect(v2.changes.totals.length).toBeGreaterThan(0);
    const v1 = await client.get(`/api/downloads/monthly-report/${approved.id}/transactions?version=1`).expect(200);
    const now = await client.get(`/api/downloads/monthly-report/${approved.id}/transactions`).expect(200);
    expect(v1.text).not.toEqual(now.text);
  });

  it('gives the client screens and the console something real to show', async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const { body } = await client.get('/api/plaid/monthly-reports').expect(200);
    expect(body.reports.map((r: { status: string }) => r.status)).toEqual(['pending', 'approved', 'rejected']);
    const approved = body.reports[1];
    const csv = await client.get(`/api/downloads/monthly-report/${approved.id}/transactions`).expect(200);
    expect(csv.text.startsWith(REPORT_CSV_HEADERS.transactions.join(','))).toBe(true);
    await client.get(`/api/downloads/monthly-report/${approved.id}/pdf`).expect(200);
    await client.get(`/api/downloads/monthly-report/${body.reports[0].id}/pdf`).expect(403);

    const staff = request.agent(app.getHttpServer());
    await staff.post('/api/login').send({ email: accounts.staffEmail, password: accounts.staffPassword }).expect(200);
    const pendingList = (await staff.get('/api/admin/reports/pending').expect(200)).body;
    const rejectedList = (await staff.get('/api/admin/reports/rejected').expect(200)).body;
    expect(JSON.stringify(pendingList)).toContain(body.reports[0].reportId);
    expect(JSON.stringify(rejectedList)).toContain(body.reports[2].reportId);

    // The approved month ends the demo client's fiscal year: its year-end package waits for review.
    expect((await client.get('/api/tax/year-end-packages').expect(200)).body).toEqual([
      expect.objectContaining({ fiscalYearStart: '2025-10-01', fiscalYearEnd: '2026-09-30', status: 'pending' }),
    ]);
    const [pkg] = (await staff.get('/api/admin/year-end-packages').query({ filter: '{"status":"pending"}' }).expect(200)).body;
    expect(pkg).toMatchObject({ clientName: 'Avery Lambert', fiscalYearEnd: '2026-09-30', form: 't2125' });
    const { body: summary } = await client.get('/api/tax/year-end/2026-09-30').expect(200);
    expect(summary.transactionCount).toBeGreaterThan(10);
    const packageCsv = (await staff.get(`/api/admin/year-end-packages/${pkg.id}/csv`).expect(200)).text;
    expect(packageCsv).toContain(`Net income (loss),${summary.netIncome.months.join(',')},${summary.netIncome.total}`);
  });

  it("leaves one export of all the demo client's data in their history, done with nothing missing, and downloadable", async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const { items } = (await client.get('/api/user/data-exports').expect(200)).body;
    expect(items).toEqual([expect.objectContaining({ status: 'done', expired: false, missingFiles: 0, byStaff: false })]);
    expect(items[0].size).toBeGreaterThan(10_000);
    const zip = await client.head(items[0].downloadUrl).expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
  });

  it('gives Avery a dozen receipts (matched, waiting, ambiguous, unreadable, French, over $100 without a GST/HST number) and a worksheet with documented and undocumented ITCs', async () => {
    const client = request.agent(app.getHttpServer());
    await client.post('/api/login').send({ email: accounts.clientEmail, password: accounts.clientPassword }).expect(200);
    const { body } = await client.get('/api/receipts?pageSize=50').expect(200);
    const receipts = body.receipts as ReceiptDto[];
    expect(receipts).toHaveLength(DEMO_RECEIPTS.length);
    expect(receipts.length).toBeGreaterThanOrEqual(12);
    const byFile = new Map(receipts.map((r) => [r.fileName, r]));
    const states = receipts.map((r) => r.matchState ?? r.status);
    expect(states.filter((s) => s === 'matched').length).toBeGreaterThanOrEqual(6);
    expect(byFile.get('home-depot.pdf')).toMatchObject({ status: 'read', matchState: 'waiting', match: null });
    const staples = byFile.get('staples.pdf')!;
    expect(staples.matchState).toBe('ambiguous');
    expect(staples.candidates).toHaveLength(2);
    expect(staples.candidates.map((c) => c.amount)).toEqual(['-62.15', '-62.15']);
    expect(byFile.get('faded-slip.pdf')).toMatchObject({ status: 'unreadable', matchState: null });
    expect(byFile.get('cafe-olimpico.pdf')!.fields).toMatchObject({ gstHst: { value: '0.48' }, qst: { value: '0.95' }, total: { value: '10.93' } });
    const hydro = byFile.get('toronto-hydro.pdf')!;
    expect(hydro).toMatchObject({ matchState: 'matched', match: { by: 'auto' }, fields: { businessNumber: { value: null } } });
    expect(Number(hydro.fields.total.value)).toBeGreaterThanOrEqual(100);
    // The files are real PDFs with a text layer, served by the receipt's file route.
    const file = await client.get(byFile.get('cafe-olimpico.pdf')!.fileUrl).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.body.toString('latin1')).toContain('TVQ 9,975 % 0,95');

    // The month waiting for review (Avery files monthly): documented ITCs and undocumented ones.
    const { body: worksheet } = await client.get('/api/tax/gst-hst-returns/2026-10-01').expect(200);
    const itc = (worksheet as GstHstWorksheet).itcDocumentation;
    expect(itc.documented.count).toBeGreaterThan(0);
    expect(itc.partlyDocumented.count).toBeGreaterThan(0);
    expect(itc.undocumented.count).toBeGreaterThan(0);
    expect(Number(itc.documented.itc)).toBeGreaterThan(0);
    // And the purchases of $100 or more with no receipt, for Avery to work through.
    const missing = (await client.get('/api/receipts/missing?from=2026-10-01&to=2026-10-31').expect(200)).body;
    expect(missing.total).toBeGreaterThan(0);
    expect(missing.purchases.map((p: { name: string }) => p.name)).not.toContain('TORONTO HYDRO');
  });

  it('seeds Élise, the French-speaking Québec client (issue 31): French categories, Desjardins rows, three reports whose PDF and worksheet are French, a conversation in French', async () => {
    const elise = request.agent(app.getHttpServer());
    const login = await elise.post('/api/login').send({ email: accounts.frenchClientEmail, password: 'client-demo-fr-1' }).expect(200);
    expect(login.body).toMatchObject({ firstName: 'Élise', isAdmin: false });
    const [user] = await dataSource.query(`SELECT id, locale, province FROM users WHERE email = $1`, [accounts.frenchClientEmail]);
    expect(user).toMatchObject({ locale: 'fr-CA', province: 'QC' });

    const categories: { category_name: string }[] = await dataSource.query(`SELECT category_name FROM user_categories WHERE user_id = $1`, [user.id]);
    const names = categories.map((c) => c.category_name);
    expect(names).toEqual(expect.arrayContaining(['Revenus de ventes', 'Fournitures de bureau', 'Virement entre mes comptes']));
    expect(names).not.toContain('Sales Revenue');

    const [{ n, french }] = await dataSource.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE t.name LIKE 'PAIEMENT%' OR t.name LIKE 'DEPOT%')::int AS french
         FROM bank_transactions t WHERE t.user_id = $1`,
      [user.id],
    );
    expect(n).toBeGreaterThan(60);
    expect(french).toBeGreaterThan(5);

    const reports = await dataSource.getRepository(MonthlyReport).find({ where: { userId: user.id }, order: { year: 'ASC', month: 'ASC' } });
    expect(reports.map((r) => r.status)).toEqual(['rejected', 'approved', 'pending']);
    expect(reports[0].adminNotes).toMatch(/premiers jours manquent/);
    const approved = reports[1];
    expect(approved.version).toBe(2);
    const text = pdfText(await app.get(FileStorage).readBuffer(approved.pdfUrl!));
    expect(text).toContain('État des résultats — septembre 2026');
    expect(text).toContain('Rapprochements bancaires');
    expect(text).not.toMatch(/Profit and loss|Total revenue|Net income/);

    const csv = await elise.get('/api/downloads/gst-hst-return/2026-09-01/csv').expect(200);
    const rows = parse(csv.text, { relax_column_count: true }) as string[][];
    expect(rows[0][0]).toMatch(/^Feuille de travail de la déclaration de TPS\/TVH/);
    expect(rows.flat()).toContain('Ligne 209 — TVQ nette');

    const [{ messages }] = await dataSource.query(`SELECT count(*)::int AS messages FROM conversation_messages WHERE client_user_id = $1`, [user.id]);
    expect(messages).toBe(4);
  });

  it('gives Élise the same depth of data as Avery, in French: receipts with TPS/TVQ, a Desjardins file in her books, submissions, opening balances, her QST number, an export', async () => {
    const [user] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [accounts.frenchClientEmail]);
    const elise = request.agent(app.getHttpServer());
    await elise.post('/api/login').send({ email: accounts.frenchClientEmail, password: 'client-demo-fr-1' }).expect(200);

    // Receipts: every one of hers, TPS and TVQ read, most linked to their bank row, one unreadable.
    const receipts: { file_name: string; status: string; match_state: string | null; qst: string | null; text: string }[] = await dataSource.query(
      `SELECT file_name, status, match_state, fields->'qst'->>'value' AS qst, text FROM receipts WHERE user_id = $1 ORDER BY id`,
      [user.id],
    );
    expect(receipts.map((r) => r.file_name)).toEqual(DEMO_FR_RECEIPTS.map((r) => r.fileName));
    expect(receipts.filter((r) => r.match_state === 'matched').length).toBeGreaterThanOrEqual(3);
    expect(receipts.filter((r) => r.qst !== null).length).toBeGreaterThanOrEqual(5);
    expect(receipts.filter((r) => r.status === 'unreadable')).toHaveLength(1);
    expect(receipts.find((r) => r.file_name === 'hydro-quebec.pdf')!.text).toMatch(/TVQ 9,975 % \d+,\d\d/);
    expect(receipts.find((r) => r.file_name === 'bureau-en-gros.pdf')!.match_state).toBe('ambiguous');

    // Her Desjardins savings account, from the bank's French file (decimal commas, Solde), in her books.
    const [upload] = await dataSource.query(
      `SELECT format, added_to_books_at FROM csv_uploads WHERE uploaded_by = $1 AND file_name = 'desjardins-epargne-affaires.csv'`,
      [user.id],
    );
    expect(upload.format).toBe('desjardins');
    expect(upload.added_to_books_at).not.toBeNull();
    const { accounts: books } = (await elise.get('/api/books/accounts').expect(200)).body as { accounts: { name: string; balance: string }[] };
    expect(books.map((a) => a.name)).toContain('Desjardins – Épargne affaires');

    // Submissions (one of each status), opening balances, the access log and an export, as Avery has.
    const submissions: { summary_name: string; status: string }[] = await dataSource.query(
      `SELECT summary_name, status FROM submissions WHERE user_id = $1 ORDER BY id`,
      [user.id],
    );
    expect(submissions.map((x) => x.summary_name)).toEqual(['Reçus et factures d’octobre', 'Relevés bancaires de septembre', 'Dépenses d’août']);
    const [{ statements }] = await dataSource.query(`SELECT count(*)::int AS statements FROM statement_balances WHERE user_id = $1`, [user.id]);
    expect(statements).toBeGreaterThan(0);
    const [{ logged }] = await dataSource.query(`SELECT count(*)::int AS logged FROM access_log WHERE client_user_id = $1`, [user.id]);
    expect(logged).toBe(DEMO_ACCESS_LOG.length);
    const [{ exports }] = await dataSource.query(`SELECT count(*)::int AS exports FROM data_exports WHERE user_id = $1`, [user.id]);
    expect(exports).toBe(1);

    // Her QST number, printed on the worksheet's QST lines.
    expect((await elise.get('/api/tax/profile').expect(200)).body).toMatchObject({ province: 'QC', qstNumber: '1234567890TQ0001' });
    const worksheet = parse((await elise.get('/api/downloads/gst-hst-return/2026-09-01/csv').expect(200)).text, { relax_column_count: true }) as string[][];
    expect(worksheet).toContainEqual(['', 'Numéro d’inscription à la TVQ', '1234567890TQ0001']);

    // The approved month's PDF names the system accounts in French, and its balance sheet CSV is French.
    const approved = await dataSource.getRepository(MonthlyReport).findOneByOrFail({ userId: user.id, status: 'approved' as never });
    const text = pdfText(await app.get(FileStorage).readBuffer(approved.pdfUrl!));
    expect(text).toMatch(/Capitaux propres d.?ouverture/);
    expect(text).not.toMatch(/Opening balance equity|Current-year earnings|GST\/HST payable/);
    const sheet = (await elise.get(`/api/downloads/monthly-report/${approved.id}/balance-sheet`).expect(200)).text;
    expect(sheet.split('\n')[0]).toBe('Section,Compte,IGRF,Montant');
    const transactions = (await elise.get(`/api/downloads/monthly-report/${approved.id}/transactions`).expect(200)).text;
    expect(transactions.split('\n')[0]).toMatch(/^Date,Description,Marchand,Compte,Montant,Catégorie/);
  });
});
