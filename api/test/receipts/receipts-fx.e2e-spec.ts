import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { RECEIPT_MESSAGES, type ReceiptDto } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { startBankOfCanadaStandIn, type BankOfCanadaStandIn } from '../../../scripts/stand-ins/bank-of-canada.mjs';
import { typesetReceiptPdf } from '../helpers/document-fixtures';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

jest.setTimeout(120_000);

// Rates are shared by every client (and every run of this suite in the shared database): each
// test uses a currency and dates of its own, far in the past, and clears them first.
describe('receipts in a foreign currency: matched within 3 % of the Bank of Canada converted amount (the Valet stand-in)', () => {
  let bank: BankOfCanadaStandIn;
  let app: NestExpressApplication;
  const db = () => app.get<DataSource>(getDataSourceToken());

  beforeAll(async () => {
    bank = await startBankOfCanadaStandIn();
    app = await createTestApp({
      worker: true,
      env: { OPENAI_API_KEY: '', BANK_OF_CANADA_BASE_URL: bank.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-receipts-fx-')) },
    });
  });
  afterAll(async () => {
    await app.close();
    await bank.stop();
  });
  beforeEach(() => bank.reset());

  async function clientWithBank(): Promise<{ agent: Agent; bankRow: (date: string, name: string, amount: string) => Promise<number> }> {
    const { user, password } = await createUser(app);
    const [item] = await db().query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC Royal Bank') RETURNING id`,
      [user.id, `item-${randomUUID()}`],
    );
    const [account] = await db().query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'RBC Visa', '4321', 'credit', 'credit card') RETURNING id`,
      [item.id, `acc-${randomUUID()}`],
    );
    const bankRow = async (date: string, name: string, amount: string) => {
      await db().query(
        `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
         VALUES ($1, $2, 'RBC Visa', $3, $4, $5, $6, NULL, false, '{}')`,
        [user.id, account.id, `tx-${randomUUID()}`, amount, date, name],
      );
      const [entry] = await db().query(`SELECT id FROM ledger_entries WHERE user_id = $1 AND name = $2 AND date = $3 ORDER BY id DESC LIMIT 1`, [
        user.id,
        name,
        date,
      ]);
      return Number(entry.id);
    };
    return { agent: await loginAs(app, user.email, password), bankRow };
  }

  async function uploadAndRead(agent: Agent, lines: string[]): Promise<ReceiptDto> {
    const res = await agent
      .post('/api/receipts')
      .attach('files', await typesetReceiptPdf(lines), `receipt-${randomUUID()}.pdf`)
      .expect(201);
    const id = res.body.receipts[0].id as number;
    return eventually(async () => {
      const { body } = await agent.get(`/api/receipts/${id}`).expect(200);
      return body.receipt.status !== 'reading' ? (body.receipt as ReceiptDto) : null;
    }, 60_000);
  }

  it('converts a Sunday USD receipt at the Friday rate, links the CAD card row within 3 %, keeps the rate, and asks the Bank once for the week', async () => {
    await db().query(`DELETE FROM exchange_rates WHERE currency = 'USD' AND date BETWEEN '2016-10-01' AND '2016-10-31'`);
    // 2016-10-09 is a Sunday: the nearest earlier business day is Friday 2016-10-07.
    bank.setRate('USD', '2016-10-07', 1.4);
    const { agent, bankRow } = await clientWithBank();
    const cadRow = await bankRow('2016-10-11', 'HUDSON STREET STUDIOS NEW YORK', '-143.50'); // 140.00 converted, + 2.5 % card fee
    await bankRow('2016-10-10', 'HUDSON STREET STUDIOS NEW YORK', '-100.00'); // the USD figure as CAD: not the payment
    const read = await uploadAndRead(agent, ['HUDSON STREET STUDIOS', 'Date: 2016-10-09', 'Studio hour 92.59', 'Sales Tax 8% 7.41', 'TOTAL USD 100.00']);
    expect(read.fields.currency.value).toBe('USD');
    expect(read).toMatchObject({ status: 'read', matchState: 'matched', match: { transactionId: cadRow, by: 'auto' }, matchNote: null });
    expect(bank.requests).toEqual([{ series: ['FXUSDCAD'], startDate: '2016-10-02', endDate: '2016-10-09' }]);
    const [stored] = await db().query(`SELECT cad_per_unit::text AS rate FROM exchange_rates WHERE currency = 'USD' AND date = '2016-10-07'`);
    expect(stored.rate).toBe('1.400000');

    // A second receipt of the week reads the kept rate: no request.
    const again = await clientWithBank();
    const row = await again.bankRow('2016-10-08', 'HUDSON STREET STUDIOS NEW YORK', '-70.00');
    const second = await uploadAndRead(again.agent, [
      'HUDSON STREET STUDIOS',
      'Date: 2016-10-08',
      'Studio half hour 46.30',
      'Sales Tax 8% 3.70',
      'TOTAL USD 50.00',
    ]);
    expect(second).toMatchObject({ matchState: 'matched', match: { transactionId: row, by: 'auto' } });
    expect(bank.requests).toHaveLength(1);
  });

  it('outside 3 % of the converted amount nothing fits; the Bank not answering leaves the receipt waiting with why', async () => {
    await db().query(`DELETE FROM exchange_rates WHERE currency = 'EUR' AND date BETWEEN '2016-11-01' AND '2016-11-30'`);
    bank.setRate('EUR', '2016-11-14', 1.5);
    const { agent, bankRow } = await clientWithBank();
    await bankRow('2016-11-15', 'LIFFEY PRINT WORKS', '-155.00'); // 150.00 converted + 3.3 %
    const far = await uploadAndRead(agent, ['LIFFEY PRINT WORKS', 'Date: 2016-11-14', 'Posters 81.30', 'VAT 23% 18.70', 'TOTAL EUR 100.00']);
    expect(far).toMatchObject({ matchState: 'waiting', match: null, matchNote: null });

    bank.failNext(503);
    const down = await uploadAndRead(agent, ['LIFFEY PRINT WORKS', 'Date: 2016-11-22', 'Flyers 40.65', 'VAT 23% 9.35', 'TOTAL EUR 50.00']);
    expect(down).toMatchObject({ matchState: 'waiting', match: null, matchNote: RECEIPT_MESSAGES.noExchangeRate('EUR', '2016-11-22', 'unavailable') });
  });
});
