// Run by `npm run build` after Vite's two builds: writes dist/landing.html, the page the
// API sends for "/" (api/src/common/http/web-apps.middleware.ts): the landing page
// rendered for a visitor with its critical CSS inlined, and, as its only script, the
// bootstrap that loads the app when it is needed (src/prerender/landing-bootstrap.ts).
// The app's shell, dist/index.html, still serves every other route. The server-side
// bundle is deleted afterwards: nothing of it is served.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webClient = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webClient, 'dist');
const serverBundle = join(webClient, '.prerender');
const BOOTSTRAP = 'src/prerender/landing-bootstrap.ts';

try {
  const { renderLanding } = await import(pathToFileURL(join(serverBundle, 'render-landing.js')).href);
  const { html, styles } = await renderLanding();

  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const bootstrap = manifest[BOOTSTRAP];
  if (!bootstrap) throw new Error(`The build manifest has no ${BOOTSTRAP}`);

  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  // The app's script and the modules it preloads are what this page goes without.
  const page = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `  ${styles}\n    <script type="module" crossorigin src="/${bootstrap.file}"></script>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!page.includes(html)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  writeFileSync(join(dist, 'landing.html'), page);
  console.log(`dist/landing.html: ${(page.length / 1000).toFixed(1)} kB of prerendered HTML and CSS, script /${bootstrap.file}`);
} finally {
  rmSync(serverBundle, { recursive: true, force: true });
}
