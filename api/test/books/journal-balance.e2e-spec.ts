import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import { createTestApp, createUser } from '../helpers/test-app';

/**
 * The journal's balance rule, checked at COMMIT by the deferred constraint triggers, whoever
 * writes (migration 1796000000000 made the check cheaper; these are the cases its rewrite
 * handles apart: a line removed, a line moved to another entry, an entry deleted with its lines).
 */
describe('the journal: an entry commits only balanced, with two lines or more', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let userId: number;
  let accountId: number;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    userId = (await createUser(app)).user.id;
    [{ id: accountId }] = await db.query(
      `INSERT INTO book_accounts (user_id, type, name, source, ref) VALUES ($1, 'equity', 'Opening balance equity', 'system', 4) RETURNING id`,
      [userId],
    );
  });
  afterAll(() => app.close());

  /** A balanced entry of two lines (debit and credit of `amount`), committed; its id and its lines' ids. */
  async function balancedEntry(amount: string): Promise<{ entry: string; lines: string[] }> {
    return db.transaction(async (em) => {
      const [{ id: entry }] = await em.query(
        `INSERT INTO journal_entries (user_id, date, memo, kind) VALUES ($1, '2026-09-01', 'by hand', 'opening') RETURNING id::text AS id`,
        [userId],
      );
      const lines = await em.query(
        `INSERT INTO journal_lines (entry_id, account_id, debit, credit) VALUES ($1, $2, $3, 0), ($1, $2, 0, $3) RETURNING id::text AS id`,
        [entry, accountId, amount],
      );
      return { entry, lines: lines.map((l: { id: string }) => l.id) };
    });
  }

  /** Runs `work` in a transaction and returns the COMMIT's error (null when it committed). */
  async function commitError(work: (runner: QueryRunner) => Promise<void>): Promise<Error | null> {
    const runner = db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await work(runner);
      await runner.commitTransaction();
      return null;
    } catch (error) {
      return error as Error;
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  }

  const linesOf = async (entry: string) => (await db.query(`SELECT count(*)::int AS n FROM journal_lines WHERE entry_id = $1`, [entry]))[0].n;

  it('refuses to commit an entry left with one line when the other is deleted, and keeps both', async () => {
    const { entry, lines } = await balancedEntry('10.00');
    const error = await commitError((runner) => runner.query(`DELETE FROM journal_lines WHERE id = $1`, [lines[0]]));
    expect(error?.message).toBe(`journal entry ${entry} does not balance: 1 line(s), debits 0.00, credits 10.00`);
    expect(await linesOf(entry)).toBe(2);
  });

  it('refuses to commit an entry whose lines all moved to another one, naming the entry left empty', async () => {
    const from = await balancedEntry('7.00');
    const to = await balancedEntry('3.00');
    const error = await commitError((runner) => runner.query(`UPDATE journal_lines SET entry_id = $1 WHERE entry_id = $2`, [to.entry, from.entry]));
    expect(error?.message).toBe(`journal entry ${from.entry} does not balance: 0 line(s), debits 0, credits 0`);
    expect([await linesOf(from.entry), await linesOf(to.entry)]).toEqual([2, 2]);
  });

  it('refuses an unbalanced change of an amount, and commits a balanced one', async () => {
    const { entry, lines } = await balancedEntry('5.00');
    const error = await commitError((runner) => runner.query(`UPDATE journal_lines SET debit = 6 WHERE id = $1`, [lines[0]]));
    expect(error?.message).toBe(`journal entry ${entry} does not balance: 2 line(s), debits 6.00, credits 5.00`);
    expect(
      await commitError(async (runner) => {
        await runner.query(`UPDATE journal_lines SET debit = 6 WHERE id = $1`, [lines[0]]);
        await runner.query(`UPDATE journal_lines SET credit = 6 WHERE id = $1`, [lines[1]]);
      }),
    ).toBeNull();
    const [sums] = await db.query(`SELECT sum(debit)::text AS debit, sum(credit)::text AS credit FROM journal_lines WHERE entry_id = $1`, [entry]);
    expect(sums).toEqual({ debit: '6.00', credit: '6.00' });
  });

  it('commits an entry deleted with its lines, and an entry written without lines is refused', async () => {
    const { entry } = await balancedEntry('4.00');
    expect(await commitError((runner) => runner.query(`DELETE FROM journal_entries WHERE id = $1`, [entry]))).toBeNull();
    expect(await linesOf(entry)).toBe(0);
    const error = await commitError((runner) =>
      runner.query(`INSERT INTO journal_entries (user_id, date, memo, kind) VALUES ($1, '2026-09-02', 'no lines', 'opening')`, [userId]),
    );
    expect(error?.message).toMatch(/^journal entry \d+ does not balance: 0 line\(s\), debits 0, credits 0$/);
    expect(await db.query(`SELECT 1 FROM journal_entries WHERE user_id = $1 AND memo = 'no lines'`, [userId])).toHaveLength(0);
  });
});
