import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { drainHttpServer } from './http-drain';

const ANSWER_AFTER_MS = 300;

/** A server whose every answer takes ANSWER_AFTER_MS, with Node's default 5 s keep-alive. */
async function slowServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => setTimeout(() => res.end('done'), ANSWER_AFTER_MS));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A GET on a keep-alive agent, as browsers, proxies and fetch send them. */
function get(port: number, agent: Agent): Promise<IncomingMessage & { body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(Object.assign(res, { body })));
    })
      .on('error', reject)
      .end();
  });
}

describe('drainHttpServer', () => {
  it('answers the request in flight, then closes its kept-alive connection at once instead of after the keep-alive timeout', async () => {
    const { server, port } = await slowServer();
    const agent = new Agent({ keepAlive: true });
    try {
      const inFlight = get(port, agent);
      await new Promise((r) => setTimeout(r, 50));
      const started = performance.now();
      const draining = drainHttpServer(server, 8000);
      const res = await inFlight;
      expect(res.body).toBe('done');
      await draining;
      // Before the fix the drain ended only when the kept-alive socket timed out (5 s).
      expect(performance.now() - started).toBeLessThan(ANSWER_AFTER_MS + 1000);
      expect(server.listening).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('answers a request that comes on an open connection during the drain, with Connection: close', async () => {
    const { server, port } = await slowServer();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /first HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 50));
    const draining = drainHttpServer(server, 8000);
    // Sent while the first is still in flight: the connection is busy, so the drain cannot close it.
    socket.write('GET /second HTTP/1.1\r\nHost: x\r\n\r\n');
    await draining;
    await ended;
    const answers = received.split('HTTP/1.1 ').filter(Boolean);
    expect(answers).toHaveLength(2);
    expect(answers.map((a) => a.startsWith('200'))).toEqual([true, true]);
    expect(answers[1]).toMatch(/\r\nConnection: close\r\n/i);
  });
});
