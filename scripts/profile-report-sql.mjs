// node scripts/profile-report-sql.mjs — where a monthly report's PostgreSQL time goes, statement by
// statement. Seeds bench:reports' clients (PROFILE_CLIENTS, default 40) on a scratch database of
// DATABASE_URL's server (a superuser: auto_explain is loaded per session), builds their reports in
// this process as a worker's job does (ReportsProcessor: the build's bookkeeping, then the builder),
// the first 10 as warm-up, and has auto_explain log every statement of the others, nested ones
// (the triggers' and posting functions') included, to the server's log. Then reads that log
// (PROFILE_LOG, default /var/log/postgresql/postgresql-15-main.log: needs to be readable) and prints
// the statements by total time. The times are wall times of the backend, close to its CPU when the
// data is in memory; a trigger's statements are counted inside the statement that fired them too.
// Run `npm run build -w libs/contracts && npm run build -w api` first.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDist, migratedDatabase } from './lib/bench-database.mjs';
import { backendCpuSeconds, backendCpuSpent } from './lib/process-cpu.mjs';
import { reportAppContext } from './lib/report-app-context.mjs';
import { REPO_ROOT } from './lib/services.mjs';

const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));
const LOG = process.env.PROFILE_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
process.env.BENCH_CLIENTS = process.env.PROFILE_CLIENTS ?? '40';
const WARMUP = 10;
const { seed, lastMonth } = await import('./bench-reports.mjs');

