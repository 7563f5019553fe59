import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ERRORS } from '@ledgerleaf/contracts';
import { uniqueAddress } from '../helpers/client-address';
import { createTestApp } from '../helpers/test-app';

const BODY_BYTES = 20 * 1024 * 1024;

interface RawAnswer {
  status?: number;
  body: string;
  /** The error the client saw while sending or reading (ECONNRESET, EPIPE), if any. */
  error?: string;
}

/**
 * Sends a 20 MB body with a raw node:http client, as fast as the socket takes it, and
 * reports what came back: a status and body, or the connection error.
 */
function sendLargeBody(port: number, path: string, contentType: string, connection = 'keep-alive'): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const answer: RawAnswer = { body: '' };
    const req = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path,
      agent: false,
      headers: { 'Content-Type': contentType, 'Content-Length': BODY_BYTES, 'X-Forwarded-For': uniqueAddress(), Connection: connection },
    });
    req.on('response', (res) => {
      answer.status = res.statusCode;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (answer.body += chunk));
      res.on('end', () => resolve(answer));
      res.on('error', (error) => resolve({ ...answer, error: (error as NodeJS.ErrnoException).code ?? error.message }));
    });
    req.on('error', (error) => resolve({ ...answer, error: (error as NodeJS.ErrnoException).code ?? error.message }));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < BODY_BYTES) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/**
 * What most HTTP libraries do: send the whole body, only then read the answer, on a
 * `Connection: close` request. Returns the status line, or the error that replaced it.
 */
function writeAllThenRead(port: number, path: string, contentType: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.pause();
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(received.split('\r\n')[0] || `error ${error.code}`));
    socket.on('close', () => resolve(received.split('\r\n')[0] || 'closed without an answer'));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${BODY_BYTES}\r\nConnection: close\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < BODY_BYTES) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', write);
      }
      socket.resume();
    };
    write();
  });
}

describe('a large body of the wrong kind gets its answer before the connection closes (issue 17, point 10)', () => {
  let app: NestExpressApplication;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers a 20 MB text/plain body to a JSON route with 415', async () => {
    const answer = await sendLargeBody(port, '/api/messages', 'text/plain');
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body).message).toBe(ERRORS.jsonRequired);
  });

  it('answers it on a Connection: close request to a client that reads only after sending everything', async () => {
    expect(await writeAllThenRead(port, '/api/messages', 'text/plain')).toBe('HTTP/1.1 415 Unsupported Media Type');
    expect(await writeAllThenRead(port, '/api/user/profile', 'text/plain')).toMatch(/^HTTP\/1\.1 4(01|15) /);
    const answer = await sendLargeBody(port, '/api/messages', 'text/plain', 'close');
    expect(answer).toMatchObject({ status: 415 });
    expect(answer.error).toBeUndefined();
  });

  it('answers a 20 MB JSON body with 413', async () => {
    const answer = await sendLargeBody(port, '/api/messages', 'application/json');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(ERRORS.bodyTooLarge);
  });

  it('still serves the next request afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBeLessThan(500);
  });
});
