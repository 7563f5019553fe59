// npm run bench:categorize — how well and how cheaply the categorization engine works, on
// a labelled set of Canadian small-business bank lines we wrote ourselves
// (api/test/data/labelled-transactions.csv, correct default category per line):
//  1. offline (no AI key): top-1 accuracy, accuracy on the rows the engine calls
//     confident, and the same on the lines whose merchant is not literally in the
//     knowledge file (the honest figure for merchants it has never seen);
//  2. through the OpenAI stand-in (real SDK, tokens counted with gpt-tokenizer): tokens per
//     1,000 transactions for the engine (unsure rows only, unique merchants, batched,
//     memory) beside a baseline in the same process that sends every row, 25 per
//     request, with no memory and no de-duplication.
// Exits non-zero when a goal is missed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { apiDist, insertClient, migratedDatabase } from './lib/bench-database.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import { startOpenAiStandIn } from './stand-ins/openai.mjs';

const require = createRequire(import.meta.url);
const { parse } = require(resolve(REPO_ROOT, 'node_modules', 'csv-parse', 'dist', 'cjs', 'sync.cjs'));
const { DEFAULT_CATEGORIES } = require(resolve(REPO_ROOT, 'node_modules', '@ledgerleaf', 'contracts'));
const { OfflineEngine, isConfident, directionOf } = apiDist('modules/categorization/engine/engine.js');
const { CategoryMapper } = apiDist('modules/categorization/engine/category-mapper.js');
const { merchantKey } = apiDist('modules/categorization/engine/normalizer.js');
const { CategorizationService } = apiDist('modules/categorization/categorization.service.js');
const { CategoriesService } = apiDist('modules/categories/categories.service.js');
const { UserCategory } = apiDist('modules/categories/entities/user-category.entity.js');
const { OpenAiAdapter } = apiDist('modules/categorization/openai.adapter.js');
const { AppConfig } = apiDist('config/app-config.js');

const GOALS = { offline: 0.92, confident: 0.98, tokenRatio: 0.25 };
const BASELINE_BATCH = 25;

const pct = (x) => `${(100 * x).toFixed(1)} %`;
const per1000 = (tokens, rows) => Math.round((tokens * 1000) / rows);

const labelled = parse(readFileSync(resolve(REPO_ROOT, 'api', 'test', 'data', 'labelled-transactions.csv')), { columns: true, bom: true });
const rows = labelled.map((r) => ({ name: r.Transaction_Name, amount: r.Transaction_Amount, date: r.Transaction_Date }));
const truth = labelled.map((r) => r.Transaction_Category);
const categories = [
  ...DEFAULT_CATEGORIES.REVENUE.map((categoryName) => ({ type: 'REVENUE', categoryName })),
  ...DEFAULT_CATEGORIES.EXPENSE.map((categoryName) => ({ type: 'EXPENSE', categoryName })),
];

// ---- 1. offline ----
const started = Date.now();
const engine = new OfflineEngine();
const trainedMs = Date.now() - started;
const t0 = performance.now();
const offline = engine.categorize(rows, new CategoryMapper(categories), new Map());
const categorizeMs = performance.now() - t0;

function score(indexes) {
  let right = 0;
  let confident = 0;
  let confidentRight = 0;
  for (const i of indexes) {
    const ok = offline[i].category === truth[i];
    right += ok;
    if (isConfident(offline[i])) {
      confident++;
      confidentRight += ok;
    }
  }
  return { n: indexes.length, accuracy: right / indexes.length, confident, confidentAccuracy: confident ? confidentRight / confident : 1 };
}
const all = score(rows.map((_, i) => i));
// lines whose merchant the knowledge file does not name (no rule phrase, or only generic words such as FEE or RENT)
const unseenIdx = rows
  .map((r, i) => ({ i, match: engine.knowledge.match(merchantKey(r.name), directionOf(r.amount)) }))
  .filter(({ match }) => !match || match.generic)
  .map(({ i }) => i);
const unseen = score(unseenIdx);

