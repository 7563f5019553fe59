// npm run bench:transactions — the Transactions view at scale. For one client with
// 200,000 bank transactions it prints the p50/p95 of GET /api/plaid/transactions
// (500 rows) for each sort column, beside the raw SQL time of the same queries (the
// page and its count, run the same way) in the same run; then it exports 100,000 rows
// and prints rows per second and the API process's peak RSS growth.
// Goals (issue 8): p95 ≤ 50 ms and ≤ 2× raw SQL; export ≥ 100k rows/s, ≤ 64 MB RSS growth.
//
// Both sides are timed the same way, in this process: the raw SQL through pg's client (the
// rows parsed into objects), the API through a keep-alive node:http client that decodes and
// parses the JSON. It accepts the encodings Chromium accepts, so the API answers Brotli as
// it does to a browser. (fetch's WHATWG streams cost this process about 3 ms more per
// 200 kB answer: the client's time, not the API's.)
//
// Uses the machine's PostgreSQL when DATABASE_URL is set (a scratch database), else an
// embedded one; the API runs as its own process (production build, no web apps).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildIfChanged } from './lib/build.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';

const ROWS = 200_000;
const EXPORT_ROWS = 100_000;
const PAGE = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const COLUMNS = ['date', 'name', 'category', 'account', 'amount'];
/** Pages a user actually opens: the first ten (5,000 rows); page 200 is reported apart. */
const PAGES = Array.from({ length: 10 }, (_, i) => i + 1);
const DEEP_PAGE = 200;
const GOALS = { p95Ms: 50, ratio: 2, exportRowsPerSecond: 100_000, rssMb: 64 };

const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n) => n.toFixed(1).padStart(6);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** GET with the encodings Chromium accepts; resolves with the status and the decoded body. */
function get(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          resolve({
            status: res.statusCode,
            text: (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
          });
        });
      })
      .on('error', reject);
  });
}

