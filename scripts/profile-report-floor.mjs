// node scripts/profile-report-floor.mjs — the PostgreSQL CPU of the writes a monthly report's build cannot do without
// since issues 26 and 27, each measured alone, against the read a pre-ledger build made (docs/decisions/report-speed.md,
// 2026-11-30 "the floor"). Seeds bench:reports' clients (FLOOR_CLIENTS, default 300; outbox drained), then, client after
// client on one connection, reads that connection's backend CPU (/proc) around:
// - read: the month's 300 bank rows, as the pre-ledger build read them (bank_transactions by client and date);
// - report lines (issue 26 §1): the build's 300 lines into report_lines by ReportLinesRepository.replace (the compiled
//   API's), in a transaction of their own;
// - categories into the books (issue 27 §1), every other client: the build's 300 categories written back by
//   LedgerRepository.setCategories (the API's, on this connection), which re-posts each row's journal entry in the same
//   transaction;
// - their bare minimum, the other clients: the two row writes a stored double-entry journal cannot avoid, with
//   triggers and foreign keys off (session_replication_role = replica): the same setCategories statement, then the
//   entries' category lines re-pointed to the categories' accounts by a plain UPDATE. No month balances, no balance
//   check, no posting rule: a lower bound for any implementation that stores the journal's lines.
// FLOOR_TRIGGERS=1: the category write-back's clients take turns with one of the ledger's and the journal's triggers
// disabled (or the posting itself), so each trigger's share shows as the difference from "all".
// The first FLOOR_WARMUP clients (default 30) are not counted. Figures are per report; `npm run bench:reports` on the
// same server gives the whole build's CPU per report, for the comparison. Run `npm run build -w libs/contracts &&
// npm run build -w api` first; DATABASE_URL names a server on this machine (the backend's CPU is read from /proc).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiDist, migratedDatabase } from './lib/bench-database.mjs';
import { cpuSeconds } from './lib/process-cpu.mjs';
import { REPO_ROOT } from './lib/services.mjs';

const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));
process.env.BENCH_CLIENTS = process.env.FLOOR_CLIENTS ?? '300';
const WARMUP = Number(process.env.FLOOR_WARMUP ?? 30);
const { seed, lastMonth } = await import('./bench-reports.mjs');
const { DEFAULT_CATEGORIES } = require('@ledgerleaf/contracts');
// The writes measured are the API's own (compiled): the build's report lines and category write-back.
const { ReportLinesRepository } = apiDist('modules/reports/report-lines.repository.js');
const { LedgerRepository } = apiDist('modules/ledger/ledger.repository.js');
// [label, table, trigger]: FLOOR_TRIGGERS's turns (null: every trigger on).
const TRIGGER_TURNS = process.env.FLOOR_TRIGGERS
  ? [
      ['all triggers', null, null],
      ['no posting (books_ledger_rows_updated off)', 'ledger_entries', 'books_ledger_rows_updated'],
      ['no month balances (book_account_months_lines_update off)', 'journal_lines', 'book_account_months_lines_update'],
      ['no balance check (journal_lines_touched_update off)', 'journal_lines', 'journal_lines_touched_update'],
      ['no month-close guard (ledger_month_close_updated off)', 'ledger_entries', 'ledger_month_close_updated'],
      ['no outbox (ledger_changes_updated off)', 'ledger_entries', 'ledger_changes_updated'],
    ]
  : [['all triggers', null, null]];

