// node scripts/profile-journal-floor.mjs — what posting a 100,000-row CSV account's journal costs, split into its parts,
// against the same rows' COPY (issue 27 "Speed": "the time to re-post the journal for a 100,000-row CSV account added to
// the books, against the same rows' COPY (goal ≤ 3×)"; docs/decisions/books-completion.md, 2026-11-30).
// On a scratch database of DATABASE_URL's server (every migration applied), one client:
// - COPY of the rows into csv_transactions, as bench:books times it (node-postgres and pg-copy-streams);
// - the rows into ledger_entries, untimed, with triggers off (nothing posted yet);
// then, on one connection, each in a transaction of its own and the journal emptied again after it (untimed):
// - books_post: the API's posting (chart, posting rule, entries, lines, month balances, the balance check at commit);
// - the same entries and lines by a plain INSERT … SELECT, three ways: with every trigger and foreign key (no posting
//   rule, no chart step); with the foreign keys only (the journal's own triggers disabled); with neither
//   (session_replication_role = replica: a lower bound for any journal stored as rows).
// FLOOR_ROWS (100,000) rows, FLOOR_ROUNDS (2) rounds. Needs a superuser (replica role, DISABLE TRIGGER), as the machine's
// PostgreSQL gives; run `npm run build -w libs/contracts && npm run build -w api` first. Figures only.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { insertClient, migratedDatabase } from './lib/bench-database.mjs';
import { benchCsvAmount, copyCsvTransactions, csvTransactionLine } from './lib/csv-copy.mjs';
import { REPO_ROOT } from './lib/services.mjs';

const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));
const pg = require(resolve(REPO_ROOT, 'node_modules', 'pg'));

const ROWS = Number(process.env.FLOOR_ROWS ?? 100_000);
const ROUNDS = Number(process.env.FLOOR_ROUNDS ?? 2);
if (!process.env.DATABASE_URL) throw new Error('profile-journal-floor needs DATABASE_URL (a server on which it may be superuser)');

const seconds = async (work) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

/** The account's entries and lines as books_post writes them for rows without tax: the account takes the amount, the other side the rest. */
const PLAIN_POSTING = `
  WITH e AS (
    INSERT INTO journal_entries (user_id, ledger_entry_id, date, memo, kind)
    SELECT l.user_id, l.id, l.date, left(l.name, 500), 'ledger' FROM ledger_entries l WHERE l.user_id = $1 AND l.source = 'csv' AND l.account_ref = $2 ORDER BY l.id
    RETURNING id, ledger_entry_id
  )
  INSERT INTO journal_lines (entry_id, account_id, debit, credit)
  SELECT e.id, v.account_id, greatest(v.value, 0), greatest(-v.value, 0)
  FROM e JOIN ledger_entries l ON l.id = e.ledger_entry_id
  CROSS JOIN LATERAL (VALUES (1, $3::int, l.amount), (2, $4::int, -l.amount)) AS v(ord, account_id, value)
  ORDER BY e.id, v.ord`;

