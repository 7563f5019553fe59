// npm run bench:csv — a 100,000-row CSV from upload to stored rows, through the real HTTP
// app (multipart to disk, BOM/encoding check, csv-parse, per-row validation, COPY in one
// transaction), beside a raw COPY of the same rows into the same table in the same run.
// Median of 3 runs each. Goal: upload-to-stored within 2x of the raw COPY.
// Then memory, for the largest file the API accepts (CSV_LIMITS: 200,000 rows just under
// 32 MB): the process's peak RSS growth over one upload (kernel high-water mark, VmHWM,
// reset before it) — goal at most 64 MB — and four such uploads at once, whose peak heap
// must stay within the process's heap limit. Exits non-zero when a goal is missed.
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import v8 from 'node:v8';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiDist, migratedDatabase } from './lib/bench-database.mjs';
import { copyCsvTransactions, csvTransactionLine } from './lib/csv-copy.mjs';
import { REPO_ROOT } from './lib/services.mjs';

const require = createRequire(import.meta.url);
const request = require(resolve(REPO_ROOT, 'node_modules', 'supertest'));
const { NestFactory } = require(resolve(REPO_ROOT, 'node_modules', '@nestjs', 'core'));
const { AppModule } = apiDist('app.module.js');
const { configureApp } = apiDist('app.setup.js');
const { AppConfig } = apiDist('config/app-config.js');
const { createAppLogger } = apiDist('common/logging/create-app-logger.js');
const { UsersService } = apiDist('modules/users/users.service.js');
const { PasswordService } = apiDist('modules/auth/password.service.js');
const { CSV_LIMITS } = require(resolve(REPO_ROOT, 'node_modules', '@ledgerleaf', 'contracts'));

const ROWS = 100_000;
const RUNS = 3;
const GOAL = 2;
const RSS_GOAL_MB = 64;
const PARALLEL = 4;
const MB = 1024 * 1024;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// A realistic export: quoted names with commas, $-formatted and parenthesised amounts, US dates.
const merchants = [
  'SQ *MILANO PIZZERIA TORONTO ON',
  'AMZN MKTP CA*2X4HB1234 WWW.AMAZON.CAON',
  'ROGERS WIRELESS, PAD',
  'HYDRO ONE NETWORKS BPY',
  'STRIPE TRANSFER ST-X4B3C2D1E0',
  'TIM HORTONS #2345 OAKVILLE ON',
  'ADOBE *CREATIVE CLD 800-833-6687 CA',
  'MONTHLY ACCOUNT FEE',
  'INTERAC E-TRANSFER FROM NORTHSHORE DENTAL',
  'CRA-ARC GST34 123456',
];
const lines = ['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category,Memo'];
const parsed = [];
for (let i = 0; i < ROWS; i++) {
  const month = (i % 12) + 1;
  const day = (i % 28) + 1;
  const cents = ((i * 7919) % 250000) + 1;
  const out = i % 5 !== 0;
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const name = `${merchants[i % merchants.length]} ${1000 + (i % 9000)}`;
  lines.push(`${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/2026,"${name}",${out ? `($${amount})` : `$${amount}`},,row ${i}`);
  parsed.push({ rowIndex: i, date: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, name, amount: out ? `-${amount}` : amount });
}
const dir = mkdtempSync(join(tmpdir(), 'ledgerleaf-bench-csv-'));
const file = join(dir, 'bench-100k.csv');
writeFileSync(file, lines.join('\r\n') + '\r\n');
console.log(`File: ${ROWS.toLocaleString('en-US')} rows, ${(statSync(file).size / 1e6).toFixed(1)} MB`);

