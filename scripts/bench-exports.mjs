// npm run bench:exports — the accountant exports and the tax reads over a year of books.
// One client with 100,000 bank transactions over the last 365 days (seeded by generate_series,
// joined to the books by the ledger's trigger), all but the last 30 days categorized as report
// builds leave them (the rest go through the offline engine, as the period in progress does).
// Prints, for each export format, rows/s and the API process's peak RSS growth over the
// download; then the time and RSS growth of the GST/HST period list, one worksheet and the
// year-end statement, which read month totals instead of the rows.
// Goal (issue 25): RSS growth of the API process ≤ 32 MB for a year's export.
//
// RSS is sampled every 10 ms from /proc. A one-month export runs first, so the growth measured
// is what the year's size costs, not the first request's fixed costs (the engine's model, code).
//
// Uses the machine's PostgreSQL when DATABASE_URL is set (a scratch database), else an
// embedded one; the API runs as its own process (production build, no web apps).
import { readFileSync } from 'node:fs';
import { buildIfChanged } from './lib/build.mjs';
import { startBenchStack, registerBenchClient } from './lib/bench-stack.mjs';

const ROWS = 100_000;
const FORMATS = ['qbo-bank', 'xero-statement', 'general-ledger'];
const GOALS = { rssMb: 32 };

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Runs `fn` while sampling the API's RSS; resolves with its result, seconds and the growth in MB over the RSS before it. */
async function measured(pid, fn) {
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 10);
  const started = performance.now();
  try {
    const result = await fn();
    return { result, seconds: (performance.now() - started) / 1000, baselineMb: baseline / 1024, growthMb: (Math.max(peak, rssKb(pid)) - baseline) / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/** One chequing account and `count` transactions over the last 365 days; all but the last 30 days categorized. */
async function seed(db, url, cookie, userId, count) {
  // The client's categories exist once they are first read.
  const categories = await fetch(`${url}/api/plaid/user-categories`, { headers: { cookie } });
  if (!categories.ok) throw new Error(`user-categories: ${categories.status}`);
  const started = Date.now();
  const {
    rows: [item],
  } = await db.query(
    `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'v1.bench', 'ins_38', 'TD Canada Trust') RETURNING id`,
    [userId, `bench-exports-item-${userId}`],
  );
  const {
    rows: [account],
  } = await db.query(
    `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'Business Chequing', '1000', 'depository', 'checking') RETURNING id`,
    [item.id, `bench-exports-acct-${userId}`],
  );
  const merchants = [
    'TIM HORTONS',
    'LOBLAWS',
    'STAPLES',
    'PETRO-CANADA',
    'ROGERS',
    'BELL CANADA',
    'HYDRO ONE',
    'AIR CANADA',
    'COSTCO',
    'UBER',
    'AMAZON.CA',
    'INTUIT',
    'SHOPIFY PAYOUT',
    'STRIPE TRANSFER',
  ];
  await db.query(
    `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category, payment_channel)
     SELECT $1, $2, 'Business Chequing', $3 || i,
            CASE WHEN i % 5 = 0 THEN round((random() * 3000)::numeric, 2) ELSE -round((random() * 800)::numeric, 2) END,
            current_date - (i % 365), ($4::text[])[1 + (i * 7) % array_length($4::text[], 1)] || ' #' || (i % 997),
            ($4::text[])[1 + (i * 7) % array_length($4::text[], 1)], false, '{}', 'other'
     FROM generate_series(1, $5::int) AS i`,
    [userId, account.id, `bench-exports-${userId}-`, merchants, count],
  );
  await db.query(
    `UPDATE ledger_entries SET category = CASE WHEN amount > 0 THEN 'Sales Revenue' ELSE (ARRAY['Office Expenses','Software','Travel & Meals','Utilities','Telephone & Internet'])[1 + id % 5] END
     WHERE user_id = $1 AND date < current_date - 30`,
    [userId],
  );
  await db.query('VACUUM ANALYZE ledger_entries');
  return (Date.now() - started) / 1000;
}

/** Downloads a file, counting its lines as they arrive (nothing kept). */
async function download(url, cookie) {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, lines };
}

async function getJson(url, cookie) {
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

async function main() {
  buildIfChanged('contracts');
  buildIfChanged('api');
  const { stack, db, close } = await startBenchStack('exports');
  try {
    const { cookie, userId } = await registerBenchClient(stack.url, { name: 'Exports', address: '10.99.0.3' });
    const seconds = await seed(db, stack.url, cookie, userId, ROWS);
    const [{ count }] = (
      await db.query(`SELECT count(*)::int AS count, count(*) FILTER (WHERE category IS NULL)::int AS open FROM ledger_entries WHERE user_id = $1`, [userId])
    ).rows;
    console.log(`Seeded ${count.toLocaleString('en-CA')} rows in the books (generate_series) in ${seconds.toFixed(1)} s\n`);
    const pid = stack.child.pid;
    const from = day(-364);
    const to = day(0);

    // The first request's fixed costs (code, the engine's model), apart from the year's size.
    const warm = await measured(pid, () => download(`${stack.url}/api/exports/general-ledger?from=${day(-30)}&to=${to}`, cookie));
    console.log(
      `Warm-up: one month as general-ledger, ${(warm.result.lines - 1).toLocaleString('en-CA')} lines in ${warm.seconds.toFixed(2)} s; RSS ${warm.baselineMb.toFixed(0)} MB, growth ${warm.growthMb.toFixed(1)} MB\n`,
    );

    console.log(`GET /api/exports/:format?from=${from}&to=${to}`);
    console.log('format           rows     MB      s     rows/s   RSS before  growth');
    const growths = [];
    for (const format of FORMATS) {
      const run = await measured(pid, () => download(`${stack.url}/api/exports/${format}?from=${from}&to=${to}`, cookie));
      const rows = format === 'general-ledger' ? (run.result.lines - 1) / 2 : run.result.lines - 1;
      if (rows !== count) throw new Error(`${format} wrote ${rows} rows, expected ${count}`);
      growths.push(run.growthMb);
      console.log(
        `${format.padEnd(15)} ${rows.toLocaleString('en-CA').padStart(7)} ${(run.result.bytes / 1e6).toFixed(1).padStart(6)} ${run.seconds.toFixed(2).padStart(6)} ${Math.round(
          rows / run.seconds,
        )
          .toLocaleString('en-CA')
          .padStart(10)}   ${run.baselineMb.toFixed(0).padStart(6)} MB  ${run.growthMb.toFixed(1).padStart(5)} MB`,
      );
    }

    console.log('\nTax reads over the same year (month totals in SQL; the last 30 days through the engine)');
    const list = await measured(pid, () => getJson(`${stack.url}/api/tax/gst-hst-returns`, cookie));
    console.log(
      `GET /api/tax/gst-hst-returns: ${list.result.length} periods in ${(list.seconds * 1000).toFixed(0)} ms, RSS growth ${list.growthMb.toFixed(1)} MB`,
    );
    const oldest = list.result[list.result.length - 1];
    const sheet = await measured(pid, () => getJson(`${stack.url}/api/tax/gst-hst-returns/${oldest.periodStart}`, cookie));
    console.log(
      `GET /api/tax/gst-hst-returns/${oldest.periodStart}: ${sheet.result.transactionCount.toLocaleString('en-CA')} transactions in ${(sheet.seconds * 1000).toFixed(0)} ms, RSS growth ${sheet.growthMb.toFixed(1)} MB`,
    );
    const profile = await getJson(`${stack.url}/api/tax/profile`, cookie);
    const yearEnd = `${to.slice(0, 4)}-${profile.taxYearEnd}`;
    const statement = await measured(pid, () => getJson(`${stack.url}/api/tax/year-end/${yearEnd}`, cookie));
    console.log(
      `GET /api/tax/year-end/${yearEnd}: ${statement.result.transactionCount.toLocaleString('en-CA')} transactions in ${(statement.seconds * 1000).toFixed(0)} ms, RSS growth ${statement.growthMb.toFixed(1)} MB`,
    );

    const worst = Math.max(...growths);
    const ok = worst <= GOALS.rssMb;
    console.log(`\n${ok ? 'PASS' : 'MISS'}  export RSS growth ≤ ${GOALS.rssMb} MB (worst ${worst.toFixed(1)} MB)`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await close();
  }
}

await main();
