import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { BooksRepository } from '../../src/modules/books/books.repository';
import { CategoriesService } from '../../src/modules/categories/categories.service';
import { TaxProfilesService } from '../../src/modules/tax/tax-profiles.service';
import { createTestApp, createUser } from '../helpers/test-app';

// The journal's speed (docs/decisions/journal-speed.md): books_post writes only the difference
// with the lines an entry has, and book_account_months keeps each account's month totals. Over
// random ledgers and random changes (categories, the tax treatment of a category, amounts,
// dates, deletions, hidden accounts, opening entries):
// - the journal equals what a full re-post gives (every line deleted, then posted again);
// - book_account_months equals a scan of every line;
// - the balances read through it equal a scan of every line, at any day.

const CATEGORIES = [null, 'Sales Revenue', 'Software', 'Bank Fees', 'Meals', "Owner's drawings", 'Transfer between my accounts', 'No such category'] as const;
const ACCOUNTS = [
  ['Chequing', 'depository'],
  ['Visa', 'credit'],
] as const;
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

type Op =
  | { kind: 'categorize'; rows: number[]; category: (typeof CATEGORIES)[number] }
  | { kind: 'treatment'; treatment: 'exempt' | 'taxable' }
  | { kind: 'amount'; row: number; cents: number }
  | { kind: 'date'; row: number; day: number }
  | { kind: 'delete'; row: number }
  | { kind: 'hide'; account: number; hidden: boolean }
  | { kind: 'opening'; account: number; cents: number; day: number }
  | { kind: 'repost' };

const rowArb = fc.record({
  account: fc.integer({ min: 0, max: 1 }),
  day: fc.integer({ min: 0, max: 120 }),
  cents: fc.oneof(fc.integer({ min: -500_000, max: 500_000 }), fc.constant(0)),
  category: fc.constantFrom(...CATEGORIES),
});
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('categorize' as const),
      rows: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
      category: fc.constantFrom(...CATEGORIES),
    }),
  },
  fc.record({ kind: fc.constant('treatment' as const), treatment: fc.constantFrom('exempt' as const, 'taxable' as const) }),
  fc.record({ kind: fc.constant('amount' as const), row: fc.nat(), cents: fc.integer({ min: -200_000, max: 200_000 }) }),
  fc.record({ kind: fc.constant('date' as const), row: fc.nat(), day: fc.integer({ min: 0, max: 120 }) }),
  fc.record({ kind: fc.constant('delete' as const), row: fc.nat() }),
  fc.record({ kind: fc.constant('hide' as const), account: fc.integer({ min: 0, max: 1 }), hidden: fc.boolean() }),
  fc.record({
    kind: fc.constant('opening' as const),
    account: fc.integer({ min: 0, max: 1 }),
    cents: fc.integer({ min: -300_000, max: 300_000 }),
    day: fc.integer({ min: 0, max: 120 }),
  }),
  fc.record({ kind: fc.constant('repost' as const) }),
);

