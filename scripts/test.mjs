// `npm test`: builds what changed, then runs every suite against real services:
// API unit specs (jest, no services), API integration (jest + supertest, PostgreSQL + Redis), both front-ends and libs/ui's shared
// components (vitest + jsdom) and the browser tests (Playwright driving the system
// Chromium against the production build).
import { spawn } from 'node:child_process';
import { buildAll } from './lib/build.mjs';
import { chromiumPath } from './lib/chromium.mjs';
import { failureDigest } from './lib/failure-digest.mjs';
import { REPO_ROOT } from './lib/services.mjs';

const CHROMIUM = chromiumPath();
const inCi = process.env.CI === 'true';

const stages = [
  { name: 'api unit (jest)', args: ['run', 'test:unit', '-w', 'api', '--', '--ci'] },
  { name: 'api integration (jest)', args: ['run', 'test:integration', '-w', 'api', '--', '--ci'] },
  // Alone: it measures the event loop's delay while pathological files are uploaded.
  { name: 'api parser fuzz (jest, alone)', args: ['run', 'test:fuzz', '-w', 'api', '--', '--ci'] },
  { name: 'web-client (vitest)', args: ['run', 'test', '-w', 'web-client'] },
  { name: 'web-admin (vitest)', args: ['run', 'test', '-w', 'web-admin'] },
  { name: 'libs/ui (vitest)', args: ['run', 'test', '-w', 'libs/ui'] },
  { name: 'browser (playwright)', args: ['run', 'test', '-w', 'e2e'], needsBrowser: true },
];

// `--only "<stage name>"` runs one stage (npm run test:integration); the default is all of them.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only && !stages.some((stage) => stage.name === only)) {
  console.error(`No stage named "${only}": ${stages.map((stage) => stage.name).join(', ')}`);
  process.exit(2);
}

buildAll();
const results = [];
for (const stage of stages.filter((s) => !only || s.name === only)) {
  if (stage.needsBrowser && !CHROMIUM) {
    if (inCi) {
      results.push({ name: stage.name, ok: false, note: 'no Chromium (CI must install it)' });
    } else {
      console.warn(`\nSkipping ${stage.name}: no Chromium found. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
      results.push({ name: stage.name, ok: true, note: 'skipped: no Chromium' });
    }
    continue;
  }
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const { status, output } = await run(stage.args);
  results.push({ name: stage.name, ok: status === 0, note: `${((Date.now() - started) / 1000).toFixed(1)} s`, digest: failureDigest(output) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.note})`);
// Last, where the tail of a CI log shows it: what failed (and what passed only when retried), by stage.
const named = results.filter((r) => r.digest?.length);
if (named.length) {
  console.log('\n=== what failed or was retried, by stage ===');
  for (const r of named) console.log(`${r.name}:\n${r.digest.map((line) => `  ${line}`).join('\n')}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);

/** Runs `npm <args>`, its output passed through as it comes and kept for the digest. */
function run(args) {
  return new Promise((resolveRun) => {
    const child = spawn('npm', args, { cwd: REPO_ROOT, stdio: ['inherit', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      chunks.push(chunk);
    });
    child.on('close', (status) => resolveRun({ status: status ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
