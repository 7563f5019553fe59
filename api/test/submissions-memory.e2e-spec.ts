import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SUBMISSION_LIMITS } from '@ledgerleaf/contracts';
import request from 'supertest';
import { createTestApp, createUser } from './helpers/test-app';

const MB = 1024 * 1024;

/**
 * A young-generation collection on demand (the test runner is not started with --expose-gc).
 * What the server holds is measured after it: the garbage of a streamed upload (socket chunks
 * already written to storage, which die young) is freed, a file held in memory is not. Peak
 * RSS in a long-lived test process mostly measures when the collector last ran (CI once saw
 * +66 MB of garbage that way), and a full collection of the runner's heap is too slow to
 * sample with.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as (options: { type: 'minor' }) => void;

/** Bytes the process still holds after a collection: the JS heap plus Buffers and other ArrayBuffers. */
function retainedBytes(): number {
  collectGarbage({ type: 'minor' });
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** A multipart body produced chunk by chunk: the client never holds a file in memory either. */
function* multipart(boundary: string, files: { name: string; bytes: number }[]): Generator<Buffer> {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="summaryName"\r\n\r\nLarge upload\r\n`);
  const chunk = Buffer.alloc(MB, 0x20);
  for (const file of files) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`);
    const head = Buffer.from('%PDF-1.4\n');
    yield head;
    let left = file.bytes - head.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

describe('large uploads stream to storage', () => {
  let app: NestExpressApplication;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    const { user, password } = await createUser(app);
    const login = await request(app.getHttpServer()).post('/api/login').send({ email: user.email, password }).expect(200);
    cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  });
  afterAll(() => app.close());

  it('takes the largest allowed request without holding its files in memory', async () => {
    const perFile = SUBMISSION_LIMITS.maxFileBytes - MB;
    const files = Array.from({ length: Math.floor(SUBMISSION_LIMITS.maxRequestBytes / SUBMISSION_LIMITS.maxFileBytes) }, (_, i) => ({ name: `statement-${i}.pdf`, bytes: perFile }));
    const total = files.reduce((s, f) => s + f.bytes, 0);
    const before = retainedBytes();
    let peak = before;
    let samples = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, retainedBytes());
      samples += 1;
    }, 100);
    const boundary = `ledgerleaf${Date.now()}`;
    const { port } = app.getHttpServer().address() as AddressInfo;
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/submissions', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      Readable.from(multipart(boundary, files)).pipe(req);
    });
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `upload of ${(total / MB).toFixed(0)} MB in ${files.length} files: ${seconds.toFixed(1)} s; held after GC: before ${(before / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB) over ${samples} samples`,
    );
    expect(status).toBe(201);
    expect(samples).toBeGreaterThanOrEqual(3);
    // Whole files in memory would add at least the request size; streaming stays far below it.
    expect(peak - before).toBeLessThan(total / 2);
  }, 120_000);
});
