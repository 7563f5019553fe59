// npm run drill:scale — several processes, one set of books (issue 25 point 6).
//
// Two API processes (api/dist/main.js, RUN_WORKER=false, a port each) and two workers
// (api/dist/worker.js) on one PostgreSQL and one Redis, as production scales them:
//
// 1. Steady work. Clients log in once each and send their session cookie to both APIs in
//    turn; every answer must be the client's own (sessions live in PostgreSQL). They upload
//    CSVs, categorize them and add them to their books; half ask for last month's report,
//    the monthly cron fires twice at once (`run-cron monthly-reports`, as on two workers at
//    06:00 on the 1st) and builds the other half's; staff read and approve reports; every
//    client asks for a password reset. Then: each job ran exactly once (the workers'
//    per-job debug lines), and the effects that would double did not (report rows and
//    versions, categorized rows, e-mails written).
// 2. Faults mid-work. Every client categorizes a large upload; once worker 1 runs one of
//    those jobs it gets SIGKILL, and API 1 gets SIGTERM while a client's categorize request
//    is in flight on it. The request must be answered, API 1 must stop accepting and exit,
//    and worker 1's jobs must come back from Redis (Bull's stalled-job check) and finish on
//    worker 2, while API 2 and worker 2 carry on.
// 3. A deploy. A third worker starts; the worker that takes the next large upload gets
//    SIGTERM in the middle of it, and must finish that job before it exits (Bull's
//    queue.close() waits for active jobs), so it never runs twice.
//
// Prints requests per API and status, jobs per queue and worker, duplicates and lost work
// (both must be 0), the time worker 1's jobs took to finish on worker 2, the in-flight
// request's answer, and CPU per unit of work per process (wall time shows no scaling on
// two cores). Exits 1 when a check fails.
//
// PostgreSQL: a scratch database on DATABASE_URL's server, else an embedded one; Redis:
// REDIS_URL (a queue prefix of its own) else a private redis-server. DRILL_CLIENTS changes
// the number of clients (default 4); DRILL_VERBOSE=1 prints the processes' logs at the end.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedDatabase } from './lib/bench-database.mjs';
import { buildIfChanged } from './lib/build.mjs';
import { cpuSeconds } from './lib/process-cpu.mjs';
import { REPO_ROOT, freePort, startLocalRedis, trackChild } from './lib/services.mjs';
import { API_NODE_FLAGS, waitForHealth } from './lib/stack.mjs';
import { lastMonth } from './bench-reports.mjs';

// At least 4: three large uploads are more than worker 2 takes at once (2), so worker 1 runs one when it is killed.
const CLIENTS = Math.max(4, Number(process.env.DRILL_CLIENTS ?? 4));
const SMALL_CSVS = 2;
const SMALL_ROWS = 300;
/** Large enough that categorizing one takes seconds: worker 1 is killed in the middle of one. */
const LARGE_ROWS = 20_000;
const VERBOSE = Boolean(process.env.DRILL_VERBOSE);

const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));
const API_MAIN = join(REPO_ROOT, 'api', 'dist', 'main.js');
const WORKER = join(REPO_ROOT, 'api', 'dist', 'worker.js');
const CLI = (name) => join(REPO_ROOT, 'api', 'dist', 'cli', `${name}.js`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mm = (n) => String(n).padStart(2, '0');

// ---------------------------------------------------------------------------------------
// Processes

class Proc {
  constructor(label, script, env, nodeArgs = []) {
    this.label = label;
    this.lines = [];
    this.child = trackChild(spawn(process.execPath, [...nodeArgs, script], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
    this.pid = this.child.pid;
    this.cpu = 0;
    this.exit = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop();
        this.lines.push(...parts);
      });
    }
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last CPU reading is kept: a killed process's CPU stays known. */
  sampleCpu() {
    const now = cpuSeconds(this.pid);
    if (now !== null) this.cpu = now;
  }

  /** The JSON log entries of one context. */
  entries(context) {
    const out = [];
    for (const line of this.lines) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.context === context) out.push(entry);
      } catch {
        // not one of ours
      }
    }
    return out;
  }

  async waitFor(test, what, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await test()) return;
      if (!this.running) throw new Error(`${this.label} exited while waiting for ${what}:\n${this.lines.slice(-30).join('\n')}`);
      await sleep(50);
    }
    throw new Error(`${this.label}: no ${what} within ${timeoutMs / 1000} s:\n${this.lines.slice(-30).join('\n')}`);
  }

  async stop(signal = 'SIGTERM') {
    if (this.running) this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    const exit = await this.exit;
    clearTimeout(timer);
    return exit;
  }
}

