// npm run bench:export-all — "all my data, in one download" (issue 29, point 5) for a large client.
// A client with 200,000 rows in the books (bank transactions over the last 365 days, joined to
// the ledger by one INSERT … SELECT with the books' triggers off) and 2,000 or 10,000 small stored files (40 % CSV uploads, 30 %
// conversation attachments, 30 % submission files), seeded by generate_series and files of
// 1-2 KB written straight into the storage folder. Then POST /api/user/data-export and the
// worker's job writes the ZIP. Prints the time, the worker's RSS every 2 s and its peak, and
// checks the ZIP's size and its manifest's count of files.
// Goal: flat memory — what the worker retains during the export, measured as its heap plus
// external memory right after a full garbage collection, grows ≤ 64 MB over the same before the
// export (a ZIP of 200,000 rows and 10,000 files would take far more held in memory), and does
// not grow with the number of files: 2,000 and 10,000 files (BENCH_FILES), each in a fresh stack,
// differ by < 8 MB.
//
// Why after a collection: RSS mixes what is retained with garbage V8 collects later (and memory
// the allocator hands back late), so on a loaded machine it grew 3× as much as on a quiet one
// for the same export. The worker runs with --expose-gc (API_NODE_ARGS, this bench only) and
// DATA_EXPORT_MEMORY_PROBE=<file>: the export's builder then collects and samples
// process.memoryUsage() at its start, every 500 files and 20,000 rows, and at its end, one JSON
// line each (api/src/modules/data-export/memory-probe.ts; without the variable there is no probe).
// The RSS (every 10 ms from /proc, before → peak) is still printed for comparison; note that the
// probe's collections also keep it lower than an export without the probe would.
//
// The API runs as its own process and is also the worker (RUN_WORKER), as `npm start` runs it.
// Prints the load average at the start and end of each export (the machine may be shared). Uses
// the machine's PostgreSQL when DATABASE_URL is set (a scratch database), else an embedded one.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildIfChanged } from './lib/build.mjs';
import { startBenchStack, registerBenchClient } from './lib/bench-stack.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
/** The file counts compared, each in a fresh stack (a warm process would flatter the second): BENCH_FILES=2000,10000. */
const FILE_COUNTS = (process.env.BENCH_FILES ?? '2000,10000').split(',').map(Number);
/** Flat: the retained growth (heap + external after GC) is ≤ 64 MB at every count, and 5× the files adds < 8 MB (under 1 KB a file: nothing kept per file). */
const GOALS = { retainedGrowthMb: 64, growthSpreadMb: 8 };
const MB = 1024 * 1024;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The probe's samples (JSON lines the worker appended), start / peak / end of heap-after-GC and of external. */
function probeFigures(path) {
  const samples = existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  if (samples.length < 2 || samples[0].label !== 'start') throw new Error(`The worker's memory probe wrote ${samples.length} samples to ${path}`);
  if (!samples[0].gc) throw new Error('The worker ran without --expose-gc: the probe could not collect before sampling');
  const retained = (s) => s.heapUsed + s.external;
  const peakOf = (f) => samples.reduce((a, s) => (f(s) > f(a) ? s : a));
  const [start, end] = [samples[0], samples.at(-1)];
  const peak = peakOf(retained);
  return {
    samples,
    start,
    peak,
    end,
    heapPeak: peakOf((s) => s.heapUsed),
    externalPeak: peakOf((s) => s.external),
    growthMb: (retained(peak) - retained(start)) / MB,
  };
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** A small file's bytes (1-2 KB of text), different for each. */
const smallFile = (i) => Buffer.from(`file ${i}\n${randomBytes(384 + (i % 384)).toString('base64')}\n`);

async function seed(db, url, cookie, userId, uploadsDir, files) {
  const started = Date.now();
  const categories = await fetch(`${url}/api/plaid/user-categories`, { headers: { cookie } });
  if (!categories.ok) throw new Error(`user-categories: ${categories.status}`);
  const {
    rows: [item],
  } = await db.query(
    `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'v1.bench', 'ins_38', 'TD Canada Trust') RETURNING id`,
    [userId, `bench-export-all-item-${userId}`],
  );
  const {
    rows: [account],
  } = await db.query(
    `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'Business Chequing', '1000', 'depository', 'checking') RETURNING id`,
    [item.id, `bench-export-all-acct-${userId}`],
  );
  // The books' triggers (ledger rows, change log, journal, merchant words) would take most of the
  // seed on 2 cores: with the owner's rights they are switched off for this one session and the
  // ledger rows are written by one INSERT … SELECT, as the trigger would have written them.
  const session = await db.connect();
  try {
    const triggersOff = await session
      .query(`SET session_replication_role = replica`)
      .then(() => true)
      .catch(() => false);
    await session.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category, payment_channel)
       SELECT $1, $2, 'Business Chequing', $3 || i,
              CASE WHEN i % 5 = 0 THEN round((random() * 3000)::numeric, 2) ELSE -round((random() * 800)::numeric, 2) END,
              current_date - (i % 365), 'MERCHANT #' || (i % 997), 'MERCHANT', false, '{}', 'other'
       FROM generate_series(1, $4::int) AS i`,
      [userId, account.id, `bench-export-all-${userId}-`, ROWS],
    );
    if (triggersOff) {
      await session.query(
        `INSERT INTO ledger_entries (user_id, source, bank_transaction_id, account_ref, account_name, date, name, merchant_name, amount)
         SELECT user_id, 'bank', id, bank_account_id, account_name, date, name, merchant_name, amount FROM bank_transactions WHERE user_id = $1`,
        [userId],
      );
    }
    // Categorized as report builds leave them: the worksheets read month totals, no engine.
    await session.query(
      `UPDATE ledger_entries SET category = CASE WHEN amount > 0 THEN 'Sales Revenue' ELSE (ARRAY['Office Expenses','Software','Travel & Meals','Utilities'])[1 + id % 4] END WHERE user_id = $1`,
      [userId],
    );
  } finally {
    await session.query(`RESET session_replication_role`).catch(() => undefined);
    session.release();
  }
  const rowsSeconds = (Date.now() - started) / 1000;

  const csvCount = Math.round(files * 0.4);
  const attachmentCount = Math.round(files * 0.3);
  const submissionFileCount = files - csvCount - attachmentCount;
  const key = `'2026/11/' || gen_random_uuid()`;
  const keys = [];
  keys.push(
    ...(
      await db.query(
        `INSERT INTO csv_uploads (file_name, file_path, file_size, uploaded_by) SELECT 'bank-' || i || '.csv', ${key} || '.csv', 0, $1 FROM generate_series(1, $2::int) AS i RETURNING file_path AS key`,
        [userId, csvCount],
      )
    ).rows,
  );
  const { rows: messages } = await db.query(
    `INSERT INTO conversation_messages (client_user_id, author_user_id, side, text) SELECT $1, $1, 'client', 'Message ' || i FROM generate_series(1, $2::int) AS i RETURNING id`,
    [userId, Math.ceil(attachmentCount / 3)],
  );
  keys.push(
    ...(
      await db.query(
        `INSERT INTO conversation_attachments (message_id, storage_key, file_name, mime_type, size)
         SELECT ($2::int[])[1 + (i - 1) / 3], ${key} || '.txt', 'note-' || i || '.txt', 'text/plain', 0 FROM generate_series(1, $1::int) AS i RETURNING storage_key AS key`,
        [attachmentCount, messages.map((m) => m.id)],
      )
    ).rows,
  );
  const { rows: submissions } = await db.query(
    `INSERT INTO submissions (user_id, summary_name) SELECT $1, 'Bench submission ' || i FROM generate_series(1, $2::int) AS i RETURNING id`,
    [userId, Math.ceil(submissionFileCount / 10)],
  );
  keys.push(
    ...(
      await db.query(
        `INSERT INTO submission_files (submission_id, storage_key, role, original_name, mime_type, size)
         SELECT ($2::int[])[1 + (i - 1) / 10], ${key} || '.txt', 'document', 'statement-' || i || '.txt', 'text/plain', 0 FROM generate_series(1, $1::int) AS i RETURNING storage_key AS key`,
        [submissionFileCount, submissions.map((s) => s.id)],
      )
    ).rows,
  );
  let bytes = 0;
  keys.forEach(({ key: k }, i) => {
    const path = join(uploadsDir, k);
    if (i === 0) mkdirSync(dirname(path), { recursive: true });
    const content = smallFile(i);
    bytes += content.length;
    writeFileSync(path, content);
  });
  await db.query('VACUUM ANALYZE ledger_entries');
  return { rowsSeconds, files: keys.length, fileMb: bytes / 1e6, seconds: (Date.now() - started) / 1000 };
}

async function json(url, cookie, init = {}) {
  const res = await fetch(url, { ...init, headers: { cookie, ...(init.headers ?? {}) } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** Starts an export and polls the list until it is done or failed; `onPoll` sees each answer. */
async function exportAndWait(url, cookie, onPoll) {
  const { export: queued } = await json(`${url}/api/user/data-export`, cookie, { method: 'POST' });
  const started = Date.now();
  for (;;) {
    const { items } = await json(`${url}/api/user/data-exports`, cookie);
    const row = items.find((i) => i.id === queued.id);
    onPoll(row);
    if (row.status === 'done') return row;
    if (row.status === 'failed') throw new Error(`The export failed: ${row.failure}`);
    if (Date.now() - started > 1_800_000) throw new Error('The export did not finish within 30 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One fresh stack: seeds a client with ROWS rows and `files` files, exports it, answers the figures. */
async function run(files) {
  const probeFile = join(tmpdir(), `ledgerleaf-bench-export-all-probe-${process.pid}-${files}.jsonl`);
  rmSync(probeFile, { force: true });
  process.env.DATA_EXPORT_MEMORY_PROBE = probeFile;
  const { stack, db, close } = await startBenchStack(
    'export-all',
    `Starting PostgreSQL, Redis and the API with its worker (production build) for ${files.toLocaleString('en-CA')} files...`,
  );
  try {
    const { cookie, userId } = await registerBenchClient(stack.url, { name: 'Everything', address: '10.99.0.4' });
    const seeded = await seed(db, stack.url, cookie, userId, join(stack.env.DATA_DIR, 'uploads'), files);
    const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM ledger_entries WHERE user_id = $1`, [userId])).rows;
    console.log(
      `Seeded ${count.toLocaleString('en-CA')} rows in the books (${seeded.rowsSeconds.toFixed(1)} s) and ${seeded.files.toLocaleString('en-CA')} files (${seeded.fileMb.toFixed(1)} MB); ${seeded.seconds.toFixed(1)} s in all\n`,
    );

    const pid = stack.child.pid;
    // The first export of a process loads code once (the PDF library and its fonts for the
    // worksheets, zlib): a small client's export takes that before the figures.
    const small = await registerBenchClient(stack.url, { name: 'Everything', address: '10.99.0.5' });
    const warmStarted = performance.now();
    const warm = await exportAndWait(stack.url, small.cookie, () => {});
    console.log(
      `Warm-up: an empty client's export in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s (${warm.size} bytes); worker RSS ${(rssKb(pid) / 1024).toFixed(0)} MB\n`,
    );

    // The warm-up's samples are not the figures.
    writeFileSync(probeFile, '');
    const loadBefore = load();
    const baseline = rssKb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(pid));
    }, 10);
    const started = performance.now();
    console.log(`POST /api/user/data-export; worker RSS before: ${(baseline / 1024).toFixed(0)} MB; load average ${loadBefore}`);
    console.log('     s   progress   RSS MB   peak MB');
    let lastPrint = 0;
    const row = await exportAndWait(stack.url, cookie, (item) => {
      const elapsed = (performance.now() - started) / 1000;
      if (item.status !== 'done' && item.status !== 'failed' && elapsed - lastPrint < 2) return;
      lastPrint = elapsed;
      console.log(
        `${elapsed.toFixed(1).padStart(6)}   ${String(item.progress).padStart(5)} %  ${(rssKb(pid) / 1024).toFixed(0).padStart(7)}  ${(peak / 1024).toFixed(0).padStart(8)}`,
      );
    });
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const [{ file_count: fileCount, missing_count: missing }] = (await db.query(`SELECT file_count, missing_count FROM data_exports WHERE id = $1`, [row.id]))
      .rows;
    const loadAfter = load();
    const rssGrowthMb = (peak - baseline) / 1024;
    const probe = probeFigures(probeFile);
    rmSync(probeFile, { force: true });
    console.log(
      `\nDone in ${seconds.toFixed(1)} s: ZIP of ${(row.size / 1e6).toFixed(1)} MB, ${fileCount.toLocaleString('en-CA')} files in the manifest, ${missing} missing; load average ${loadBefore} → ${loadAfter}`,
    );
    console.log('After a full GC, at each probe sample:');
    console.log('  sample    files      rows   heapUsed MB   external MB   arrayBuffers MB   RSS MB');
    for (const s of probe.samples)
      console.log(
        `  ${s.label.padEnd(6)} ${s.files.toLocaleString('en-CA').padStart(7)} ${s.rows.toLocaleString('en-CA').padStart(9)}   ${(s.heapUsed / MB).toFixed(1).padStart(11)}   ${(s.external / MB).toFixed(1).padStart(11)}   ${(s.arrayBuffers / MB).toFixed(1).padStart(15)}   ${(s.rss / MB).toFixed(0).padStart(6)}`,
      );
    const mb = (v) => (v / MB).toFixed(1);
    console.log(
      `Heap after GC: start ${mb(probe.start.heapUsed)} MB, peak ${mb(probe.heapPeak.heapUsed)} MB, end ${mb(probe.end.heapUsed)} MB; external: start ${mb(probe.start.external)}, peak ${mb(probe.externalPeak.external)}, end ${mb(probe.end.external)} MB (arrayBuffers ${mb(probe.start.arrayBuffers)} → ${mb(probe.end.arrayBuffers)} MB)`,
    );
    console.log(`Retained (heap + external after GC): growth ${probe.growthMb.toFixed(1)} MB (the goal's figure)`);
    console.log(
      `Worker RSS (for comparison): before ${(baseline / 1024).toFixed(0)} MB, peak ${(peak / 1024).toFixed(0)} MB, growth ${rssGrowthMb.toFixed(1)} MB\n`,
    );
    if (fileCount < seeded.files + 4) throw new Error(`The manifest lists ${fileCount} files, expected at least ${seeded.files + 4}`);
    return {
      files,
      seconds,
      zipMb: row.size / 1e6,
      fileCount,
      baselineMb: baseline / 1024,
      peakMb: peak / 1024,
      rssGrowthMb,
      heapStartMb: probe.start.heapUsed / MB,
      heapPeakMb: probe.heapPeak.heapUsed / MB,
      heapEndMb: probe.end.heapUsed / MB,
      growthMb: probe.growthMb,
      load: `${loadBefore} → ${loadAfter}`,
    };
  } finally {
    await close();
  }
}

