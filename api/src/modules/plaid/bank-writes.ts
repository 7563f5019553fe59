import type { EntityManager } from 'typeorm';
import { modifiedRows } from '../../database/modified-rows';
import type { StatementBalanceInput } from '../books/openings.repository';
import type { PlaidAccount, PlaidTransaction } from './plaid.adapter';

/** numeric(10,2) holds amounts below 100 million. */
const MAX_CENTS = 9_999_999_999;
const ROWS_PER_STATEMENT = 1000;

/**
 * Plaid's amount (positive = money out) in the specification's sign (negative = money
 * out), as a decimal string; null when it does not fit numeric(10,2).
 */
export function specAmount(plaidAmount: number): string | null {
  if (!Number.isFinite(plaidAmount)) return null;
  const cents = -Math.round(plaidAmount * 100);
  if (Math.abs(cents) > MAX_CENTS) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface StoredAccount {
  id: number;
  accountId: string;
  name: string;
}

/**
 * Inserts or updates an item's accounts in one statement and keeps the account name
 * repeated on its transactions in step. Returns every account of the item.
 */
export async function upsertAccounts(manager: EntityManager, bankItemId: number, accounts: PlaidAccount[]): Promise<StoredAccount[]> {
  if (accounts.length) {
    const params: unknown[] = [];
    const values = accounts.map((a) => {
      params.push(bankItemId, a.account_id, (a.name || a.official_name || 'Account').slice(0, 255), a.mask ?? null, a.type ?? null, a.subtype ?? null);
      const n = params.length;
      return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    const changed: { id: number }[] = await manager.query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ${values.join(', ')}
       ON CONFLICT (account_id) DO UPDATE SET name = EXCLUDED.name, mask = EXCLUDED.mask, type = EXCLUDED.type, subtype = EXCLUDED.subtype, updated_at = now()
       WHERE bank_accounts.bank_item_id = EXCLUDED.bank_item_id
         AND (bank_accounts.name, bank_accounts.mask, bank_accounts.type, bank_accounts.subtype) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.mask, EXCLUDED.type, EXCLUDED.subtype)
       RETURNING id`,
      params,
    );
    if (changed.length) {
      await manager.query(
        `UPDATE bank_transactions t SET account_name = a.name FROM bank_accounts a
         WHERE a.id = t.bank_account_id AND a.id = ANY($1::int[]) AND t.account_name IS DISTINCT FROM a.name`,
        [changed.map((c) => c.id)],
      );
    }
  }
  return manager.query(`SELECT id, account_id AS "accountId", name FROM bank_accounts WHERE bank_item_id = $1 ORDER BY id`, [bankItemId]);
}

const TRANSACTION_COLUMNS = [
  'user_id',
  'bank_account_id',
  'account_name',
  'transaction_id',
  'pending_transaction_id',
  'amount',
  'date',
  'name',
  'merchant_name',
  'pending',
  'category',
  'category_id',
  'payment_channel',
  'personal_finance_category',
] as const;
const UPDATED_COLUMNS = TRANSACTION_COLUMNS.filter((c) => c !== 'transaction_id' && c !== 'user_id');

export interface TransactionWriteResult {
  upserted: number;
  skipped: number;
}

/**
 * Upserts transactions with multi-row INSERT … ON CONFLICT (a statement per 1,000 rows).
 * Rows of accounts the item does not have are skipped (and counted).
 */
export async function upsertTransactions(
  manager: EntityManager,
  userId: number,
  accounts: StoredAccount[],
  transactions: PlaidTransaction[],
): Promise<TransactionWriteResult> {
  const byAccountId = new Map(accounts.map((a) => [a.accountId, a]));
  // The last version of a transaction wins (a page may modify what an earlier page added).
  const latest = new Map<string, PlaidTransaction>();
  for (const t of transactions) latest.set(t.transaction_id, t);
  const rows: unknown[][] = [];
  let skipped = 0;
  for (const t of latest.values()) {
    const account = byAccountId.get(t.account_id);
    const amount = specAmount(t.amount);
    if (!account || amount === null || !/^\d{4}-\d{2}-\d{2}$/.test(t.date ?? '')) {
      skipped += 1;
      continue;
    }
    const pfc = t.personal_finance_category
      ? JSON.stringify({
          primary: t.personal_finance_category.primary,
          detailed: t.personal_finance_category.detailed,
          confidence_level: t.personal_finance_category.confidence_level ?? null,
        })
      : null;
    rows.push([
      userId,
      account.id,
      account.name,
      t.transaction_id,
      t.pending_transaction_id ?? null,
      amount,
      t.date,
      (t.name || t.merchant_name || 'Transaction').slice(0, 500),
      t.merchant_name ? t.merchant_name.slice(0, 255) : null,
      Boolean(t.pending),
      t.category ?? (t.personal_finance_category ? [humanize(t.personal_finance_category.primary)] : []),
      t.category_id ?? null,
      t.payment_channel ?? null,
      pfc,
    ]);
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const width = TRANSACTION_COLUMNS.length;
    const values = chunk.map((row, r) => {
      params.push(...row);
      const base = r * width;
      return `(${row.map((_, c) => `$${base + c + 1}${c === 10 ? '::text[]' : c === 13 ? '::jsonb' : ''}`).join(', ')})`;
    });
    await manager.query(
      `INSERT INTO bank_transactions (${TRANSACTION_COLUMNS.join(', ')}) VALUES ${values.join(', ')}
       ON CONFLICT (transaction_id) DO UPDATE SET ${UPDATED_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
       WHERE bank_transactions.user_id = EXCLUDED.user_id`,
      params,
    );
  }
  return { upserted: rows.length, skipped };
}

/** numeric(14,2) of statement balances. */
const MAX_BALANCE_CENTS = 99_999_999_999_999;

/** Plaid's balance in the ledger's sense: a depository's money as it is, a card's or loan's (money owed) negated; null when absent or too large. */
function ledgerBalance(value: number | null | undefined, owed: boolean): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const cents = Math.round(value * 100) * (owed ? -1 : 1);
  if (Math.abs(cents) > MAX_BALANCE_CENTS) return null;
  return `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/**
 * The balances Plaid returned with the accounts (/accounts/get, /transactions/sync) as
 * statement balances of `day` (the sync's business day): `balances.current` signed as the
 * ledger signs amounts (a credit card's or loan's current is what is owed: negated), and
 * `available` for accounts of money (a card's available is its room under the limit, not a
 * balance: left out). Accounts without a current balance are skipped.
 */
export function plaidStatementBalances(userId: number, stored: StoredAccount[], accounts: PlaidAccount[], day: string): StatementBalanceInput[] {
  const byAccountId = new Map(stored.map((a) => [a.accountId, a]));
  const rows: StatementBalanceInput[] = [];
  for (const a of accounts) {
    const account = byAccountId.get(a.account_id);
    const owed = a.type === 'credit' || a.type === 'loan';
    const balance = ledgerBalance(a.balances?.current, owed);
    if (!account || balance === null) continue;
    rows.push({
      userId,
      accountSource: 'bank',
      accountRef: account.id,
      date: day,
      source: 'plaid',
      balance,
      available: owed ? null : ledgerBalance(a.balances?.available, false),
    });
  }
  return rows;
}

/** Deletes transactions of the given accounts by Plaid transaction id (one statement). */
export async function removeTransactions(manager: EntityManager, accounts: StoredAccount[], transactionIds: string[]): Promise<number> {
  if (!transactionIds.length || !accounts.length) return 0;
  const deleted = await modifiedRows<{ id: number }>(
    manager,
    `DELETE FROM bank_transactions WHERE transaction_id = ANY($1::text[]) AND bank_account_id = ANY($2::int[]) RETURNING id`,
    [transactionIds, accounts.map((a) => a.id)],
  );
  return deleted.length;
}

/** FOOD_AND_DRINK → "Food And Drink": a readable category when Plaid sends only the PFC. */
function humanize(code: string): string {
  return code
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
