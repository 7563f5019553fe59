// npm run bench:books — the books' statements and posting at scale (issue 27, Speed).
// One client with 200,000 ledger rows over 3 years (a chequing account and a credit card,
// seeded by COPY into bank_transactions, joined to the books by the ledger's trigger and
// posted to the journal by books_post), most of them categorized as report builds leave them.
// Prints:
//  - the p95 (and median) of GET /api/books/balance-sheet, /trial-balance and one page of
//    /journal at month ends spread over the 3 years (goal ≤ 50 ms each);
//  - the time to add a 100,000-row CSV account to the books (POST /api/csv/books/:id: the
//    ledger rows and their journal, deferred balance checks included) and to re-post it as a
//    credit card (the same account said to be a card: its chart account changes kind; since
//    JournalSpeed1796080000000 its lines, which do not depend on it, are left alone), each against
//    a COPY of the same 100,000 rows into csv_transactions (goal ≤ 3×);
//  - the time to post that account's journal again from nothing (its entries deleted, then books_post over its rows:
//    every entry and line written), against the same COPY.
// Options (environment): BENCH_BOOKS_ROWS (200,000), BENCH_BOOKS_CSV_ROWS (100,000),
// BENCH_BOOKS_SAMPLES (month ends read per statement, 40), BENCH_BOOKS_PART=reads (the statements
// only, no CSV account), BENCH_BOOKS_EXPLAIN=1 (prints EXPLAIN ANALYZE of the journal page's
// queries, as books.repository.ts sends them, at the first sampled month end).
// Figures only; no timed test. The API runs as its own process (production build, no web apps)
// on a fresh PostgreSQL and Redis (startStack), as bench:exports does.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { buildIfChanged } from './lib/build.mjs';
import { benchCsvAmount, copyEscape, copyLines, CSV_TRANSACTIONS_COPY, csvTransactionLine } from './lib/csv-copy.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import { startBenchStack, registerBenchClient } from './lib/bench-stack.mjs';

const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));

const ROWS = Number(process.env.BENCH_BOOKS_ROWS ?? 200_000);
const CSV_ROWS = Number(process.env.BENCH_BOOKS_CSV_ROWS ?? 100_000);
const DAYS = 3 * 365;
const SAMPLES = Number(process.env.BENCH_BOOKS_SAMPLES ?? 40);
const READS_ONLY = process.env.BENCH_BOOKS_PART === 'reads';
const EXPLAIN = process.env.BENCH_BOOKS_EXPLAIN === '1';
const GOALS = { p95Ms: 50, postingRatio: 3 };

const isoDay = (d) => d.toISOString().slice(0, 10);
const daysAgo = (n) => isoDay(new Date(Date.now() - n * 86_400_000));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
/** COPYs the lines with the statement on a connection of the pool (copyLines). */
async function copyRows(db, statement, lines) {
  const client = await db.connect();
  try {
    await copyLines(client, statement, lines);
  } finally {
    client.release();
  }
}

const MERCHANTS = [
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
];
const EXPENSES = ['Office Expenses', 'Software', 'Travel & Meals', 'Utilities', 'Telephone & Internet'];

/** A chequing account and a credit card; ROWS bank transactions over DAYS days by COPY (the ledger's trigger joins them, books_post posts them), then categorized. */
async function seed(db, url, cookie, userId) {
  const categories = await fetch(`${url}/api/plaid/user-categories`, { headers: { cookie } });
  if (!categories.ok) throw new Error(`user-categories: ${categories.status}`);
  const {
    rows: [item],
  } = await db.query(
    `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'v1.bench', 'ins_38', 'TD Canada Trust') RETURNING id`,
    [userId, `bench-books-item-${userId}`],
  );
  const accounts = [];
  for (const [name, type, subtype] of [
    ['Business Chequing', 'depository', 'checking'],
    ['Business Visa', 'credit', 'credit card'],
  ]) {
    const {
      rows: [account],
    } = await db.query(`INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, $3, '1000', $4, $5) RETURNING id`, [
      item.id,
      `bench-books-${subtype}-${userId}`,
      name,
      type,
      subtype,
    ]);
    accounts.push({ id: account.id, name });
  }
  const started = performance.now();
  const BATCH = 50_000;
  for (let first = 0; first < ROWS; first += BATCH) {
    const lines = [];
    for (let i = first; i < Math.min(ROWS, first + BATCH); i++) {
      const account = accounts[i % 4 === 3 ? 1 : 0];
      const money = i % 5 === 0 ? ((i * 7919) % 300_000) / 100 + 1 : -(((i * 104_729) % 80_000) / 100 + 1);
      const merchant = i % 5 === 0 ? 'SHOPIFY PAYOUT' : MERCHANTS[i % MERCHANTS.length];
      lines.push(
        `${userId}\t${account.id}\t${account.name}\tbench-books-${i}\t${money.toFixed(2)}\t${daysAgo(i % DAYS)}\t${copyEscape(`${merchant} #${i % 997}`)}\t${merchant}\tf\t{}\tother\n`,
      );
    }
    await copyRows(
      db,
      'COPY bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category, payment_channel) FROM STDIN',
      lines,
    );
  }
  const copied = (performance.now() - started) / 1000;
  const categorizing = performance.now();
  await db.query(
    `UPDATE ledger_entries SET category = CASE WHEN amount > 0 THEN 'Sales Revenue' ELSE ($2::text[])[1 + id % 5] END WHERE user_id = $1 AND date < current_date - 30`,
    [userId, EXPENSES],
  );
  await db.query('VACUUM ANALYZE ledger_entries');
  await db.query('VACUUM ANALYZE journal_entries');
  await db.query('VACUUM ANALYZE journal_lines');
  return { copied, categorized: (performance.now() - categorizing) / 1000 };
}