async function main() {
  buildIfChanged('contracts');
  buildIfChanged('api');
  // The worker may be asked for a full collection before each probe sample (this bench only).
  process.env.API_NODE_ARGS = [process.env.API_NODE_ARGS, '--expose-gc'].filter(Boolean).join(' ');
  const results = [];
  for (const files of FILE_COUNTS) results.push(await run(files));
  console.log(`${ROWS.toLocaleString('en-CA')} rows and:`);
  console.log('   files   export s   ZIP MB   heap after GC start/peak/end MB   retained growth MB   RSS before/peak MB   RSS growth MB   load average');
  for (const r of results)
    console.log(
      `${r.files.toLocaleString('en-CA').padStart(8)}   ${r.seconds.toFixed(1).padStart(8)}   ${r.zipMb.toFixed(1).padStart(6)}   ${`${r.heapStartMb.toFixed(1)} / ${r.heapPeakMb.toFixed(1)} / ${r.heapEndMb.toFixed(1)}`.padStart(31)}   ${r.growthMb.toFixed(1).padStart(18)}   ${`${r.baselineMb.toFixed(0)} / ${r.peakMb.toFixed(0)}`.padStart(18)}   ${r.rssGrowthMb.toFixed(1).padStart(13)}   ${r.load}`,
    );
  const worst = Math.max(...results.map((r) => r.growthMb));
  const spread = worst - Math.min(...results.map((r) => r.growthMb));
  const flat = worst <= GOALS.retainedGrowthMb;
  const independent = results.length < 2 || spread < GOALS.growthSpreadMb;
  console.log(
    `\n${flat ? 'PASS' : 'MISS'}  retained growth (heap + external after GC) ≤ ${GOALS.retainedGrowthMb} MB at every count (worst ${worst.toFixed(1)} MB; RSS growth worst ${Math.max(...results.map((r) => r.rssGrowthMb)).toFixed(1)} MB, for comparison)`,
  );
  if (results.length > 1)
    console.log(
      `${independent ? 'PASS' : 'MISS'}  growth independent of the file count: ${FILE_COUNTS.map((n) => n.toLocaleString('en-CA')).join(' vs ')} files differ by ${spread.toFixed(1)} MB (goal < ${GOALS.growthSpreadMb} MB)`,
    );
  process.exitCode = flat && independent ? 0 : 1;
}

await main();