describe('the journal written by difference, and month-end balances (fast-check)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let repository: BooksRepository;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    repository = app.get(BooksRepository);
  });
  afterAll(() => app.close());

  async function clientWith(rows: { account: number; day: number; cents: number; category: string | null }[], registrant: boolean) {
    const { user } = await createUser(app);
    await app.get(CategoriesService).listForUser(user.id);
    if (registrant)
      await app.get(TaxProfilesService).save(user.id, {
        province: 'ON',
        gstHstNumber: '123456782RT0001',
        filingFrequency: 'monthly',
        method: 'regular',
        businessStructure: 'sole_proprietor',
      });
    const [item] = await db.query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC') RETURNING id`,
      [user.id, `item-${randomUUID()}`],
    );
    const accounts: { id: number; accountId: string }[] = [];
    for (const [name, type] of ACCOUNTS) {
      const accountId = `acc-${randomUUID()}`;
      const [a] = await db.query(`INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type) VALUES ($1, $2, $3, '0000', $4) RETURNING id`, [
        item.id,
        accountId,
        name,
        type,
      ]);
      accounts.push({ id: a.id, accountId });
    }
    await db.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, pending, category)
       SELECT $1, a, 'Account', 't-' || gen_random_uuid(), m::numeric / 100, d::date, 'ROW ' || ord, false, '{}'
       FROM unnest($2::int[], $3::bigint[], $4::text[]) WITH ORDINALITY AS r(a, m, d, ord)`,
      [user.id, rows.map((r) => accounts[r.account].id), rows.map((r) => r.cents), rows.map((r) => dayOf(r.day))],
    );
    const ids: string[] = (await db.query(`SELECT l.id FROM ledger_entries l WHERE l.user_id = $1 ORDER BY l.id`, [user.id])).map((r: { id: string }) => r.id);
    await db.query(`UPDATE ledger_entries l SET category = c FROM unnest($1::bigint[], $2::text[]) AS u(i, c) WHERE l.id = u.i`, [
      ids,
      rows.map((r) => r.category),
    ]);
    return { userId: user.id, ids, accounts };
  }

  /** The journal as a multiset of lines per entry (line ids aside: a full re-post renumbers them). */
  const journalOf = (userId: number, q: { query: DataSource['query'] } = db) =>
    q.query(
      `SELECT e.id, e.ledger_entry_id, e.kind, to_char(e.date, 'YYYY-MM-DD') AS date,
              (SELECT json_agg(json_build_object('a', l.account_id, 'd', l.debit, 'c', l.credit) ORDER BY l.account_id, l.debit, l.credit) FROM journal_lines l WHERE l.entry_id = e.id) AS lines
         FROM journal_entries e WHERE e.user_id = $1 ORDER BY e.id`,
      [userId],
    );

  async function expectSameAsFullRepost(userId: number) {
    const written = await journalOf(userId);
    const runner = db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // the path before: every line of the ledger's entries removed, then all posted again
      await runner.query(`DELETE FROM journal_lines l USING journal_entries e WHERE l.entry_id = e.id AND e.user_id = $1 AND e.kind = 'ledger'`, [userId]);
      await runner.query(`SELECT books_post(ARRAY(SELECT id FROM ledger_entries WHERE user_id = $1 ORDER BY id))`, [userId]);
      expect(await journalOf(userId, runner)).toEqual(written);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  async function expectMonthsEqualScan(userId: number) {
    const [months, scan] = await Promise.all([
      db.query(
        `SELECT account_id, to_char(month, 'YYYY-MM-DD') AS month, debit::text, credit::text FROM book_account_months
          WHERE user_id = $1 AND (debit <> 0 OR credit <> 0) ORDER BY account_id, month`,
        [userId],
      ),
      db.query(
        `SELECT l.account_id, to_char(date_trunc('month', e.date), 'YYYY-MM-DD') AS month, sum(l.debit)::text AS debit, sum(l.credit)::text AS credit
           FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id WHERE e.user_id = $1
          GROUP BY 1, 2 HAVING sum(l.debit) <> 0 OR sum(l.credit) <> 0 ORDER BY 1, 2`,
        [userId],
      ),
    ]);
    expect(months).toEqual(scan);
  }

  async function expectTotalsEqualScan(userId: number, asOf: string, yearStart: string) {
    const totals = await repository.accountTotals(userId, asOf, yearStart);
    const scan: { id: number; debit: string; credit: string; debit_before: string; credit_before: string }[] = await db.query(
      `SELECT a.id, coalesce(sum(l.debit) * 100, 0)::bigint::text AS debit, coalesce(sum(l.credit) * 100, 0)::bigint::text AS credit,
              coalesce(sum(l.debit) FILTER (WHERE e.date < $3::date) * 100, 0)::bigint::text AS debit_before,
              coalesce(sum(l.credit) FILTER (WHERE e.date < $3::date) * 100, 0)::bigint::text AS credit_before
         FROM book_accounts a
         LEFT JOIN (journal_lines l JOIN journal_entries e ON e.id = l.entry_id AND e.date <= $2::date) ON l.account_id = a.id
        WHERE a.user_id = $1 GROUP BY a.id ORDER BY a.id`,
      [userId, asOf, yearStart],
    );
    const read = [...totals]
      .sort((a, b) => a.id - b.id)
      .map((t) => ({ id: t.id, debit: String(t.debit), credit: String(t.credit), debit_before: String(t.debitBefore), credit_before: String(t.creditBefore) }));
    expect(read).toEqual(scan);
  }

  async function apply(op: Op, client: { userId: number; ids: string[]; accounts: { id: number; accountId: string }[] }) {
    const { userId, ids, accounts } = client;
    const live: string[] = (await db.query(`SELECT id FROM ledger_entries WHERE user_id = $1 ORDER BY id`, [userId])).map((r: { id: string }) => r.id);
    const pick = (n: number) => live[n % live.length];
    if (live.length === 0 && ['categorize', 'amount', 'date', 'delete'].includes(op.kind)) return;
    switch (op.kind) {
      case 'categorize':
        await db.query(`UPDATE ledger_entries SET category = $2 WHERE id = ANY($1::bigint[])`, [op.rows.map(pick), op.category]);
        break;
      case 'treatment':
        await db.query(
          `INSERT INTO tax_category_treatments (user_id, category_key, treatment, itc_share_percent) VALUES ($1, 'software', $2, $3)
           ON CONFLICT (user_id, category_key) DO UPDATE SET treatment = EXCLUDED.treatment, itc_share_percent = EXCLUDED.itc_share_percent`,
          [userId, op.treatment, op.treatment === 'taxable' ? 100 : 0],
        );
        // what the drain does for a changed tax picture
        await repository.repostMonths(
          userId,
          Array.from({ length: 5 }, (_, m) => ({ year: 2026, month: m + 1 })),
        );
        break;
      case 'amount':
        await db.query(`UPDATE ledger_entries SET amount = $2::numeric / 100 WHERE id = $1`, [pick(op.row), op.cents]);
        break;
      case 'date':
        await db.query(`UPDATE ledger_entries SET date = $2::date WHERE id = $1`, [pick(op.row), dayOf(op.day)]);
        break;
      case 'delete':
        await db.query(`DELETE FROM ledger_entries WHERE id = $1`, [pick(op.row)]);
        break;
      case 'hide':
        await db.query(
          `INSERT INTO account_visibility (user_id, account_id, is_hidden) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, account_id) DO UPDATE SET is_hidden = EXCLUDED.is_hidden`,
          [userId, accounts[op.account].accountId, op.hidden],
        );
        break;
      case 'opening': {
        const [o] = await db.query(
          `INSERT INTO book_openings (user_id, account_source, account_ref, bank_account_id, set_date, set_amount, set_at)
           VALUES ($1, 'bank', $2, $2, $3::date, $4::numeric / 100, now())
           ON CONFLICT (user_id, account_source, account_ref) DO UPDATE SET set_date = EXCLUDED.set_date, set_amount = EXCLUDED.set_amount
           RETURNING id`,
          [userId, accounts[op.account].id, dayOf(op.day), op.cents],
        );
        await db.query(`SELECT books_post_opening($1)`, [o.id]);
        break;
      }
      case 'repost':
        await db.query(`SELECT books_post(ARRAY(SELECT id FROM ledger_entries WHERE user_id = $1))`, [userId]);
        break;
    }
    void ids;
  }

  it('after random postings, re-posts, deletions and openings: the journal is a full re-post, the month totals a scan, the balances a scan', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 1, maxLength: 25 }),
        fc.boolean(),
        fc.array(opArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 150 }),
        async (rows, registrant, ops, probe, start) => {
          const client = await clientWith(rows, registrant);
          await expectSameAsFullRepost(client.userId);
          await expectMonthsEqualScan(client.userId);
          for (const op of ops) {
            await apply(op, client);
            await expectSameAsFullRepost(client.userId);
            await expectMonthsEqualScan(client.userId);
          }
          const [asOf, yearStart] = [dayOf(Math.max(probe, start)), dayOf(Math.min(probe, start))];
          await expectTotalsEqualScan(client.userId, asOf, yearStart);
          await expectTotalsEqualScan(client.userId, dayOf(30), dayOf(0)); // January 31: a month end
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);

  it('a category changed, the tax split the same, updates the line in place: no line deleted or added, the entry unchanged', async () => {
    const client = await clientWith([{ account: 0, day: 3, cents: -12_345, category: 'Bank Fees' }], false);
    const [before] = await db.query(
      `SELECT l.id, l.account_id FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE e.user_id = $1 AND l.debit > 0`,
      [client.userId],
    );
    await db.query(`UPDATE ledger_entries SET category = 'Software' WHERE user_id = $1`, [client.userId]);
    const [after] = await db.query(
      `SELECT l.id, l.account_id FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE e.user_id = $1 AND l.debit > 0`,
      [client.userId],
    );
    expect(after.id).toBe(before.id);
    expect(after.account_id).not.toBe(before.account_id);
    await expectSameAsFullRepost(client.userId);
    await expectMonthsEqualScan(client.userId);
  });

  it("a build's write-back (many rows, few categories, a transfer's rows and rows that do not post among them, in one statement) moves each category line as a full re-post would", async () => {
    const client = await clientWith(
      [
        { account: 0, day: 3, cents: -12_345, category: null },
        { account: 0, day: 4, cents: -2_000, category: 'Bank Fees' },
        { account: 0, day: 5, cents: 50_000, category: null },
        { account: 0, day: 6, cents: -30_000, category: null },
        { account: 1, day: 7, cents: 30_000, category: null },
        { account: 1, day: 8, cents: -4_500, category: 'Meals' },
        { account: 1, day: 9, cents: 0, category: null },
        { account: 0, day: 10, cents: -800, category: 'Software' },
      ],
      false,
    );
    // rows 3 and 4 are a transfer between the client's two accounts (the full path posts them against transfers in transit)
    const [out, into] = [client.ids[3], client.ids[4]];
    await db.query(`UPDATE ledger_entries SET transfer_entry_id = CASE id WHEN $1::bigint THEN $2::bigint ELSE $1::bigint END WHERE id IN ($1, $2)`, [
      out,
      into,
    ]);
    await expectSameAsFullRepost(client.userId);
    const [software, meals] = [client.ids.filter((_, i) => i % 2 === 0), client.ids.filter((_, i) => i % 2 === 1)];
    await db.query(`UPDATE ledger_entries l SET category = u.c FROM unnest($1::bigint[], $2::text[]) AS u(i, c) WHERE l.id = u.i`, [
      [...software, ...meals],
      [...software.map(() => 'software'), ...meals.map(() => 'Meals')],
    ]);
    await expectSameAsFullRepost(client.userId);
    await expectMonthsEqualScan(client.userId);
    // and back to no category, the transfer decided not to be one: the pair's rows post to the category side again
    await db.query(`UPDATE ledger_entries SET transfer_decision = 'not_transfer' WHERE id IN ($1, $2)`, [out, into]);
    await db.query(`UPDATE ledger_entries SET category = CASE WHEN id % 3 = 0 THEN NULL ELSE 'Bank Fees' END WHERE user_id = $1`, [client.userId]);
    await expectSameAsFullRepost(client.userId);
    await expectMonthsEqualScan(client.userId);
  });

  it("rows with no entry yet (inserted, their lines from the INSERT's RETURNING) and rows with one (by difference), a registrant's and another client's, in one call: the journal a full re-post gives", async () => {
    const rows = [
      { account: 0, day: 3, cents: -12_345, category: 'Software' },
      { account: 0, day: 40, cents: 50_000, category: 'Sales Revenue' },
      { account: 1, day: 41, cents: -700, category: null },
      { account: 1, day: 42, cents: -9_900, category: 'Meals' },
      { account: 0, day: 43, cents: 0, category: 'Software' },
      { account: 0, day: 44, cents: -2_500, category: "Owner's drawings" },
    ];
    const registrant = await clientWith(rows, true);
    const other = await clientWith(rows, false);
    /** Each row's entry (date, lines) by ledger row, entry ids aside (a row whose entry was removed gets a new one). */
    const byRow = async (q: { query: DataSource['query'] }) =>
      (await Promise.all([registrant.userId, other.userId].map((userId) => journalOf(userId, q))))
        .flat()
        .map(({ ledger_entry_id, kind, date, lines }) => ({ ledger_entry_id, kind, date, lines }))
        .sort((a, b) => Number(a.ledger_entry_id) - Number(b.ledger_entry_id));
    const taxLines = (q: { query: DataSource['query'] }, userId: number) =>
      q.query(
        `SELECT count(*)::int AS n FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN book_accounts a ON a.id = l.account_id
          WHERE e.user_id = $1 AND a.source = 'system' AND a.ref IN (2, 3)`,
        [userId],
      );
    const before = await byRow(db);
    expect(before).toHaveLength(10); // the zero rows post nothing
    const runner = db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // every other row's entry removed (its lines with it): those rows take the insert-only path, the others the difference
      const removed = [...registrant.ids, ...other.ids].filter((_, i) => i % 2 === 0);
      const gone = await runner.query(`WITH d AS (DELETE FROM journal_entries WHERE ledger_entry_id = ANY ($1::bigint[]) RETURNING id) SELECT id FROM d`, [
        removed,
      ]);
      expect(gone).toHaveLength(4);
      await runner.query(`SELECT books_post($1::bigint[])`, [[...registrant.ids, ...other.ids]]);
      const after = await byRow(runner);
      expect(after).toEqual(before);
      const [{ n: registrantTax }] = await taxLines(runner, registrant.userId);
      const [{ n: otherTax }] = await taxLines(runner, other.userId);
      expect(registrantTax).toBeGreaterThan(0);
      expect(otherTax).toBe(0);
      // the re-posted rows' new entries are new ids, and every entry balances (the deferred check, now)
      const ids = (await runner.query(`SELECT id FROM journal_entries WHERE ledger_entry_id = ANY ($1::bigint[])`, [removed])).map((r: { id: string }) => r.id);
      expect(ids.filter((id: string) => gone.some((g: { id: string }) => g.id === id))).toEqual([]);
      await runner.query('SET CONSTRAINTS ALL IMMEDIATE');
      // a second call with nothing changed writes nothing
      const linesBefore = await runner.query(`SELECT count(*)::int AS n, max(id) AS m FROM journal_lines`);
      await runner.query(`SELECT books_post($1::bigint[])`, [[...registrant.ids, ...other.ids]]);
      expect(await runner.query(`SELECT count(*)::int AS n, max(id) AS m FROM journal_lines`)).toEqual(linesBefore);
      expect(await byRow(runner)).toEqual(after);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    await expectSameAsFullRepost(registrant.userId);
    await expectSameAsFullRepost(other.userId);
  });

  it("an account's kind changed (a linked chequing account retyped as a card) changes its chart account, not its lines", async () => {
    const client = await clientWith(
      [
        { account: 0, day: 3, cents: -12_345, category: 'Software' },
        { account: 0, day: 40, cents: 50_000, category: 'Sales Revenue' },
        { account: 0, day: 41, cents: -700, category: null },
      ],
      true,
    );
    const lines = async () =>
      db.query(
        `SELECT l.id, l.account_id, l.debit, l.credit FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE e.user_id = $1 ORDER BY l.id`,
        [client.userId],
      );
    const before = await lines();
    await db.query(`UPDATE bank_accounts SET type = 'credit', name = 'Renamed card' WHERE id = $1`, [client.accounts[0].id]);
    const [account] = await db.query(`SELECT type::text, name, gifi FROM book_accounts WHERE user_id = $1 AND source = 'bank' AND ref = $2`, [
      client.userId,
      client.accounts[0].id,
    ]);
    expect(account).toEqual({ type: 'liability', name: 'Renamed card', gifi: '2707' });
    expect(await lines()).toEqual(before);
    await expectSameAsFullRepost(client.userId);
    await expectMonthsEqualScan(client.userId);
  });

  it('still refuses an unbalanced line written by hand, and lets an update that moves only the account commit', async () => {
    const client = await clientWith([{ account: 0, day: 3, cents: 10_000, category: 'Sales Revenue' }], false);
    const [line] = await db.query(`SELECT l.id FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE e.user_id = $1 AND l.credit > 0`, [
      client.userId,
    ]);
    await expect(db.query(`UPDATE journal_lines SET credit = credit + 1 WHERE id = $1`, [line.id])).rejects.toMatchObject({
      constraint: 'journal_entry_balanced',
    });
    const [system] = await db.query(`SELECT id FROM book_accounts WHERE user_id = $1 AND source = 'system' AND ref = 1`, [client.userId]);
    await db.query(`UPDATE journal_lines SET account_id = $2 WHERE id = $1`, [line.id, system.id]);
    await expectMonthsEqualScan(client.userId);
  });
});
