import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CategorizationService } from '../../src/modules/categorization/categorization.service';
import { createUser } from './test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());

/** A client with one bank login: a chequing account, a hidden savings account, and September 2026 on them. */
export async function clientWithBankMonth(app: NestExpressApplication, province = 'ON') {
  const { user, password } = await createUser(app, { firstName: 'Avery', lastName: 'Lambert' });
  await db(app).query(`UPDATE users SET payment_plan = 'MONTHLY', province = $2 WHERE id = $1`, [user.id, province]);
  const [item] = await db(app).query(
    `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC Royal Bank') RETURNING id`,
    [user.id, `item-${randomUUID()}`],
  );
  const chequing = `acc-${randomUUID()}`;
  const savings = `acc-${randomUUID()}`;
  const [cheq] = await db(app).query(
    `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'RBC Chequing', '1234', 'depository', 'checking') RETURNING id`,
    [item.id, chequing],
  );
  const [sav] = await db(app).query(
    `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'RBC Savings', '9876', 'depository', 'savings') RETURNING id`,
    [item.id, savings],
  );
  await db(app).query(`INSERT INTO account_visibility (user_id, account_id, is_hidden) VALUES ($1, $2, true)`, [user.id, savings]);
  const tx = (accountId: number, accountName: string, date: string, name: string, amount: string, pending = false) =>
    db(app).query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8, '{}')`,
      [user.id, accountId, accountName, `tx-${randomUUID()}`, amount, date, name, pending],
    );
  // August has one row, so it may be built (an empty month is refused and creates no report).
  await tx(cheq.id, 'RBC Chequing', '2026-08-14', 'ADOBE *CREATIVE CLD', '-113.00');
  await tx(cheq.id, 'RBC Chequing', '2026-09-02', 'SHOPIFY PAYOUT 8841', '1130.00');
  await tx(cheq.id, 'RBC Chequing', '2026-09-05', 'ADOBE *CREATIVE CLD', '-113.00');
  await tx(cheq.id, 'RBC Chequing', '2026-09-12', '=HYPERLINK("x") CAFE', '-22.60');
  await tx(cheq.id, 'RBC Chequing', '2026-09-30', 'MONTHLY FEE', '-4.95');
  await tx(cheq.id, 'RBC Chequing', '2026-09-30', 'PENDING COFFEE', '-6.10', true);
  await tx(cheq.id, 'RBC Chequing', '2026-10-01', 'ADOBE *CREATIVE CLD', '-113.00');
  await tx(sav.id, 'RBC Savings', '2026-09-15', 'INTEREST PAID', '3.21');
  // Approved earlier months taught the client's memory: every merchant of the month is known.
  await app.get(CategorizationService).learnFromApproval(user.id, [
    { name: 'SHOPIFY PAYOUT 8841', category: 'Sales Revenue' },
    { name: 'ADOBE *CREATIVE CLD', category: 'Software' },
    { name: '=HYPERLINK("x") CAFE', category: 'Travel & Meals' },
    { name: 'MONTHLY FEE', category: 'Bank Fees' },
  ]);
  return { user, password };
}
