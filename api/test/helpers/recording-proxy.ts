import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request through the proxy, as sent on the wire, and the answer it got. */
export interface Exchange {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The raw query string (without `?`). */
  search: string;
  contentType: string;
  /** The request's headers (credentials included), to replay it. */
  headers: Record<string, string>;
  rawBody: string;
  status: number;
  /** The answer parsed as JSON (null when it was not JSON). */
  answer: unknown;
}

export interface RecordingProxy {
  url: string;
  exchanges: Exchange[];
  stop(): Promise<void>;
}

/**
 * A pass-through HTTP proxy in front of a stand-in: the SDK talks to it, it forwards each
 * request unchanged and records what went out and what came back, so a test can check
 * both against the provider's official document without trusting the stand-in.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const exchanges: Exchange[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', target);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0]),
        ),
      );
      fetch(new URL(`${url.pathname}${url.search}`, target), { method: req.method, headers, body: raw.length ? raw : undefined }).then(
        async (response) => {
          const text = await response.text();
          let answer: unknown;
          try {
            answer = JSON.parse(text);
          } catch {
            answer = null;
          }
          exchanges.push({
            method: req.method ?? 'GET',
            path: url.pathname,
            search: url.search.slice(1),
            contentType: String(req.headers['content-type'] ?? ''),
            headers,
            rawBody: raw.toString('utf8'),
            status: response.status,
            answer,
          });
          res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' });
          res.end(text);
        },
        (error: Error) => {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(error.message);
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