if (!process.env.DATABASE_URL) throw new Error('profile-report-floor reads the backend CPU from /proc: set DATABASE_URL to a server on this machine');
const database = await migratedDatabase('floor');
const target = lastMonth();
const from = `${target.year}-${String(target.month).padStart(2, '0')}-01`;
const to = new Date(Date.UTC(target.year, target.month, 0)).toISOString().slice(0, 10);
try {
  const ds = database.dataSource;
  const seeded = await seed(ds, target);
  await ds.query('DELETE FROM ledger_changes');
  await ds.query('VACUUM ANALYZE');
  console.log(`Seeded ${seeded.transactions.toLocaleString('en-CA')} bank rows (${process.env.BENCH_CLIENTS} clients × 300) in ${seeded.seconds.toFixed(1)} s`);

  const runner = ds.createQueryRunner();
  await runner.connect();
  const q = (sql, params) => runner.query(sql, params);
  const [{ pid }] = await q('SELECT pg_backend_pid() AS pid');
  // On the measured connection: the ledger's transaction (unflushedWrite) is this runner's (an EntityManager's).
  const reportLines = new ReportLinesRepository(ds);
  const ledger = new LedgerRepository(runner.manager);
  const keys = ['read', 'lines', ...TRIGGER_TURNS.map(([label]) => label), 'bareLedger', 'bareJournal'];
  const [spent, wall, counts] = [0, 1, 2].map(() => Object.fromEntries(keys.map((k) => [k, 0])));
  const measure = async (key, counted, work) => {
    const cpu = cpuSeconds(pid);
    const t = performance.now();
    const result = await work();
    if (counted) {
      counts[key] += 1;
      wall[key] += performance.now() - t;
      spent[key] += cpuSeconds(pid) - cpu;
    }
    return result;
  };
  const users = (await q('SELECT id FROM users ORDER BY id')).map((r) => r.id);
  const revenue = DEFAULT_CATEGORIES.REVENUE;
  const expense = DEFAULT_CATEGORIES.EXPENSE;
  for (const [i, userId] of users.entries()) {
    const counted = i >= WARMUP;
    const rows = await measure('read', counted, () =>
      q(
        `SELECT id, transaction_id, date, name, merchant_name, amount, account_name FROM bank_transactions
         WHERE user_id = $1 AND date BETWEEN $2 AND $3 AND NOT pending ORDER BY date, id`,
        [userId, from, to],
      ),
    );
    const entries = await q(
      `SELECT id, date::text AS date, name, merchant_name, account_name, amount::text AS amount
         FROM ledger_entries WHERE user_id = $1 ORDER BY date, id`,
      [userId],
    );
    const categories = entries.map((e, k) => (Number(e.amount) > 0 ? revenue[k % revenue.length] : expense[k % expense.length]));
    const written = entries.map((e, k) => ({ transactionId: Number(e.id), category: categories[k] }));
    const [report] = await q(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date, transaction_count, status, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 1) RETURNING id`,
      [`FLOOR-${userId}`, userId, target.year, target.month, from, to, rows.length],
    );
    const lines = entries.map((e, k) => ({
      index: k,
      transactionId: Number(e.id),
      date: e.date,
      name: e.name,
      merchantName: e.merchant_name,
      accountName: e.account_name,
      amount: e.amount,
      category: categories[k],
      type: Number(e.amount) > 0 ? 'REVENUE' : 'EXPENSE',
      confidence: 0.9,
      source: 'rules',
      origin: 'bank',
    }));
    // In a transaction of their own, as the build writes them with its report row.
    await measure('lines', counted, async () => {
      await runner.startTransaction();
      await reportLines.replace(runner.manager, { reportId: report.id, version: 1 }, lines);
      await runner.commitTransaction();
    });
    if (i % 2 === 0) {
      const [label, table, trigger] = TRIGGER_TURNS[(i / 2) % TRIGGER_TURNS.length];
      if (trigger) await q(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
      await measure(label, counted, () => ledger.setCategories(userId, written));
      if (trigger) await q(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    } else {
      // Each entry's line on the suspense account (the category side before the build) and the category's account.
      const moves = await q(
        `SELECT jl.id AS line, a.id AS account FROM unnest($2::int8[], $3::text[]) AS r(entry, category)
         JOIN journal_entries je ON je.ledger_entry_id = r.entry
         JOIN journal_lines jl ON jl.entry_id = je.id
         JOIN book_accounts s ON s.id = jl.account_id AND s.source = 'system' AND s.ref = 1
         JOIN user_categories c ON c.user_id = $1 AND c.category_name = r.category
         JOIN book_accounts a ON a.user_id = $1 AND a.source = 'category' AND a.ref = c.id`,
        [userId, entries.map((e) => e.id), categories],
      );
      // The same write-back statement (nested: a savepoint), with every trigger and foreign key off.
      await runner.startTransaction();
      await q('SET LOCAL session_replication_role = replica');
      await measure('bareLedger', counted, () => ledger.setCategories(userId, written));
      await measure('bareJournal', counted, () =>
        q('UPDATE journal_lines jl SET account_id = m.account FROM unnest($1::int8[], $2::int8[]) AS m(line, account) WHERE jl.id = m.line', [
          moves.map((m) => m.line),
          moves.map((m) => m.account),
        ]),
      );
      await runner.commitTransaction();
    }
  }
  await runner.release();
  const row = (label, key) =>
    console.log(
      `  ${label.padEnd(108)}${((spent[key] * 1000) / counts[key]).toFixed(1).padStart(6)} ms  (wall ${(wall[key] / counts[key]).toFixed(1)} ms, ${counts[key]} clients)`,
    );
  console.log(`\nPostgreSQL CPU per report (one backend, /proc), after ${WARMUP} clients of warm-up:`);
  row("read of the month's 300 bank rows (what a pre-ledger build read)", 'read');
  row('report lines, 300 rows (issue 26 §1)', 'lines');
  for (const [label] of TRIGGER_TURNS) row(`categories into the posted books, 300 rows (issue 27 §1), ${label}`, label);
  row("bare minimum: the ledger rows' category (the write-back's statement)", 'bareLedger');
  row("bare minimum: the journal's category lines re-pointed, a plain UPDATE", 'bareJournal');
} finally {
  await database.stop();
}
process.exit(0);
