// Run by `npm run build` after Vite's two builds: writes dist/landing.html and
// dist/landing-fr.html, the pages the API sends for "/" and "/fr"
// (api/src/common/http/web-apps.middleware.ts): the landing page rendered for a visitor in
// English and in French with its critical CSS inlined, <html lang> and the hreflang links
// between the two, and, as its only script, the bootstrap that loads the app when it is
// needed (src/prerender/landing-bootstrap.ts). The app's shell, dist/index.html, still
// serves every other route. The server-side bundle is deleted afterwards: nothing of it is served.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webClient = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webClient, 'dist');
const serverBundle = join(webClient, '.prerender');
const BOOTSTRAP = 'src/prerender/landing-bootstrap.ts';

/** Each language's page: its file, its address, and its <title>/description in that language. */
const PAGES = [
  { locale: 'en-CA', file: 'landing.html', path: '/' },
  {
    locale: 'fr-CA',
    file: 'landing-fr.html',
    path: '/fr',
    title: 'Ledgerleaf — tenue de livres pour les petites entreprises canadiennes',
    description:
      'Ledgerleaf est un service de tenue de livres virtuel pour les petites entreprises canadiennes : connectez vos comptes bancaires, téléversez vos documents et recevez des rapports mensuels exacts en dollars canadiens, avec vos données hébergées au Canada.',
  },
];

/** Tells search engines the two pages are one page in two languages (English for everyone else). */
const HREFLANG = [
  '<link rel="alternate" hreflang="en-CA" href="/" />',
  '<link rel="alternate" hreflang="fr-CA" href="/fr" />',
  '<link rel="alternate" hreflang="x-default" href="/" />',
].join('\n    ');

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

try {
  const { renderLanding } = await import(pathToFileURL(join(serverBundle, 'render-landing.js')).href);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const bootstrap = manifest[BOOTSTRAP];
  if (!bootstrap) throw new Error(`The build manifest has no ${BOOTSTRAP}`);
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');

  for (const { locale, file, title, description } of PAGES) {
    const { html, styles } = await renderLanding(locale);
    // The app's script and the modules it preloads are what this page goes without.
    let page = shell
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '')
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      .replace('</head>', `  ${HREFLANG}\n    ${styles}\n    <script type="module" crossorigin src="/${bootstrap.file}"></script>\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    if (description) page = page.replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${escapeAttribute(description)}"`);
    if (!page.includes(html)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
    if (!page.includes(`<html lang="${locale}">`)) throw new Error(`dist/index.html has no <html lang="..."> to set to ${locale}`);
    writeFileSync(join(dist, file), page);
    console.log(`dist/${file}: ${(page.length / 1000).toFixed(1)} kB of prerendered HTML and CSS (${locale}), script /${bootstrap.file}`);
  }
} finally {
  rmSync(serverBundle, { recursive: true, force: true });
}