async function register(url, label) {
  const email = `bench-${label}-${Date.now().toString(36)}@bench.ledgerleaf.test`;
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.0.${label === 'list' ? 1 : 2}` },
    body: JSON.stringify({ firstName: 'Bench', lastName: label, email, phone: '+1 416 555 0199', password: 'bench-password-1', couponCode: 'LAUNCH2025' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const user = await res.json();
  return { cookie, userId: user.id };
}

/** One item, three accounts and `count` transactions for a user, written by generate_series. */
async function seedTransactions(db, userId, count, label) {
  const {
    rows: [item],
  } = await db.query(
    `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'v1.bench', 'ins_38', 'TD Canada Trust') RETURNING id`,
    [userId, `bench-item-${label}-${userId}`],
  );
  const accounts = [];
  for (const [i, name] of ['Business Chequing', 'Business Savings', 'Business Visa'].entries()) {
    const {
      rows: [account],
    } = await db.query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, $3, $4, 'depository', 'checking') RETURNING id, name`,
      [item.id, `bench-acct-${label}-${userId}-${i}`, name, String(1000 + i)],
    );
    accounts.push(account);
  }
  const merchants = [
    'TIM HORTONS',
    'LOBLAWS',
    'SHOPPERS DRUG MART',
    'PETRO-CANADA',
    'CANADIAN TIRE',
    'ROGERS',
    'BELL CANADA',
    'HYDRO ONE',
    'ENBRIDGE',
    'PRESTO',
    'AIR CANADA',
    'STAPLES',
    'COSTCO',
    'UBER',
    'AMAZON.CA',
    'INTUIT',
    'SHOPIFY PAYOUT',
    'STRIPE TRANSFER',
  ];
  const categories = ['Food and Drink', 'Shops', 'Travel', 'Service', 'Transfer', 'Bank Fees', 'Payment', 'Tax'];
  const started = Date.now();
  await db.query(
    `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category, category_id, payment_channel)
     SELECT $1, ($2::int[])[1 + i % 3], ($3::text[])[1 + i % 3], $4 || i,
            round(((random() * 2000) - 1500)::numeric, 2), current_date - (i % 720),
            ($5::text[])[1 + (i * 7) % array_length($5::text[], 1)] || ' #' || (i % 997),
            ($5::text[])[1 + (i * 7) % array_length($5::text[], 1)], false,
            ARRAY[($6::text[])[1 + (i * 13) % array_length($6::text[], 1)]], '10000000', 'other'
     FROM generate_series(1, $7::int) AS i`,
    [userId, accounts.map((a) => a.id), accounts.map((a) => a.name), `bench-${label}-${userId}-`, merchants, categories, count],
  );
  // A table in steady state has been vacuumed (autovacuum): the visibility map lets count(*) read only the index.
  await db.query('VACUUM ANALYZE bank_transactions');
  return { seconds: (Date.now() - started) / 1000 };
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function main() {
  buildIfChanged('contracts');
  buildIfChanged('api');
  const { BankTransactionsRepository } = require('./dist/modules/plaid/bank-transactions.repository.js');
  const { BankItemsRepository } = require('./dist/modules/plaid/bank-items.repository.js');
  const { stack, db, close } = await startBenchStack('tx');
  try {
    const list = await register(stack.url, 'list');
    const exporter = await register(stack.url, 'export');
    const seeded = await seedTransactions(db, list.userId, ROWS, 'list');
    await seedTransactions(db, exporter.userId, EXPORT_ROWS, 'export');
    console.log(
      `Seeded ${ROWS.toLocaleString('en-CA')} + ${EXPORT_ROWS.toLocaleString('en-CA')} transactions (generate_series) in ${seeded.seconds.toFixed(1)} s\n`,
    );

    const api = async (path, cookie) => {
      const started = performance.now();
      const res = await get(`${stack.url}${path}`, cookie);
      const body = JSON.parse(res.text);
      const elapsed = performance.now() - started;
      if (res.status !== 200 || body.transactions.length !== PAGE) throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 200)}`);
      return elapsed;
    };
    // The same statements the API runs for a page: the accounts (with their counts) beside the page.
    const sql = async (sort, page) => {
      const started = performance.now();
      await Promise.all([
        db.query(BankItemsRepository.accountsSql(false), [list.userId]),
        db.query(BankTransactionsRepository.pageSql(sort), [list.userId, PAGE, (page - 1) * PAGE]),
      ]);
      return performance.now() - started;
    };

    if (process.env.BENCH_EXPLAIN) {
      for (const column of COLUMNS) {
        const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${BankTransactionsRepository.pageSql({ column, direction: 'desc' })}`, [
          list.userId,
          PAGE,
          PAGE,
        ]);
        console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }

    // The floor every logged-in request pays here (session read and touch, user row, JSON): GET /api/user.
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      JSON.parse((await get(`${stack.url}/api/user`, list.cookie)).text);
      floor.push(performance.now() - started);
    }
    console.log(
      `Request floor (GET /api/user, same session): p50 ${percentile(floor, 50).toFixed(1)} ms, p95 ${percentile(floor, 95).toFixed(1)} ms; load average ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores\n`,
    );

    const results = [];
    console.log('GET /api/plaid/transactions, 500 rows, pages 1-10 (ms)');
    console.log('sort column  dir   HTTP p50  HTTP p95   SQL p50   SQL p95  p95 ratio');
    for (const column of COLUMNS) {
      for (const direction of column === 'date' ? ['desc', 'asc'] : ['asc', 'desc']) {
        const sort = { column, direction };
        const query = (page) => `/api/plaid/transactions?page=${page}&limit=${PAGE}&sortColumn=${column}&sortDirection=${direction}`;
        for (let i = 0; i < WARMUP; i++) {
          await api(query(PAGES[i % PAGES.length]), list.cookie);
          await sql(sort, PAGES[i % PAGES.length]);
        }
        const http = [];
        const raw = [];
        for (let i = 0; i < RUNS; i++) {
          const page = PAGES[i % PAGES.length];
          // Interleaved, so both see the same cache and load.
          http.push(await api(query(page), list.cookie));
          raw.push(await sql(sort, page));
        }
        const row = {
          column,
          direction,
          httpP50: percentile(http, 50),
          httpP95: percentile(http, 95),
          sqlP50: percentile(raw, 50),
          sqlP95: percentile(raw, 95),
        };
        row.ratio = row.httpP95 / row.sqlP95;
        results.push(row);
        console.log(
          `${column.padEnd(11)}  ${direction.padEnd(4)}  ${ms(row.httpP50)}    ${ms(row.httpP95)}    ${ms(row.sqlP50)}    ${ms(row.sqlP95)}    ${row.ratio.toFixed(2)}×`,
        );
      }
    }

    const deep = [];
    const deepSql = [];
    for (let i = 0; i < 10; i++) {
      deep.push(await api(`/api/plaid/transactions?page=${DEEP_PAGE}&limit=${PAGE}&sortColumn=amount&sortDirection=asc`, list.cookie));
      deepSql.push(await sql({ column: 'amount', direction: 'asc' }, DEEP_PAGE));
    }
    console.log(
      `(page ${DEEP_PAGE}, rows 99,501-100,000 by amount: HTTP p50 ${percentile(deep, 50).toFixed(1)} ms, SQL p50 ${percentile(deepSql, 50).toFixed(1)} ms — OFFSET walks the index)`,
    );

    // Export: 100,000 rows streamed; RSS of the API process sampled every 10 ms.
    const pid = stack.child.pid;
    const baseline = rssKb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(pid));
    }, 10);
    const started = performance.now();
    const res = await fetch(`${stack.url}/api/plaid/export-transactions`, { headers: { cookie: exporter.cookie } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(pid));
    const exported = lines - 1;
    // The same batches straight from PostgreSQL, for scale.
    const sqlStarted = performance.now();
    let sqlRows = 0;
    for (let after = null; ;) {
      const params = [exporter.userId, [], [], 5000, ...(after ? [after.date, after.id] : [])];
      const {
        rows: [batch],
      } = await db.query(BankTransactionsRepository.exportBatchSql(after !== null), params);
      if (!batch.rows) break;
      sqlRows += batch.rows;
      after = { date: batch.last_date, id: batch.last_id };
      if (batch.rows < 5000) break;
    }
    const sqlSeconds = (performance.now() - sqlStarted) / 1000;
    if (exported !== EXPORT_ROWS) throw new Error(`export wrote ${exported} rows, expected ${EXPORT_ROWS}`);
    const rowsPerSecond = exported / seconds;
    const growthMb = (peak - baseline) / 1024;
    console.log(
      `\nGET /api/plaid/export-transactions: ${exported.toLocaleString('en-CA')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s = ${Math.round(rowsPerSecond).toLocaleString('en-CA')} rows/s; API RSS ${Math.round(baseline / 1024)} MB → peak ${Math.round(peak / 1024)} MB (growth ${growthMb.toFixed(1)} MB)`,
    );
    console.log(
      `  the same batches as raw SQL: ${sqlRows.toLocaleString('en-CA')} rows in ${sqlSeconds.toFixed(2)} s = ${Math.round(sqlRows / sqlSeconds).toLocaleString('en-CA')} rows/s`,
    );

    const worstP95 = Math.max(...results.map((r) => r.httpP95));
    const worstRatio = Math.max(...results.map((r) => r.ratio));
    const verdicts = [
      [`p95 ≤ ${GOALS.p95Ms} ms (worst ${worstP95.toFixed(1)} ms)`, worstP95 <= GOALS.p95Ms],
      [`p95 ≤ ${GOALS.ratio}× raw SQL (worst ${worstRatio.toFixed(2)}×)`, worstRatio <= GOALS.ratio],
      [
        `export ≥ ${GOALS.exportRowsPerSecond.toLocaleString('en-CA')} rows/s (${Math.round(rowsPerSecond).toLocaleString('en-CA')})`,
        rowsPerSecond >= GOALS.exportRowsPerSecond,
      ],
      [`export RSS growth ≤ ${GOALS.rssMb} MB (${growthMb.toFixed(1)} MB)`, growthMb <= GOALS.rssMb],
    ];
    console.log('');
    for (const [label, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
    process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await close();
  }
}

await main();