/** Job runs from the workers' per-job debug lines (BullJobQueue): `<name> <id> started|done in N ms`. */
/** Jobs whose one id is run again for each new batch of work (their effects are what the drill counts). */
const REDELIVERED_BY_DESIGN = new Set(['apply-ledger-changes']);

function jobRuns(worker) {
  const runs = [];
  for (const { msg } of worker.entries('Jobs')) {
    const m = /^(\S+) (\S+) (started|done in (\d+) ms)/.exec(msg ?? '');
    if (m) runs.push({ name: m[1], id: m[2], event: m[3] === 'started' ? 'started' : 'done', ms: m[4] ? Number(m[4]) : null, worker: worker.label });
  }
  return runs;
}

// ---------------------------------------------------------------------------------------
// HTTP, counted per API and status

class Apis {
  constructor() {
    this.list = [];
    this.turn = 0;
    this.counts = new Map();
  }

  add(label, url, proc) {
    this.list.push({ label, url, proc, down: false });
  }

  /** The APIs in turn, skipping one that was stopped. */
  next() {
    const live = this.list.filter((a) => !a.down);
    return live[this.turn++ % live.length];
  }

  count(label, outcome) {
    const key = `${label} ${outcome}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** One request as a client at `address` (X-Forwarded-For; HTTPS as a proxy would say). */
  async call(api, method, path, { cookie, json, form, address, expect } = {}) {
    const headers = { 'x-forwarded-for': address ?? '203.0.113.1', 'x-forwarded-proto': 'https' };
    if (cookie) headers.cookie = cookie;
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) body = form;
    this.count(api.label, 'sent');
    let res;
    try {
      res = await fetch(`${api.url}${path}`, { method, headers, body });
    } catch (error) {
      this.count(api.label, 'no answer');
      throw Object.assign(new Error(`${method} ${path} on ${api.label}: no answer (${error.cause?.code ?? error.message})`), { noAnswer: true });
    }
    this.count(api.label, String(res.status));
    const text = await res.text();
    let data = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON
    }
    if (expect && !expect.includes(res.status)) throw new Error(`${method} ${path} on ${api.label}: ${res.status} ${text.slice(0, 300)}`);
    return { status: res.status, body: data, headers: res.headers };
  }
}

// ---------------------------------------------------------------------------------------
// Data

const MERCHANTS = [
  'TIM HORTONS',
  'STAPLES',
  'ROGERS WIRELESS',
  'SHOPIFY PAYOUT',
  'PETRO-CANADA',
  'COSTCO WHOLESALE',
  'AMAZON.CA',
  'TORONTO HYDRO',
  'GOOGLE *ADS',
  'AIR CANADA',
];

/** A CSV of `rows` rows in `month`; `tag` makes merchants the engine has not seen (its classifier's work). */
function csvFile({ year, month }, rows, tag) {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lines = ['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category'];
  for (let i = 0; i < rows; i++) {
    const name = i % 3 === 0 ? `${tag} SUPPLIER ${i % 997}` : `${MERCHANTS[i % MERCHANTS.length]} #${i % 89}`;
    const amount = i % 7 === 0 ? `${(100 + (i % 900)).toFixed(2)}` : `-${(5 + (i % 300) + 0.25).toFixed(2)}`;
    lines.push(`${year}-${mm(month)}-${mm(1 + (i % days))},${name},${amount},`);
  }
  return lines.join('\n');
}

function uploadForm(text, name) {
  const form = new FormData();
  form.append('csvFile', new Blob([text], { type: 'text/csv' }), name);
  return form;
}

/** Message-IDs of the .eml files the mail adapter wrote (no SMTP: DATA_DIR/outbox). */
function writtenMail(dataDir) {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  return files.map((f) => /^Message-ID:\s*(\S+)/im.exec(readFileSync(join(dir, f), 'utf8'))?.[1] ?? f);
}

// ---------------------------------------------------------------------------------------

