// npm run bench:csv — a 100,000-row CSV from upload to stored rows, through the real HTTP
// app (multipart to disk, BOM/encoding check, csv-parse, per-row validation, COPY in one
// transaction), beside a raw COPY of the same rows into the same table in the same run.
// Median of 3 runs each. Goal: upload-to-stored within 2x of the raw COPY. Exits
// non-zero when it is missed.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { apiDist, migratedDatabase } from './lib/bench-database.mjs';
import { REPO_ROOT } from './lib/services.mjs';

const require = createRequire(import.meta.url);
const request = require(resolve(REPO_ROOT, 'node_modules', 'supertest'));
const { from: copyFrom } = require(resolve(REPO_ROOT, 'node_modules', 'pg-copy-streams'));
const { NestFactory } = require(resolve(REPO_ROOT, 'node_modules', '@nestjs', 'core'));
const { AppModule } = apiDist('app.module.js');
const { configureApp } = apiDist('app.setup.js');
const { AppConfig } = apiDist('config/app-config.js');
const { AppLogger } = apiDist('common/logging/app-logger.js');
const { UsersService } = apiDist('modules/users/users.service.js');
const { PasswordService } = apiDist('modules/auth/password.service.js');

const ROWS = 100_000;
const RUNS = 3;
const GOAL = 2;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// A realistic export: quoted names with commas, $-formatted and parenthesised amounts, US dates.
const merchants = ['SQ *MILANO PIZZERIA TORONTO ON', 'AMZN MKTP CA*2X4HB1234 WWW.AMAZON.CAON', 'ROGERS WIRELESS, PAD', 'HYDRO ONE NETWORKS BPY', 'STRIPE TRANSFER ST-X4B3C2D1E0', 'TIM HORTONS #2345 OAKVILLE ON', 'ADOBE *CREATIVE CLD 800-833-6687 CA', 'MONTHLY ACCOUNT FEE', 'INTERAC E-TRANSFER FROM NORTHSHORE DENTAL', 'CRA-ARC GST34 123456'];
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

const db = await migratedDatabase('csv');
let app;
try {
  const config = AppConfig.fromEnvironment({ ...process.env, DATABASE_URL: db.url, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'error', SERVE_WEB: 'false', QUEUE_PREFIX: `bench-${process.pid}` });
  const logger = new AppLogger(config.logLevel);
  app = await NestFactory.create(AppModule.register({ config, worker: false }), { logger, rawBody: true });
  configureApp(app, config, logger);
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
  const escape = (v) => v.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]);
  for (let run = 0; run < RUNS; run++) {
    const [{ id }] = await db.dataSource.query(`INSERT INTO csv_uploads (file_name, file_path, original_row_count, uploaded_by) VALUES ('copy.csv', 'none', $1, $2) RETURNING id`, [ROWS, user.id]);
    const text = parsed.map((r) => `${id}\t${r.rowIndex}\t${r.date}\t${escape(r.name)}\t${r.amount}\t\\N\n`).join('');
    const runner = db.dataSource.createQueryRunner();
    const client = await runner.connect();
    const t0 = performance.now();
    await runner.startTransaction();
    await pipeline(Readable.from([text]), client.query(copyFrom('COPY csv_transactions (csv_upload_id, row_index, transaction_date, transaction_name, transaction_amount, original_category) FROM STDIN')));
    await runner.commitTransaction();
    copyMs.push(performance.now() - t0);
    await runner.release();
  }

  const upload = median(uploadMs);
  const copy = median(copyMs);
  const ratio = upload / copy;
  console.log(`Upload to stored (HTTP multipart → validated → COPY), median of ${RUNS}: ${upload.toFixed(0)} ms  (${Math.round(ROWS / (upload / 1000)).toLocaleString('en-US')} rows/s; runs ${uploadMs.map((x) => x.toFixed(0)).join(', ')} ms)`);
  console.log(`Raw COPY of the same rows, median of ${RUNS}:                  ${copy.toFixed(0)} ms  (runs ${copyMs.map((x) => x.toFixed(0)).join(', ')} ms)`);
  console.log(`Ratio: ${ratio.toFixed(2)}x (goal <= ${GOAL}x)`);
  console.log(`${ratio <= GOAL ? 'PASS' : 'FAIL'}  upload-to-stored within ${GOAL}x of a raw COPY`);
  if (ratio > GOAL) process.exitCode = 1;
} finally {
  await app?.close();
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