const database = await migratedDatabase('profile_sql');
const dataDir = mkdtempSync(join(tmpdir(), 'ledgerleaf-profile-sql-'));
const target = lastMonth();
const dbName = new URL(database.url).pathname.slice(1);
let app;
try {
  await seed(database.dataSource, target);
  // The bench's books are settled before the run (its outbox drained): so here.
  await database.dataSource.query('DELETE FROM ledger_changes');
  // Every statement of the next builds, nested ones too, to the server log (the app's sessions, opened next).
  const s = `ALTER DATABASE "${dbName}" SET`;
  // PROFILE_AB=name: no plan logging; the builds alternate, 5 at a time, between the database function `name` as
  // migrated and as PROFILE_AB_OLD (a module exporting its former CREATE statement, e.g.
  // api/dist/database/migrations/1796140000000-CategoryOnlyPosting.js#BOOKS_POST_CATEGORIES), and the CPU per build of
  // each is printed: two versions measured under the same load.
  const ab = process.env.PROFILE_AB;
  // PROFILE_STATS=1: instead of plans, the server's resource usage of each phase (parse, analysis, rewrite, planning,
  // execution: log_*_stats), summed per phase: how much of a build's PostgreSQL CPU is planning its statements again.
  const stats = Boolean(process.env.PROFILE_STATS);
  // PROFILE_SET="name = value; …": settings of the app's sessions to try (e.g. plan_cache_mode = force_generic_plan).
  for (const setting of (process.env.PROFILE_SET ?? '').split(';').filter((x) => x.trim())) await database.dataSource.query(`${s} ${setting}`);
  for (const q of ab
    ? []
    : stats
      ? [`${s} log_parser_stats = on`, `${s} log_planner_stats = on`, `${s} log_executor_stats = on`]
      : [
          `${s} session_preload_libraries = 'auto_explain'`,
          `${s} auto_explain.log_min_duration = 0`,
          `${s} auto_explain.log_nested_statements = on`,
          // PROFILE_ANALYZE=1: actual times and rows of each plan node, and the triggers' times (the timing itself costs)
          `${s} auto_explain.log_analyze = ${process.env.PROFILE_ANALYZE ? 'on' : 'off'}`,
          `${s} auto_explain.log_triggers = ${process.env.PROFILE_ANALYZE ? 'on' : 'off'}`,
          `${s} auto_explain.log_format = json`,
        ])
    await database.dataSource.query(q);
  const { ReportBuilderService } = apiDist('modules/reports/report-builder.service.js');
  const { ReportBuildsService } = apiDist('modules/reports/report-builds.service.js');
  app = await reportAppContext({ databaseUrl: database.url, dataDir });
  const builder = app.get(ReportBuilderService);
  const builds = app.get(ReportBuildsService);
  // PROFILE_BUILDS: build only the first clients' reports (a database of bench:reports' size, a few builds)
  const ids = (await database.dataSource.query('SELECT id FROM users ORDER BY id')).map((r) => r.id).slice(0, Number(process.env.PROFILE_BUILDS ?? Infinity));
  // As ReportsProcessor.generate runs a job (the fan-out's request first).
  const job = async (userId) => {
    const j = { userId, ...target };
    const requestedAt = await builds.requestedAt(j);
    await builds.removeLeftoverFiles(j);
    await builder.build(userId, target, { skipApproved: true, onFilesStored: (keys) => builds.filesStored(j, keys) });
    await builds.finished(j, requestedAt);
  };
  const repo = app.get(apiDist('modules/reports/report-builds.repository.js').ReportBuildsRepository);
  await repo.requestMissing(ids, target);
  // as the bench before its timed run: the books settled, their statistics fresh
  await database.dataSource.query('VACUUM ANALYZE');
  for (const id of ids.slice(0, WARMUP)) await job(id);
  // The app's backends' CPU (this database's, but the asking connection's), by backend; spent between two readings, in ms.
  const backendCpu = () => backendCpuSeconds((sql, params) => database.dataSource.query(sql, params));
  const spentMs = async (before) => backendCpuSpent(before, await backendCpu()) * 1000;

  if (ab) {
    const [mod, name] = process.env.PROFILE_AB_OLD.split('#');
    const old = require(join(REPO_ROOT, mod))[name].replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');
    const [{ def }] = await database.dataSource.query(`SELECT pg_get_functiondef($1::regproc) AS def`, [ab]);
    const versions = { new: def, old };
    const cpu = { new: [], old: [] };
    const rest = ids.slice(WARMUP);
    for (let i = 0; i + 5 <= rest.length; i += 5) {
      const which = (i / 5) % 2 ? 'old' : 'new';
      await database.dataSource.query(versions[which]);
      // each session plans the function again on its next call: one build per session, untimed
      for (const id of rest.slice(i, i + 1)) await job(id);
      const before = await backendCpu();
      const w = process.cpuUsage();
      for (const id of rest.slice(i + 1, i + 5)) await job(id);
      const u = process.cpuUsage(w);
      cpu[which].push([(await spentMs(before)) / 4, (u.user + u.system) / 1000 / 4]);
    }
    const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    for (const which of ['new', 'old'])
      console.log(
        `${which}: PostgreSQL CPU per build, batches of 4: ${cpu[which].map((c) => c[0].toFixed(1)).join(' ')} (median ${median(cpu[which].map((c) => c[0])).toFixed(1)} ms); this process median ${median(cpu[which].map((c) => c[1])).toFixed(1)} ms`,
      );
    process.exitCode = 0;
  } else {
    const started = performance.now();
    // Warm the new sessions' plans first (plpgsql plans each function's statements once per session).
    for (const id of ids.slice(WARMUP, WARMUP + 5)) await job(id);
    const measuredFrom = statSync(LOG).size;
    const cpuBefore = await backendCpu();
    const workerBefore = process.cpuUsage();
    for (const id of ids.slice(WARMUP + 5)) await job(id);
    const n = ids.length - WARMUP - 5;
    const worker = process.cpuUsage(workerBefore);
    const pgCpu = await spentMs(cpuBefore);
    console.log(
      `${n} builds measured in ${((performance.now() - started) / 1000).toFixed(1)} s (with logging); CPU per build: this process ${((worker.user + worker.system) / 1000 / n).toFixed(1)} ms, PostgreSQL ${(pgCpu / n).toFixed(1)} ms (its logging included)`,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const text = readFileSync(LOG).subarray(measuredFrom).toString('utf8');
    if (stats) printPhaseStats(text, n, dbName);
    else {
      // Entries: "<ts> UTC [pid] postgres@db LOG:  duration: X ms  plan:\n\t{ \"Query Text\": \"...\", \"Plan\": … }" (JSON: the text on one line).
      const entries = text.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ UTC \[)/);
      const byQuery = new Map();
      for (const e of entries) {
        if (!e.includes(`@${dbName} `)) continue;
        const m = /duration: ([\d.]+) ms\s+plan:\s*\{\s*"Query Text": ("(?:[^"\\]|\\.)*")/.exec(e);
        if (!m) continue;
        const key = JSON.parse(m[2]).replace(/\s+/g, ' ').trim().slice(0, 220);
        const v = byQuery.get(key) ?? { ms: 0, count: 0 };
        v.ms += Number(m[1]);
        v.count += 1;
        byQuery.set(key, v);
      }
      const sorted = [...byQuery].sort((a, b) => b[1].ms - a[1].ms);
      console.log(`Statements by total time over ${n} builds (ms per build, calls per build; nested statements counted in their caller too):`);
      for (const [q, v] of sorted.slice(0, Number(process.env.PROFILE_TOP ?? 45)))
        console.log(`${(v.ms / n).toFixed(2).padStart(8)} ms ${String((v.count / n).toFixed(1)).padStart(6)}×  ${q}`);
    }
  }
} finally {
  await app?.close();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * PROFILE_STATS' figures: the CPU (user + system) PostgreSQL logged per phase, in ms per build. Planning
 * counts every plan made, a trigger's or a function's statements too (those are also inside the execution
 * of the statement that fired them); parsing, analysis and rewriting count the statements sent.
 */
function printPhaseStats(text, builds, dbName) {
  const totals = new Map();
  for (const m of text.matchAll(
    new RegExp(`@${dbName} LOG:\\s+([A-Z ]+) STATISTICS\\n[^\\n]*DETAIL:\\s+! system usage stats:\\n\\s*!\\s+([\\d.]+) s user, ([\\d.]+) s system`, 'g'),
  )) {
    const v = totals.get(m[1]) ?? { ms: 0, count: 0 };
    v.ms += (Number(m[2]) + Number(m[3])) * 1000;
    v.count += 1;
    totals.set(m[1], v);
  }
  console.log(`PostgreSQL CPU by phase (ms per build, logged entries per build; log_*_stats' own cost included):`);
  for (const [phase, v] of totals)
    console.log(`${(v.ms / builds).toFixed(2).padStart(8)} ms ${(v.count / builds).toFixed(1).padStart(7)}×  ${phase.toLowerCase()}`);
}
