import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { MISSING_RECEIPT_MESSAGES, MISSING_RECEIPTS_MAIL_TEXTS, type ReceiptFields } from '@ledgerleaf/contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { CategorizationService } from '../../src/modules/categorization/categorization.service';
import { emptyFields } from '../../src/modules/receipts/reading/receipt-fields';
import { MissingReceiptsScheduler } from '../../src/modules/receipts/missing-receipts.scheduler';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

jest.setTimeout(60_000);

const PROFILE = { province: 'ON', filingFrequency: 'quarterly', method: 'regular', businessStructure: 'sole_proprietor' };

/** Fields as the reader leaves them. */
function fieldsOf(values: Partial<Record<keyof ReceiptFields, string>>): ReceiptFields {
  const f = emptyFields();
  for (const [name, value] of Object.entries(values)) f[name as keyof ReceiptFields] = { value, confidence: 0.9, source: 'reader' };
  return f;
}

describe('receipts: documented input tax credits, the missing list and its weekly mail', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let userId: number;
  let email: string;
  let otherEmail: string;
  const db = () => app.get<DataSource>(getDataSourceToken());

  const entryId = async (date: string, name: string): Promise<string> =>
    (await db().query(`SELECT id::text FROM ledger_entries WHERE user_id = $1 AND date = $2 AND name = $3`, [userId, date, name]))[0].id;

  /** A read receipt linked to the transaction (as the worker and matching would leave it). */
  async function linkedReceipt(transactionId: string, fields: ReceiptFields, text: string | null): Promise<number> {
    const [row] = await db().query(
      `INSERT INTO receipts (user_id, file_key, file_name, mime_type, size, content_hash, status, fields, text, match_state, ledger_entry_id, matched_by)
       VALUES ($1, $2, 'r.pdf', 'application/pdf', 100, $3, 'read', $4::jsonb, $5, 'matched', $6, 'auto') RETURNING id`,
      [userId, `k-${randomUUID()}`, randomUUID().replace(/-/g, '').padEnd(64, '0'), JSON.stringify(fields), text, transactionId],
    );
    return row.id;
  }

  const documentation = async (periodStart: string) => (await client.get(`/api/tax/gst-hst-returns/${periodStart}`).expect(200)).body.itcDocumentation;

  beforeAll(async () => {
    app = await createTestApp();
    // July–September 2026 (ON): Aug 14 software −113.00 (ITC 13.00); Sep 5 software −113.00 (ITC 13.00); Sep 12 meals −22.60 (ITC 50 % = 1.30);
    // Sep 30 bank fee −4.95 (exempt: no ITC); Oct 1 software −113.00.
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    email = made.user.email;
    client = await loginAs(app, made.user.email, made.password);
    await client.put('/api/tax/profile').send(PROFILE).expect(200);
    // October: a $565.00 desk (HST 65.00, the ≥ $500 tier) and a $100.00 bank transfer fee-free payment to a supplier.
    const [account] = await db().query(
      `SELECT ba.id FROM bank_accounts ba JOIN bank_items bi ON bi.id = ba.bank_item_id WHERE bi.user_id = $1 AND ba.name = 'RBC Chequing'`,
      [userId],
    );
    await db().query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
       VALUES ($1, $2, 'RBC Chequing', $3, '-565.00', '2026-10-10', 'BUREAU PRO INC', NULL, false, '{}')`,
      [userId, account.id, `tx-${randomUUID()}`],
    );
    // And two rows of $100 or more that back no ITC, so no receipt is asked for: a $1,500.00 owner's drawing by e-transfer and
    // a $300.00 transfer to savings (categorized as one, not matched to its other side).
    for (const [amount, date, name] of [
      ['-1500.00', '2026-10-15', 'E-TRANSFER AVERY LAMBERT'],
      ['-300.00', '2026-10-20', 'TFR TO SAVINGS 1234'],
    ])
      await db().query(
        `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
         VALUES ($1, $2, 'RBC Chequing', $3, $4, $5, $6, NULL, false, '{}')`,
        [userId, account.id, `tx-${randomUUID()}`, amount, date, name],
      );
    await app.get(CategorizationService).learnFromApproval(userId, [
      { name: 'BUREAU PRO INC', category: 'Software' },
      { name: 'E-TRANSFER AVERY LAMBERT', category: "Owner's drawings" },
      { name: 'TFR TO SAVINGS 1234', category: 'Transfer between my accounts' },
    ]);
    const o = await createUser(app);
    otherEmail = o.user.email;
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, s.user.email, s.password);
  });
  afterAll(() => app.close());

  it('sorts the ITC purchases of a quarter by tier, to the cent, and the counts move when a receipt is linked', async () => {
    // No receipt yet: every purchase behind line 106 (27.30) is undocumented.
    expect(await documentation('2026-07-01')).toEqual({
      documented: { count: 0, itc: '0.00' },
      partlyDocumented: { count: 0, itc: '0.00' },
      undocumented: { count: 3, itc: '27.30' },
    });
    // $113.00 (the $100 tier) with the registration number and the HST: documented.
    await linkedReceipt(
      await entryId('2026-08-14', 'ADOBE *CREATIVE CLD'),
      fieldsOf({ vendor: 'Adobe', date: '2026-08-14', total: '113.00', gstHst: '13.00', businessNumber: '123456782RT0001' }),
      'Adobe\nTotal 113.00',
    );
    // $113.00 without the registration number: partly documented.
    await linkedReceipt(
      await entryId('2026-09-05', 'ADOBE *CREATIVE CLD'),
      fieldsOf({ vendor: 'Adobe', date: '2026-09-05', total: '113.00', gstHst: '13.00' }),
      null,
    );
    expect(await documentation('2026-07-01')).toEqual({
      documented: { count: 1, itc: '13.00' },
      partlyDocumented: { count: 1, itc: '13.00' },
      undocumented: { count: 1, itc: '1.30' },
    });
    // $22.60 (under $100): name, date and total are enough.
    await linkedReceipt(await entryId('2026-09-12', '=HYPERLINK("x") CAFE'), fieldsOf({ vendor: 'Cafe', date: '2026-09-12', total: '22.60' }), null);
    // The bank list shows the receipt on its transaction.
    const { body: bank } = await client.get('/api/plaid/transactions?page=1&limit=50&sortColumn=date&sortDirection=asc').expect(200);
    const withReceipt = bank.transactions.filter((t: { receipt: unknown }) => t.receipt);
    expect(withReceipt.map((t: { date: string; receipt: { fileName: string } }) => [t.date, t.receipt.fileName])).toEqual([
      ['2026-08-14', 'r.pdf'],
      ['2026-09-05', 'r.pdf'],
      ['2026-09-12', 'r.pdf'],
    ]);
    expect(await documentation('2026-07-01')).toEqual({
      documented: { count: 2, itc: '14.30' },
      partlyDocumented: { count: 1, itc: '13.00' },
      undocumented: { count: 0, itc: '0.00' },
    });
  });

  it("asks from $500 for the buyer's name, the terms and a description, and lists the undocumented purchases over $100 in the PDF", async () => {
    // October–December: the Oct 1 software (ITC 13.00) and the desk (ITC 65.00), both without a receipt.
    expect(await documentation('2026-10-01')).toEqual({
      documented: { count: 0, itc: '0.00' },
      partlyDocumented: { count: 0, itc: '0.00' },
      undocumented: { count: 2, itc: '78.00' },
    });
    const pdf = await client.get('/api/downloads/gst-hst-return/2026-10-01/pdf').expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // The CSV has the same section: the three states, then the undocumented purchases of $100 or more, oldest first.
    const csv = (await client.get('/api/downloads/gst-hst-return/2026-10-01/csv').expect(200)).text.split('\n');
    const at = csv.indexOf('Receipts behind the ITCs (line 106),Purchases,ITC');
    expect(csv.slice(at, at + 4)).toEqual([
      'Receipts behind the ITCs (line 106),Purchases,ITC',
      'Documented,0,0.00',
      'Partly documented,0,0.00',
      'Undocumented,2,78.00',
    ]);
    const listed = csv.indexOf('Undocumented purchase of $100 or more,Date,Amount,ITC');
    expect(csv.slice(listed + 1, listed + 3)).toEqual(['ADOBE *CREATIVE CLD,2026-10-01,113.00,13.00', 'BUREAU PRO INC,2026-10-10,565.00,65.00']);
    const desk = await entryId('2026-10-10', 'BUREAU PRO INC');
    const deskFields = fieldsOf({ vendor: 'Bureau Pro Inc.', date: '2026-10-10', total: '565.00', gstHst: '65.00', businessNumber: '123456782RT0001' });
    const tillSlip = await linkedReceipt(desk, deskFields, 'Bureau Pro Inc.\nSubtotal 500.00\nHST 65.00\nTotal 565.00');
    expect(await documentation('2026-10-01')).toMatchObject({ partlyDocumented: { count: 1, itc: '65.00' }, undocumented: { count: 1, itc: '13.00' } });
    await db().query(`UPDATE receipts SET text = $2 WHERE id = $1`, [
      tillSlip,
      'Bureau Pro Inc.\nSold to: Avery Lambert\nStanding desk 500.00\nHST 65.00\nTotal 565.00\nTerms: paid by VISA',
    ]);
    expect(await documentation('2026-10-01')).toEqual({
      documented: { count: 1, itc: '65.00' },
      partlyDocumented: { count: 0, itc: '0.00' },
      undocumented: { count: 1, itc: '13.00' },
    });
    await db().query(`DELETE FROM receipts WHERE id = $1`, [tillSlip]);
  });

  it('lists the purchases of $100 or more without a receipt, newest first, paged; bad ranges are 400s', async () => {
    const { body } = await client.get('/api/receipts/missing?from=2026-07-01&to=2026-10-31').expect(200);
    // Aug 14 and Sep 5 have receipts; the $22.60 meal, the fee and the hidden savings account are not listed; nor are the
    // owner's drawing and the transfer to savings (over $100, but no ITC: nothing to document).
    expect(body).toMatchObject({ total: 2, page: 1, from: '2026-07-01', to: '2026-10-31' });
    expect(body.purchases.map((p: { date: string; name: string; amount: string }) => [p.date, p.name, p.amount])).toEqual([
      ['2026-10-10', 'BUREAU PRO INC', '-565.00'],
      ['2026-10-01', 'ADOBE *CREATIVE CLD', '-113.00'],
    ]);
    const second = (await client.get('/api/receipts/missing?from=2026-07-01&to=2026-10-31&page=2&pageSize=1').expect(200)).body;
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.purchases.map((p: { name: string }) => p.name)).toEqual(['ADOBE *CREATIVE CLD']);
    expect((await client.get('/api/receipts/missing?from=2026-11-31').expect(400)).body.message).toBe(MISSING_RECEIPT_MESSAGES.dateInvalid);
    // A malformed `to` alone: checked before the default `from` is counted back from it (it was a 500).
    expect((await client.get('/api/receipts/missing?to=1e300').expect(400)).body.message).toBe(MISSING_RECEIPT_MESSAGES.dateInvalid);
    expect((await client.get('/api/receipts/missing?from=2026-10-02&to=2026-10-01').expect(400)).body.message).toBe(MISSING_RECEIPT_MESSAGES.rangeInvalid);
    expect((await client.get('/api/receipts/missing?from=2020-01-01&to=2026-10-01').expect(400)).body.message).toBe(MISSING_RECEIPT_MESSAGES.rangeTooLong);
  });

  it('pages a long list in the database: recorded categories and rows in suspense, newest first, the same total on every page', async () => {
    const made = await clientWithBankMonth(app);
    const pager = await loginAs(app, made.user.email, made.password);
    await pager.put('/api/tax/profile').send(PROFILE).expect(200);
    const [account] = await db().query(
      `SELECT ba.id FROM bank_accounts ba JOIN bank_items bi ON bi.id = ba.bank_item_id WHERE bi.user_id = $1 AND ba.name = 'RBC Chequing'`,
      [made.user.id],
    );
    // November: rows whose category a report recorded in the books. Listed: five office purchases and two on one day;
    // not listed: an exempt bank charge, an owner's drawing, one under $100 and one with its receipt.
    const november: [string, string, string, string][] = [
      ['2026-11-01', 'OFFICE DEPOT 1', '-150.00', 'Office Expenses'],
      ['2026-11-02', 'OFFICE DEPOT 2', '-160.00', 'Office Expenses'],
      ['2026-11-03', 'OFFICE DEPOT 3', '-170.00', 'Office Expenses'],
      ['2026-11-04', 'OFFICE DEPOT 4', '-180.00', 'Office Expenses'],
      ['2026-11-05', 'OFFICE DEPOT 5', '-190.00', 'Office Expenses'],
      ['2026-11-20', 'STAPLES A', '-200.00', 'Office Expenses'],
      ['2026-11-20', 'STAPLES B', '-250.00', 'office expenses'],
      ['2026-11-06', 'BANK CHARGE', '-120.00', 'Bank Fees'],
      ['2026-11-07', 'OWNER DRAW', '-500.00', "Owner's drawings"],
      ['2026-11-08', 'SMALL PURCHASE', '-99.99', 'Office Expenses'],
      ['2026-11-09', 'WITH RECEIPT', '-300.00', 'Office Expenses'],
    ];
    for (const [date, name, amount] of november)
      await db().query(
        `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
         VALUES ($1, $2, 'RBC Chequing', $3, $4, $5, $6, NULL, false, '{}')`,
        [made.user.id, account.id, `tx-${randomUUID()}`, amount, date, name],
      );
    const rows: { id: string; name: string; date: string }[] = await db().query(
      `SELECT id::text AS id, name, to_char(date, 'YYYY-MM-DD') AS date FROM ledger_entries WHERE user_id = $1`,
      [made.user.id],
    );
    const idOf = (name: string, date?: string) => rows.find((r) => r.name === name && (!date || r.date === date))!.id;
    for (const [, name, , category] of november) await db().query(`UPDATE ledger_entries SET category = $2 WHERE id = $1`, [idOf(name), category]);
    const [receipt] = await db().query(
      `INSERT INTO receipts (user_id, file_key, file_name, mime_type, size, content_hash, status, fields, text, match_state, ledger_entry_id, matched_by)
       VALUES ($1, $2, 'r.pdf', 'application/pdf', 100, $3, 'read', $4::jsonb, NULL, 'matched', $5, 'auto') RETURNING id`,
      [made.user.id, `k-${randomUUID()}`, randomUUID().replace(/-/g, '').padEnd(64, '0'), JSON.stringify(emptyFields()), idOf('WITH RECEIPT')],
    );
    expect(receipt.id).toBeDefined();
    // The three ADOBE rows stay in suspense (no category recorded): the engine's learned "Software" lists them, as before.
    const staples = [idOf('STAPLES A'), idOf('STAPLES B')].sort((a, b) => Number(b) - Number(a));
    const expected = [
      ...staples,
      idOf('OFFICE DEPOT 5'),
      idOf('OFFICE DEPOT 4'),
      idOf('OFFICE DEPOT 3'),
      idOf('OFFICE DEPOT 2'),
      idOf('OFFICE DEPOT 1'),
      idOf('ADOBE *CREATIVE CLD', '2026-10-01'),
      idOf('ADOBE *CREATIVE CLD', '2026-09-05'),
      idOf('ADOBE *CREATIVE CLD', '2026-08-14'),
    ].map(Number);
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push((await pager.get(`/api/receipts/missing?from=2026-08-01&to=2026-11-30&page=${page}&pageSize=4`).expect(200)).body);
    expect(pages.map((p) => [p.total, p.page, p.purchases.length])).toEqual([
      [10, 1, 4],
      [10, 2, 4],
      [10, 3, 2],
      [10, 4, 0],
    ]);
    expect(pages.flatMap((p) => p.purchases.map((x: { transactionId: number }) => x.transactionId))).toEqual(expected);
    expect(pages[1].purchases[0]).toEqual({
      transactionId: Number(idOf('OFFICE DEPOT 3')),
      date: '2026-11-03',
      name: 'OFFICE DEPOT 3',
      amount: '-170.00',
      accountName: 'RBC Chequing',
    });
    // Under the Quick Method no ITC is claimed from bank data: nothing to ask for.
    await pager
      .put('/api/tax/profile')
      .send({ ...PROFILE, method: 'quick' })
      .expect(200);
    expect((await pager.get('/api/receipts/missing?from=2026-08-01&to=2026-11-30').expect(200)).body).toMatchObject({ total: 0, purchases: [] });
  });

  it("keeps each client to their own: another client's list is theirs, their receipts 404, and staff see it under admin", async () => {
    expect((await other.get('/api/receipts/missing?from=2026-07-01&to=2026-10-31').expect(200)).body).toMatchObject({ total: 0, purchases: [] });
    const [receipt] = await db().query(`SELECT id FROM receipts WHERE user_id = $1 LIMIT 1`, [userId]);
    await other.get(`/api/receipts/${receipt.id}`).expect(404);
    await other.get(`/api/admin/receipts/users/${userId}/missing`).expect(403);
    await request(app.getHttpServer()).get('/api/receipts/missing').expect(401);
    const { body } = await staff.get(`/api/admin/receipts/users/${userId}/missing?from=2026-07-01&to=2026-10-31`).expect(200);
    expect(body.total).toBe(2);
    await eventually(async () => {
      const [logged] = await db().query(
        `SELECT count(*)::int AS n FROM access_log WHERE client_user_id = $1 AND object_kind = 'receipt' AND route LIKE '%missing%'`,
        [userId],
      );
      return logged.n > 0 ? true : null;
    });
    const listed = await staff.get(`/api/admin/receipts?filter=${encodeURIComponent(JSON.stringify({ userId }))}`).expect(200);
    expect(listed.body.length).toBeGreaterThan(0);
    expect(listed.body[0]).toMatchObject({ userId, clientName: 'Avery Lambert' });
    expect((await staff.get(`/api/admin/receipts/${listed.body[0].id}`).expect(200)).body.clientName).toBe('Avery Lambert');
    await staff.get('/api/admin/receipts/users/99999999999/missing').expect((res) => expect([400, 404]).toContain(res.status));
  });

  it('mails the missing receipts on Monday once per week, and nothing when the list is empty', async () => {
    const scheduler = app.get(MissingReceiptsScheduler);
    const mailsTo = async (to: string) =>
      (await db().query(`SELECT message FROM mail_outbox WHERE message->>'to' = $1`, [to])).map(
        (r: { message: { subject: string; text: string } }) => r.message,
      );
    // Monday 2 November 2026: the 90 days before hold the Oct 1 software and the desk.
    await scheduler.send({ week: '2026-11-02' });
    await scheduler.send({ week: '2026-11-02' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(MISSING_RECEIPTS_MAIL_TEXTS.subject(2));
    expect(mails[0].text).toContain('2026-10-10  BUREAU PRO INC  $565.00');
    expect(mails[0].text).toContain('/dashboard?tab=receipts');
    expect(mails[0].text).not.toContain('E-TRANSFER AVERY LAMBERT');
    expect(mails[0].text).not.toContain('TFR TO SAVINGS 1234');
    expect(await mailsTo(otherEmail)).toEqual([]);
    // Both get receipts: the next Monday's list is empty, so no mail.
    await linkedReceipt(await entryId('2026-10-10', 'BUREAU PRO INC'), fieldsOf({ vendor: 'Bureau Pro', total: '565.00' }), null);
    await linkedReceipt(await entryId('2026-10-01', 'ADOBE *CREATIVE CLD'), fieldsOf({ vendor: 'Adobe', total: '113.00' }), null);
    await scheduler.send({ week: '2026-11-09' });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