// The largest allowed upload: CSV_LIMITS.maxRows rows, names padded so the file ends just
// under CSV_LIMITS.maxFileBytes.
const largest = join(dir, 'bench-largest.csv');
{
  const header = 'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category\r\n';
  const rowOf = (i, pad) =>
    `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')},"${merchants[i % merchants.length]} ${String(i).padStart(6, '0')}${pad}",-${(i % 5000) + 1}.${String(i % 100).padStart(2, '0')},\r\n`;
  let bytes = header.length;
  for (let i = 0; i < CSV_LIMITS.maxRows; i++) bytes += Buffer.byteLength(rowOf(i, ''));
  const pad = ' '.repeat(Math.max(0, Math.floor((CSV_LIMITS.maxFileBytes - 4096 - bytes) / CSV_LIMITS.maxRows)));
  const out = createWriteStream(largest);
  out.write(header);
  for (let i = 0; i < CSV_LIMITS.maxRows; i++) if (!out.write(rowOf(i, pad))) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}
console.log(
  `Largest allowed file: ${CSV_LIMITS.maxRows.toLocaleString('en-US')} rows, ${(statSync(largest).size / MB).toFixed(1)} MiB (limit ${CSV_LIMITS.maxFileMegabytes} MiB)`,
);

/** This process's resident set now and its high-water mark since the last reset, from /proc. */
function rssKb() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { now: field('VmRSS'), peak: field('VmHWM') };
}
/** Resets VmHWM to the current RSS (Linux: clear_refs 5); false where the kernel refuses. */
function resetPeakRss() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
/** Runs `work` and gives the peak RSS above the starting RSS and the peak heap used, in MiB. */
async function measured(work) {
  globalThis.gc?.();
  globalThis.gc?.();
  const exactPeak = resetPeakRss();
  const start = rssKb().now;
  let sampledPeak = start;
  let heapPeak = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, rssKb().now);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const peak = exactPeak ? rssKb().peak : Math.max(sampledPeak, rssKb().now);
  return { rssGrowthMb: (peak - start) / 1024, heapPeakMb: heapPeak / MB, exact: exactPeak };
}