async function timedGet(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

/** The last day of the month `back` months before this one. */
function monthEnd(back) {
  const now = new Date();
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0)));
}

async function statements(url, cookie) {
  const monthEnds = Array.from({ length: SAMPLES }, (_, i) => monthEnd(1 + ((i * 7) % 35)));
  const results = {};
  const reads = {
    // the floor: an authenticated request that reads one user (session, guards, JSON), no books; not a goal
    'floor (/api/user)': () => `${url}/api/user`,
    'balance sheet': (asOf) => `${url}/api/books/balance-sheet?asOf=${asOf}`,
    'trial balance': (asOf) => `${url}/api/books/trial-balance?asOf=${asOf}`,
    'journal page': (asOf) => `${url}/api/books/journal?from=${asOf.slice(0, 8)}01&to=${asOf}&page=1`,
  };
  for (const [name, path] of Object.entries(reads)) {
    // warm: the first request's fixed costs (a connection, the code)
    const warm = await timedGet(path(monthEnds[0]), cookie);
    if (name === 'balance sheet') {
      const t = warm.body.totals;
      const cents = (d) => BigInt(d.replace('.', ''));
      if (cents(t.assets) !== cents(t.liabilities) + cents(t.equity))
        throw new Error(`The balance sheet at ${monthEnds[0]} does not balance: ${JSON.stringify(t)}`);
    }
    const times = [];
    for (const asOf of monthEnds) times.push((await timedGet(path(asOf), cookie)).ms);
    results[name] = { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
  }
  return results;
}

/**
 * EXPLAIN ANALYZE of the journal page's statement (JOURNAL_PAGE_SQL of the API's build, the one
 * BooksRepository.journalPage sends): page 1 of the month of `asOf` (what the bench times), and
 * page 50 of the year to `asOf` with the year's total (an offset of 4,900 entries).
 */
async function explainJournalPage(db, userId, asOf) {
  const { JOURNAL_PAGE_SQL } = require(resolve(REPO_ROOT, 'api', 'dist', 'modules', 'books', 'books.repository.js'));
  const yearBefore = isoDay(new Date(Date.parse(`${asOf}T00:00:00Z`) - 364 * 86_400_000));
  for (const [label, from, offset] of [
    ['page 1 of the month', `${asOf.slice(0, 8)}01`, 0],
    ['page 50 of the year', yearBefore, 4_900],
  ]) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${JOURNAL_PAGE_SQL}`, [userId, from, asOf, 100, offset]);
    console.log(`\nEXPLAIN ANALYZE journal ${label} (${from} … ${asOf})\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

/** A CSV_ROWS-row CSV account: COPY into csv_transactions (timed), then added to the books and re-posted through the API (timed). */
async function csvAccount(db, url, cookie, userId) {
  const {
    rows: [upload],
  } = await db.query(
    `INSERT INTO csv_uploads (file_name, file_path, original_row_count, uploaded_by, status) VALUES ('bench-card.csv', 'none', $1, $2, 'completed') RETURNING id`,
    [CSV_ROWS, userId],
  );
  const lines = [];
  for (let i = 0; i < CSV_ROWS; i++) {
    const merchant = MERCHANTS[(i * 3) % MERCHANTS.length];
    lines.push(
      csvTransactionLine({
        uploadId: upload.id,
        rowIndex: i,
        date: daysAgo(i % DAYS),
        name: `${merchant} ${i % 991}`,
        amount: benchCsvAmount(i),
        category: EXPENSES[i % 5],
      }),
    );
  }
  const copyStarted = performance.now();
  await copyRows(db, CSV_TRANSACTIONS_COPY, lines);
  const copy = (performance.now() - copyStarted) / 1000;
  await db.query('ANALYZE csv_transactions');

  const post = async (accountType) => {
    const started = performance.now();
    const res = await fetch(`${url}/api/csv/books/${upload.id}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ accountName: 'Bench card', accountType }),
    });
    const seconds = (performance.now() - started) / 1000;
    if (res.status !== 200) throw new Error(`POST /api/csv/books/${upload.id}: ${res.status} ${await res.text()}`);
    return seconds;
  };
  const join = await post('bank');
  const repost = await post('credit_card');
  // The journal alone, posted again for the whole account: its entries deleted (untimed), then books_post over its
  // rows in one autocommitted statement (timed: the entries, their lines, the month balances and the deferred balance
  // check at commit). What "re-post the journal" costs when every line is written, not only the kind of the account.
  await db.query(
    `DELETE FROM journal_entries j USING ledger_entries l WHERE l.id = j.ledger_entry_id AND l.user_id = $1 AND l.source = 'csv' AND l.account_ref = $2`,
    [userId, upload.id],
  );
  await db.query('ANALYZE journal_entries, journal_lines');
  const journalStarted = performance.now();
  await db.query(`SELECT books_post(ARRAY(SELECT l.id FROM ledger_entries l WHERE l.user_id = $1 AND l.source = 'csv' AND l.account_ref = $2 ORDER BY l.id))`, [
    userId,
    upload.id,
  ]);
  const journal = (performance.now() - journalStarted) / 1000;
  const {
    rows: [{ entries }],
  } = await db.query(
    `SELECT count(*)::int AS entries FROM journal_entries j JOIN ledger_entries l ON l.id = j.ledger_entry_id WHERE l.user_id = $1 AND l.source = 'csv'`,
    [userId],
  );
  if (entries !== CSV_ROWS) throw new Error(`Expected ${CSV_ROWS} journal entries for the CSV account, found ${entries}`);
  return { copy, join, repost, journal };
}

async function main() {
  buildIfChanged('contracts');
  buildIfChanged('api');
  const { stack, db, close } = await startBenchStack('books');
  try {
    const { cookie, userId } = await registerBenchClient(stack.url, { name: 'Books', address: '10.99.0.4' });
    const seeded = await seed(db, stack.url, cookie, userId);
    const {
      rows: [counts],
    } = await db.query(
      `SELECT (SELECT count(*)::int FROM ledger_entries WHERE user_id = $1) AS ledger,
              (SELECT count(*)::int FROM journal_entries j JOIN ledger_entries l ON l.id = j.ledger_entry_id WHERE l.user_id = $1) AS entries`,
      [userId],
    );
    console.log(
      `Seeded ${counts.ledger.toLocaleString('en-CA')} ledger rows over ${DAYS} days (COPY into bank_transactions, posted by the triggers) in ${seeded.copied.toFixed(1)} s; ` +
        `categorized in ${seeded.categorized.toFixed(1)} s; ${counts.entries.toLocaleString('en-CA')} journal entries\n`,
    );

    console.log(`Statements at ${SAMPLES} month ends over 3 years (ms)`);
    console.log('read                p50      p95      max');
    const reads = await statements(stack.url, cookie);
    for (const [name, r] of Object.entries(reads)) {
      console.log(`${name.padEnd(17)} ${r.p50.toFixed(1).padStart(6)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}`);
    }

    if (EXPLAIN) await explainJournalPage(db, userId, monthEnd(1));
    const worstRead = Math.max(
      ...Object.entries(reads)
        .filter(([name]) => !name.startsWith('floor'))
        .map(([, r]) => r.p95),
    );
    if (READS_ONLY) {
      console.log(`\n${worstRead <= GOALS.p95Ms ? 'PASS' : 'MISS'}  statements p95 ≤ ${GOALS.p95Ms} ms (worst ${worstRead.toFixed(1)} ms)`);
      return;
    }

    console.log(`\nA ${CSV_ROWS.toLocaleString('en-CA')}-row CSV account`);
    const csv = await csvAccount(db, stack.url, cookie, userId);
    console.log(`COPY into csv_transactions:                 ${csv.copy.toFixed(2)} s`);
    console.log(`added to the books (ledger + journal):      ${csv.join.toFixed(2)} s  (${(csv.join / csv.copy).toFixed(1)}× the COPY)`);
    console.log(`re-posted as a credit card:                 ${csv.repost.toFixed(2)} s  (${(csv.repost / csv.copy).toFixed(1)}× the COPY)`);
    console.log(`its journal posted again from nothing:      ${csv.journal.toFixed(2)} s  (${(csv.journal / csv.copy).toFixed(1)}× the COPY)`);

    const worst = worstRead;
    const readsOk = worst <= GOALS.p95Ms;
    const postingOk = csv.repost / csv.copy <= GOALS.postingRatio;
    console.log(`\n${readsOk ? 'PASS' : 'MISS'}  statements p95 ≤ ${GOALS.p95Ms} ms (worst ${worst.toFixed(1)} ms)`);
    console.log(`${postingOk ? 'PASS' : 'MISS'}  re-posting ≤ ${GOALS.postingRatio}× the COPY (${(csv.repost / csv.copy).toFixed(1)}×)`);
    const journalOk = csv.journal / csv.copy <= GOALS.postingRatio;
    console.log(
      `${journalOk ? 'PASS' : 'MISS'}  the journal posted again from nothing ≤ ${GOALS.postingRatio}× the COPY (${(csv.journal / csv.copy).toFixed(1)}×)`,
    );
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
