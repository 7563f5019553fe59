import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { SubmissionView } from '@ledgerleaf/contracts';
import S3rver from 's3rver';
import { FileStorage } from '../../src/common/storage/file-storage';
import { S3_PART_BYTES, S3FileStorage } from '../../src/common/storage/s3-file-storage';
import { AppConfig } from '../../src/config/app-config';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';
import * as fx from '../helpers/document-fixtures';

/** The S3 driver against a local S3-compatible server (s3rver), through the real AWS SDK. */
describe('FileStorage on S3 (s3rver)', () => {
  let server: S3rver;
  let dir: string;
  let env: Record<string, string>;
  let storage: S3FileStorage;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerleaf-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'ledgerleaf-test', configs: [] }] });
    const { port } = await server.run();
    env = {
      S3_BUCKET: 'ledgerleaf-test',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    };
    storage = new S3FileStorage(AppConfig.fromEnvironment({ ...process.env, ...env }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads, checks and deletes a small file under a random key', async () => {
    const file = await storage.save(Buffer.from('a,b\n1,2\n'), '../../Receipt.CSV');
    expect(file.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.csv$/);
    expect(file.size).toBe(8);
    expect(await storage.exists(file.key)).toBe(true);
    expect((await storage.readBuffer(file.key)).toString()).toBe('a,b\n1,2\n');
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read(file.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('a,b\n1,2\n');
    await storage.delete(file.key);
    expect(await storage.exists(file.key)).toBe(false);
  });

  it('streams a file larger than one part as a multipart upload', async () => {
    const part = Buffer.alloc(1024 * 1024, 0x61);
    const total = Math.ceil((S3_PART_BYTES * 2.5) / part.length);
    const file = await storage.save(
      Readable.from(
        (function* () {
          for (let i = 0; i < total; i++) yield part;
        })(),
      ),
      'big.pdf',
    );
    expect(file.size).toBe(total * part.length);
    expect((await storage.readBuffer(file.key)).length).toBe(total * part.length);
    await storage.delete(file.key);
  });

  it('leaves nothing when the source fails mid-upload', async () => {
    const failing = new Readable({ read() {} });
    failing.push(Buffer.alloc(S3_PART_BYTES + 10, 1));
    setTimeout(() => failing.destroy(new Error('client went away')), 50);
    await expect(storage.save(failing, 'broken.pdf')).rejects.toThrow('client went away');
  });

  it('refuses keys that are not its own and reports a missing key as absent', async () => {
    expect(await storage.exists('../../etc/passwd')).toBe(false);
    expect(() => storage.read('../secrets.txt')).toThrow('File not found');
    expect(await storage.exists('2026/11/00000000-0000-0000-0000-000000000000.pdf')).toBe(false);
  });

  describe('the application with S3_BUCKET set', () => {
    let app: NestExpressApplication;
    let owner: Agent;

    beforeAll(async () => {
      app = await createTestApp({ env });
      const a = await createUser(app);
      owner = await loginAs(app, a.user.email, a.password);
    });
    afterAll(() => app.close());

    it('chooses the S3 driver and serves submissions from the bucket', async () => {
      expect(app.get(FileStorage)).toBeInstanceOf(S3FileStorage);
      const s: SubmissionView = (
        await owner
          .post('/api/submissions')
          .field('summaryName', 'Bucket')
          .field('manualTransactions', JSON.stringify([{ transactionDate: '2026-10-01', transactionName: 'Sale', province: 'AB', amount: '5.00' }]))
          .attach('documents', fx.pdf('in the bucket'), 'bucket.pdf')
          .expect(201)
      ).body;
      const res = await owner.get(s.documents[0].url).buffer(true).expect(200);
      expect(Buffer.from(res.body).equals(fx.pdf('in the bucket'))).toBe(true);
      expect((await owner.get(s.manualTransactionsCsvUrl!).expect(200)).text).toContain('Sale,AB,Alberta,5.00');
      expect(await storage.exists(s.documents[0].path)).toBe(true);

      // A refused third file leaves nothing in the bucket either.
      const objects = () => readdirSync(dir, { recursive: true }).length;
      const before = objects();
      const refused = await owner
        .post('/api/submissions')
        .field('summaryName', 'Refused')
        .attach('documents', fx.pdf('one'), 'one.pdf')
        .attach('documents', fx.png(), 'two.png')
        .attach('documents', fx.elf(), 'three.pdf')
        .expect(400);
      expect(refused.body.message).toContain('three.pdf');
      expect(objects()).toBe(before);

      await owner.delete(`/api/submissions/${s.id}`).expect(204);
      expect(await storage.exists(s.documents[0].path)).toBe(false);
    });
  });
});
