// npm run calibrate:categorize — fits the categorization engine's confidence table
// (api/src/modules/categorization/engine/calibration.json) on the TUNING split of the
// labelled set only (scripts/lib/labelled-set.mjs; the held-out split is never read here):
//  1. the offline steps with raw scores (no table): cues, knowledge rules, the classifier;
//  2. memory: every other merchant key of the split taught as a staff correction or client
//     feedback (its first row's category), then every row categorized again;
//  3. OpenAI (the stand-in, real SDK) for the merchants the step-1 table leaves below the
//     review threshold, as CategorizationService asks: agreeing, disagreeing, or alone; and
//     the same answers read from memory next month.
// Each basis's rows become isotonic steps whose confidence is a lower bound of their
// measured precision (fitCalibration in calibration.ts).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { apiDist } from './lib/bench-database.mjs';
import { labelledRows, simulatedMemory } from './lib/labelled-set.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import { startOpenAiStandIn } from './stand-ins/openai.mjs';

const require = createRequire(import.meta.url);
const { DEFAULT_CATEGORIES, CATEGORIZATION_REVIEW_THRESHOLD } = require(resolve(REPO_ROOT, 'node_modules', '@ledgerleaf', 'contracts'));
const { OfflineEngine } = apiDist('modules/categorization/engine/engine.js');
const { Knowledge } = apiDist('modules/categorization/engine/knowledge.js');
const { Calibration, fitCalibration } = apiDist('modules/categorization/engine/calibration.js');
const { CategoryMapper } = apiDist('modules/categorization/engine/category-mapper.js');
const { merchantKey } = apiDist('modules/categorization/engine/normalizer.js');
const { AI_BATCH_SIZE } = apiDist('modules/categorization/categorization.service.js');
const { OpenAiAdapter } = apiDist('modules/categorization/openai.adapter.js');
const { AppConfig } = apiDist('config/app-config.js');

const OUT = resolve(REPO_ROOT, 'api', 'src', 'modules', 'categorization', 'engine', 'calibration.json');

const labelled = labelledRows('tune', merchantKey);
const rows = labelled.map(({ name, amount, date }) => ({ name, amount, date }));
const truth = labelled.map((r) => r.category);
const categories = [
  ...DEFAULT_CATEGORIES.REVENUE.map((categoryName) => ({ type: 'REVENUE', categoryName })),
  ...DEFAULT_CATEGORIES.EXPENSE.map((categoryName) => ({ type: 'EXPENSE', categoryName })),
];
const mapper = new CategoryMapper(categories);
const raw = new OfflineEngine(Knowledge.load(), null);
const sample = (r, i) => ({ basis: r.basis, raw: r.confidence, right: r.category === truth[i] });

// 1. offline steps, raw
const offline = raw.categorize(rows, mapper, new Map());
const samples = offline.map(sample).filter((s) => s.basis);

// 2. memory: staff and feedback on alternate merchant keys
const memory = simulatedMemory(labelled, merchantKey);
raw.categorize(rows, mapper, memory).forEach((r, i) => r.basis?.startsWith('memory:') && samples.push(sample(r, i)));

// 3. OpenAI for what the offline table leaves unsure
const offlineTable = fitCalibration(samples, 'offline steps only');
const calibrated = new OfflineEngine(Knowledge.load(), new Calibration(offlineTable)).categorize(rows, mapper, new Map());
const openai = await startOpenAiStandIn({ apiKey: 'sk-calibrate-ledgerleaf' });
try {
  // the adapter reads only its OpenAI settings; configuration still asks for a database URL
  const adapter = new OpenAiAdapter(
    AppConfig.fromEnvironment({
      ...process.env,
      OPENAI_API_KEY: 'sk-calibrate-ledgerleaf',
      OPENAI_BASE_URL: openai.url,
      LOG_LEVEL: 'error',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    }),
  );
  const unsure = new Map();
  calibrated.forEach((r, i) => {
    if (r.category && r.confidence >= CATEGORIZATION_REVIEW_THRESHOLD) return;
    const k = `${r.direction}|${r.merchantKey}`;
    const entry = unsure.get(k) ?? { item: { id: String(unsure.size + 1), text: r.merchantKey, direction: r.direction }, indexes: [] };
    entry.indexes.push(i);
    unsure.set(k, entry);
  });
  const entries = [...unsure.values()];
  for (let start = 0; start < entries.length; start += AI_BATCH_SIZE) {
    const batch = entries.slice(start, start + AI_BATCH_SIZE);
    const answer = await adapter.categorize({
      revenue: mapper.namesOfType('REVENUE'),
      expense: mapper.namesOfType('EXPENSE'),
      examples: [],
      items: batch.map((b) => b.item),
    });
    for (const { item, indexes } of batch) {
      const category = answer.categories.get(item.id);
      if (!category) continue;
      for (const i of indexes) {
        const offlineCategory = calibrated[i].category;
        const basis = !offlineCategory ? 'ai:alone' : offlineCategory === category ? 'ai:agree' : 'ai:disagree';
        samples.push({ basis, raw: offlineCategory === category ? calibrated[i].confidence : 1, right: category === truth[i] });
        // next month the same answer comes from memory, without knowing whether it agreed
        samples.push({ basis: 'ai:remembered', raw: 0.85, right: category === truth[i] });
      }
    }
  }
} finally {
  await openai.stop();
}

const keys = new Set(rows.map((r) => merchantKey(r.name)));
const table = fitCalibration(samples, `tuning split of api/test/data/labelled-transactions.csv: ${rows.length} rows, ${keys.size} merchant keys`);
writeFileSync(OUT, `${JSON.stringify(table, null, 1)}\n`);
console.log(`Fitted on ${samples.length} samples (${rows.length} tuning rows) → ${OUT}`);
for (const [basis, steps] of Object.entries(table.cells)) {
  const n = samples.filter((s) => s.basis === basis || (!basis.includes(':') && s.basis.split(':')[0] === basis)).length;
  console.log(`  ${basis.padEnd(24)} ${String(n).padStart(5)} rows  ${steps.map(([upper, c]) => `≤${upper.toFixed(3)}→${c.toFixed(3)}`).join('  ')}`);
}
