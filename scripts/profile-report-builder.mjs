// node scripts/profile-report-builder.mjs — where a monthly report's CPU goes. Seeds
// bench:reports' clients (PROFILE_CLIENTS, default 60) on a scratch database, builds
// their reports in this process with ReportBuilderService (no queue: the builder alone),
// the first 10 as warm-up, the rest under the V8 profiler; prints wall and CPU time per
// report, the functions with the most self time, and the time per package.
// Run `npm run build -w libs/contracts && npm run build -w api` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDist, migratedDatabase } from './lib/bench-database.mjs';
import { reportAppContext } from './lib/report-app-context.mjs';

process.env.BENCH_CLIENTS = process.env.PROFILE_CLIENTS ?? '60';
const WARMUP = 10;
const { seed, lastMonth } = await import('./bench-reports.mjs');

const database = await migratedDatabase('profile_reports');
const dataDir = mkdtempSync(join(tmpdir(), 'ledgerleaf-profile-reports-'));
const target = lastMonth();
let app;
try {
  await seed(database.dataSource, target);
  const { ReportBuilderService } = apiDist('modules/reports/report-builder.service.js');
  app = await reportAppContext({ databaseUrl: database.url, dataDir });
  const builder = app.get(ReportBuilderService);
  const ids = (await database.dataSource.query('SELECT id FROM users ORDER BY id')).map((r) => r.id);
  for (const id of ids.slice(0, WARMUP)) await builder.build(id, target);

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (const id of ids.slice(WARMUP)) await builder.build(id, target);
  const n = ids.length - WARMUP;
  const cpu = process.cpuUsage(cpuBefore);
  const wall = performance.now() - started;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();

  console.log(`${n} reports of 300 transactions: ${(wall / n).toFixed(1)} ms wall, ${((cpu.user + cpu.system) / 1000 / n).toFixed(1)} ms CPU per report\n`);
  const self = new Map();
  const byPackage = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const functions = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const time = self.get(node.id) ?? 0;
    total += time;
    const { functionName, url, lineNumber } = node.callFrame;
    const fn = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + time);
    const pkg =
      /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('/api/dist/') ? `api: ${url.split('/api/dist/')[1].split('/').slice(0, 2).join('/')}` : url || functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  console.log(`Self time by function (top 25; "(idle)" is waiting for PostgreSQL and the disk):\n${top(functions, 25)}\n`);
  console.log(`By package:\n${top(byPackage, 15)}`);
} finally {
  await app?.close();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
