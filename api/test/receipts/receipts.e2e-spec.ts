import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { RECEIPT_MESSAGES, type ReceiptDto } from '@ledgerleaf/contracts';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { LedgerChangesService } from '../../src/modules/ledger/ledger-changes.service';
import { ReceiptReadingProcessor } from '../../src/modules/receipts/receipt-reading.processor';
import { ReceiptsService } from '../../src/modules/receipts/receipts.service';
import * as fx from '../helpers/document-fixtures';
import { createUser, eventually, loginAs, type Agent } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

jest.setTimeout(120_000);

/** A photo-like receipt: text rendered by sharp from SVG, turned a quarter (EXIF says so), so OCR must read the upright image. */
async function receiptPng(lines: string[]): Promise<Buffer> {
  const text = lines.map((l, i) => `<text x="24" y="${48 + i * 46}" font-size="26" font-family="DejaVu Sans">${l}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="${80 + lines.length * 46}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  // Stored rotated by 90° with EXIF orientation 8 (rotate 270° to view): the reader must turn it back.
  return sharp(Buffer.from(svg)).rotate(90).withMetadata({ orientation: 8 }).png().toBuffer();
}

describe('receipts: the inbox, reading on a worker, matching to the books', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let clientId: number;
  let bankAccountId: number;

  const db = () => app.get<DataSource>(getDataSourceToken());

  /** A posted bank row of the client (the ledger's trigger puts it in the books); its ledger entry id. */
  async function bankRow(date: string, name: string, amount: string): Promise<number> {
    await db().query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, account_name, transaction_id, amount, date, name, merchant_name, pending, category)
       VALUES ($1, $2, 'RBC Chequing', $3, $4, $5, $6, NULL, false, '{}')`,
      [clientId, bankAccountId, `tx-${randomUUID()}`, amount, date, name],
    );
    const [entry] = await db().query(`SELECT id FROM ledger_entries WHERE user_id = $1 AND name = $2 AND date = $3 ORDER BY id DESC LIMIT 1`, [
      clientId,
      name,
      date,
    ]);
    return Number(entry.id);
  }

  async function upload(file: Buffer, name: string, agent: Agent = client): Promise<ReceiptDto> {
    const res = await agent.post('/api/receipts').attach('files', file, name).expect(201);
    expect(res.body.receipts).toHaveLength(1);
    expect(res.body.receipts[0]).toMatchObject({ status: 'reading', fileName: name });
    return res.body.receipts[0];
  }

  async function readReceipt(id: number, agent: Agent = client, timeoutMs = 60_000): Promise<ReceiptDto> {
    return eventually(async () => {
      const { body } = await agent.get(`/api/receipts/${id}`).expect(200);
      return body.receipt.status !== 'reading' ? (body.receipt as ReceiptDto) : null;
    }, timeoutMs);
  }

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-receipts-')) } });
    const c = await createUser(app, { firstName: 'Avery', lastName: 'Lambert' });
    clientId = c.user.id;
    client = await loginAs(app, c.user.email, c.password);
    const o = await createUser(app);
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, s.user.email, s.password);
    const [item] = await db().query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted, institution_id, institution_name) VALUES ($1, $2, 'x', 'ins_3', 'RBC Royal Bank') RETURNING id`,
      [clientId, `item-${randomUUID()}`],
    );
    const [account] = await db().query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name, mask, type, subtype) VALUES ($1, $2, 'RBC Chequing', '1234', 'depository', 'checking') RETURNING id`,
      [item.id, `acc-${randomUUID()}`],
    );
    bankAccountId = account.id;
  });
  afterAll(() => app.close());

  it('reads a PDF with a text layer and links it to the one bank row of its total in the window', async () => {
    const entryId = await bankRow('2026-10-05', 'STAPLES #123 TORONTO', '-45.20');
    await bankRow('2026-10-20', 'STAPLES #123 TORONTO', '-45.20'); // same total, outside the window (17 days after)
    const sent = await upload(
      await fx.typesetReceiptPdf([
        'STAPLES CANADA',
        'Date: 2026-10-03',
        'Paper 40.00',
        'Subtotal 40.00',
        'HST 13% 5.20',
        'TOTAL 45.20',
        'HST # 123456782 RT0001',
      ]),
      'staples.pdf',
    );
    const read = await readReceipt(sent.id);
    expect(read).toMatchObject({
      status: 'read',
      unreadableReason: null,
      matchState: 'matched',
      match: { transactionId: entryId, by: 'auto' },
      candidates: [],
      fields: {
        vendor: { value: 'STAPLES CANADA', source: 'reader' },
        date: { value: '2026-10-03' },
        total: { value: '45.20', confidence: 0.97 },
        gstHst: { value: '5.20' },
        businessNumber: { value: '123456782RT0001' },
        currency: { value: 'CAD' },
      },
    });
    // The link went through the ledger's outbox: the month of the transaction was recorded (and drained by the worker).
    const [row] = await db().query(`SELECT read_method, text FROM receipts WHERE id = $1`, [sent.id]);
    expect(row.read_method).toBe('pdf-text');
    expect(row.text).toContain('TOTAL 45.20');

    // The job run again (a redelivery after a crash) reads nothing twice.
    await app.get(ReceiptReadingProcessor).read({ receiptId: sent.id }, { jobId: 'again', attempt: 1, attempts: 3, progress: async () => undefined });
    expect((await client.get(`/api/receipts/${sent.id}`).expect(200)).body.receipt).toEqual(read);
  });

  it('reads a photo by OCR on the worker (EXIF orientation, French), and refuses the same file twice naming the first', async () => {
    const png = await receiptPng(['CAFE OLIMPICO', '14/10/2026', 'Sous-total 22,83 $', 'TPS 1,14 $', 'TVQ 2,28 $', 'Total 26,25 $']);
    const sent = await upload(png, 'cafe.png');
    const read = await readReceipt(sent.id, client, 90_000);
    expect(read.status).toBe('read');
    expect(read.fields.total.value).toBe('26.25');
    expect(read.fields.date.value).toBe('2026-10-14');
    expect(read.fields.qst.value).toBe('2.28');
    expect(read.matchState).toBe('waiting');
    const [row] = await db().query(`SELECT read_method FROM receipts WHERE id = $1`, [sent.id]);
    expect(row.read_method).toBe('ocr');

    const again = await client.post('/api/receipts').attach('files', png, 'cafe-copy.png').expect(409);
    expect(again.body.message).toContain(`(receipt ${sent.id})`);
    expect(again.body.message).toContain('"cafe.png"');
    // Another client may send the same bytes: the check is per client.
    await upload(png, 'mine.png', other);
  });

  it('reads a scanned PDF (no text layer) by OCR of its rendered page; a receipt still reading is listed for the reconciler', async () => {
    const png = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="260"><rect width="100%" height="100%" fill="white"/>` +
          `<text x="20" y="50" font-size="26" font-family="DejaVu Sans">HARDWARE SHOP</text>` +
          `<text x="20" y="120" font-size="22" font-family="DejaVu Sans">2026-10-16</text>` +
          `<text x="20" y="200" font-size="22" font-family="DejaVu Sans">Total 37.40</text></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const scanned: Buffer = await new Promise((resolve) => {
      const doc = new PDFDocument({ size: [500, 260], margin: 0 });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.image(png, 0, 0, { width: 500 });
      doc.end();
    });
    const sent = await upload(scanned, 'scan.pdf');
    // Until it is read, the reconciler would enqueue it again (a job lost with Redis or a killed worker).
    const listed = (await app.get(ReceiptsService).inProgress()).map((w) => w.jobId);
    const read = await readReceipt(sent.id, client, 90_000);
    expect(read).toMatchObject({ status: 'read', fields: { total: { value: '37.40' }, date: { value: '2026-10-16' } } });
    expect(listed).toContain(`receipt-read:${sent.id}`);
    expect((await app.get(ReceiptsService).inProgress()).map((w) => w.jobId)).not.toContain(`receipt-read:${sent.id}`);
    const [row] = await db().query(`SELECT read_method FROM receipts WHERE id = $1`, [sent.id]);
    expect(row.read_method).toBe('ocr');
  });

  it('lists several candidates for a person when more than one row fits, and links the one they pick', async () => {
    const first = await bankRow('2026-11-02', 'HOME DEPOT 7001', '-80.00');
    const second = await bankRow('2026-11-06', 'HOME DEPOT 7001', '-80.00');
    const sent = await upload(await fx.typesetReceiptPdf(['HOME DEPOT', '2026-11-03', 'Lumber 70.80', 'GST 3.54', 'PST 5.66', 'Total 80.00']), 'depot.pdf');
    const read = await readReceipt(sent.id);
    expect(read).toMatchObject({ status: 'read', matchState: 'ambiguous', match: null });
    expect(read.candidates.map((c) => c.transactionId)).toEqual([first, second]);
    expect(read.candidates[0]).toMatchObject({ date: '2026-11-02', name: 'HOME DEPOT 7001', amount: '-80.00' });

    const linked = (await client.post(`/api/receipts/${sent.id}/match`).send({ transactionId: second }).expect(200)).body.receipt;
    expect(linked).toMatchObject({ matchState: 'matched', match: { transactionId: second, by: 'client' }, candidates: [] });
    // Another client's transaction is not one of yours.
    await client.post(`/api/receipts/${sent.id}/match`).send({ transactionId: 999999999 }).expect(404);
    const unlinked = (await client.delete(`/api/receipts/${sent.id}/match`).expect(200)).body.receipt;
    expect(unlinked).toMatchObject({ matchState: null, match: null });
    await client.delete(`/api/receipts/${sent.id}/match`).expect(409);
    // Staff link it from the console.
    const byStaff = (await staff.post(`/api/admin/receipts/${sent.id}/match`).send({ transactionId: first }).expect(200)).body;
    expect(byStaff).toMatchObject({ match: { transactionId: first, by: 'staff' } });
  });

  it('does not link a total the reader only guessed (no total line: the largest amount): its one candidate is listed for a person', async () => {
    const entryId = await bankRow('2026-09-15', 'ACME PARTS 42', '-56.78');
    const sent = await upload(await fx.typesetReceiptPdf(['ACME PARTS', 'Date: 2026-09-14', 'Widget 12.34', 'Bolts 56.78']), 'acme.pdf');
    const read = await readReceipt(sent.id);
    expect(read.fields.total).toMatchObject({ value: '56.78', confidence: 0.4, source: 'reader' });
    expect(read).toMatchObject({ status: 'read', matchState: 'ambiguous', match: null });
    expect(read.candidates.map((c) => c.transactionId)).toEqual([entryId]);
    // The client confirms the total: no longer a guess, linked.
    const confirmed = (await client.patch(`/api/receipts/${sent.id}`).send({ total: '56.78' }).expect(200)).body.receipt;
    expect(confirmed).toMatchObject({ matchState: 'matched', match: { transactionId: entryId, by: 'auto' } });
  });

  it('does not link the one row of its total when the bank line names another merchant: listed for a person, with why', async () => {
    const entryId = await bankRow('2026-08-11', 'PHARMAPRIX 112 MONTREAL', '-33.33');
    const sent = await upload(await fx.typesetReceiptPdf(['NORTHERN HARDWARE', 'Date: 2026-08-10', 'Hinges 29.50', 'HST 3.83', 'Total 33.33']), 'northern.pdf');
    const read = await readReceipt(sent.id);
    expect(read).toMatchObject({ status: 'read', matchState: 'ambiguous', match: null });
    expect(read.candidates.map((c) => c.transactionId)).toEqual([entryId]);
    expect(read.matchNote).toBe(RECEIPT_MESSAGES.otherMerchant('PHARMAPRIX 112 MONTREAL', 'NORTHERN HARDWARE'));
    // Stored as its key and values, rendered in the reader's language (issue 31): French for a French request, in the list too.
    const [{ note }] = await db().query(`SELECT match_note AS note FROM receipts WHERE id = $1`, [sent.id]);
    expect(note).toEqual({ key: 'otherMerchant', params: { bankText: 'PHARMAPRIX 112 MONTREAL', vendor: 'NORTHERN HARDWARE' } });
    const french = (await client.get(`/api/receipts/${sent.id}`).set('Accept-Language', 'fr-CA').expect(200)).body.receipt;
    expect(french.matchNote.replace(/\u00a0/g, ' ')).toBe(
      'La ligne bancaire « PHARMAPRIX 112 MONTREAL » ne nomme pas « NORTHERN HARDWARE » : vérifiez qu’il s’agit bien du paiement de ce reçu avant de le lier.',
    );
    const listed = (await client.get('/api/receipts').set('Accept-Language', 'fr-CA').expect(200)).body.receipts.find((r: { id: number }) => r.id === sent.id);
    expect(listed.matchNote).toBe(french.matchNote);
    const forStaff = (await staff.get(`/api/admin/receipts/${sent.id}`).set('Accept-Language', 'fr-CA').expect(200)).body;
    expect(forStaff.matchNote).toBe(french.matchNote);
    // A person who knows better links it; the note goes with the doubt.
    const linked = (await client.post(`/api/receipts/${sent.id}/match`).send({ transactionId: entryId }).expect(200)).body.receipt;
    expect(linked).toMatchObject({ matchState: 'matched', match: { transactionId: entryId, by: 'client' }, matchNote: null });
  });

  it('never links a foreign-currency receipt automatically without exchange rates (not configured): listed for a person, with why', async () => {
    const entryId = await bankRow('2026-07-14', 'PORTLAND WEB HOSTING', '-137.10');
    const sent = await upload(
      await fx.typesetReceiptPdf(['PORTLAND WEB HOSTING', 'Date: 2026-07-13', 'Hosting 92.59', 'Sales Tax 8% 7.41', 'TOTAL USD 100.00']),
      'portland.pdf',
    );
    const read = await readReceipt(sent.id);
    expect(read.fields.currency.value).toBe('USD');
    expect(read).toMatchObject({ status: 'read', matchState: 'ambiguous', match: null, candidates: [] });
    expect(read.matchNote).toBe(RECEIPT_MESSAGES.noExchangeRate('USD', '2026-07-13', 'not-configured'));
    // The person links it.
    const linked = (await client.post(`/api/receipts/${sent.id}/match`).send({ transactionId: entryId }).expect(200)).body.receipt;
    expect(linked).toMatchObject({ matchState: 'matched', match: { transactionId: entryId, by: 'client' }, matchNote: null });
  });

  it('waits when no row fits, and links itself when the bank row arrives (the ledger-changes drain)', async () => {
    const sent = await upload(await fx.typesetReceiptPdf(['BEST BUY', 'Oct 22, 2026', 'Cable 54.65', 'HST 7.10', 'Total 61.75']), 'bestbuy.pdf');
    const read = await readReceipt(sent.id);
    expect(read).toMatchObject({ status: 'read', matchState: 'waiting', match: null });
    const entryId = await bankRow('2026-10-24', 'BEST BUY 0123', '-61.75');
    await app.get(LedgerChangesService).deliver(clientId);
    const matched = await eventually(async () => {
      const { body } = await client.get(`/api/receipts/${sent.id}`).expect(200);
      return body.receipt.matchState === 'matched' ? (body.receipt as ReceiptDto) : null;
    });
    expect(matched.match).toEqual({ transactionId: entryId, by: 'auto' });
  });

  it('marks a file without a total unreadable with its reason, and the client types the fields', async () => {
    const sent = await upload(fx.pdf('Thank you for your visit'), 'blank.pdf');
    const read = await readReceipt(sent.id);
    expect(read).toMatchObject({ status: 'unreadable', unreadableReason: RECEIPT_MESSAGES.unreadableNoTotal, matchState: null });
    // Stored as its key, rendered in the reader's language (issue 31): the client's and the console's answers.
    const [{ reason }] = await db().query(`SELECT unreadable_reason AS reason FROM receipts WHERE id = $1`, [sent.id]);
    expect(reason).toEqual({ key: 'unreadableNoTotal', params: {} });
    const frenchReason = 'Aucun total n’a été trouvé dans le texte lu. Saisissez le total (et les autres champs) vous-même.';
    expect((await client.get(`/api/receipts/${sent.id}`).set('Accept-Language', 'fr-CA').expect(200)).body.receipt.unreadableReason).toBe(frenchReason);
    expect((await staff.get(`/api/admin/receipts/${sent.id}`).set('Accept-Language', 'fr-CA').expect(200)).body.unreadableReason).toBe(frenchReason);
    expect((await staff.get(`/api/admin/receipts/${sent.id}`).set('Accept-Language', 'en-CA').expect(200)).body.unreadableReason).toBe(
      RECEIPT_MESSAGES.unreadableNoTotal,
    );
    await client.patch(`/api/receipts/${sent.id}`).send({ businessNumber: '123456789' }).expect(400);
    await client.patch(`/api/receipts/${sent.id}`).send({ date: '2026-02-30' }).expect(400);
    await client.patch(`/api/receipts/${sent.id}`).send({}).expect(400);
    const entryId = await bankRow('2026-12-01', 'UBER EATS', '-19.50');
    const typed = (await client.patch(`/api/receipts/${sent.id}`).send({ vendor: 'Uber Eats', total: '19.5', date: '2026-12-02' }).expect(200)).body.receipt;
    expect(typed).toMatchObject({
      status: 'read',
      unreadableReason: null,
      fields: { vendor: { value: 'Uber Eats', confidence: 1, source: 'client' }, total: { value: '19.50', source: 'client' } },
      match: { transactionId: entryId, by: 'auto' },
    });
  });

  it("pages the client's receipts, refuses other kinds, and answers another client's receipt with 404", async () => {
    const page = (await client.get('/api/receipts?page=1&pageSize=2').expect(200)).body;
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 9 });
    expect(page.receipts).toHaveLength(2);
    expect((await client.get('/api/receipts?status=unreadable').expect(200)).body.total).toBe(0);
    await client.get('/api/receipts?pageSize=1000').expect(400);
    const bad = await client.post('/api/receipts').attach('files', fx.csv(), 'rows.csv').expect(400);
    expect(bad.body.message).toBe(RECEIPT_MESSAGES.kindRefused('rows.csv'));
    await client.post('/api/receipts').field('note', 'x').expect(400);

    const mine: ReceiptDto = page.receipts[0];
    await other.get(`/api/receipts/${mine.id}`).expect(404);
    await other.get(`/api/receipts/${mine.id}/file`).expect(404);
    await other.patch(`/api/receipts/${mine.id}`).send({ vendor: 'x' }).expect(404);
    await other.post(`/api/receipts/${mine.id}/match`).send({ transactionId: 1 }).expect(404);
    await other.delete(`/api/receipts/${mine.id}`).expect(404);
    await client.get(`/api/admin/receipts/${mine.id}`).expect(403);

    const file = await client.get(`/api/receipts/${mine.id}/file`).expect(200);
    expect(file.headers['content-type']).toMatch(/^(application\/pdf|image\/png)/);
    const seen = (await staff.get(`/api/admin/receipts?filter=${encodeURIComponent(JSON.stringify({ userId: clientId }))}`).expect(200)).body as ReceiptDto[];
    expect(seen.map((r) => r.id)).toContain(mine.id);
    expect((await staff.get(`/api/admin/receipts/${mine.id}`).expect(200)).body.id).toBe(mine.id);

    await client.delete(`/api/receipts/${mine.id}`).expect(204);
    await client.get(`/api/receipts/${mine.id}`).expect(404);
  });
});
