// npm run bench:reports — monthly report generation at scale (issue 11). 1,000 active
// clients with 300 posted bank transactions each in last month; the real fan-out (the
// month's job on the Redis-backed reports queue, one job per client, ReportsProcessor and
// the report builder: engine, CSVs, PDF, FileStorage) runs first with ONE worker process
// (`node api/dist/worker.js`), then, after the reports and files are cleared, with TWO.
// It prints the wall time of each (from enqueueing the month to the last report row),
// reports/s, the CPU per report of the workers and of PostgreSQL, the ratio, and the load average.
// Goals: ≤ 60 s with two workers, and two workers taking ≤ 0.6× the time of one.
// Before each timed run the ledger's outbox is drained (untimed), and after it the categories
// the builds wrote into the books are cleared with the reports: each run finds the month as
// the monthly run does.
//
// `npm run bench:reports -- --baseline DIR [--rounds N]` runs DIR's bench (another checkout,
// installed and built: the commit before the ledger, say) and this one's, alternating, and
// prints both side by side (docs/decisions/report-speed.md).
//
// `BENCH_REPORTS_WITHOUT_POSTING=1` switches the books' posting of a build's categories off on the scratch
// database (the AFTER UPDATE trigger books_ledger_rows_updated, disabled after the seed): the journal's lines
// stay where the seed posted them. Not the product: a measure of what the rest of a build costs, the floor
// that no way of posting can go under (docs/decisions/report-speed.md, 2026-11-30, session of 15:04).
//
// Uses the machine's PostgreSQL when DATABASE_URL is set (a scratch database), else an
// embedded one; REDIS_URL's Redis (a queue prefix of its own) else a private redis-server.
// No OpenAI key is passed: the engine's offline steps categorize, as without a key.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedDatabase } from './lib/bench-database.mjs';
import { backendCpuSeconds, backendCpuSpent, cpuSeconds } from './lib/process-cpu.mjs';
import { buildIfChanged } from './lib/build.mjs';
import { REPO_ROOT, startLocalRedis, trackChild } from './lib/services.mjs';

// BENCH_CLIENTS is for a quick smoke run of the script; the goals are stated for 1,000.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const PER_CLIENT = 300;
const GOALS = { twoWorkersSeconds: 60, ratio: 0.6 };
const TIMEOUT_MS = 15 * 60_000;
const WORKER_APP_NAME = 'ledgerleaf-bench-worker';
const WITHOUT_POSTING = process.env.BENCH_REPORTS_WITHOUT_POSTING === '1';

const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));
const WORKER = join(REPO_ROOT, 'api', 'dist', 'worker.js');
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;

