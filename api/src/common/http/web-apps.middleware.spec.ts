import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { webAppsMiddleware } from './web-apps.middleware';

describe('webAppsMiddleware', () => {
  let dir: string;
  let app: express.Express;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerleaf-web-'));
    for (const [name, title] of [
      ['client', 'Client app'],
      ['admin', 'Staff console'],
    ]) {
      mkdirSync(join(dir, name, 'assets'), { recursive: true });
      writeFileSync(join(dir, name, 'index.html'), `<title>${title}</title>`);
      writeFileSync(join(dir, name, 'assets', 'app-abc123.js'), `console.log('${name}')`);
    }
    app = express();
    app.use(
      webAppsMiddleware([
        { prefix: '/admin', dist: join(dir, 'admin') },
        { prefix: '', dist: join(dir, 'client') },
      ]),
    );
    app.use((_req, res) => res.status(404).json({ notFound: true }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves client routes with the client index.html', async () => {
    const res = await request(app).get('/dashboard').expect(200);
    expect(res.text).toContain('Client app');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves /admin and its deep links with the console index.html', async () => {
    expect((await request(app).get('/admin').expect(200)).text).toContain('Staff console');
    expect((await request(app).get('/admin/users/3/show').expect(200)).text).toContain('Staff console');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await request(app).get('/admin/assets/app-abc123.js').expect(200);
    expect(res.text).toContain("console.log('admin')");
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('leaves /api, missing assets and non-GET requests to the next handler', async () => {
    await request(app).get('/api/user').expect(404, { notFound: true });
    await request(app).get('/assets/missing.js').expect(404, { notFound: true });
    await request(app).post('/dashboard').expect(404, { notFound: true });
  });

  it('adds headHtml to the index of client routes and of /index.html, and leaves the other app as built', async () => {
    const withHead = express();
    withHead.use(
      webAppsMiddleware([
        { prefix: '/admin', dist: join(dir, 'admin') },
        { prefix: '', dist: join(dir, 'client'), headHtml: '<script src="http://127.0.0.1:9/link.js"></script>' },
      ]),
    );
    for (const path of ['/', '/dashboard', '/index.html']) {
      const res = await request(withHead).get(path).expect(200);
      expect(res.text).toBe('<script src="http://127.0.0.1:9/link.js"></script><title>Client app</title>');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await request(withHead).get('/admin/users').expect(200)).text).toBe('<title>Staff console</title>');
  });

  it("serves an app's root with its prerendered rootPage when the build made one (headHtml added), every other route with index.html", async () => {
    const client = join(dir, 'prerendered');
    mkdirSync(client, { recursive: true });
    writeFileSync(join(client, 'index.html'), '<head></head><title>App shell</title>');
    writeFileSync(join(client, 'landing.html'), '<head></head><title>Landing page</title>');
    writeFileSync(join(client, 'landing-fr.html'), '<head></head><title>Page d’accueil</title>');
    const link = '<script src="http://127.0.0.1:9/link.js"></script>';
    for (const headHtml of [undefined, link]) {
      const server = express();
      server.use(
        webAppsMiddleware([
          { prefix: '/admin', dist: join(dir, 'admin'), rootPage: 'missing.html' },
          { prefix: '', dist: client, headHtml, rootPage: 'landing.html', pages: { '/fr': 'landing-fr.html', '/missing': 'missing.html' } },
        ]),
      );
      const home = await request(server).get('/').expect(200);
      expect(home.text).toBe(`<head>${headHtml ?? ''}</head><title>Landing page</title>`);
      expect(home.headers['cache-control']).toBe('no-cache');
      // The French landing page at /fr (and /fr/); a listed page the build did not make falls back to the shell.
      for (const path of ['/fr', '/fr/']) {
        expect((await request(server).get(path).expect(200)).text).toBe(`<head>${headHtml ?? ''}</head><title>Page d’accueil</title>`);
      }
      expect((await request(server).get('/missing').expect(200)).text).toBe(`<head>${headHtml ?? ''}</head><title>App shell</title>`);
      for (const path of ['/dashboard', '/auth', '/index.html']) {
        expect((await request(server).get(path).expect(200)).text).toBe(`<head>${headHtml ?? ''}</head><title>App shell</title>`);
      }
      expect((await request(server).get('/admin').expect(200)).text).toContain('Staff console');
    }
  });
});
