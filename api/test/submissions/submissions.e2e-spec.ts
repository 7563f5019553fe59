import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES as M, type SubmissionView } from '@ledgerleaf/contracts';
import request from 'supertest';
import { AppConfig } from '../../src/config/app-config';
import { type Agent, createTestApp, createUser, loginAs } from '../helpers/test-app';
import * as fx from '../helpers/document-fixtures';

type Attachment = { name: string; content: Buffer; contentType?: string };

const rows = [
  { transactionDate: '2026-10-04', transactionName: 'Cash sale - print job', province: 'ON', amount: '240.00' },
  { transactionDate: '2026-10-19', transactionName: 'Parking - client visit', province: 'QC', amount: 18.75 },
];

/** Every file under the uploads directory. */
function storedFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((p) => statSync(join(root, p)).isFile());
}

describe('manual submissions (client)', () => {
  let app: NestExpressApplication;
  let owner: Agent;
  let other: Agent;
  let uploadsDir: string;

  const submit = (agent: Agent, fields: Record<string, string | undefined>, documents: Attachment[] = [{ name: 'receipt.pdf', content: fx.pdf() }]) => {
    let req = agent.post('/api/submissions');
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) req = req.field(key, value);
    for (const doc of documents) req = req.attach('documents', doc.content, { filename: doc.name, contentType: doc.contentType ?? 'application/octet-stream' });
    return req;
  };

  beforeAll(async () => {
    // A data directory of its own: the all-or-nothing tests count the files in it, and other
    // suites running in parallel write to the shared one.
    app = await createTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-submissions-')) } });
    uploadsDir = app.get(AppConfig).uploadsDir;
    const a = await createUser(app);
    const b = await createUser(app);
    owner = await loginAs(app, a.user.email, a.password);
    other = await loginAs(app, b.user.email, b.password);
  });
  afterAll(() => app.close());

  it('stores documents, manual rows and categories, pending, with the generated CSVs', async () => {
    const res = await submit(
      owner,
      {
        summaryName: '  October receipts ',
        manualTransactions: JSON.stringify(rows),
        additionalCategories: JSON.stringify([{ type: 'EXPENSE', categoryName: 'Printing' }]),
      },
      [
        { name: 'invoice.pdf', content: fx.pdf('Invoice 1042'), contentType: 'application/pdf' },
        { name: 'photo.png', content: fx.png(), contentType: 'image/png' },
      ],
    ).expect(201);
    const s: SubmissionView = res.body;
    expect(s).toMatchObject({ summaryName: 'October receipts', status: 'pending', paymentStatus: 'pending', paymentIntentId: null, resultPdfUrl: null });
    expect(s.documents.map((d) => [d.originalName, d.mimeType])).toEqual([
      ['invoice.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    expect(s.manualTransactions.map((t) => [t.transactionDate, t.transactionName, t.province, t.amount])).toEqual([
      ['2026-10-04', 'Cash sale - print job', 'ON', '240.00'],
      ['2026-10-19', 'Parking - client visit', 'QC', '18.75'],
    ]);
    expect(s.additionalCategories).toEqual([expect.objectContaining({ type: 'EXPENSE', categoryName: 'Printing' })]);

    const manual = await owner.get(s.manualTransactionsCsvUrl!).expect(200);
    expect(manual.headers['content-type']).toMatch(/^text\/csv/);
    expect(manual.text).toBe(
      'Transaction_Date,Transaction_Name,Province,Province_Name,Amount\n2026-10-04,Cash sale - print job,ON,Ontario,240.00\n2026-10-19,Parking - client visit,QC,Quebec,18.75\n',
    );
    const categories = await owner.get(s.additionalCategoriesCsvUrl!).expect(200);
    expect(categories.text).toBe('Type,Category_Name\nEXPENSE,Printing\n');
  });

  it('accepts every allow-listed kind, recognised by content', async () => {
    const res = await submit(owner, { summaryName: 'All kinds' }, [
      { name: 'a.pdf', content: fx.pdf() },
      { name: 'b.png', content: fx.png() },
      { name: 'c.jpg', content: fx.jpeg(), contentType: 'image/jpeg' },
      { name: 'd.heic', content: fx.heic() },
      { name: 'e.webp', content: fx.webp(), contentType: 'image/webp' },
      { name: 'f.csv', content: fx.csv(), contentType: 'text/csv' },
    ]).expect(201);
    expect(res.body.documents.map((d: { mimeType: string }) => d.mimeType)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/heic',
      'image/webp',
      'text/csv',
    ]);
    expect(res.body.manualTransactionsCsvUrl).toBeNull();
  });

  describe('validation', () => {
    const tx = (overrides: Record<string, unknown>) => JSON.stringify([{ ...rows[0], ...overrides }]);
    it.each([
      ['no summary name', { summaryName: '' }, M.summaryNameRequired],
      ['a blank summary name', { summaryName: '   ' }, M.summaryNameRequired],
      ['a summary name over the limit', { summaryName: 'x'.repeat(SUBMISSION_LIMITS.summaryNameMax + 1) }, M.summaryNameTooLong],
      ['manualTransactions that is not JSON', { manualTransactions: '[{' }, M.manualTransactionsInvalid],
      ['manualTransactions that is not a list', { manualTransactions: '{"a":1}' }, M.manualTransactionsInvalid],
      ['a row without a date', { manualTransactions: tx({ transactionDate: '' }) }, M.transactionDateRequired],
      ['a row with an impossible date', { manualTransactions: tx({ transactionDate: '2026-02-30' }) }, M.transactionDateInvalid],
      ['a row without a name', { manualTransactions: tx({ transactionName: ' ' }) }, M.transactionNameRequired],
      ['a row without a province', { manualTransactions: tx({ province: '' }) }, M.provinceRequired],
      ['a row with an unknown province', { manualTransactions: tx({ province: 'XX' }) }, M.provinceInvalid],
      ['a row with a province name instead of a code', { manualTransactions: tx({ province: 'Ontario' }) }, M.provinceInvalid],
      ['a zero amount', { manualTransactions: tx({ amount: '0' }) }, M.amountPositive],
      ['a negative amount', { manualTransactions: tx({ amount: '-5' }) }, M.amountPositive],
      ['a missing amount', { manualTransactions: tx({ amount: '' }) }, M.amountPositive],
      ['an amount with three decimals', { manualTransactions: tx({ amount: '1.005' }) }, M.amountInvalid],
      ['an amount that is not a number', { manualTransactions: tx({ amount: 'ten' }) }, M.amountInvalid],
      ['an amount the column cannot hold', { manualTransactions: tx({ amount: '100000000' }) }, M.amountTooLarge],
      ['too many rows', { manualTransactions: JSON.stringify(Array(SUBMISSION_LIMITS.maxManualTransactions + 1).fill(rows[0])) }, M.tooManyTransactions],
      ['additionalCategories that is not JSON', { additionalCategories: 'Printing' }, M.additionalCategoriesInvalid],
      ['a category of an unknown type', { additionalCategories: '[{"type":"ASSET","categoryName":"Van"}]' }, M.categoryTypeInvalid],
      ['a category without a name', { additionalCategories: '[{"type":"REVENUE","categoryName":"  "}]' }, M.categoryNameRequired],
    ])('refuses %s with the spec message, storing nothing', async (_label, fields, message) => {
      const before = storedFiles(uploadsDir).length;
      const count = (await owner.get('/api/submissions').expect(200)).body.length;
      const res = await submit(owner, { summaryName: 'Valid name', ...fields }).expect(400);
      expect(res.body.message).toContain(message);
      expect(Object.values(res.body.fields as Record<string, string[]>).flat()).toContain(message);
      expect(storedFiles(uploadsDir).length).toBe(before);
      expect((await owner.get('/api/submissions').expect(200)).body.length).toBe(count);
    });

    it('refuses a submission without documents', async () => {
      const res = await submit(owner, { summaryName: 'No files' }, []).expect(400);
      expect(res.body.fields.documents).toEqual([M.documentRequired]);
    });

    it('refuses a body that is not multipart', async () => {
      const res = await owner.post('/api/submissions').send({ summaryName: 'JSON' }).expect(400);
      expect(res.body.message).toBe(M.notMultipart);
    });

    it('refuses files in another field', async () => {
      const res = await owner.post('/api/submissions').field('summaryName', 'x').attach('file', fx.pdf(), 'a.pdf').expect(400);
      expect(res.body.message).toBe(M.unexpectedFileField);
    });
  });

  describe('documents are checked by their bytes', () => {
    it.each([
      ['an ELF executable named .pdf', 'invoice.pdf', fx.elf(), 'application/pdf'],
      ['a Windows executable named .pdf', 'invoice.pdf', fx.exe(), 'application/pdf'],
      ['a PNG sent as text/csv', 'data.csv', fx.png(), 'text/csv'],
      ['a PNG named .pdf', 'scan.pdf', fx.png(), 'application/pdf'],
      ['a PDF named .png', 'photo.png', fx.pdf(), 'image/png'],
      ['an HTML page named .html', 'page.html', fx.html(), 'text/html'],
      ['a CSV that turns binary after the first 4 KB', 'big.csv', Buffer.concat([fx.csv(400), Buffer.from([0, 1, 2, 3])]), 'text/csv'],
      ['an empty file', 'empty.pdf', Buffer.alloc(0), 'application/pdf'],
    ])('refuses %s', async (_label, name, content, contentType) => {
      const before = storedFiles(uploadsDir).length;
      const res = await submit(owner, { summaryName: 'Disguised' }, [{ name, content, contentType }]).expect(400);
      expect(res.body.message).toBe(M.documentTypeRefused(name));
      expect(storedFiles(uploadsDir).length).toBe(before);
    });

    it('is all or nothing: a bad third file leaves no row and no file', async () => {
      const before = storedFiles(uploadsDir).length;
      const count = (await owner.get('/api/submissions').expect(200)).body.length;
      await submit(owner, { summaryName: 'Three files', manualTransactions: JSON.stringify(rows) }, [
        { name: 'one.pdf', content: fx.pdf('one') },
        { name: 'two.png', content: fx.png() },
        { name: 'three.pdf', content: fx.elf() },
      ]).expect(400);
      expect(storedFiles(uploadsDir).length).toBe(before);
      expect((await owner.get('/api/submissions').expect(200)).body.length).toBe(count);
    });
  });

  describe('limits answer 413', () => {
    it('refuses a file over the per-file limit and keeps nothing', async () => {
      const before = storedFiles(uploadsDir).length;
      const big = Buffer.concat([fx.pdf(), Buffer.alloc(SUBMISSION_LIMITS.maxFileBytes, 0x20)]);
      const res = await submit(owner, { summaryName: 'Too big' }, [
        { name: 'small.pdf', content: fx.pdf() },
        { name: 'big.pdf', content: big },
      ]).expect(413);
      expect(res.body.message).toBe(M.fileTooLarge);
      expect(storedFiles(uploadsDir).length).toBe(before);
    });

    it('refuses more files than the count limit', async () => {
      const docs = Array.from({ length: SUBMISSION_LIMITS.maxFiles + 1 }, (_, i) => ({ name: `r${i}.pdf`, content: fx.pdf(`r${i}`) }));
      const res = await submit(owner, { summaryName: 'Too many' }, docs).expect(413);
      expect(res.body.message).toBe(M.tooManyFiles);
    });

    it('refuses a request whose files together exceed the per-request limit', async () => {
      const before = storedFiles(uploadsDir).length;
      const n = Math.floor(SUBMISSION_LIMITS.maxRequestBytes / SUBMISSION_LIMITS.maxFileBytes) + 1;
      const each = Buffer.concat([fx.pdf(), Buffer.alloc(SUBMISSION_LIMITS.maxFileBytes - 2048, 0x20)]);
      const docs = Array.from({ length: n }, (_, i) => ({ name: `part${i}.pdf`, content: each }));
      const res = await submit(owner, { summaryName: 'Too much' }, docs).expect(413);
      expect(res.body.message).toBe(M.requestTooLarge);
      expect(storedFiles(uploadsDir).length).toBe(before);
    });
  });

  describe('list, delete and edit requests', () => {
    it('lists only the own submissions, newest first', async () => {
      const first = (await submit(other, { summaryName: 'Other first' }).expect(201)).body;
      const second = (await submit(other, { summaryName: 'Other second' }).expect(201)).body;
      const list: SubmissionView[] = (await other.get('/api/submissions').expect(200)).body;
      expect(list.map((s) => s.id)).toEqual([second.id, first.id]);
      const mine: SubmissionView[] = (await owner.get('/api/submissions').expect(200)).body;
      expect(mine.some((s) => s.id === first.id)).toBe(false);
      await request(app.getHttpServer()).get('/api/submissions').expect(401);
    });

    it('deletes an own submission with its rows and files; another client gets 404 and changes nothing', async () => {
      const s: SubmissionView = (await submit(owner, { summaryName: 'To delete', manualTransactions: JSON.stringify(rows) }).expect(201)).body;
      const before = storedFiles(uploadsDir).length;
      await other.delete(`/api/submissions/${s.id}`).expect(404);
      expect(storedFiles(uploadsDir).length).toBe(before);
      await owner.delete(`/api/submissions/${s.id}`).expect(204);
      expect(storedFiles(uploadsDir).length).toBe(before - 2); // the document and the generated CSV
      expect((await owner.get('/api/submissions').expect(200)).body.some((x: SubmissionView) => x.id === s.id)).toBe(false);
      await owner.delete(`/api/submissions/${s.id}`).expect(404);
      await owner.delete('/api/submissions/99999999999').expect(404);
    });

    it('takes an edit request with documents; the latest request is listed first', async () => {
      const s: SubmissionView = (await submit(owner, { summaryName: 'To edit' }).expect(201)).body;
      const missing = await owner.post(`/api/submissions/${s.id}/edit-request`).field('description', '  ').expect(400);
      expect(missing.body.fields.description).toEqual([M.descriptionRequired]);
      await other.post(`/api/submissions/${s.id}/edit-request`).field('description', 'Not mine').expect(404);

      await owner.post(`/api/submissions/${s.id}/edit-request`).field('description', 'First change').expect(201);
      const res = await owner
        .post(`/api/submissions/${s.id}/edit-request`)
        .field('description', 'Second change')
        .attach('documents', fx.pdf('approval'), 'approval.pdf')
        .expect(201);
      expect(res.body.status).toBe('edit_requested');
      expect(res.body.editRequests.map((e: { description: string }) => e.description)).toEqual(['Second change', 'First change']);
      const attachment = res.body.editRequests[0].documents[0];
      expect(attachment).toMatchObject({ originalName: 'approval.pdf', mimeType: 'application/pdf' });
      await owner.head(attachment.url).expect(200);
      await other.head(attachment.url).expect(404);
    });

    it('refuses a disguised edit-request attachment and keeps the status', async () => {
      const s: SubmissionView = (await submit(owner, { summaryName: 'Edit disguised' }).expect(201)).body;
      await owner.post(`/api/submissions/${s.id}/edit-request`).field('description', 'x').attach('documents', fx.elf(), 'notes.pdf').expect(400);
      const after = (await owner.get('/api/submissions').expect(200)).body.find((x: SubmissionView) => x.id === s.id);
      expect(after.status).toBe('pending');
      expect(after.editRequests).toEqual([]);
    });
  });
});
