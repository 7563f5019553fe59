// A local Meta Graph API that accepts Conversions API events, for API and browser tests.
// Point the API at it with META_API_BASE=<url>; nothing reaches Meta.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * @typedef {object} RecordedMetaEvent
 * @property {string} version      e.g. v21.0
 * @property {string} pixelId
 * @property {string | null} accessToken
 * @property {Record<string, unknown>} body the JSON (or form) body as received: { data: [...], test_event_code? }
 *
 * @typedef {object} MetaStandIn
 * @property {string} url base URL for META_API_BASE, e.g. http://127.0.0.1:4011
 * @property {RecordedMetaEvent[]} events every accepted or refused POST, oldest first
 * @property {(status?: number) => void} failNext the next POST answers this status (default 500) with a Graph API error
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the stand-in on a free port of 127.0.0.1. Answers POST /:version/:pixelId/events
 * like the Graph API: `{ events_received, messages, fbtrace_id }`.
 * @returns {Promise<MetaStandIn>}
 */
export async function startMetaStandIn() {
  /** @type {RecordedMetaEvent[]} */
  const events = [];
  /** @type {number[]} */
  const failures = [];

  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const fbtraceId = randomBytes(8).toString('base64url');
      /** @type {(status: number, body: unknown) => void} */
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const match = /^\/(v\d+\.\d+)\/(\d+)\/events$/.exec(url.pathname);
      if (req.method !== 'POST' || !match) {
        send(404, { error: { message: `Unknown path components: ${url.pathname}`, type: 'OAuthException', code: 2500, fbtrace_id: fbtraceId } });
        return;
      }
      /** @type {Record<string, unknown>} */
      let body;
      try {
        body = (req.headers['content-type'] ?? '').includes('application/json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
        if (typeof body.data === 'string') body.data = JSON.parse(body.data);
      } catch {
        send(400, { error: { message: 'Invalid parameter', type: 'OAuthException', code: 100, fbtrace_id: fbtraceId } });
        return;
      }
      const accessToken = url.searchParams.get('access_token') ?? (typeof body.access_token === 'string' ? body.access_token : null);
      events.push({ version: match[1], pixelId: match[2], accessToken, body });
      const failure = failures.shift();
      if (failure) {
        send(failure, {
          error: {
            message: 'An unexpected error has occurred. Please retry your request later.',
            type: 'OAuthException',
            is_transient: true,
            code: 2,
            fbtrace_id: fbtraceId,
          },
        });
        return;
      }
      if (!accessToken) {
        send(400, { error: { message: 'An access token is required to request this resource.', type: 'OAuthException', code: 104, fbtrace_id: fbtraceId } });
        return;
      }
      if (!Array.isArray(body.data) || body.data.length === 0) {
        send(400, { error: { message: '(#100) The parameter data is required', type: 'OAuthException', code: 100, fbtrace_id: fbtraceId } });
        return;
      }
      send(200, { events_received: body.data.length, messages: [], fbtrace_id: fbtraceId });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    url: `http://127.0.0.1:${address.port}`,
    events,
    failNext: (status = 500) => {
      failures.push(status);
    },
    // Safe to call twice (a test may stop it early to simulate an outage).
    stop: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