const database = await migratedDatabase('journal_floor');
const client = new pg.Client({ connectionString: database.url });
try {
  const ds = database.dataSource;
  const userId = await insertClient(ds, 'journal-floor');
  const [upload] = await ds.query(
    `INSERT INTO csv_uploads (file_name, file_path, original_row_count, uploaded_by, status) VALUES ('floor.csv', 'none', $1, $2, 'completed') RETURNING id`,
    [ROWS, userId],
  );
  await client.connect();
  const lines = [];
  for (let i = 0; i < ROWS; i++) {
    const day = new Date(Date.now() - (i % 1095) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      csvTransactionLine({ uploadId: upload.id, rowIndex: i, date: day, name: `MERCHANT ${i % 991}`, amount: benchCsvAmount(i), category: 'Office Expenses' }),
    );
  }
  const copy = await seconds(() => copyCsvTransactions(client, lines));
  await client.query('SET session_replication_role = replica');
  await client.query(
    `INSERT INTO ledger_entries (user_id, source, csv_transaction_id, account_ref, account_name, date, name, amount)
     SELECT $1, 'csv', t.id, $2, 'Floor account', t.transaction_date, t.transaction_name, t.transaction_amount FROM csv_transactions t WHERE t.csv_upload_id = $2`,
    [userId, upload.id],
  );
  await client.query('SET session_replication_role = origin');
  await client.query('ANALYZE');
  const ids = `ARRAY(SELECT l.id FROM ledger_entries l WHERE l.user_id = $1 AND l.source = 'csv' AND l.account_ref = $2 ORDER BY l.id)`;
  const emptyJournal = () => client.query('DELETE FROM journal_entries WHERE user_id = $1', [userId]);
  const accountsOf = async () => {
    const { rows } = await client.query(
      `SELECT (SELECT jl.account_id FROM journal_lines jl JOIN journal_entries e ON e.id = jl.entry_id WHERE e.user_id = $1 AND jl.account_id IN (SELECT id FROM book_accounts WHERE user_id = $1 AND source = 'csv') LIMIT 1) AS own,
              (SELECT jl.account_id FROM journal_lines jl JOIN journal_entries e ON e.id = jl.entry_id WHERE e.user_id = $1 AND jl.account_id NOT IN (SELECT id FROM book_accounts WHERE user_id = $1 AND source = 'csv') LIMIT 1) AS other`,
      [userId],
    );
    return rows[0];
  };
  const inTransaction = (sql, params) =>
    seconds(async () => {
      await client.query('BEGIN');
      await client.query(sql, params);
      await client.query('COMMIT');
    });

  console.log(`${ROWS.toLocaleString('en-CA')} rows; COPY into csv_transactions ${copy.toFixed(2)} s\n`);
  console.log('round  books_post  plain+all  plain+FKs  bare   (s; × the COPY below)');
  for (let round = 1; round <= ROUNDS; round++) {
    const post = await inTransaction(`SELECT books_post(${ids})`, [userId, upload.id]);
    const { own, other } = await accountsOf();
    const [{ entries }] = (await client.query('SELECT count(*)::int AS entries FROM journal_entries WHERE user_id = $1', [userId])).rows;
    if (entries !== ROWS || !own || !other) throw new Error(`books_post wrote ${entries} entries (accounts ${own}, ${other})`);
    await emptyJournal();
    const all = await inTransaction(PLAIN_POSTING, [userId, upload.id, own, other]);
    await emptyJournal();
    await client.query('ALTER TABLE journal_entries DISABLE TRIGGER USER');
    await client.query('ALTER TABLE journal_lines DISABLE TRIGGER USER');
    const fks = await inTransaction(PLAIN_POSTING, [userId, upload.id, own, other]);
    await emptyJournal();
    await client.query('ALTER TABLE journal_entries ENABLE TRIGGER USER');
    await client.query('ALTER TABLE journal_lines ENABLE TRIGGER USER');
    await client.query('SET session_replication_role = replica');
    const bare = await inTransaction(PLAIN_POSTING, [userId, upload.id, own, other]);
    await client.query('DELETE FROM journal_lines WHERE entry_id IN (SELECT id FROM journal_entries WHERE user_id = $1)', [userId]);
    await emptyJournal();
    await client.query('SET session_replication_role = origin');
    // the month balances the plain posting left when its lines were deleted with their triggers off: recomputed from nothing
    await client.query('DELETE FROM book_account_months WHERE user_id = $1', [userId]);
    const cells = [post, all, fks, bare].map((s) => `${s.toFixed(2)} (${(s / copy).toFixed(1)}×)`.padStart(11));
    console.log(`${String(round).padEnd(6)} ${cells.join(' ')}`);
  }
} finally {
  await client.end().catch(() => undefined);
  await database.stop();
}
