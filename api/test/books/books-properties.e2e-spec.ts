import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { SYSTEM_BOOK_ACCOUNTS, SYSTEM_CATEGORIES } from '@ledgerleaf/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { BooksService } from '../../src/modules/books/books.service';
import { CategoriesService } from '../../src/modules/categories/categories.service';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import { createTestApp, createUser } from '../helpers/test-app';

// Random ledgers of several accounts (a chequing account, a credit card, a loan; sometimes
// one hidden), random categories (revenue, expense, system, none, unknown), possible
// duplicates decided or not, across a year, and a fiscal year ending March 31 or December 31.

const CATEGORIES = [
  null,
  'Sales Revenue',
  'Service Income',
  'Software',
  'Bank Fees',
  "Owner's drawings",
  "Owner's contribution",
  'Transfer between my accounts',
  'Loan received',
  'Loan repayment (principal)',
  'Equipment (capital asset)',
  'No such category',
] as const;
const REVENUE = new Set(['sales revenue', 'service income']);
const EXPENSE = new Set(['software', 'bank fees']);
const ACCOUNT_TYPES = [
  ['Chequing', 'depository'],
  ['Visa', 'credit'],
  ['Business loan', 'loan'],
] as const;

interface Row {
  account: number;
  day: number;
  cents: number;
  category: (typeof CATEGORIES)[number];
  duplicate: 'none' | 'undecided' | 'same' | 'distinct';
}

const rowArb: fc.Arbitrary<Row> = fc.record({
  account: fc.integer({ min: 0, max: 2 }),
  day: fc.integer({ min: 0, max: 364 }),
  cents: fc.oneof(fc.integer({ min: -500_000, max: 500_000 }), fc.constant(0), fc.integer({ min: -99_999_999, max: 99_999_999 })),
  category: fc.constantFrom(...CATEGORIES),
  duplicate: fc.constantFrom('none', 'none', 'none', 'undecided', 'same', 'distinct'),
});
const ledgerArb = fc.record({
  rows: fc.array(rowArb, { minLength: 1, maxLength: 40 }),
  hidden: fc.constantFrom(-1, -1, 1, 2),
  yearEnd: fc.constantFrom('12-31', '03-31'),
});

