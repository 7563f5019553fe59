import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CLIENT_LIMITS, DEFAULT_XERO_ACCOUNT_CODES, EXPORT_COLUMNS, EXPORT_FORMATS, EXPORT_MESSAGES } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());
const cents = (v: string) => (v === '' ? 0 : Math.round(Number(v) * 100));
const SEPTEMBER = 'from=2026-09-01&to=2026-09-30';

async function download(agent: Agent, format: string, query = SEPTEMBER): Promise<string[][]> {
  const res = await agent.get(`/api/exports/${format}?${query}`).expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${format}-`));
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return parse(res.text);
}

describe('exports for the accountant', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let neighbour: Agent;
  let staff: Agent;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp();
    // September 2026 on the chequing account: Sep 2 sales 1,130.00; Sep 5 software −113.00;
    // Sep 12 "=HYPERLINK" meals −22.60; Sep 30 bank fee −4.95. Left out: a pending row, the
    // hidden savings account, Aug 14 and Oct 1.
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    // Another client with the same month plus a sale of their own, which must never show in the first client's files.
    const other = await clientWithBankMonth(app);
    neighbour = await loginAs(app, other.user.email, other.password);
    const [account] = await db(app).query(`SELECT bank_account_id AS id FROM bank_transactions WHERE user_id = $1 AND account_name = 'RBC Chequing' LIMIT 1`, [
      other.user.id,
    ]);
    await db(app).query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, pending, category)
       VALUES ($1, $2, 'RBC Chequing', 'tx-neighbour-sale', 999.99, '2026-09-20', 'NEIGHBOUR ONLY SALE', false, '{}')`,
      [other.user.id, account.id],
    );
    const admin = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, admin.user.email, admin.password);
  });
  afterAll(() => app.close());

  it('writes the QuickBooks Online 3-column file: MM/DD/YYYY, signed amounts, formula-safe descriptions', async () => {
    const [header, ...lines] = await download(client, 'qbo-bank');
    expect(header).toEqual([...EXPORT_COLUMNS['qbo-bank']]);
    expect(lines).toEqual([
      ['09/02/2026', 'SHOPIFY PAYOUT 8841', '1130.00'],
      ['09/05/2026', 'ADOBE *CREATIVE CLD', '-113.00'],
      ['09/12/2026', `'=HYPERLINK("x") CAFE`, '-22.60'],
      ['09/30/2026', 'MONTHLY FEE', '-4.95'],
    ]);
  });

  it('writes the Xero precoded statement with DD/MM/YYYY dates and the account codes of the categories', async () => {
    const [header, ...lines] = await download(client, 'xero-statement');
    expect(header).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Account Code', 'Tax Type']);
    expect(lines.map((l) => [l[0], l[1], l[5]])).toEqual([
      ['02/09/2026', '1130.00', DEFAULT_XERO_ACCOUNT_CODES['Sales Revenue']],
      ['05/09/2026', '-113.00', DEFAULT_XERO_ACCOUNT_CODES.Software],
      ['12/09/2026', '-22.60', DEFAULT_XERO_ACCOUNT_CODES['Travel & Meals']],
      ['30/09/2026', '-4.95', DEFAULT_XERO_ACCOUNT_CODES['Bank Fees']],
    ]);
    expect(lines[2][3]).toBe(`'=HYPERLINK("x") CAFE`);
    expect(lines.every((l) => l[4] === 'RBC Chequing')).toBe(true);
  });

  it("writes the general ledger as the journal's lines: every entry balanced, on the chart's account names", async () => {
    // September as a report build leaves it (its categories on the rows); August is not built: its row waits in suspense.
    await db(app).query(
      `UPDATE ledger_entries SET category = CASE name WHEN 'SHOPIFY PAYOUT 8841' THEN 'Sales Revenue' WHEN 'MONTHLY FEE' THEN 'Bank Fees'
                                                    WHEN '=HYPERLINK("x") CAFE' THEN 'Travel & Meals' ELSE 'Software' END
        WHERE user_id = $1 AND date BETWEEN '2026-09-01' AND '2026-09-30'`,
      [userId],
    );
    const [header, ...rows] = await download(client, 'general-ledger', 'from=2026-07-01&to=2026-09-30');
    expect(header).toEqual([...EXPORT_COLUMNS['general-ledger']]);
    const lines = rows.map(([Date, Entry, Account, Debit, Credit, Memo]) => ({ Date, Entry, Account, Debit, Credit, Memo }));
    expect(lines).toEqual([
      { Date: '2026-08-14', Entry: '1', Account: 'Uncategorized (suspense)', Debit: '113.00', Credit: '', Memo: 'ADOBE *CREATIVE CLD' },
      { Date: '2026-08-14', Entry: '1', Account: 'RBC Chequing', Debit: '', Credit: '113.00', Memo: 'ADOBE *CREATIVE CLD' },
      { Date: '2026-09-02', Entry: '2', Account: 'RBC Chequing', Debit: '1130.00', Credit: '', Memo: 'SHOPIFY PAYOUT 8841' },
      { Date: '2026-09-02', Entry: '2', Account: 'Sales Revenue', Debit: '', Credit: '1130.00', Memo: 'SHOPIFY PAYOUT 8841' },
      { Date: '2026-09-05', Entry: '3', Account: 'Software', Debit: '113.00', Credit: '', Memo: 'ADOBE *CREATIVE CLD' },
      { Date: '2026-09-05', Entry: '3', Account: 'RBC Chequing', Debit: '', Credit: '113.00', Memo: 'ADOBE *CREATIVE CLD' },
      { Date: '2026-09-12', Entry: '4', Account: 'Travel & Meals', Debit: '22.60', Credit: '', Memo: `'=HYPERLINK("x") CAFE` },
      { Date: '2026-09-12', Entry: '4', Account: 'RBC Chequing', Debit: '', Credit: '22.60', Memo: `'=HYPERLINK("x") CAFE` },
      { Date: '2026-09-30', Entry: '5', Account: 'Bank Fees', Debit: '4.95', Credit: '', Memo: 'MONTHLY FEE' },
      { Date: '2026-09-30', Entry: '5', Account: 'RBC Chequing', Debit: '', Credit: '4.95', Memo: 'MONTHLY FEE' },
    ]);
    // The same entries as the books' journal, line for line.
    const journal = (await client.get('/api/books/journal?from=2026-07-01&to=2026-09-30').expect(200)).body;
    expect(journal.entries.flatMap((e: { lines: unknown[] }) => e.lines)).toHaveLength(lines.length);
    const byEntry = new Map<string, number>();
    for (const l of lines) byEntry.set(l.Entry, (byEntry.get(l.Entry) ?? 0) + cents(l.Debit) - cents(l.Credit));
    expect([...byEntry.values()]).toEqual([0, 0, 0, 0, 0]);
    // Staff download the same file for the client.
    expect(parse((await staff.get(`/api/admin/users/${userId}/exports/general-ledger?from=2026-07-01&to=2026-09-30`).expect(200)).text)).toEqual([
      header,
      ...rows,
    ]);
  });

  it("writes the trial balance at the period's last day, debits equal to credits, as the books answer it", async () => {
    const [header, ...rows] = await download(client, 'trial-balance', 'from=2026-09-01&to=2026-09-30');
    expect(header).toEqual([...EXPORT_COLUMNS['trial-balance']]);
    expect(rows).toEqual([
      ['RBC Chequing', 'asset', '876.45', ''],
      ['Uncategorized (suspense)', 'liability', '113.00', ''],
      ['Sales Revenue', 'revenue', '', '1130.00'],
      ['Bank Fees', 'expense', '4.95', ''],
      ['Software', 'expense', '113.00', ''],
      ['Travel & Meals', 'expense', '22.60', ''],
      ['Total', '', '1130.00', '1130.00'],
    ]);
    const trial = (await client.get('/api/books/trial-balance?asOf=2026-09-30').expect(200)).body;
    expect(rows.slice(0, -1).map((r) => r[0])).toEqual(trial.rows.map((r: { account: string }) => r.account));
    // Another client's trial balance is theirs: their own sale of 999.99 on their chequing account, nothing categorized.
    const theirs = await download(neighbour, 'trial-balance', 'from=2026-09-01&to=2026-09-30');
    expect(theirs.find((r) => r[0] === 'RBC Chequing')).toEqual(['RBC Chequing', 'asset', '1876.44', '']);
    expect(theirs.find((r) => r[0] === 'Sales Revenue')).toBeUndefined();
  });

  it("never includes another client's transactions, and a client with none gets the header only", async () => {
    for (const format of EXPORT_FORMATS) {
      const res = await client.get(`/api/exports/${format}?${SEPTEMBER}`).expect(200);
      expect(res.text).not.toContain('NEIGHBOUR');
      expect(res.text).not.toContain('999.99');
    }
    const theirs = await download(neighbour, 'qbo-bank');
    expect(theirs).toContainEqual(['09/20/2026', 'NEIGHBOUR ONLY SALE', '999.99']);
    const stranger = await createUser(app);
    const empty = await loginAs(app, stranger.user.email, stranger.password);
    expect(await download(empty, 'general-ledger')).toEqual([[...EXPORT_COLUMNS['general-ledger']]]);
  });

  it('answers 400s that name the rule: the formats, the date format, the order and the length', async () => {
    const message = async (path: string) => (await client.get(path).expect(400)).body.message as string;
    expect(await message(`/api/exports/quickbooks-desktop?${SEPTEMBER}`)).toBe(EXPORT_MESSAGES.unknownFormat);
    expect(EXPORT_MESSAGES.unknownFormat).toContain('qbo-bank, xero-statement, general-ledger');
    expect(await message('/api/exports/qbo-bank?from=09/01/2026&to=2026-09-30')).toBe(EXPORT_MESSAGES.dateFormat('from'));
    expect(await message('/api/exports/qbo-bank?from=2026-09-01')).toBe(EXPORT_MESSAGES.dateFormat('to'));
    expect(await message('/api/exports/qbo-bank?from=2026-09-01&to=2026-02-31')).toBe(EXPORT_MESSAGES.dateFormat('to'));
    expect(await message('/api/exports/qbo-bank?from=2026-10-01&to=2026-09-30')).toBe(EXPORT_MESSAGES.fromAfterTo);
    expect(await message('/api/exports/general-ledger?from=2025-01-01&to=2026-01-03')).toBe(EXPORT_MESSAGES.rangeTooLong);
    await client.get('/api/exports/general-ledger?from=2025-10-01&to=2026-10-01').expect(200);
  });

  it('limits each client to CLIENT_LIMITS.exportsPerHour downloads an hour, with a 429 that says when to try again', async () => {
    const fresh = await createUser(app);
    const agent = await loginAs(app, fresh.user.email, fresh.password);
    const { limit, windowSeconds } = CLIENT_LIMITS.exportsPerHour;
    for (let i = 0; i < limit; i++) await agent.get(`/api/exports/${EXPORT_FORMATS[i % 3]}?${SEPTEMBER}`).expect(200);
    const refused = await agent.get(`/api/exports/qbo-bank?${SEPTEMBER}`).expect(429);
    expect(refused.body.message).toMatch(new RegExp(`You have downloaded ${limit} exports in the last hour`));
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    // Another client is not held back by it.
    await client.get('/api/exports/xero-account-codes').expect(200);
    await neighbour.get(`/api/exports/qbo-bank?${SEPTEMBER}`).expect(200);
  });

  it('refuses a visitor who is not logged in', async () => {
    await request(app.getHttpServer()).get(`/api/exports/qbo-bank?${SEPTEMBER}`).expect(401);
    await request(app.getHttpServer()).get('/api/exports/xero-account-codes').expect(401);
  });

  it('lets staff download a client’s file, and refuses the staff route to a client', async () => {
    const res = await staff.get(`/api/admin/users/${userId}/exports/qbo-bank?${SEPTEMBER}`).expect(200);
    expect(parse(res.text)).toHaveLength(5);
    await staff.get(`/api/admin/users/999999999/exports/qbo-bank?${SEPTEMBER}`).expect(404);
    await client.get(`/api/admin/users/${userId}/exports/qbo-bank?${SEPTEMBER}`).expect(403);
  });

  it('keeps Xero account codes per client: defaults, a saved code in the file, null back to the default, 400s that lose nothing', async () => {
    const { body } = await client.get('/api/exports/xero-account-codes').expect(200);
    expect(body.accountCodes).toContainEqual({ category: 'Software', categoryType: 'EXPENSE', accountCode: '485', isDefault: true });

    const saved = await client
      .put('/api/exports/xero-account-codes')
      .send({ accountCodes: [{ category: 'software', accountCode: '6100' }] })
      .expect(200);
    expect(saved.body.accountCodes).toContainEqual({ category: 'Software', categoryType: 'EXPENSE', accountCode: '6100', isDefault: false });
    const lines = await download(client, 'xero-statement');
    expect(lines[2][5]).toBe('6100');
    // The neighbour's codes are their own.
    expect((await neighbour.get('/api/exports/xero-account-codes').expect(200)).body.accountCodes).toContainEqual(
      expect.objectContaining({ category: 'Software', accountCode: '485' }),
    );

    const unknown = await client
      .put('/api/exports/xero-account-codes')
      .send({
        accountCodes: [
          { category: 'Bank Fees', accountCode: '7000' },
          { category: 'Yachts', accountCode: '1' },
        ],
      })
      .expect(400);
    expect(unknown.body.message).toBe(EXPORT_MESSAGES.unknownCategory('Yachts'));
    const badCode = await client
      .put('/api/exports/xero-account-codes')
      .send({ accountCodes: [{ category: 'Bank Fees', accountCode: '=1+1' }] })
      .expect(400);
    expect(JSON.stringify(badCode.body.message)).toContain(EXPORT_MESSAGES.accountCodeFormat);
    const after = (await client.get('/api/exports/xero-account-codes').expect(200)).body.accountCodes;
    expect(after).toContainEqual(expect.objectContaining({ category: 'Bank Fees', accountCode: '404', isDefault: true }));

    await client
      .put('/api/exports/xero-account-codes')
      .send({ accountCodes: [{ category: 'Software', accountCode: null }] })
      .expect(200);
    expect((await download(client, 'xero-statement'))[2][5]).toBe('485');
  });

  it('refuses a list inside the list of account codes with a 400 naming the shape, for client and staff alike, and saves nothing', async () => {
    for (const agent of [client, staff]) {
      for (const accountCodes of [[[]], [[{ category: 'Software', accountCode: '999' }]], [null], ['Software']]) {
        const res = await agent.put('/api/exports/xero-account-codes').send({ accountCodes }).expect(400);
        expect(res.body.message).toBe(EXPORT_MESSAGES.accountCodesList);
      }
    }
    expect((await client.get('/api/exports/xero-account-codes').expect(200)).body.accountCodes).toContainEqual(
      expect.objectContaining({ category: 'Software', accountCode: '485' }),
    );
  });
});
