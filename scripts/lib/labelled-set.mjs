// The labelled set of the categorization bench and its calibration
// (api/test/data/labelled-transactions.csv): Canadian small-business bank lines we wrote
// ourselves, each with its correct default category and its split. The split is by
// merchant key, never by row: `tune` is what rules, features and calibration may read;
// `holdout` is read only by the bench's report (scripts/bench-categorize.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { REPO_ROOT } from './services.mjs';

const require = createRequire(import.meta.url);
const { parse } = require(resolve(REPO_ROOT, 'node_modules', 'csv-parse', 'dist', 'cjs', 'sync.cjs'));

export const LABELLED_SET = resolve(REPO_ROOT, 'api', 'test', 'data', 'labelled-transactions.csv');

/**
 * The rows of one split ('tune' or 'holdout'), as { name, amount, date, category }.
 * `merchantKey` (the engine's normaliser) checks that no merchant key is in both splits.
 */
export function labelledRows(split, merchantKey) {
  const all = parse(readFileSync(LABELLED_SET), { columns: true, bom: true });
  const splitOfKey = new Map();
  for (const r of all) {
    if (r.Split !== 'tune' && r.Split !== 'holdout') throw new Error(`${LABELLED_SET}: row "${r.Transaction_Name}" has split "${r.Split}" (tune or holdout)`);
    const key = merchantKey(r.Transaction_Name);
    const seen = splitOfKey.get(key);
    if (seen && seen !== r.Split) throw new Error(`${LABELLED_SET}: merchant key "${key}" is in both splits`);
    splitOfKey.set(key, r.Split);
  }
  return all
    .filter((r) => r.Split === split)
    .map((r) => ({ name: r.Transaction_Name, amount: r.Transaction_Amount, date: r.Transaction_Date, category: r.Transaction_Category }));
}

/**
 * Memory as a client's people would leave it: every other merchant key of the rows (sorted)
 * taught with its first row's category, alternately as a staff correction and as client
 * feedback (counts 1–3), so the other half shows what near matches do.
 */
export function simulatedMemory(rows, merchantKey) {
  const memory = new Map();
  const keys = [...new Set(rows.map((r) => merchantKey(r.name)))].sort();
  keys.forEach((key, k) => {
    if (k % 2 === 1 || !key) return;
    const first = rows.find((r) => merchantKey(r.name) === key);
    memory.set(key, { merchantKey: key, categoryName: first.category, source: k % 4 === 0 ? 'staff' : 'feedback', count: 1 + (k % 3) });
  });
  return memory;
}