/** The month before now in the business time zone (Toronto), as the cron computes it. */
export function lastMonth() {
  const { BUSINESS_TIME_ZONE } = require('@ledgerleaf/contracts');
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

// [name, merchant, sign, min, max]: known merchants (knowledge rules), and a few the rules do not know (classifier).
const MERCHANTS = [
  ['SHOPIFY PAYOUT', 'Shopify', 1, 400, 4200],
  ['STRIPE TRANSFER', 'Stripe', 1, 200, 1900],
  ['INTERAC E-TRANSFER FROM NORTHSHORE DENTAL', '', 1, 900, 3500],
  ['SQUARE DEPOSIT', 'Square', 1, 100, 1300],
  ['TIM HORTONS', 'Tim Hortons', -1, 3, 25],
  ['STAPLES', 'Staples', -1, 15, 190],
  ['UBER *TRIP', 'Uber', -1, 12, 48],
  ['ROGERS WIRELESS', 'Rogers', -1, 98, 99],
  ['BELL CANADA INTERNET', 'Bell', -1, 89, 90],
  ['ADOBE *CREATIVE CLOUD', 'Adobe', -1, 104, 105],
  ['PETRO-CANADA', 'Petro-Canada', -1, 40, 110],
  ['CANADIAN TIRE', 'Canadian Tire', -1, 10, 250],
  ['COSTCO WHOLESALE', 'Costco', -1, 60, 400],
  ['AMAZON.CA', 'Amazon', -1, 12, 300],
  ['MONTHLY ACCOUNT FEE', '', -1, 4, 33],
  ['INTACT INSURANCE', 'Intact Insurance', -1, 189, 190],
  ['TORONTO HYDRO', 'Toronto Hydro', -1, 110, 165],
  ['META *ADS', 'Meta', -1, 50, 300],
  ['GOOGLE *ADS', 'Google Ads', -1, 75, 250],
  ['AIR CANADA', 'Air Canada', -1, 320, 680],
  ['LOBLAWS', 'Loblaws', -1, 22, 98],
  ['KIMS CONVENIENCE', '', -1, 4, 30],
  ['DEPANNEUR ST-DENIS', '', -1, 3, 25],
  ['NORTHERN PRINT SHOP', '', -1, 40, 600],
];

/** 1,000 clients (default categories, one bank login, two visible accounts) and 300 transactions each in `month`, by generate_series. */
export async function seed(db, { year, month }) {
  const { DEFAULT_CATEGORIES, SYSTEM_CATEGORIES, systemCategoryNameIn } = require('@ledgerleaf/contracts');
  const started = Date.now();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  await db.query(
    `INSERT INTO users (first_name, last_name, email, password_hash, phone, payment_plan, province)
     SELECT 'Bench', 'Client ' || i, 'bench-reports-' || i || '@bench.ledgerleaf.test', 'not-a-login', '+1 416 555 0100',
            (CASE WHEN i % 2 = 0 THEN 'MONTHLY' ELSE 'ANNUAL' END)::payment_plan,
            (ARRAY['ON', 'QC', 'BC', 'AB', 'NS'])[1 + i % 5]::province_code
     FROM generate_series(1, $1::int) AS i`,
    [CLIENTS],
  );
  const categories = [...DEFAULT_CATEGORIES.REVENUE.map((n) => ['REVENUE', n]), ...DEFAULT_CATEGORIES.EXPENSE.map((n) => ['EXPENSE', n])];
  await db.query(
    `INSERT INTO user_categories (user_id, type, category_name)
     SELECT u.id, c.type::category_type, c.name FROM users u CROSS JOIN unnest($1::text[], $2::text[]) AS c(type, name)`,
    [categories.map((c) => c[0]), categories.map((c) => c[1])],
  );
  // ... and the system categories that CategoriesService.listForUser adds at a client's first read of its categories
  // (named in the users' default language): a client with a month behind it has them, and both timed runs then do the
  // same work (docs/decisions/report-speed.md, 2026-11-30).
  await db.query(
    `INSERT INTO user_categories (user_id, type, category_name, system_key)
     SELECT u.id, 'BALANCE_SHEET', s.name, s.key FROM users u CROSS JOIN unnest($1::text[], $2::text[]) AS s(key, name)`,
    [SYSTEM_CATEGORIES.map((c) => c.key), SYSTEM_CATEGORIES.map((c) => systemCategoryNameIn(c.key))],
  );
  await db.query(
    `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name)
     SELECT id, 'bench-item-' || id, 'v1.bench', 'ins_38', 'TD Canada Trust' FROM users`,
  );
  await db.query(
    `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype)
     SELECT i.id, 'bench-acct-' || i.id || '-' || a.n, a.name, a.mask, a.type, a.subtype
     FROM bank_items i CROSS JOIN (VALUES (1, 'Business Chequing', '1001', 'depository', 'checking'), (2, 'Business Visa', '2002', 'credit', 'credit card')) AS a(n, name, mask, type, subtype)`,
  );
  await db.query(
    `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category, category_id, payment_channel)
     SELECT i.user_id, a.id, a.name, 'bench-tx-' || a.id || '-' || g,
            m.sign * round((m.lo + random() * (m.hi - m.lo))::numeric, 2),
            $1::date + ((g * 7 + i.user_id) % $2::int),
            m.name || CASE WHEN m.sign < 0 AND g % 3 = 0 THEN ' #' || (g % 97) ELSE '' END,
            NULLIF(m.merchant, ''), false, ARRAY['Shops'], '19000000', 'other'
     FROM bank_accounts a
     JOIN bank_items i ON i.id = a.bank_item_id
     CROSS JOIN generate_series(1, $3::int) AS g
     CROSS JOIN LATERAL (SELECT 1 + (g * 13 + i.user_id + a.id) % $9::int AS k) AS pick
     CROSS JOIN LATERAL (SELECT ($4::text[])[k] AS name, ($5::text[])[k] AS merchant, ($6::int[])[k] AS sign, ($7::numeric[])[k] AS lo, ($8::numeric[])[k] AS hi FROM (SELECT pick.k) AS x) AS m`,
    [first, days, PER_CLIENT / 2, ...[0, 1, 2, 3, 4].map((k) => MERCHANTS.map((m) => m[k])), MERCHANTS.length],
  );
  await db.query('VACUUM ANALYZE');
  const [{ n }] = await db.query('SELECT count(*)::int AS n FROM bank_transactions');
  return { seconds: (Date.now() - started) / 1000, transactions: n };
}

function startWorker(env, label) {
  // BENCH_WORKER_ARGS: Node options for the workers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for where their CPU goes.
  const nodeArgs = (process.env.BENCH_WORKER_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = trackChild(spawn(process.execPath, [...nodeArgs, WORKER], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  const errors = [];
  const ready = new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.includes('Ledgerleaf worker started')) resolve();
      buffer = buffer.slice(-200);
    });
    child.stderr.on('data', (chunk) => errors.push(String(chunk)));
    child.once('exit', (code) => reject(new Error(`worker ${label} exited with code ${code} while starting: ${errors.join('').slice(-2000)}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { child, ready, stop, errors };
}

function countFiles(dir) {
  let n = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    // A rebuild still finishing (a job Bull found stalled on a loaded machine and ran again) removes the files it replaced.
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat) n += stat.isDirectory() ? countFiles(path) : 1;
  }
  return n;
}

/** The files once no build is still replacing them (a few tries, 2 s apart). */
async function settledFileCount(dir, expected) {
  let files = countFiles(dir);
  for (let i = 0; i < 15 && files !== expected; i++) {
    await new Promise((r) => setTimeout(r, 2000));
    files = countFiles(dir);
  }
  return files;
}

/**
 * Waits, untimed, until the ledger's outbox is drained: the seed's bank rows recorded their
 * (client, month) in ledger_changes, as a bank sync does, and the workers' reconciler drains
 * them at start. The monthly run finds books that settled days before; timed together, each
 * drain would also ask for the rebuild of a report the run had just built. Returns the seconds waited.
 */
async function settleBooks(db, procs) {
  const started = performance.now();
  for (;;) {
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM ledger_changes');
    if (n === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > TIMEOUT_MS) throw new Error(`the ledger's outbox still had ${n} row(s) after ${TIMEOUT_MS / 60_000} minutes`);
    for (const p of procs) if (p.child.exitCode !== null) throw new Error(`a worker exited (code ${p.child.exitCode}): ${p.errors.join('').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The month's reports generated with `workers` worker processes; returns the wall time and CPU. */
async function generate(db, { redisUrl, databaseUrl }, workers, target) {
  const Queue = require('bull');
  const prefix = `bench-reports-${workers}w-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), `ledgerleaf-bench-reports-${workers}w-`));
  const env = { ...process.env };
  for (const key of ['OPENAI_API_KEY', 'S3_BUCKET', 'SMTP_URL', 'PORT']) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    ENCRYPTION_KEY: 'ab'.repeat(32),
    // A throw-away production stack with no SMTP server: the outbox is the explicit opt-in.
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
    // Their connections name themselves (node-postgres reads PGAPPNAME): PostgreSQL's CPU is that of these backends.
    PGAPPNAME: WORKER_APP_NAME,
  });
  const procs = Array.from({ length: workers }, (_, i) => startWorker(env, i + 1));
  const queue = new Queue('reports', { redis: redisUrl, prefix });
  try {
    await Promise.all(procs.map((p) => p.ready));
    const settled = await settleBooks(db, procs);
    const cpuBefore = procs.map((p) => cpuSeconds(p.child.pid) ?? 0);
    // PostgreSQL's share: CPU of the server processes serving the workers (readable in /proc when the server is on this machine).
    // Every backend of the workers' connections, those opened before the timed run (the outbox's drain, the start) too:
    // excluding every backend present at the start, as before, left out the pool the workers had already opened.
    const backendCpu = () => backendCpuSeconds((sql, params) => db.query(sql, params), WORKER_APP_NAME);
    const pgBefore = await backendCpu();
    const loadBefore = load();
    const started = performance.now();
    const mm = String(target.month).padStart(2, '0');
    await queue.add('generate-month-reports', target, { jobId: `reports:${target.year}-${mm}`, attempts: 3 });
    let done = 0;
    for (;;) {
      [{ n: done }] = await db.query('SELECT count(*)::int AS n FROM monthly_reports WHERE year = $1 AND month = $2', [target.year, target.month]);
      if (done >= CLIENTS) break;
      const failed = await queue.getFailedCount();
      if (failed) throw new Error(`${failed} job(s) failed: ${(await queue.getFailed(0, 0))[0]?.failedReason}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`only ${done} of ${CLIENTS} reports after ${TIMEOUT_MS / 60_000} minutes`);
      for (const p of procs) if (p.child.exitCode !== null) throw new Error(`a worker exited (code ${p.child.exitCode}): ${p.errors.join('').slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = procs.reduce((sum, p, i) => sum + (cpuSeconds(p.child.pid) ?? 0) - cpuBefore[i], 0);
    const pgAfter = await backendCpu();
    const pgCpu = backendCpuSpent(pgBefore, pgAfter);
    const loadAfter = load();

    // What was made is what a client gets: 300 rows each (less a transfer between their two accounts, which a report leaves out),
    // three files each (once a build run again has finished).
    let check;
    let files;
    for (let i = 0; i < 15; i++) {
      [check] = await db.query(
        `SELECT count(*)::int AS reports, count(*) FILTER (WHERE transaction_count = $3 - (SELECT count(*) FROM ledger_entries l WHERE l.user_id = r.user_id AND l.transfer_entry_id IS NOT NULL) AND status = 'pending' AND pdf_url IS NOT NULL)::int AS complete
         FROM monthly_reports r WHERE year = $1 AND month = $2`,
        [target.year, target.month, PER_CLIENT],
      );
      files = await settledFileCount(join(dataDir, 'uploads'), CLIENTS * 3);
      if (check.complete === CLIENTS && files === CLIENTS * 3) break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    if (check.complete !== CLIENTS || files !== CLIENTS * 3)
      throw new Error(`expected ${CLIENTS} complete reports and ${CLIENTS * 3} files, found ${check.complete} and ${files}`);
    return { seconds, cpu, pgCpu, loadBefore, loadAfter, settled };
  } finally {
    await Promise.all(procs.map((p) => p.stop()));
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    // Cleared for the next run: the rows, their files and the categories the builds wrote
    // into the books, so that each run finds the month as the monthly run does (new rows,
    // no category yet: every build writes its 300 categories).
    await db.query('DELETE FROM monthly_reports');
    await db.query('UPDATE ledger_entries SET category = NULL WHERE category IS NOT NULL');
    await db.query('VACUUM ANALYZE ledger_entries');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A run's figures as either version of this script prints them ("2 worker processes: 1000 reports in 21.1 s … workers 12 ms, PostgreSQL 6 ms"). */
function parseRuns(output) {
  const runs = new Map();
  for (const m of output.matchAll(/^(\d) worker process(?:es)?: \d+ reports in ([\d.]+) s .*?workers ([\d.]+) ms, PostgreSQL ([\d.]+|n\/a)/gm)) {
    runs.set(Number(m[1]), { seconds: Number(m[2]), worker: Number(m[3]), pg: Number(m[4]) || null });
  }
  return runs;
}

/** One whole bench (seed, one worker, two workers) of the checkout at `dir`, in its own process; its output is passed through. */
function benchOf(dir, label) {
  return new Promise((resolve, reject) => {
    console.log(`\n=== ${label}: ${dir} ===`);
    const child = trackChild(
      spawn(process.execPath, [join(dir, 'scripts', 'bench-reports.mjs')], { cwd: dir, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] }),
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.once('exit', () => {
      const runs = parseRuns(output);
      if (runs.size === 2) resolve(runs);
      else reject(new Error(`the bench of ${dir} printed no figures (see above)`));
    });
  });
}

/**
 * `--baseline DIR [--rounds N]`: this checkout's bench and DIR's (another checkout of the
 * project, built and installed, e.g. a worktree of the commit before the ledger), one after
 * the other, N rounds (default 2) alternating baseline first; each in its own process with
 * its own scratch database and queue prefix. Prints both side by side, per round and the
 * median: the wall time on a shared machine moves with the others' load, the CPU per report much less.
 */
async function compare(baseline, rounds) {
  const results = { baseline: [], current: [] };
  for (let round = 1; round <= rounds; round++) {
    results.baseline.push(await benchOf(baseline, `round ${round}/${rounds}, baseline`));
    results.current.push(await benchOf(REPO_ROOT, `round ${round}/${rounds}, this checkout`));
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const cell = (run) =>
    `${run.seconds.toFixed(1).padStart(5)} s  ${run.worker.toFixed(1).padStart(4)} + ${run.pg === null ? ' n/a' : run.pg.toFixed(1).padStart(4)} ms`;
  console.log(`\nSide by side (wall time; CPU per report: workers + PostgreSQL). Baseline: ${baseline}\n`);
  console.log(`${'run'.padEnd(22)}${'baseline'.padEnd(24)}${'this checkout'.padEnd(24)}ratio (wall, CPU)`);
  const rows = [];
  for (const workers of [1, 2]) {
    for (let round = 0; round < rounds; round++)
      rows.push([`round ${round + 1}, ${workers} worker${workers > 1 ? 's' : ''}`, results.baseline[round].get(workers), results.current[round].get(workers)]);
    const med = (side, key) => median(results[side].map((r) => r.get(workers)[key] ?? 0));
    const summary = (side) => ({ seconds: med(side, 'seconds'), worker: med(side, 'worker'), pg: med(side, 'pg') });
    rows.push([`median, ${workers} worker${workers > 1 ? 's' : ''}`, summary('baseline'), summary('current')]);
  }
  for (const [label, base, current] of rows) {
    const cpu = (run) => run.worker + (run.pg ?? 0);
    console.log(
      `${label.padEnd(22)}${cell(base).padEnd(24)}${cell(current).padEnd(24)}${(current.seconds / base.seconds).toFixed(2)}×, ${(cpu(current) / cpu(base)).toFixed(2)}×`,
    );
  }
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  if (flag('--baseline')) return compare(resolvePath(flag('--baseline')), Number(flag('--rounds') ?? 2));
  buildIfChanged('contracts');
  buildIfChanged('api');
  const target = lastMonth();
  console.log(`Preparing a scratch database (${process.env.DATABASE_URL ? "DATABASE_URL's server" : 'embedded PostgreSQL'}) and Redis...`);
  const database = await migratedDatabase('reports');
  let redis = null;
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    redis = await startLocalRedis({ dir: join(REPO_ROOT, '.tmp', `redis-bench-reports-${process.pid}`) });
    if (!redis) throw new Error('bench:reports needs Redis (the queue is Bull on Redis): set REDIS_URL or install redis-server');
    redisUrl = redis.url;
  }
  const db = database.dataSource;
  try {
    const seeded = await seed(db, target);
    // A worker catches up at its start a month whose fan-out has no record: the bench times its own fan-out.
    await db.query(`INSERT INTO scheduled_runs (task, period) VALUES ('monthly-reports', $1) ON CONFLICT DO NOTHING`, [
      `reports:${target.year}-${String(target.month).padStart(2, '0')}`,
    ]);
    console.log(
      `Seeded ${CLIENTS.toLocaleString('en-CA')} clients × ${PER_CLIENT} transactions (${seeded.transactions.toLocaleString('en-CA')} rows, generate_series) in ${seeded.seconds.toFixed(1)} s`,
    );
    if (WITHOUT_POSTING) {
      await db.query('ALTER TABLE ledger_entries DISABLE TRIGGER books_ledger_rows_updated');
      console.log("BENCH_REPORTS_WITHOUT_POSTING=1: the builds' categories are not posted to the journal (a measure, not the product)");
    }
    console.log(
      `Generating the ${target.year}-${String(target.month).padStart(2, '0')} reports through the reports queue (fan-out job → one job per client)\n`,
    );

    const runs = [];
    for (const workers of [1, 2]) {
      const run = await generate(db, { redisUrl, databaseUrl: database.url }, workers, target);
      runs.push(run);
      console.log(
        `${workers} worker process${workers > 1 ? 'es' : ''}: ${CLIENTS} reports in ${run.seconds.toFixed(1)} s = ${(CLIENTS / run.seconds).toFixed(1)} reports/s; ` +
          `CPU per report: workers ${((run.cpu * 1000) / CLIENTS).toFixed(1)} ms, PostgreSQL ${run.pgCpu ? `${((run.pgCpu * 1000) / CLIENTS).toFixed(1)} ms` : 'n/a (not on this machine)'}; ` +
          `${run.loadBefore} before, ${run.loadAfter.replace('load average ', '')} after` +
          (run.settled >= 0.5 ? ` (the ledger's outbox drained first, untimed: ${run.settled.toFixed(1)} s)` : ''),
      );
    }
    const [one, two] = runs;
    const ratio = two.seconds / one.seconds;
    console.log(`\nTwo workers / one worker: ${ratio.toFixed(2)}×; ${load()}`);
    const verdicts = [
      [`two workers ≤ ${GOALS.twoWorkersSeconds} s (${two.seconds.toFixed(1)} s)`, two.seconds <= GOALS.twoWorkersSeconds],
      [`two workers ≤ ${GOALS.ratio}× one worker (${ratio.toFixed(2)}×)`, ratio <= GOALS.ratio],
    ];
    console.log('');
    for (const [label, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
    process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await database.stop();
    if (redis) await redis.stop();
  }
}

// Imported (scripts/profile-report-builder.mjs), it only lends its seed.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
