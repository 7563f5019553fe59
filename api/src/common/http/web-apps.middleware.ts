import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { NextFunction, Request, Response } from 'express';

interface WebApp {
  /** URL prefix, '' for the root app. */
  prefix: string;
  dist: string;
  /** Added to the end of index.html's <head> (the demo's Link script); unset, the file is sent as built. */
  headHtml?: string;
  /**
   * A page the build prerendered for the app's root URL, sent there instead of index.html
   * when it exists (web-client's landing page: HTML and CSS with a small script, see
   * web-client/scripts/prerender-landing.mjs). Every other route gets index.html, the shell.
   */
  rootPage?: string;
  /**
   * Other prerendered pages by their path under the prefix (web-client's French landing
   * page: { '/fr': 'landing-fr.html' }), sent there when the build made them.
   */
  pages?: Record<string, string>;
}

/**
 * Serves the built front-ends on the API's origin: `/admin/*` from web-admin, the rest
 * from web-client, each with an index.html fallback for client-side routes. `/api/*`
 * and `/uploads/*` never reach it.
 */
export function webAppsMiddleware(apps: WebApp[]) {
  const served = apps
    .filter((app) => existsSync(join(app.dist, 'index.html')))
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map((app) => ({
      ...app,
      assets: express.static(app.dist, {
        index: false,
        redirect: false,
        setHeaders: (res, path) => {
          // Vite fingerprints everything under assets/: cache for a year.
          res.setHeader('Cache-Control', path.includes(`${join(app.dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    }));

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || /^\/(api|uploads)(\/|$)/.test(req.path)) return next();
    const app = served.find((a) => a.prefix === '' || req.path === a.prefix || req.path.startsWith(`${a.prefix}/`));
    if (!app) return next();
    if (app.headHtml && req.path === `${app.prefix}/index.html`) return sendPage(app, 'index.html', res, next);
    const url = req.url;
    req.url = req.url.slice(app.prefix.length) || '/';
    app.assets(req, res, () => {
      req.url = url;
      if (/\.[a-z0-9]+$/i.test(req.path)) return next();
      const atRoot = req.path === (app.prefix || '/') || req.path === `${app.prefix}/`;
      const page = atRoot ? app.rootPage : app.pages?.[req.path.slice(app.prefix.length).replace(/(.)\/$/, '$1')];
      sendPage(app, page && existsSync(join(app.dist, page)) ? page : 'index.html', res, next);
    });
  };
}

/** One of the app's HTML pages (its shell or a prerendered page), with headHtml added. */
function sendPage(app: WebApp, file: string, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-cache');
  const { headHtml } = app;
  if (!headHtml) return res.sendFile(join(app.dist, file));
  // Read on each request, as sendFile does: a rebuild while the API runs is served at once.
  readFile(join(app.dist, file), 'utf8').then((html) => {
    const at = html.indexOf('</head>');
    res.type('html').send(at === -1 ? headHtml + html : html.slice(0, at) + headHtml + html.slice(at));
  }, next);
}