const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
const MONTH_ENDS = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m + 1, 0)).toISOString().slice(0, 10));
const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe('the books over random ledgers (fast-check)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let books: BooksService;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    books = app.get(BooksService);
  });
  afterAll(() => app.close());

  it("keeps the database's system accounts and category mapping the same as contracts", async () => {
    const accounts = await db.query(`SELECT ref, key, name, type::text AS type, gifi FROM books_system_accounts() ORDER BY ref`);
    expect(accounts).toEqual(SYSTEM_BOOK_ACCOUNTS.map((a) => ({ ...a })));
    for (const c of SYSTEM_CATEGORIES) {
      const [{ ref }] = await db.query(`SELECT books_system_category_account($1) AS ref`, [c.key]);
      expect(ref).toBe(SYSTEM_BOOK_ACCOUNTS.find((a) => a.key === c.account)!.ref);
    }
  });

  /** A client whose books hold the generated rows, categorized as a report build would. */
  async function clientWith(ledger: { rows: Row[]; hidden: number; yearEnd: string }): Promise<{ userId: number; ids: Map<number, string> }> {
    const { user } = await createUser(app);
    await db.query(`UPDATE users SET tax_year_end_date = $2 WHERE id = $1`, [user.id, `2026-${ledger.yearEnd}`]);
    await app.get(CategoriesService).listForUser(user.id);
    const [item] = await db.query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC') RETURNING id`,
      [user.id, `item-${randomUUID()}`],
    );
    const accounts: { id: number; accountId: string }[] = [];
    for (const [name, type] of ACCOUNT_TYPES) {
      const accountId = `acc-${randomUUID()}`;
      const [a] = await db.query(`INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type) VALUES ($1, $2, $3, '0000', $4) RETURNING id`, [
        item.id,
        accountId,
        name,
        type,
      ]);
      accounts.push({ id: a.id, accountId });
    }
    if (ledger.hidden >= 0)
      await db.query(`INSERT INTO account_visibility (user_id, account_id, is_hidden) VALUES ($1, $2, true)`, [user.id, accounts[ledger.hidden].accountId]);
    const rows = ledger.rows;
    const inserted: { id: string; transaction_id: string }[] = await db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, pending, category)
       SELECT $1, a, n, t, m::numeric / 100, d::date, 'ROW ' || t, false, '{}'
       FROM unnest($2::int[], $3::text[], $4::text[], $5::bigint[], $6::text[]) AS r(a, n, t, m, d)
       RETURNING id, transaction_id`,
      [
        user.id,
        rows.map((r) => accounts[r.account].id),
        rows.map((r) => ACCOUNT_TYPES[r.account][0]),
        rows.map((_, i) => `t${i}-${randomUUID()}`),
        rows.map((r) => r.cents),
        rows.map((r) => dayOf(r.day)),
      ],
    );
    const byTx = new Map(inserted.map((r) => [r.transaction_id, r.id]));
    const ledgerRows: { id: string; bank_transaction_id: number }[] = await db.query(`SELECT id, bank_transaction_id FROM ledger_entries WHERE user_id = $1`, [
      user.id,
    ]);
    const ledgerOfBank = new Map(ledgerRows.map((l) => [String(l.bank_transaction_id), l.id]));
    const ids = new Map<number, string>();
    const txIds = [...byTx.keys()];
    txIds.forEach((tx, i) => ids.set(Number(tx.slice(1, tx.indexOf('-'))), ledgerOfBank.get(String(byTx.get(txIds[i])))!));
    // categories as a build records them, then the duplicate flags as the drain writes them
    await db.query(`UPDATE ledger_entries l SET category = c FROM unnest($1::bigint[], $2::text[]) AS u(i, c) WHERE l.id = u.i`, [
      rows.map((_, i) => ids.get(i)),
      rows.map((r) => r.category),
    ]);
    const first = ids.get(0)!;
    const dups = rows.map((r, i) => ({ r, id: ids.get(i)! })).filter(({ r, id }) => r.duplicate !== 'none' && id !== first);
    await db.query(
      `UPDATE ledger_entries l SET duplicate_of = $1, duplicate_decision = NULLIF(u.d, 'undecided')::duplicate_decision FROM unnest($2::bigint[], $3::text[]) AS u(i, d) WHERE l.id = u.i`,
      [first, dups.map((d) => d.id), dups.map((d) => d.r.duplicate)],
    );
    return { userId: user.id, ids };
  }

  const snapshot = async (userId: number) =>
    db.query(
      `SELECT e.id, e.ledger_entry_id, to_char(e.date, 'YYYY-MM-DD') AS date, e.memo,
              (SELECT json_agg(json_build_object('a', l.account_id, 'd', l.debit, 'c', l.credit) ORDER BY l.account_id, l.debit, l.credit) FROM journal_lines l WHERE l.entry_id = e.id) AS lines
         FROM journal_entries e WHERE e.user_id = $1 ORDER BY e.ledger_entry_id`,
      [userId],
    );

  it('balances every entry and the trial balance at every date, assets = liabilities + equity at every month end, current-year earnings = net income, and posting twice changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(ledgerArb, fc.integer({ min: 0, max: 364 }), async (ledger, probe) => {
        const { userId, ids } = await clientWith(ledger);

        // every entry: two lines, debits = credits
        const unbalanced = await db.query(
          `SELECT e.id FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id WHERE e.user_id = $1
            GROUP BY e.id HAVING count(l.id) <> 2 OR sum(l.debit) <> sum(l.credit)`,
          [userId],
        );
        expect(unbalanced).toEqual([]);

        // exactly the rows that count post: not a possible duplicate left undecided or called "same", not hidden, not zero
        const first = ids.get(0)!;
        const counts = (r: Row, i: number) =>
          r.cents !== 0 && r.account !== ledger.hidden && (r.duplicate === 'none' || r.duplicate === 'distinct' || ids.get(i) === first);
        const expected = ledger.rows.map((r, i) => ({ r, i })).filter(({ r, i }) => counts(r, i));
        const posted = (await db.query(`SELECT ledger_entry_id FROM journal_entries WHERE user_id = $1`, [userId]))
          .map((e: { ledger_entry_id: string }) => e.ledger_entry_id)
          .sort();
        expect(posted).toEqual(expected.map(({ i }) => ids.get(i)!).sort());

        for (const asOf of [...MONTH_ENDS, dayOf(probe)]) {
          const trial = await books.trialBalance(userId, asOf);
          expect(trial.totals.debit).toBe(trial.totals.credit);
          const sheet = await books.balanceSheet(userId, asOf);
          expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilities) + cents(sheet.totals.equity));
          // current-year earnings: the P&L's net income (rows of revenue and expense categories) from the fiscal year's start
          const income = expected
            .filter(({ r }) => r.category && (REVENUE.has(r.category.toLowerCase()) || EXPENSE.has(r.category.toLowerCase())))
            .filter(({ r }) => dayOf(r.day) >= sheet.fiscalYearStart && dayOf(r.day) <= asOf)
            .reduce((sum, { r }) => sum + BigInt(r.cents), 0n);
          expect(cents(sheet.equity.find((l) => l.account === 'Current-year earnings')!.amount)).toBe(income);
        }

        // posting again (every row) leaves the same journal, ids included
        const before = await snapshot(userId);
        await db.query(`SELECT books_post(ARRAY(SELECT id FROM ledger_entries WHERE user_id = $1))`, [userId]);
        expect(await snapshot(userId)).toEqual(before);
      }),
      { numRuns: 15 },
    );
  }, 300_000);

  it('transfers never change net income: card payments between two accounts, categorized as income and expense, are paired by the drain and leave the P&L', async () => {
    // Amounts above every base row's (at most 999,999.99), each pair its own: no pair is ambiguous.
    const transferArb = fc.uniqueArray(
      fc.record({
        from: fc.integer({ min: 0, max: 2 }),
        to: fc.integer({ min: 0, max: 2 }),
        day: fc.integer({ min: 0, max: 358 }),
        gap: fc.integer({ min: 0, max: 5 }),
        cents: fc.integer({ min: 100_000_000, max: 900_000_000 }),
      }),
      { selector: (t) => t.cents, minLength: 1, maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(ledgerArb, transferArb, async (base, transfers) => {
        const pairs = transfers.filter((t) => t.from !== t.to);
        const transferRows: Row[] = pairs.flatMap((t) => [
          { account: t.from, day: t.day, cents: -t.cents, category: 'Software' as const, duplicate: 'none' as const },
          { account: t.to, day: t.day + t.gap, cents: t.cents, category: 'Sales Revenue' as const, duplicate: 'none' as const },
        ]);
        const ledger = { ...base, hidden: -1, rows: [...base.rows, ...transferRows] };
        const { userId, ids } = await clientWith(ledger);
        await app.get(LedgerService).flagTransfers(
          userId,
          Array.from({ length: 12 }, (_, m) => ({ year: 2026, month: m + 1 })),
        );

        const paired = new Set<string>(
          (await db.query(`SELECT id::text FROM ledger_entries WHERE user_id = $1 AND transfer_entry_id IS NOT NULL`, [userId])).map(
            (r: { id: string }) => r.id,
          ),
        );
        // every added payment is paired with its other half
        ledger.rows.forEach((_, i) => {
          if (i >= base.rows.length) expect(paired.has(String(ids.get(i)))).toBe(true);
        });
        const first = ids.get(0)!;
        const counts = (r: Row, i: number) => r.cents !== 0 && (r.duplicate === 'none' || r.duplicate === 'distinct' || ids.get(i) === first);
        for (const asOf of MONTH_ENDS) {
          const sheet = await books.balanceSheet(userId, asOf);
          expect(cents(sheet.totals.assets)).toBe(cents(sheet.totals.liabilities) + cents(sheet.totals.equity));
          // net income: the base rows' P&L rows that are not themselves a pair; the added payments add nothing
          const income = ledger.rows
            .map((r, i) => ({ r, i }))
            .filter(({ r, i }) => counts(r, i) && !paired.has(String(ids.get(i))))
            .filter(({ r }) => r.category && (REVENUE.has(r.category.toLowerCase()) || EXPENSE.has(r.category.toLowerCase())))
            .filter(({ r }) => dayOf(r.day) >= sheet.fiscalYearStart && dayOf(r.day) <= asOf)
            .reduce((sum, { r }) => sum + BigInt(r.cents), 0n);
          expect(cents(sheet.equity.find((l) => l.account === 'Current-year earnings')!.amount)).toBe(income);
        }
      }),
      { numRuns: 10 },
    );
  }, 300_000);
});
