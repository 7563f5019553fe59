// Serves Link's browser stand-in (plaid-link.js) over HTTP at the path of Plaid's CDN, for
// a browser with no test runner to route the CDN address: the demo (DEMO_PROVIDERS=true)
// points PLAID_LINK_SCRIPT_URL here, and the customer app's index.html loads it.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

export const LINK_SCRIPT_PATH = '/link/v2/stable/link-initialize.js';
const SCRIPT_FILE = new URL('./plaid-link.js', import.meta.url);

/**
 * Starts the server on a free port of 127.0.0.1. The file is read on each request, so an
 * edit shows at the next page load.
 * @returns {Promise<{ url: string, scriptUrl: string, stop: () => Promise<void> }>}
 */
export async function startPlaidLinkScriptServer() {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== LINK_SCRIPT_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`Only ${LINK_SCRIPT_PATH} is served here`);
      return;
    }
    readFile(SCRIPT_FILE, 'utf8').then(
      (script) => {
        res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : script);
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`Could not read plaid-link.js: ${error.message}`);
      },
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    scriptUrl: `${url}${LINK_SCRIPT_PATH}`,
    stop: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