// A missed goal exits 1 once everything is stopped (explicitly: a service's exit hook would
// otherwise end the process with 0).
let failed = false;
const db = await migratedDatabase('csv');
let app;
try {
  const config = AppConfig.fromEnvironment({
    ...process.env,
    DATABASE_URL: db.url,
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'error',
    SERVE_WEB: 'false',
    QUEUE_PREFIX: `bench-${process.pid}`,
  });
  const logging = createAppLogger({ level: config.logLevel, format: config.logFormat });
  app = await NestFactory.create(AppModule.register({ config, worker: false }), { logger: logging.nest, rawBody: true });
  configureApp(app, config, logging);
  await app.init();
  const password = 'bench-password-1';
  const user = await app.get(UsersService).create({
    firstName: 'Bench',
    lastName: 'Client',
    email: `bench-csv-${Date.now()}@bench.ledgerleaf.ca`,
    phone: '+1 416 555 0100',
    isAdmin: false,
    passwordHash: await app.get(PasswordService).hash(password),
  });
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/login').send({ email: user.email, password }).expect(200);

  // memory first, in a process that has not yet parsed anything: the largest allowed file, once, then four at once
  // The uploads come from other processes (a browser would be one), so this process's
  // memory is the API's alone: each child streams the file from disk (a file-backed Blob).
  const server = await new Promise((listening) => {
    const s = app.getHttpServer().listen(0, '127.0.0.1', () => listening(s));
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const uploader = `
    const { openAsBlob } = require('node:fs');
    (async () => {
      const form = new FormData();
      form.append('csvFile', await openAsBlob(process.argv[1]), 'largest.csv');
      const res = await fetch(process.argv[2], { method: 'POST', body: form, headers: { cookie: process.argv[3] } });
      process.stdout.write(JSON.stringify({ status: res.status, body: await res.json() }));
    })();`;
  const uploadLargest = async () => {
    const child = spawn(process.execPath, ['-e', uploader, largest, `${url}/api/csv/upload`, cookie], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    await once(child, 'close');
    const { status, body } = JSON.parse(out);
    if (status !== 201 || body.rowCount !== CSV_LIMITS.maxRows) throw new Error(`Upload answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    return body.id;
  };
  const cleanUp = async (ids) => {
    await db.dataSource.query('DELETE FROM csv_uploads WHERE id = ANY($1)', [ids]);
    await db.dataSource.query('VACUUM csv_transactions');
  };
  await cleanUp([]);
  let ids = [];
  const one = await measured(async () => ids.push(await uploadLargest()));
  await cleanUp(ids);
  ids = [];
  const four = await measured(async () => ids.push(...(await Promise.all(Array.from({ length: PARALLEL }, uploadLargest)))));
  await cleanUp(ids);
  const heapLimitMb = v8.getHeapStatistics().heap_size_limit / MB;
  const how = one.exact ? 'kernel high-water mark' : 'sampled every 5 ms';
  console.log(
    `Largest allowed file, one upload: peak RSS growth ${one.rssGrowthMb.toFixed(1)} MiB (${how}; goal <= ${RSS_GOAL_MB} MiB), peak heap used ${one.heapPeakMb.toFixed(1)} MiB`,
  );
  console.log(
    `Largest allowed file, ${PARALLEL} at once: peak RSS growth ${four.rssGrowthMb.toFixed(1)} MiB, peak heap used ${four.heapPeakMb.toFixed(1)} MiB of the process's ${heapLimitMb.toFixed(0)} MiB heap limit`,
  );
  const memoryOk = one.rssGrowthMb <= RSS_GOAL_MB && four.heapPeakMb < heapLimitMb;
  console.log(`${memoryOk ? 'PASS' : 'FAIL'}  largest upload within ${RSS_GOAL_MB} MiB of RSS growth, ${PARALLEL} in parallel within the heap`);
  if (!memoryOk) failed = true;

  const uploadMs = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const res = await agent.post('/api/csv/upload').attach('csvFile', file);
    const ms = performance.now() - t0;
    if (res.status !== 201 || res.body.rowCount !== ROWS) throw new Error(`Upload answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    const [{ n }] = await db.dataSource.query('SELECT count(*)::int AS n FROM csv_transactions WHERE csv_upload_id = $1', [res.body.id]);
    if (n !== ROWS) throw new Error(`Expected ${ROWS} stored rows, found ${n}`);
    uploadMs.push(ms);
  }

  // raw COPY of the same rows (already parsed, outside the timing) into the same table
  const copyMs = [];
  for (let run = 0; run < RUNS; run++) {
    const [{ id }] = await db.dataSource.query(
      `INSERT INTO csv_uploads (file_name, file_path, original_row_count, uploaded_by) VALUES ('copy.csv', 'none', $1, $2) RETURNING id`,
      [ROWS, user.id],
    );
    const text = parsed.map((r) => csvTransactionLine({ uploadId: id, rowIndex: r.rowIndex, date: r.date, name: r.name, amount: r.amount })).join('');
    const runner = db.dataSource.createQueryRunner();
    const client = await runner.connect();
    const t0 = performance.now();
    await copyCsvTransactions(client, [text]);
    copyMs.push(performance.now() - t0);
    await runner.release();
  }

  const upload = median(uploadMs);
  const copy = median(copyMs);
  const ratio = upload / copy;
  console.log(
    `Upload to stored (HTTP multipart → validated → COPY), median of ${RUNS}: ${upload.toFixed(0)} ms  (${Math.round(ROWS / (upload / 1000)).toLocaleString('en-US')} rows/s; runs ${uploadMs.map((x) => x.toFixed(0)).join(', ')} ms)`,
  );
  console.log(`Raw COPY of the same rows, median of ${RUNS}:                  ${copy.toFixed(0)} ms  (runs ${copyMs.map((x) => x.toFixed(0)).join(', ')} ms)`);
  console.log(`Ratio: ${ratio.toFixed(2)}x (goal <= ${GOAL}x)`);
  console.log(`${ratio <= GOAL ? 'PASS' : 'FAIL'}  upload-to-stored within ${GOAL}x of a raw COPY`);
  if (ratio > GOAL) failed = true;
} finally {
  await app?.close();
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