console.log(`Labelled set: ${rows.length} lines, ${new Set(rows.map((r) => merchantKey(r.name))).size} distinct merchant keys, ${new Set(truth).size} categories`);
console.log(`Offline model trained in ${trainedMs} ms; ${rows.length} rows categorized in ${categorizeMs.toFixed(0)} ms`);
console.log('');
console.log('Offline (no AI key)                        all lines      unseen merchants');
console.log(`  top-1 accuracy                           ${pct(all.accuracy).padEnd(14)} ${pct(unseen.accuracy)}  (${unseen.n} lines)`);
console.log(`  rows called confident (>= 0.8)           ${`${all.confident}/${all.n}`.padEnd(14)} ${unseen.confident}/${unseen.n}`);
console.log(`  accuracy on confident rows               ${pct(all.confidentAccuracy).padEnd(14)} ${pct(unseen.confidentAccuracy)}`);

// ---- 2. tokens through the stand-in ----
const openai = await startOpenAiStandIn({ apiKey: 'sk-bench-ledgerleaf' });
const db = await migratedDatabase('categorize');
let tokenRatio;
try {
  const config = AppConfig.fromEnvironment({
    ...process.env,
    DATABASE_URL: db.url,
    OPENAI_API_KEY: 'sk-bench-ledgerleaf',
    OPENAI_BASE_URL: openai.url,
    AI_MONTHLY_TOKEN_CAP: '1000000000',
    LOG_LEVEL: 'error',
  });
  const adapter = new OpenAiAdapter(config);
  const service = new CategorizationService(db.dataSource, adapter, config, new CategoriesService(db.dataSource.getRepository(UserCategory)));

  const userId = await insertClient(db.dataSource);
  openai.reset();
  await service.categorize(userId, rows, categories);
  const engineTokens = openai.totals();
  openai.reset();
  await service.categorize(userId, rows, categories);
  const secondRun = openai.totals();

  // baseline: every row, 25 per request, raw descriptors, no memory, no de-duplication
  openai.reset();
  const revenue = DEFAULT_CATEGORIES.REVENUE.slice();
  const expense = DEFAULT_CATEGORIES.EXPENSE.slice();
  for (let start = 0; start < rows.length; start += BASELINE_BATCH) {
    const items = rows.slice(start, start + BASELINE_BATCH).map((r, k) => ({ id: String(k + 1), text: r.name, direction: directionOf(r.amount) }));
    await adapter.categorize({ revenue, expense, examples: [], items });
  }
  const baseline = openai.totals();

  const total = (t) => t.prompt + t.completion;
  tokenRatio = total(engineTokens) / total(baseline);
  const line = (label, t) =>
    console.log(
      `  ${label.padEnd(38)} ${String(t.requests).padStart(5)} ${String(per1000(t.prompt, rows.length)).padStart(9)} ${String(per1000(t.cached, rows.length)).padStart(8)} ${String(per1000(t.completion, rows.length)).padStart(11)} ${String(per1000(total(t), rows.length)).padStart(8)}`,
    );
  console.log('');
  console.log('OpenAI tokens per 1,000 transactions (stand-in, gpt-tokenizer o200k_base)');
  console.log(`  ${''.padEnd(38)} ${'reqs'.padStart(5)} ${'prompt'.padStart(9)} ${'cached'.padStart(8)} ${'completion'.padStart(11)} ${'total'.padStart(8)}`);
  line('baseline (every row, 25/request)', baseline);
  line('engine (unsure, unique, batched)', engineTokens);
  line('engine, same rows next month (memory)', secondRun);
  console.log(`  engine / baseline total tokens: ${pct(tokenRatio)}`);
} finally {
  await db.stop();
  await openai.stop();
}

console.log('');
const checks = [
  [`offline top-1 accuracy ${pct(all.accuracy)} >= ${pct(GOALS.offline)}`, all.accuracy >= GOALS.offline],
  [`accuracy on confident rows ${pct(all.confidentAccuracy)} >= ${pct(GOALS.confident)}`, all.confidentAccuracy >= GOALS.confident],
  [`tokens ${pct(tokenRatio)} of the baseline <= ${pct(GOALS.tokenRatio)}`, tokenRatio !== undefined && tokenRatio <= GOALS.tokenRatio],
];
for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
