import type { NestExpressApplication } from '@nestjs/platform-express';
import { SUBMISSION_MESSAGES as M, type AdminSubmissionView, type SubmissionView } from '@ledgerleaf/contracts';
import request from 'supertest';
import { type Agent, createTestApp, createUser, eventually, loginAs } from '../helpers/test-app';
import * as fx from '../helpers/document-fixtures';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';

describe('manual submissions (staff)', () => {
  let app: NestExpressApplication;
  let smtp: SmtpCapture;
  let staff: Agent;
  let client: Agent;
  let clientEmail: string;

  const newSubmission = async (name: string): Promise<SubmissionView> =>
    (await client.post('/api/submissions').field('summaryName', name).attach('documents', fx.pdf(name), 'receipt.pdf').expect(201)).body;
  const deliver = (path: string, files: { pdf?: Buffer; csv?: Buffer; pdfName?: string; csvName?: string }) => {
    let req = staff.post(path);
    if (files.pdf) req = req.attach('pdf', files.pdf, files.pdfName ?? 'result.pdf');
    if (files.csv) req = req.attach('csv', files.csv, files.csvName ?? 'result.csv');
    if (!files.pdf && !files.csv) req = req.field('note', 'nothing');
    return req;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ worker: true, env: { SMTP_URL: smtp.url } });
    const admin = await createUser(app, { isAdmin: true });
    const owner = await createUser(app, { firstName: 'Avery' });
    clientEmail = owner.user.email;
    staff = await loginAs(app, admin.user.email, admin.password);
    client = await loginAs(app, owner.user.email, owner.password);
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('lists by status in the react-admin dialect, with Content-Range', async () => {
    const a = await newSubmission('Staff list A');
    const b = await newSubmission('Staff list B');
    const res = await staff
      .get('/api/admin/submissions')
      .query({ filter: JSON.stringify({ status: 'pending' }), sort: '["createdAt","DESC"]', range: '[0,0]' })
      .expect(200);
    expect(res.headers['content-range']).toMatch(/^submissions 0-0\/\d+$/);
    expect(Number(res.headers['content-range'].split('/')[1])).toBeGreaterThanOrEqual(2);
    expect(res.body.map((s: AdminSubmissionView) => s.id)).toEqual([b.id]);
    expect(res.body[0]).toMatchObject({ userEmail: clientEmail, userName: 'Avery User', status: 'pending' });
    const many = await staff
      .get('/api/admin/submissions')
      .query({ filter: JSON.stringify({ id: [a.id, b.id] }) })
      .expect(200);
    expect(many.body.map((s: AdminSubmissionView) => s.id).sort()).toEqual([a.id, b.id].sort());
    const found = await staff
      .get('/api/admin/submissions')
      .query({ filter: JSON.stringify({ q: 'staff list a' }) })
      .expect(200);
    expect(found.body.map((s: AdminSubmissionView) => s.id)).toContain(a.id);
    await staff.get(`/api/admin/submissions/${a.id}`).expect(200);
    const bad = await staff
      .get('/api/admin/submissions')
      .query({ filter: JSON.stringify({ status: 'done' }) })
      .expect(400);
    expect(bad.body.message).toBe(M.statusFilterInvalid);
  });

  it('filters by client, and a userId that is no row id matches nothing', async () => {
    const a = await newSubmission('Staff list by client');
    const list = async (filter: unknown) =>
      (
        (
          await staff
            .get('/api/admin/submissions')
            .query({ filter: JSON.stringify(filter), range: '[0,999]' })
            .expect(200)
        ).body as AdminSubmissionView[]
      ).map((s) => s.id);
    const own = await list({ userId: a.userId });
    expect(own).toContain(a.id);
    expect(own.length).toBeGreaterThanOrEqual(1);
    expect(await list({ userId: a.userId + 1_000_000 })).toEqual([]);
    expect(await list({ userId: 'abc' })).toEqual([]);
  });

  it('refuses the staff routes to clients (403) and visitors (401)', async () => {
    const s = await newSubmission('Not for clients');
    await client.get('/api/admin/submissions').expect(403);
    await client.post(`/api/admin/submissions/${s.id}/complete`).attach('pdf', fx.pdf(), 'r.pdf').attach('csv', fx.csv(), 'r.csv').expect(403);
    await request(app.getHttpServer()).get('/api/admin/submissions').expect(401);
    const after: SubmissionView[] = (await client.get('/api/submissions').expect(200)).body;
    expect(after.find((x) => x.id === s.id)?.status).toBe('pending');
  });

  it.each([
    ['no files', {}, M.resultFilesRequired],
    ['only a PDF', { pdf: fx.pdf() }, M.resultFilesRequired],
    ['only a CSV', { csv: fx.csv() }, M.resultFilesRequired],
    ['a CSV in the PDF field', { pdf: fx.csv(), csv: fx.csv(), pdfName: 'result.pdf' }, M.resultPdfInvalid],
    ['a PNG in the CSV field', { pdf: fx.pdf(), csv: fx.png(), csvName: 'result.csv' }, M.resultCsvInvalid],
    ['an executable as the PDF', { pdf: fx.elf(), csv: fx.csv() }, M.resultPdfInvalid],
  ])('refuses completion with %s', async (_label, files, message) => {
    const s = await newSubmission('Incomplete results');
    const res = await deliver(`/api/admin/submissions/${s.id}/complete`, files).expect(400);
    expect(res.body.message).toBe(message);
    const after: SubmissionView[] = (await client.get('/api/submissions').expect(200)).body;
    expect(after.find((x) => x.id === s.id)).toMatchObject({ status: 'pending', resultPdfUrl: null });
  });

  it('completes, e-mails the client, takes an edit request, and keeps the first results as history after resubmission', async () => {
    const s = await newSubmission('September statements');
    const done = await deliver(`/api/admin/submissions/${s.id}/complete`, { pdf: fx.pdf('Result v1'), csv: fx.csv(2) }).expect(201);
    expect(done.body).toMatchObject({
      status: 'completed',
      resultPdfUrl: expect.stringMatching(/^\/uploads\//),
      resultCsvUrl: expect.stringMatching(/^\/uploads\//),
    });
    const mail = await smtp.waitFor(clientEmail);
    expect(mail.subject).toBe(M.completedMailSubject('September statements'));
    expect(mail.body).toContain('Hello Avery');

    const again = await deliver(`/api/admin/submissions/${s.id}/complete`, { pdf: fx.pdf(), csv: fx.csv() }).expect(409);
    expect(again.body.message).toBe(M.notPending);
    const early = await deliver(`/api/admin/submissions/${s.id}/updated-files`, { pdf: fx.pdf(), csv: fx.csv() }).expect(409);
    expect(early.body.message).toBe(M.notEditRequested);

    const seen: SubmissionView = (await client.get('/api/submissions').expect(200)).body.find((x: SubmissionView) => x.id === s.id);
    expect((await client.get(seen.resultPdfUrl!).expect(200)).headers['content-type']).toBe('application/pdf');
    expect((await client.get(seen.resultCsvUrl!).expect(200)).text).toBe(fx.csv(2).toString());

    await client
      .post(`/api/submissions/${s.id}/edit-request`)
      .field('description', 'Please split the rent')
      .attach('documents', fx.png(), 'lease.png')
      .expect(201);
    const requested: AdminSubmissionView = (await staff.get(`/api/admin/submissions/${s.id}`).expect(200)).body;
    expect(requested.status).toBe('edit_requested');
    expect(requested.editRequests[0]).toMatchObject({ description: 'Please split the rent', status: 'pending' });
    await staff.head(requested.editRequests[0].documents[0].url).expect(200);

    const updated = await deliver(`/api/admin/submissions/${s.id}/updated-files`, { pdf: fx.pdf('Result v2'), csv: fx.csv(5) }).expect(201);
    expect(updated.body.status).toBe('completed');
    expect(updated.body.resultPdfUrl).not.toBe(done.body.resultPdfUrl);
    expect(updated.body.editRequests[0].status).toBe('resolved');
    expect(updated.body.resultHistory).toEqual([expect.objectContaining({ resultPdfUrl: done.body.resultPdfUrl, resultCsvUrl: done.body.resultCsvUrl })]);
    // The earlier files stay readable.
    expect((await client.get(done.body.resultCsvUrl).expect(200)).text).toBe(fx.csv(2).toString());
    expect((await client.get(updated.body.resultCsvUrl).expect(200)).text).toBe(fx.csv(5).toString());
    await eventually(async () => smtp.messages.filter((m) => m.to.includes(clientEmail)).length === 2);
  });

  it('answers 404 for an unknown submission and stores nothing', async () => {
    await deliver('/api/admin/submissions/99999999/complete', { pdf: fx.pdf(), csv: fx.csv() }).expect(404);
  });
});