async function main() {
  buildIfChanged('contracts');
  buildIfChanged('api');
  const month = lastMonth();
  const monthLabel = `${month.year}-${mm(month.month)}`;
  console.log(`Preparing a scratch database (${process.env.DATABASE_URL ? "DATABASE_URL's server" : 'embedded PostgreSQL'}) and Redis...`);
  const database = await migratedDatabase('scale');
  const db = database.dataSource;
  let redis = null;
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    redis = await startLocalRedis({ dir: join(REPO_ROOT, '.tmp', `redis-drill-scale-${process.pid}`) });
    if (!redis) throw new Error('drill:scale needs Redis (Bull on Redis is what the processes share): set REDIS_URL or install redis-server');
    redisUrl = redis.url;
  }
  const prefix = `drill-scale-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerleaf-drill-scale-'));
  const base = { ...process.env };
  for (const key of ['OPENAI_API_KEY', 'S3_BUCKET', 'SMTP_URL', 'PORT', 'STRIPE_SECRET_KEY', 'PLAID_CLIENT_ID', 'PLAID_SECRET', 'META_PIXEL_ID'])
    delete base[key];
  Object.assign(base, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://books.ledgerleaf.test',
    SESSION_SECRET: 'drill-session-secret-drill-session-secret',
    ENCRYPTION_KEY: 'cd'.repeat(32),
    TRUST_PROXY: '1',
    SERVE_WEB: 'false',
    STAFF_MFA_REQUIRED: 'false',
    // A throw-away production stack with no SMTP server: the outbox is the explicit opt-in.
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
  });
  // Workers log each job's start and end (debug): the drill's count of runs per job and worker.
  const workerEnv = { ...base, LOG_LEVEL: 'debug' };

  const procs = [];
  const apis = new Apis();
  const checks = [];
  const check = (label, ok, detail = '') => checks.push({ label, ok: Boolean(ok), detail });
  const sampler = setInterval(() => procs.forEach((p) => p.sampleCpu()), 200);
  const Queue = require('bull');
  const queues = ['categorization', 'reports', 'mail', 'maintenance', 'accounts', 'bank-sync'].map((name) => new Queue(name, { redis: redisUrl, prefix }));
  let failed = false;
  try {
    // --- processes --------------------------------------------------------------------
    const ports = [await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) {
      // Every process with the V8 flags the production image gives it (Dockerfile NODE_OPTIONS).
      const proc = new Proc(`api ${i + 1}`, API_MAIN, { ...base, RUN_WORKER: 'false', PORT: String(port) }, API_NODE_FLAGS);
      procs.push(proc);
      apis.add(proc.label, `http://127.0.0.1:${port}`, proc);
    }
    const workers = [1, 2].map((n) => new Proc(`worker ${n}`, WORKER, workerEnv, API_NODE_FLAGS));
    procs.push(...workers);
    await Promise.all([
      ...apis.list.map((api) => waitForHealth(api.url, api.proc.child)),
      ...workers.map((w) => w.waitFor(() => w.lines.some((l) => l.includes('Worker consuming')), '"Worker consuming"')),
    ]);
    console.log(
      `Started ${apis.list.map((a) => `${a.label} (pid ${a.proc.pid}, ${a.url})`).join(', ')}, ${workers.map((w) => `${w.label} (pid ${w.pid})`).join(', ')}; queue prefix ${prefix}\n`,
    );

    // --- people -----------------------------------------------------------------------
    const staffPassword = 'drill-staff-pass-7Q';
    const made = spawnSync(process.execPath, [CLI('create-staff'), 'staff@drill.ledgerleaf.test', 'Drill', 'Staff'], {
      env: { ...base, STAFF_PASSWORD: staffPassword },
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`create-staff failed: ${made.stdout}${made.stderr}`);
    const sessionOf = (res) =>
      res.headers
        .getSetCookie()
        .find((c) => c.includes('ledgerleaf.sid'))
        ?.split(';')[0];
    const staffLogin = await apis.call(apis.next(), 'POST', '/api/login', {
      json: { email: 'staff@drill.ledgerleaf.test', password: staffPassword },
      address: '198.51.100.9',
      expect: [200],
    });
    const staff = { cookie: sessionOf(staffLogin), address: '198.51.100.9' };

    const clients = [];
    for (let i = 0; i < CLIENTS; i++) {
      const client = {
        n: i + 1,
        email: `client-${i + 1}-${prefix}@drill.ledgerleaf.test`,
        password: `drill-client-${i + 1}-pass`,
        address: `203.0.113.${10 + i}`,
      };
      await apis.call(apis.next(), 'POST', '/api/register', {
        json: {
          firstName: 'Drill',
          lastName: `Client ${client.n}`,
          email: client.email,
          phone: '+1 416 555 0100',
          password: client.password,
          couponCode: 'LAUNCH2025',
        },
        address: client.address,
        expect: [201],
      });
      // Logged in once: this one cookie goes to both APIs from now on.
      const login = await apis.call(apis.next(), 'POST', '/api/login', {
        json: { email: client.email, password: client.password },
        address: client.address,
        expect: [200],
      });
      client.cookie = sessionOf(login);
      client.id = login.body.id;
      clients.push(client);
    }
    const as = (who, method, path, options = {}) => apis.call(apis.next(), method, path, { ...options, cookie: who.cookie, address: who.address });
    let sessionMismatches = 0;
    const sessionChecks = new Map();
    const checkSessions = async (rounds) => {
      for (let r = 0; r < rounds; r++) {
        for (const client of clients) {
          const api = apis.next();
          const res = await apis.call(api, 'GET', '/api/user', { cookie: client.cookie, address: client.address, expect: [200] });
          sessionChecks.set(api.label, (sessionChecks.get(api.label) ?? 0) + 1);
          if (res.body.email !== client.email) sessionMismatches++;
        }
      }
    };
    await checkSessions(2);

    // --- phase 1: steady work -----------------------------------------------------------
    console.log(
      `Phase 1: ${CLIENTS} clients × ${SMALL_CSVS} CSVs of ${SMALL_ROWS} rows (${monthLabel}), categorized and added to the books; reports; the monthly cron twice; mail`,
    );
    const phase1Started = performance.now();
    const cpuAt = () => new Map(procs.map((p) => (p.sampleCpu(), [p.label, p.cpu])));
    const cpuStart = cpuAt();
    const uploads = [];
    await Promise.all(
      clients.map(async (client) => {
        for (let k = 0; k < SMALL_CSVS; k++) {
          const res = await as(client, 'POST', '/api/csv/upload', {
            form: uploadForm(csvFile(month, SMALL_ROWS, `C${client.n}K${k}`), `client-${client.n}-${k + 1}.csv`),
            expect: [201],
          });
          const upload = { id: res.body.id, client, rows: SMALL_ROWS };
          uploads.push(upload);
          // One upload categorizing at a time per client (CLIENT_LIMITS): each waits for the last.
          let state = await as(client, 'POST', `/api/csv/categorize/${upload.id}`, { json: {}, expect: [200, 202] });
          while (state.body.status !== 'completed') {
            await sleep(250);
            const list = await as(client, 'GET', '/api/csv/uploads', { expect: [200] });
            const mine = list.body.find((u) => u.id === upload.id);
            if (!mine) throw new Error(`upload ${upload.id} missing from client ${client.n}'s list`);
            if (mine.status === 'failed') throw new Error(`upload ${upload.id} failed: ${mine.failureReason}`);
            state = { body: { status: mine.status } };
          }
          await as(client, 'POST', `/api/csv/books/${upload.id}`, { json: { accountName: `Card ${client.n}-${k + 1}` }, expect: [200] });
        }
      }),
    );
    // The first half ask for last month's report; the cron builds the others'.
    const askers = clients.slice(0, Math.ceil(CLIENTS / 2));
    await Promise.all(
      askers.map((client) => as(client, 'POST', '/api/plaid/monthly-reports', { json: { year: month.year, month: month.month }, expect: [200, 202] })),
    );
    const reportCount = async (ids) =>
      (
        await db.query('SELECT count(*)::int AS n FROM monthly_reports WHERE user_id = ANY($1::int[]) AND year = $2 AND month = $3', [
          ids,
          month.year,
          month.month,
        ])
      )[0].n;
    const buildsLeft = async () => (await db.query('SELECT count(*)::int AS n FROM report_builds'))[0].n;
    await waitUntil(async () => (await reportCount(askers.map((c) => c.id))) === askers.length && (await buildsLeft()) === 0, 'the asked reports', 120_000);
    // The cron, as it fires at 06:00 on the 1st on both workers at once.
    const crons = await Promise.all(
      [1, 2].map(
        () =>
          new Promise((resolve) => {
            const child = spawn(process.execPath, [CLI('run-cron'), 'monthly-reports'], {
              env: { ...base, LOG_LEVEL: 'warn' },
              stdio: ['ignore', 'pipe', 'pipe'],
            });
            let out = '';
            child.stdout.on('data', (d) => (out += d));
            child.stderr.on('data', (d) => (out += d));
            child.once('exit', (code) => resolve({ code, out }));
          }),
      ),
    );
    for (const cron of crons) if (cron.code !== 0) throw new Error(`run-cron monthly-reports failed: ${cron.out}`);
    await waitUntil(async () => (await reportCount(clients.map((c) => c.id))) === CLIENTS && (await buildsLeft()) === 0, "the cron's reports", 120_000);
    // Staff read the pending reports and approve the asked ones (each approval e-mails its client).
    const pending = await apis.call(apis.next(), 'GET', '/api/admin/reports/pending', { cookie: staff.cookie, address: staff.address, expect: [200] });
    const askerIds = new Set(askers.map((c) => c.id));
    const toApprove = pending.body.filter((r) => askerIds.has(r.userId) && r.year === month.year && r.month === month.month);
    for (const report of toApprove) {
      await apis.call(apis.next(), 'GET', `/api/admin/reports/${report.reportId}/transactions`, {
        cookie: staff.cookie,
        address: staff.address,
        expect: [200],
      });
      await apis.call(apis.next(), 'POST', `/api/admin/reports/${report.reportId}/update-status`, {
        cookie: staff.cookie,
        address: staff.address,
        json: { status: 'approved' },
        expect: [200],
      });
    }
    for (const client of clients) await as(client, 'POST', '/api/forgot-password', { json: { email: client.email }, expect: [200] });
    const expectedMail = toApprove.length + clients.length;
    const mailLeft = async () => (await db.query('SELECT count(*)::int AS n FROM mail_outbox'))[0].n;
    await waitUntil(
      async () => writtenMail(dataDir).length >= expectedMail && (await mailLeft()) === 0 && (await idle(queues)),
      'the mail and an idle queue',
      60_000,
    );
    await checkSessions(3);
    const phase1Seconds = (performance.now() - phase1Started) / 1000;
    const cpuPhase1 = cpuAt();
    const runsPhase1 = workers.flatMap(jobRuns);
    check(
      `phase 1: every client's month has one report (${CLIENTS}), none rebuilt (version 1)`,
      (await db.query('SELECT count(*)::int AS n FROM monthly_reports WHERE year = $1 AND month = $2 AND version = 1', [month.year, month.month]))[0].n ===
        CLIENTS,
    );
    check(`phase 1: ${toApprove.length} asked reports approved by staff`, toApprove.length === askers.length);
    console.log(`  done in ${phase1Seconds.toFixed(1)} s\n`);

    // --- phase 2: faults mid-work -------------------------------------------------------
    console.log(
      `Phase 2: ${CLIENTS} uploads of ${LARGE_ROWS.toLocaleString('en-CA')} rows categorized at once; worker 1 gets SIGKILL in one of those jobs, api 1 SIGTERM with a request in flight`,
    );
    const [api1, api2] = apis.list;
    const [worker1, worker2] = workers;
    const large = [];
    for (const client of clients) {
      const res = await as(client, 'POST', '/api/csv/upload', {
        form: uploadForm(csvFile(month, LARGE_ROWS, `L${client.n}`), `client-${client.n}-large.csv`),
        expect: [201],
      });
      large.push({ id: res.body.id, client, rows: LARGE_ROWS });
    }
    uploads.push(...large);
    const [first, ...others] = large;
    const categorizing = others.map((u) =>
      apis.call(api2, 'POST', `/api/csv/categorize/${u.id}`, { json: {}, cookie: u.client.cookie, address: u.client.address, expect: [200, 202] }),
    );
    const startedOn = (w) => jobRuns(w).filter((r) => r.name === 'categorize-csv-upload' && r.event === 'started');
    const before1 = startedOn(worker1).length;
    // The in-flight request: the first client's categorize on api 1, which waits for the job (up to CSV_LIMITS.categorizeWaitMs).
    const inFlightSent = performance.now();
    const inFlight = apis
      .call(api1, 'POST', `/api/csv/categorize/${first.id}`, { json: {}, cookie: first.client.cookie, address: first.client.address })
      .then((res) => ({ ...res, at: performance.now() }))
      .catch((error) => ({ status: 'no answer', body: error.message, at: performance.now() }));
    await worker1.waitFor(() => startedOn(worker1).length > before1, 'categorize job started on worker 1', 30_000);
    await sleep(150);
    const faultAt = performance.now();
    worker1.child.kill('SIGKILL');
    api1.proc.child.kill('SIGTERM');
    api1.down = true;
    const killedRuns = jobRuns(worker1);
    const unfinished = killedRuns.filter((r) => r.event === 'started' && !killedRuns.some((d) => d.event === 'done' && d.id === r.id && d.name === r.name));
    // A new connection after SIGTERM is refused while the in-flight one is served.
    await sleep(300);
    let refused = false;
    try {
      await apis.call(api1, 'GET', '/api/health');
    } catch (error) {
      refused = Boolean(error.noAnswer);
    }
    const answer = await inFlight;
    const api1Exit = await api1.proc.exit;
    const killedExit = await worker1.exit;
    // The others carry on: sessions on api 2, and every large upload finishes.
    await Promise.all(categorizing);
    await checkSessions(2);
    await waitUntil(
      async () => {
        const rows = await db.query(`SELECT count(*)::int AS n FROM csv_uploads WHERE id = ANY($1::int[]) AND status = 'completed'`, [large.map((u) => u.id)]);
        return rows[0].n === large.length;
      },
      'the large uploads to complete',
      180_000,
    );
    const recovered = () => unfinished.every((r) => jobRuns(worker2).some((d) => d.event === 'done' && d.id === r.id && d.name === r.name));
    await waitUntil(async () => recovered(), "worker 1's jobs to finish on worker 2", 180_000);
    const recoveredAt = performance.now();
    await waitUntil(() => idle(queues), 'an idle queue', 60_000);
    await checkSessions(1);

    check(
      'phase 2: the in-flight request was still in flight when api 1 got SIGTERM',
      answer.at > faultAt,
      `sent ${((faultAt - inFlightSent) / 1000).toFixed(2)} s before the signal`,
    );
    check(
      'phase 2: the in-flight request was answered (200 done, or 202 still categorizing)',
      (answer.status === 200 || answer.status === 202) && answer.body?.id === first.id,
      `${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
    );
    check('phase 2: api 1 refused new connections once it got SIGTERM', refused);
    check(
      'phase 2: api 1 exited after answering, within a second of its last answer',
      api1Exit.at >= answer.at && api1Exit.at - answer.at < 1000,
      `exit ${api1Exit.code ?? api1Exit.signal} ${((api1Exit.at - faultAt) / 1000).toFixed(2)} s after SIGTERM`,
    );
    check("phase 2: worker 1's jobs finished on worker 2", recovered(), `${((recoveredAt - faultAt) / 1000).toFixed(1)} s after the SIGKILL`);
    check(
      'phase 2: worker 1 died by SIGKILL holding at least one job',
      killedExit.signal === 'SIGKILL' && unfinished.length > 0,
      `${unfinished.length} job(s): ${unfinished.map((r) => `${r.name} ${r.id}`).join(', ')}`,
    );

    // --- phase 3: a worker stopped the polite way (a deploy) ----------------------------------
    console.log('Phase 3: worker 3 starts; the worker that takes the next large upload gets SIGTERM in the middle of it');
    const worker3 = new Proc('worker 3', WORKER, workerEnv, API_NODE_FLAGS);
    procs.push(worker3);
    workers.push(worker3);
    await worker3.waitFor(() => worker3.lines.some((l) => l.includes('Worker consuming')), '"Worker consuming"');
    // Its start-up is not work: counted from here.
    worker3.sampleCpu();
    cpuStart.set(worker3.label, worker3.cpu);
    const last = clients[0];
    const lastUpload = (await as(last, 'POST', '/api/csv/upload', { form: uploadForm(csvFile(month, LARGE_ROWS, 'T'), 'client-1-deploy.csv'), expect: [201] }))
      .body.id;
    uploads.push({ id: lastUpload, client: last, rows: LARGE_ROWS });
    const lastJob = `csv-categorize:${lastUpload}`;
    const holds = (w) => jobRuns(w).some((r) => r.id === lastJob && r.event === 'started');
    const lastCategorize = as(last, 'POST', `/api/csv/categorize/${lastUpload}`, { json: {}, expect: [200, 202] });
    await waitUntil(async () => holds(worker2) || holds(worker3), `${lastJob} to start`, 30_000);
    const stopped = holds(worker2) ? worker2 : worker3;
    const carriesOn = stopped === worker2 ? worker3 : worker2;
    const termAt = performance.now();
    stopped.child.kill('SIGTERM');
    const stoppedExit = await stopped.exit;
    await lastCategorize;
    await waitUntil(
      async () => (await db.query(`SELECT status FROM csv_uploads WHERE id = $1`, [lastUpload]))[0].status === 'completed',
      `${lastJob} to complete`,
      120_000,
    );
    await waitUntil(() => idle(queues), 'an idle queue', 60_000);
    const finishedBeforeExit = jobRuns(stopped).some((r) => r.id === lastJob && r.event === 'done');
    check(
      `phase 3: ${stopped.label} finished the job it held before exiting on SIGTERM`,
      finishedBeforeExit,
      `exit ${stoppedExit.code ?? stoppedExit.signal} ${((stoppedExit.at - termAt) / 1000).toFixed(2)} s after SIGTERM`,
    );
    check(`phase 3: the job did not run again on ${carriesOn.label}`, !jobRuns(carriesOn).some((r) => r.id === lastJob));
    const cpuEnd = cpuAt();

    // --- what the database and the queues say --------------------------------------------
    // A killed worker's lines stop at its death: every run of both workers is in their logs.
    const runs = workers.flatMap(jobRuns);
    const byJob = new Map();
    for (const r of runs) {
      const key = `${r.name} ${r.id}`;
      const entry = byJob.get(key) ?? { name: r.name, id: r.id, started: [], done: [] };
      entry[r.event].push(r.worker);
      byJob.set(key, entry);
    }
    // A client's ledger-changes job keeps one id (ledger-changes:<user>) and is delivered again
    // whenever new changes wait after a run: several runs of it are its design, not a double.
    const doubleDone = [...byJob.values()].filter((j) => j.done.length > 1 && !REDELIVERED_BY_DESIGN.has(j.name));
    const neverDone = [...byJob.values()].filter((j) => j.done.length === 0);
    const [rowDupes] = await db.query(
      `SELECT (count(*) - count(DISTINCT (csv_upload_id, row_index)))::int AS n FROM csv_transactions WHERE csv_upload_id = ANY($1::int[])`,
      [uploads.map((u) => u.id)],
    );
    const rowCounts = await db.query(
      `SELECT u.id, u.status, u.original_row_count AS rows, (SELECT count(*)::int FROM csv_transactions t WHERE t.csv_upload_id = u.id) AS stored,
              (SELECT count(*)::int FROM csv_transactions t WHERE t.csv_upload_id = u.id AND t.ai_category IS NOT NULL) AS categorized
       FROM csv_uploads u WHERE u.id = ANY($1::int[])`,
      [uploads.map((u) => u.id)],
    );
    const lostUploads = rowCounts.filter((u) => u.status !== 'completed' || u.stored !== u.rows || u.categorized !== u.rows);
    const [reportDupes] = await db.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM monthly_reports GROUP BY user_id, year, month HAVING count(*) > 1) d`);
    const [versions] = await db.query('SELECT count(*)::int AS n FROM report_versions');
    const missingReports = CLIENTS - (await reportCount(clients.map((c) => c.id)));
    const mail = writtenMail(dataDir);
    const mailDupes = mail.length - new Set(mail).size;
    const [outboxLeft] = await db.query('SELECT count(*)::int AS n FROM mail_outbox');
    const failedJobs = (await Promise.all(queues.map((q) => q.getFailedCount()))).reduce((a, b) => a + b, 0);
    const [fanOuts] = await db.query(`SELECT count(*)::int AS n FROM scheduled_runs WHERE task = 'monthly-reports' AND period = $1`, [`reports:${monthLabel}`]);

    const duplicates = doubleDone.length + rowDupes.n + reportDupes.n + mailDupes + versions.n;
    const lost =
      neverDone.length +
      lostUploads.length +
      missingReports +
      Math.max(0, expectedMail - new Set(mail).size) +
      outboxLeft.n +
      failedJobs +
      (await buildsLeft());
    check(
      'sessions: every answer to a client was that client, on both APIs',
      sessionMismatches === 0 && apis.list.every((a) => sessionChecks.get(a.label) > 0),
      `${[...sessionChecks].map(([label, n]) => `${n} on ${label}`).join(', ')}, ${sessionMismatches} answered as someone else`,
    );
    check('no 5xx answer from either API', ![...apis.counts.keys()].some((k) => / 5\d\d$/.test(k)));
    check(
      'the month\u2019s fan-out ran once (one job run, one scheduled_runs row) though the cron fired twice',
      fanOuts.n === 1 && (byJob.get(`generate-month-reports reports:${monthLabel}`)?.done.length ?? 0) === 1,
    );
    check(
      'duplicates: 0',
      duplicates === 0,
      `jobs done twice ${doubleDone.length}, categorized rows ${rowDupes.n}, reports ${reportDupes.n}, report versions ${versions.n}, e-mails ${mailDupes}`,
    );
    check(
      'lost work: 0',
      lost === 0,
      `jobs never done ${neverDone.map((j) => `${j.name} ${j.id}`).join(', ') || 0}, uploads ${lostUploads.length}, reports ${missingReports}, e-mails ${Math.max(0, expectedMail - new Set(mail).size)}, outbox ${outboxLeft.n}, failed jobs ${failedJobs}`,
    );

    // --- figures --------------------------------------------------------------------------
    console.log('\nRequests per API (sent / answered by status / no answer)');
    for (const api of apis.list) {
      const mine = [...apis.counts].filter(([k]) => k.startsWith(`${api.label} `)).map(([k, n]) => [k.slice(api.label.length + 1), n]);
      const sent = mine.find(([k]) => k === 'sent')?.[1] ?? 0;
      const statuses = mine
        .filter(([k]) => k !== 'sent')
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ');
      console.log(`  ${api.label}: sent ${sent}; ${statuses}`);
    }
    console.log('\nJob runs per queue and worker (runs started / done; a run cut by SIGKILL has no "done")');
    const queueOf = {
      'categorize-csv-upload': 'categorization',
      'generate-report': 'reports',
      'generate-month-reports': 'reports',
      'generate-year-end-package': 'reports',
      'send-email': 'mail',
      'send-password-reset': 'mail',
      'purge-expired-sessions': 'maintenance',
      'gst-hst-reminders': 'maintenance',
      'question-mails': 'maintenance',
      'purge-stored-files': 'maintenance',
      'delete-account': 'accounts',
      'delete-stored-files': 'accounts',
      'bank-sync': 'bank-sync',
      'apply-ledger-changes': 'ledger',
    };
    const table = new Map();
    for (const r of runs) {
      const key = `${(queueOf[r.name] ?? 'other').padEnd(14)} ${r.name.padEnd(24)}`;
      const row = table.get(key) ?? Object.fromEntries(workers.map((w) => [w.label, [0, 0]]));
      row[r.worker][r.event === 'started' ? 0 : 1]++;
      table.set(key, row);
    }
    for (const [key, row] of [...table].sort()) console.log(`  ${key} ${workers.map((w) => `${w.label} ${row[w.label].join('/')}`).join(', ')}`);
    console.log(`\nDuplicates found: ${duplicates}   Lost work: ${lost}`);
    console.log(
      `In-flight request on api 1: ${answer.status} after ${((answer.at - inFlightSent) / 1000).toFixed(2)} s (SIGTERM ${((faultAt - inFlightSent) / 1000).toFixed(2)} s after it was sent); api 1 exited ${((api1Exit.at - faultAt) / 1000).toFixed(2)} s after SIGTERM`,
    );
    console.log(
      `Worker 1's ${unfinished.length} job(s) finished on worker 2 ${((recoveredAt - faultAt) / 1000).toFixed(1)} s after its SIGKILL (Bull's lock 30 s, stalled check every 10 s)`,
    );
    console.log(`\nCPU per unit of work (process CPU from /proc; phase 1 ${phase1Seconds.toFixed(1)} s wall)`);
    for (const proc of procs) {
      const total = (cpuEnd.get(proc.label) ?? proc.cpu) - (cpuStart.get(proc.label) ?? 0);
      const p1 = (cpuPhase1.get(proc.label) ?? 0) - (cpuStart.get(proc.label) ?? 0);
      if (proc.label.startsWith('api')) {
        const answered = [...apis.counts].filter(([k]) => k.startsWith(`${proc.label} `) && /^\d+$/.test(k.split(' ').pop())).reduce((s, [, n]) => s + n, 0);
        console.log(
          `  ${proc.label}: ${total.toFixed(2)} s CPU, ${answered} requests answered, ${answered ? ((total * 1000) / answered).toFixed(1) : '-'} ms per request`,
        );
      } else {
        const done = runs.filter((r) => r.worker === proc.label && r.event === 'done');
        const donePhase1 = runsPhase1.filter((r) => r.worker === proc.label && r.event === 'done').length;
        const phase1 = cpuPhase1.has(proc.label)
          ? ` (phase 1: ${p1.toFixed(2)} s for ${donePhase1} jobs = ${donePhase1 ? ((p1 * 1000) / donePhase1).toFixed(0) : '-'} ms per job)`
          : ' (started in phase 3)';
        console.log(
          `  ${proc.label}: ${total.toFixed(2)} s CPU, ${done.length} jobs done, ${done.length ? ((total * 1000) / done.length).toFixed(0) : '-'} ms per job${phase1}`,
        );
      }
    }
    console.log('');
    for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.label}${c.detail ? ` — ${c.detail}` : ''}`);
    failed = checks.some((c) => !c.ok);
  } catch (error) {
    failed = true;
    console.error(`\nThe drill stopped: ${error.stack ?? error}`);
  } finally {
    clearInterval(sampler);
    await Promise.all(procs.map((p) => p.stop()));
    if (VERBOSE || failed) {
      for (const p of procs)
        console.log(
          `\n----- ${p.label} (last 40 lines) -----\n${p.lines
            .filter((l) => VERBOSE || !l.includes('"level":"debug"'))
            .slice(-40)
            .join('\n')}`,
        );
    }
    for (const q of queues) {
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
    }
    await database.stop();
    if (redis) await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

async function waitUntil(test, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test()) return;
    await sleep(200);
  }
  throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
}

/** No job waiting, running or delayed on any queue. */
async function idle(queues) {
  for (const q of queues) {
    const counts = await q.getJobCounts();
    if (counts.waiting + counts.active + counts.delayed > 0) return false;
  }
  return true;
}

await main();
