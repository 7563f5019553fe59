import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CategorizationService } from '../../src/modules/categorization/categorization.service';
import { clientWithBankMonth } from './bank-month';
import { createUser, loginAs, type Agent } from './test-app';

/**
 * The books fixture of the journal and monthly-package suites: clientWithBankMonth's chequing
 * September plus a 500.00 e-transfer to the owner on September 20 that the client's memory
 * files under "Owner's drawings" (a system category: balance sheet only), another client and a
 * staff member. At 2026-09-30: Chequing 376.45; suspense -113.00 (an August row, not built);
 * owner's drawings -500.00; current-year earnings 989.45 (revenue 1,130.00 less expenses 140.55).
 */
export interface BooksSeptember {
  userId: number;
  otherId: number;
  client: Agent;
  other: Agent;
  staff: Agent;
}

export async function clientWithBooksSeptember(app: NestExpressApplication): Promise<BooksSeptember> {
  const db = app.get<DataSource>(getDataSourceToken());
  const made = await clientWithBankMonth(app);
  const userId = made.user.id;
  const client = await loginAs(app, made.user.email, made.password);
  await client.get('/api/plaid/user-categories').expect(200);
  const [cheq] = await db.query(
    `SELECT a.id FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id WHERE i.user_id = $1 AND a.name = 'RBC Chequing'`,
    [userId],
  );
  await db.query(
    `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
     VALUES ($1, $2, 'RBC Chequing', $3, '-500.00', '2026-09-20', 'E-TRANSFER AVERY LAMBERT', NULL, false, '{}')`,
    [userId, cheq.id, `tx-${randomUUID()}`],
  );
  await app.get(CategorizationService).learnFromApproval(userId, [{ name: 'E-TRANSFER AVERY LAMBERT', category: "Owner's drawings" }]);
  const o = await createUser(app);
  const other = await loginAs(app, o.user.email, o.password);
  const s = await createUser(app, { isAdmin: true });
  const staff = await loginAs(app, s.user.email, s.password);
  return { userId, otherId: o.user.id, client, other, staff };
}
