// npm run bench:web — what the landing page costs a first-time visitor: every JavaScript
// and CSS file it loads (transfer size and gzip size) and the CSS inlined in its HTML, the
// time to first contentful paint in headless Chromium (median of cold loads), and proof that neither the
// dashboard, the staff console nor an unopened dialog or menu is downloaded. Runs the
// production build on fresh storage, like the browser tests. Exits non-zero over budget
// or on a forbidden chunk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildIfChanged } from './lib/build.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { freePort } from './lib/services.mjs';
import { startStack } from './lib/stack.mjs';

/** The issue's target for the landing page's JavaScript and CSS, gzipped (1 kB = 1000 bytes, as Vite prints). */
const BUDGET_KB = 120;
const COLD_LOADS = 5;
/** The prerendered landing pages, one per language. */
const LANDING_PAGES = ['/', '/fr'];
const VIEWPORT = { width: 1366, height: 768 };

/** Code a visitor to "/" must never download. */
const FORBIDDEN = [
  { label: 'staff console', test: (path) => path.startsWith('/admin/') },
  { label: 'client dashboard', test: (path) => /\/assets\/dashboard-[^/]*\.js$/.test(path) },
  // Dialogs, menus and toasts are fetched when someone opens one, not with the page.
  {
    label: 'dialog, menu or toast',
    test: (path) =>
      /\/assets\/(call-request-dialog|plan-choice-dialog|tax-questionnaire-dialog|contact-form|landing-navigation-menu|toast-view)-[^/]*\.js$/.test(path),
  },
];

const kb = (bytes) => (bytes / 1000).toFixed(2);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One load of "/" with an empty profile (nothing cached); returns its JS/CSS files and FCP. */
async function coldLoad(url, executablePath) {
  const profile = mkdtempSync(join(tmpdir(), 'ledgerleaf-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      // The prerendered page carries its critical CSS in <style> tags: counted as CSS too.
      if (type === 'document') {
        pending.push(
          response.text().then((html) => {
            const styles = Buffer.from((html.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? []).join(''));
            return {
              path: `${new URL(response.url()).pathname} (inline <style>)`,
              type: 'css',
              status: response.status(),
              encoding: 'in HTML',
              transfer: 0,
              raw: styles.length,
              gzip: gzipSync(styles, { level: 9 }).length,
              html: gzipSync(html, { level: 9 }).length,
            };
          }),
        );
        return;
      }
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            path: new URL(response.url()).pathname,
            type: type === 'script' ? 'js' : 'css',
            status: response.status(),
            encoding: (await response.headerValue('content-encoding')) ?? 'none',
            transfer: sizes.responseBodySize + sizes.responseHeadersSize,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const files = (await Promise.all(pending)).filter((file) => file.raw > 0);
    return { files, fcp };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function printTable(files) {
  const rows = [...files].sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(...rows.map((row) => row.path.length), 4);
  console.log(`\n${'file'.padEnd(width)}  type  transfer kB  raw kB    gzip kB   served as`);
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(width)}  ${row.type.padEnd(4)}  ${kb(row.transfer).padStart(11)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}   ${row.encoding}`,
    );
  }
  for (const type of ['js', 'css']) {
    const group = rows.filter((row) => row.type === type);
    const sum = (key) => group.reduce((total, row) => total + row[key], 0);
    console.log(
      `${`total ${type} (${group.length} files)`.padEnd(width)}  ${type.padEnd(4)}  ${kb(sum('transfer')).padStart(11)}  ${kb(sum('raw')).padStart(8)}  ${kb(sum('gzip')).padStart(8)}`,
    );
  }
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');

  // The API serves the built client; the console is not needed to load "/".
  for (const name of ['contracts', 'api', 'web-client']) buildIfChanged(name);

  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerleaf-bench-'));
  const stack = await startStack({ dataDir, port: await freePort(), fresh: true, log: () => undefined, apiStdio: 'ignore' });
  let failed = false;
  try {
    // Each language's landing page has the budget (issue 31): "/" in English, "/fr" in French.
    for (const path of LANDING_PAGES) {
      const url = `${stack.url}${path}`;
      console.log(`Landing page ${url}: ${COLD_LOADS} cold loads in headless Chromium at ${VIEWPORT.width}x${VIEWPORT.height}`);
      const runs = [];
      for (let run = 1; run <= COLD_LOADS; run += 1) {
        const result = await coldLoad(url, executablePath);
        console.log(`  load ${run}: FCP ${result.fcp === null ? 'not reported' : `${result.fcp.toFixed(0)} ms`}, ${result.files.length} JS/CSS files`);
        runs.push(result);
      }

      const { files } = runs[0];
      printTable(files);
      const totalGzip = files.reduce((total, file) => total + file.gzip, 0);
      const fcps = runs.map((run) => run.fcp).filter((fcp) => fcp !== null);

      console.log(`\nJavaScript + CSS, gzipped: ${kb(totalGzip)} kB (budget ${BUDGET_KB} kB)`);
      const documentRow = files.find((file) => file.html !== undefined);
      if (documentRow) console.log(`The HTML document itself (markup and inline CSS), gzipped: ${kb(documentRow.html)} kB`);
      console.log(
        `First Contentful Paint: median ${fcps.length ? `${median(fcps).toFixed(0)} ms` : 'not reported'} of ${fcps.length} cold loads (${fcps.map((fcp) => fcp.toFixed(0)).join(', ')} ms)`,
      );

      const loadedPaths = new Set(runs.flatMap((run) => run.files.map((file) => file.path)));
      const forbidden = [...loadedPaths].flatMap((path) => FORBIDDEN.filter((rule) => rule.test(path)).map((rule) => `${path} (${rule.label})`));
      console.log(`Dashboard, console, dialog or menu code loaded: ${forbidden.length ? forbidden.join(', ') : 'none'}`);

      if (totalGzip > BUDGET_KB * 1000) {
        console.error(`Over budget by ${kb(totalGzip - BUDGET_KB * 1000)} kB.`);
        failed = true;
      }
      if (forbidden.length) {
        console.error('The landing page must not download the dashboard, the staff console, or a dialog nobody opened.');
        failed = true;
      }
      if (fcps.length === 0) {
        console.error('Chromium reported no first-contentful-paint entry.');
        failed = true;
      }
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
