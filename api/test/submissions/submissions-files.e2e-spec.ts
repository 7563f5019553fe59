import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { SubmissionView } from '@ledgerleaf/contracts';
import request from 'supertest';
import { AppConfig } from '../../src/config/app-config';
import { type Agent, createTestApp, createUser, loginAs } from '../helpers/test-app';
import * as fx from '../helpers/document-fixtures';

describe('submission files: downloads and /uploads', () => {
  let app: NestExpressApplication;
  let owner: Agent;
  let other: Agent;
  let staff: Agent;
  let anonymous: ReturnType<typeof request>;
  let s: SubmissionView;

  beforeAll(async () => {
    app = await createTestApp();
    const [a, b, c] = [await createUser(app), await createUser(app), await createUser(app, { isAdmin: true })];
    owner = await loginAs(app, a.user.email, a.password);
    other = await loginAs(app, b.user.email, b.password);
    staff = await loginAs(app, c.user.email, c.password);
    anonymous = request(app.getHttpServer());
    s = (
      await owner
        .post('/api/submissions')
        .field('summaryName', 'Files')
        .field('manualTransactions', JSON.stringify([{ transactionDate: '2026-10-01', transactionName: 'Sale', province: 'BC', amount: '10' }]))
        .attach('documents', fx.pdf('first'), 'receipt.pdf')
        .attach('documents', fx.pdf('second copy'), 'receipt.pdf')
        .attach('documents', fx.csv(), { filename: 'Relevé été – 2026.csv', contentType: 'text/csv' })
        .expect(201)
    ).body;
  });
  afterAll(() => app.close());

  it('serves a document to its owner with the stored type, the original name and private, no-sniff headers', async () => {
    const res = await owner.get(s.documents[0].url).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(Buffer.from(res.body).equals(fx.pdf('first'))).toBe(true);
  });

  it('encodes a non-ASCII name as RFC 5987 with an ASCII fallback', async () => {
    const doc = s.documents[2];
    expect(doc.originalName).toBe('Relevé été – 2026.csv');
    const res = await owner.get(doc.url).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Relev_ _t_ _ 2026.csv"; filename*=UTF-8''${encodeURIComponent('Relevé été – 2026.csv')}`,
    );
  });

  it('keeps two documents with the same name apart (index in the URL)', async () => {
    expect(s.documents[0].url).not.toBe(s.documents[1].url);
    const first = await owner.get(s.documents[0].url).buffer(true).expect(200);
    const second = await owner.get(s.documents[1].url).buffer(true).expect(200);
    expect(Buffer.from(second.body).equals(fx.pdf('second copy'))).toBe(true);
    expect(Buffer.from(first.body).equals(Buffer.from(second.body))).toBe(false);
    // Without an index, the first of that name; an index naming another document is not found.
    await owner.get(`/api/downloads/submission-document/${s.id}/receipt.pdf`).expect(200);
    await owner.get(`/api/downloads/submission-document/${s.id}/receipt.pdf?index=2`).expect(404);
  });

  it.each([
    ['a document', () => s.documents[0].url],
    ['a generated CSV under /uploads', () => s.manualTransactionsCsvUrl!],
  ])('answers GET and HEAD on %s for owner and staff, 404 for another client and a visitor', async (_label, url) => {
    for (const agent of [owner, staff]) {
      await agent.get(url()).expect(200);
      const head = await agent.head(url()).expect(200);
      expect(head.headers['content-length']).toMatch(/^\d+$/);
      expect(head.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const agent of [other, anonymous]) {
      const res = await agent.get(url()).expect(404);
      expect(res.body.message).toBe('File not found');
      await agent.head(url()).expect(404);
    }
  });

  it('answers a stranger exactly as a missing file', async () => {
    const stranger = await other.get(s.documents[0].url).expect(404);
    const missing = await other.get(`/api/downloads/submission-document/${s.id}/nothing.pdf`).expect(404);
    expect(stranger.body).toEqual(missing.body);
    const unknownKey = await owner.get('/uploads/2026/11/00000000-0000-0000-0000-000000000000.pdf').expect(404);
    expect(unknownKey.body).toEqual(stranger.body);
  });

  it.each([
    '/uploads/../package.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/2026/11/..%2F..%2F..%2Fpackage.json',
    '/uploads/%252e%252e%252fpackage.json',
    '/uploads//etc/passwd',
    '/uploads/2026/11/x.pdf%00.png',
    '/api/downloads/submission-document/1/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/downloads/submission-document/..%2F1/receipt.pdf',
    '/api/downloads/submission-document/1e3/receipt.pdf',
  ])('refuses traversal and encoded tricks: %s', async (path) => {
    const res = await staff.get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"name"'); // never a file from outside storage
  });

  it('refuses a key that is another encoding of a real one', async () => {
    const key = s.manualTransactionsCsvUrl!.replace('/uploads/', '');
    await owner.get(`/uploads/${key.replace(/\//g, '%2F')}`).expect(404);
    await owner.get(`/uploads/${key.toUpperCase()}`).expect(404);
  });

  it('answers 404 (GET and HEAD) once the stored file is gone, for the owner too', async () => {
    const fresh: SubmissionView = (await owner.post('/api/submissions').field('summaryName', 'Gone').attach('documents', fx.png(), 'scan.png').expect(201))
      .body;
    rmSync(join(app.get(AppConfig).uploadsDir, fresh.documents[0].path));
    await owner.head(fresh.documents[0].url).expect(404);
    await owner.get(fresh.documents[0].url).expect(404);
  });
});
