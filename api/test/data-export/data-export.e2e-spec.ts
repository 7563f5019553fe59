import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DATA_EXPORT_MESSAGES, type DataExportDto, type DataExportManifest } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import type { DataSource } from 'typeorm';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { FileStorage } from '../../src/common/storage/file-storage';
import { DataExportsRepository } from '../../src/modules/data-export/data-exports.repository';
import { DataExportsService } from '../../src/modules/data-export/data-exports.service';
import { MailService } from '../../src/modules/mail/mail.service';
import { emptyFields } from '../../src/modules/receipts/reading/receipt-fields';
import { clientWithBankMonth } from '../helpers/bank-month';
import * as fx from '../helpers/document-fixtures';
import { safe } from '../helpers/export-rows';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

/** Every entry of a ZIP, read whole (test-sized archives only). */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error: Error | null, zip?: ZipFile) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const binary = (res: import('superagent').Response, cb: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** Every stored file under DATA_DIR/uploads (the ZIPs among them end in .zip). */
function storedZips(dataDir: string): string[] {
  const root = join(dataDir, 'uploads');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.zip')) found.push(join(dir, entry.name));
    }
  };
  try {
    walk(root);
  } catch {
    return [];
  }
  return found;
}

describe('data export: all my data in one download (issue 29, point 5)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerleaf-data-export-'));
  let app: NestExpressApplication;
  let db: DataSource;
  let service: DataExportsService;
  let client: Agent;
  let other: Agent;
  let owner: Agent;
  let bookkeeper: Agent;
  let clientId: number;
  let clientEmail: string;
  let enqueueMail: jest.SpyInstance;
  let first: DataExportDto;
  let zipEntries: Map<string, Buffer>;
  let manifest: DataExportManifest;

  beforeAll(async () => {
    app = await createTestApp({ env: { DATA_DIR: dataDir, OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    service = app.get(DataExportsService);
    const made = await clientWithBankMonth(app);
    clientId = made.user.id;
    clientEmail = made.user.email;
    client = await loginAs(app, made.user.email, made.password);
    const o = await createUser(app);
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true, firstName: 'Olive', lastName: 'Owner' });
    owner = await loginAs(app, s.user.email, s.password);
    const b = await createUser(app, { isAdmin: true, firstName: 'Bo', lastName: 'Keeper' });
    await db.query(`UPDATE users SET staff_role = 'bookkeeper' WHERE id = $1`, [b.user.id]);
    bookkeeper = await loginAs(app, b.user.email, b.password);

    // Stored files of several kinds, one of them gone from storage, and a report with only its PDF.
    const storage = app.get(FileStorage);
    const pdf = await storage.save(fx.pdf('October report'), 'report.pdf');
    await db.query(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date, pdf_url) VALUES ($1, $2, 2026, 10, '2026-10-01', '2026-10-31', $3)`,
      [`RPT-EXPORT-${clientId}`, clientId, pdf.key],
    );
    const upload = await storage.save(fx.csv(4), 'bank.csv');
    await db.query(`INSERT INTO csv_uploads (file_name, file_path, file_size, uploaded_by) VALUES ('bank.csv', $1, $2, $3)`, [
      upload.key,
      upload.size,
      clientId,
    ]);
    await db.query(
      `INSERT INTO csv_uploads (file_name, file_path, uploaded_by) VALUES ('../../etc/lost.csv', '2026/01/00000000-0000-0000-0000-000000000000.csv', $1)`,
      [clientId],
    );
    // A receipt of the inbox, read: its file and its fields go into the export.
    const receipt = await storage.save(fx.pdf('Staples receipt'), 'staples.pdf');
    await db.query(
      `INSERT INTO receipts (user_id, uploaded_by, file_key, file_name, mime_type, size, content_hash, status, fields, match_state)
       VALUES ($1, $1, $2, 'staples.pdf', 'application/pdf', $3, repeat('a', 64), 'read', $4, 'waiting')`,
      [
        clientId,
        receipt.key,
        receipt.size,
        // Every field, as the reader stores them (the ledger-changes drain matches waiting receipts by them).
        JSON.stringify({
          ...emptyFields(),
          vendor: { value: 'Staples', confidence: 0.9, source: 'reader' },
          date: { value: '2026-10-04', confidence: 0.9, source: 'reader' },
          total: { value: '56.49', confidence: 0.95, source: 'reader' },
        }),
      ],
    );
    await client.post('/api/conversation/messages').field('text', 'Here is the receipt').attach('attachments', fx.pdf(), 'receipt.pdf').expect(200);
    enqueueMail = jest.spyOn(app.get(MailService), 'enqueue');
  });
  afterAll(async () => {
    enqueueMail.mockRestore();
    await app.close();
  });

  it('the client starts an export: 202, queued, listed; a second while it is in progress is 429 with a message', async () => {
    const res = await client.post('/api/user/data-export').expect(202);
    first = res.body.export;
    expect(first).toMatchObject({ status: 'queued', downloadUrl: null, byStaff: false });
    expect((await client.get('/api/user/data-exports').expect(200)).body.items.map((i: DataExportDto) => i.id)).toEqual([first.id]);
    const again = await client.post('/api/user/data-export').expect(429);
    expect(again.body.message).toBe(DATA_EXPORT_MESSAGES.alreadyRunning);
  });

  it('the job writes the ZIP, marks it done with a 7-day link and mails the client once', async () => {
    await service.build(first.id, false);
    const [row] = (await client.get('/api/user/data-exports').expect(200)).body.items as DataExportDto[];
    expect(row).toMatchObject({ id: first.id, status: 'done', progress: 100, expired: false, downloadUrl: `/api/user/data-exports/${first.id}/download` });
    expect(row.size).toBeGreaterThan(0);
    const days = (Date.parse(row.expiresAt!) - Date.parse(row.finishedAt!)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const mails = enqueueMail.mock.calls.map(([m]) => m).filter((m) => m.to === clientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].messageId).toMatch(new RegExp(`^<data-export-${first.id}@`));
    expect(mails[0].text).toContain(`/api/user/data-exports/${first.id}/download`);
  });

  it('the ZIP unzips, and every file the manifest lists is there with its size and SHA-256; what could not be read is listed as missing', async () => {
    const res = await client.get(`/api/user/data-exports/${first.id}/download`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    zipEntries = await unzip(res.body as Buffer);
    manifest = JSON.parse(zipEntries.get('manifest.json')!.toString('utf8'));
    expect(manifest).toMatchObject({ format: 'ledgerleaf-data-export/1', client: { id: clientId, email: clientEmail } });
    expect(Date.parse(manifest.exportedAt)).not.toBeNaN();
    for (const file of manifest.files) {
      const content = zipEntries.get(file.path);
      expect(content).toBeDefined();
      expect(content!.length).toBe(file.size);
      expect(createHash('sha256').update(content!).digest('hex')).toBe(file.sha256);
    }
    // Nothing in the ZIP that the manifest does not list.
    expect([...zipEntries.keys()].filter((p) => p !== 'manifest.json').sort()).toEqual(manifest.files.map((f) => f.path).sort());
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'ledger/ledger.csv',
        'ledger/journal.csv',
        'reports/2026-10/v1/profit-and-loss.pdf',
        'conversation/messages.csv',
        'access-log.csv',
        expect.stringMatching(/^csv-uploads\/\d+-bank\.csv$/),
        expect.stringMatching(/^conversation\/attachments\/\d+-\d+-receipt\.pdf$/),
        expect.stringMatching(/^gst-hst\/gst-hst-worksheet-\d{4}-\d{2}-\d{2}\.pdf$/),
      ]),
    );
    expect(zipEntries.get('reports/2026-10/v1/profit-and-loss.pdf')!.equals(fx.pdf('October report'))).toBe(true);
    expect(manifest.missing).toEqual(
      expect.arrayContaining([
        { path: 'reports/2026-10/v1/transactions.csv', reason: expect.stringContaining('no file was stored') },
        { path: expect.stringMatching(/^csv-uploads\/\d+-\.\._\.\._etc_lost\.csv$/), reason: 'the stored file could not be found' },
      ]),
    );
    const [row] = (await client.get('/api/user/data-exports').expect(200)).body.items as DataExportDto[];
    expect(row.missingFiles).toBe(manifest.missing.length);
  });

  it('the ledger CSV equals the ledger rows, oldest first', async () => {
    const rows: { id: string; date: string; account_name: string; name: string; amount: string; category: string | null }[] = await db.query(
      `SELECT id::text, to_char(date, 'YYYY-MM-DD') AS date, account_name, name, amount::text, category FROM ledger_entries WHERE user_id = $1 ORDER BY date, id`,
      [clientId],
    );
    expect(rows.length).toBeGreaterThan(5);
    const csv: string[][] = parse(zipEntries.get('ledger/ledger.csv')!);
    expect(csv[0].slice(0, 7)).toEqual(['id', 'date', 'account', 'name', 'merchant', 'amount', 'category']);
    expect(csv.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[5], r[6]])).toEqual(
      rows.map((r) => [r.id, r.date, safe(r.account_name), safe(r.name), r.amount, safe(r.category)]),
    );
    const [inbox] = manifest.files.filter((f) => f.path.startsWith('receipts/inbox/'));
    expect(inbox.path).toMatch(/^receipts\/inbox\/\d+-staples\.pdf$/);
    expect(zipEntries.get(inbox.path)!.equals(fx.pdf('Staples receipt'))).toBe(true);
    const receipts: string[][] = parse(zipEntries.get('receipts/receipts.csv')!);
    expect(receipts.slice(1).map((r) => [r[2], r[3], r[4], r[5], r[6], r[12]])).toEqual([
      [inbox.path.slice('receipts/inbox/'.length), 'read', 'Staples', '2026-10-04', '56.49', 'waiting'],
    ]);
    const messages: string[][] = parse(zipEntries.get('conversation/messages.csv')!);
    expect(messages.slice(1).map((m) => m[4])).toEqual(['Here is the receipt']);
  });

  it('an English client’s ZIP reads in English: README.txt, the manifest’s notes and reasons, the CSV headers', async () => {
    const readme = zipEntries.get('README.txt')!.toString('utf8');
    const exportedOn = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(manifest.exportedAt),
    );
    expect(readme.split('\r\n')[0]).toMatch(/^All my data: /);
    expect(readme).toContain(`Exported on ${exportedOn} by Ledgerleaf, for ${clientEmail}.`);
    expect(readme).toContain('csv-uploads/ — the bank files you uploaded.');
    expect(manifest.notes).toContain('Each file in "files" has its size in bytes and its SHA-256; manifest.json itself is not listed.');
    expect(parse(zipEntries.get('access-log.csv')!)[0]).toEqual(['at', 'staff_name', 'staff_role', 'what']);
    expect(parse(zipEntries.get('ledger/journal.csv')!)[0].slice(0, 3)).toEqual(['entry_id', 'line_id', 'date']);
  });

  it('a French client’s ZIP reads in French (names, README, manifest, headers); its CSV figures stay ISO dates and dot decimals', async () => {
    const made = await clientWithBankMonth(app);
    await db.query(`UPDATE users SET locale = 'fr-CA' WHERE id = $1`, [made.user.id]);
    const french = await loginAs(app, made.user.email, made.password);
    await db.query(`INSERT INTO csv_uploads (file_name, file_path, uploaded_by) VALUES ('perdu.csv', '2026/01/00000000-0000-0000-0000-000000000001.csv', $1)`, [
      made.user.id,
    ]);
    await french.post('/api/conversation/messages').field('text', 'Voici le reçu').attach('attachments', fx.pdf(), 'recu.pdf').expect(200);
    const started = (await french.post('/api/user/data-export').expect(202)).body.export as DataExportDto;
    await service.build(started.id, false);
    const res = await french.get(`/api/user/data-exports/${started.id}/download`).buffer(true).parse(binary).expect(200);
    const entries = await unzip(res.body as Buffer);
    const frManifest: DataExportManifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    // Still machine-readable: the manifest's keys and format are the same in both languages.
    expect(frManifest.format).toBe('ledgerleaf-data-export/1');
    expect(frManifest.notes).toEqual([
      'Chaque fichier de «\u00a0files\u00a0» a sa taille en octets et son empreinte SHA-256; manifest.json lui-même n’y figure pas.',
      'Les feuilles de travail de TPS/TVH sont calculées à partir de vos livres sur demande (rien n’est conservé)\u00a0: celles-ci ont été calculées à la date de l’exportation.',
      expect.stringMatching(/^Reçus\u00a0: votre boîte de réception de reçus est dans recus\/boite-de-reception\//),
    ]);
    expect(frManifest.missing).toEqual(
      expect.arrayContaining([{ path: expect.stringMatching(/^fichiers-csv\/\d+-perdu\.csv$/), reason: 'le fichier conservé est introuvable' }]),
    );
    const paths = frManifest.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'LISEZMOI.txt',
        'grand-livre/grand-livre.csv',
        'grand-livre/journal.csv',
        'conversation/messages.csv',
        'recus/recus.csv',
        'journal-des-acces.csv',
        expect.stringMatching(/^conversation\/pieces-jointes\/\d+-\d+-recu\.pdf$/),
        expect.stringMatching(/^tps-tvh\/gst-hst-worksheet-\d{4}-\d{2}-\d{2}\.pdf$/),
      ]),
    );
    // No English folder or file of the export's own left.
    expect(paths.filter((p) => /^(ledger|reports|gst-hst|year-end|submissions|csv-uploads|receipts)\/|^README|^access-log/.test(p))).toEqual([]);
    const readme = entries.get('LISEZMOI.txt')!.toString('utf8');
    const exportedOn = new Intl.DateTimeFormat('fr-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(frManifest.exportedAt),
    );
    expect(exportedOn).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
    expect(readme.split('\r\n')[0]).toBe(`Toutes mes données\u00a0: ${frManifest.client.name}`);
    expect(readme).toContain(`Exportées le ${exportedOn} par Ledgerleaf, pour ${made.user.email}.`);
    expect(readme).toContain('fichiers-csv/ — les fichiers bancaires que vous avez téléversés.');
    expect(readme).not.toMatch(/\bthe\b|\byour\b/);

    const ledger: string[][] = parse(entries.get('grand-livre/grand-livre.csv')!);
    expect(ledger[0]).toEqual([
      'id',
      'date',
      'compte',
      'description',
      'marchand',
      'montant',
      'catégorie',
      'source',
      'doublon_de',
      'décision_doublon',
      'id_écriture_virement',
      'décision_virement',
      'créé_le',
    ]);
    expect(ledger.length).toBeGreaterThan(5);
    for (const row of ledger.slice(1)) {
      expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[5]).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect(parse(entries.get('conversation/messages.csv')!)[0]).toEqual(['id', 'date_heure', 'côté', 'auteur', 'texte', 'pièces_jointes']);
    expect(parse(entries.get('journal-des-acces.csv')!)[0]).toEqual(['date_heure', 'nom_employé', 'rôle_employé', 'quoi']);
  });

  it('another client, a visitor and an unknown id get 404 / 401; the list is the client’s own', async () => {
    await other.get(`/api/user/data-exports/${first.id}/download`).expect(404);
    await other.head(`/api/user/data-exports/${first.id}/download`).expect(404);
    expect((await other.get('/api/user/data-exports').expect(200)).body.items).toEqual([]);
    await client.get('/api/user/data-exports/99999999/download').expect(404);
    await client.get('/api/user/data-exports/abc/download').expect(404);
    const { default: request } = await import('supertest');
    await request(app.getHttpServer()).get(`/api/user/data-exports/${first.id}/download`).expect(401);
  });

  it('a job killed mid-way and run again, or run twice at once, leaves one ZIP and one mail', async () => {
    const second = (await client.post('/api/user/data-export').expect(202)).body.export as DataExportDto;
    // The killed try: it claimed the row and never finished.
    expect(await app.get(DataExportsRepository).claim(second.id)).toMatchObject({ attempt: 1 });
    const before = storedZips(dataDir).length;
    await Promise.all([service.build(second.id, false), service.build(second.id, false)]);
    await service.build(second.id, false); // once more after it is done: nothing
    expect(storedZips(dataDir).length).toBe(before + 1);
    const [row] = await db.query(`SELECT status, attempts FROM data_exports WHERE id = $1`, [second.id]);
    expect(row.status).toBe('done');
    expect(enqueueMail.mock.calls.filter(([m]) => m.messageId?.startsWith(`<data-export-${second.id}@`))).toHaveLength(1);
    expect(readdirSync(join(dataDir, 'tmp', 'data-exports'))).toEqual([]);
  });

  it('past the daily limit the client gets 429 with the limit in words', async () => {
    const res = await client.post('/api/user/data-export').expect(429);
    expect(res.body.message).toMatch(/^You have asked for 3 exports of all your data today/);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('an expired link answers 410 with a message, and the daily purge removes the ZIP but keeps the history', async () => {
    const before = storedZips(dataDir).length;
    await db.query(`UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [first.id]);
    const gone = await client.get(`/api/user/data-exports/${first.id}/download`).expect(410);
    expect(gone.body.message).toBe(DATA_EXPORT_MESSAGES.expired);
    expect(await service.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(storedZips(dataDir).length).toBe(before - 1);
    const item = ((await client.get('/api/user/data-exports').expect(200)).body.items as DataExportDto[]).find((i) => i.id === first.id)!;
    expect(item).toMatchObject({ status: 'done', expired: true, downloadUrl: null });
    await client.get(`/api/user/data-exports/${first.id}/download`).expect(410);
  });

  it('a staff owner produces the same for a client (logged in the access log); a bookkeeper may not; a staff id is 404', async () => {
    await db.query(`UPDATE data_exports SET status = 'failed' WHERE user_id = $1 AND status IN ('queued', 'running')`, [clientId]);
    await bookkeeper.post(`/api/admin/users/${clientId}/data-export`).expect(403);
    const res = await owner.post(`/api/admin/users/${clientId}/data-export`).expect(202);
    expect(res.body.export).toMatchObject({ status: 'queued', byStaff: true });
    const log = await db.query(`SELECT staff_name, object_kind, action FROM access_log WHERE client_user_id = $1 AND object_kind = 'data-export'`, [clientId]);
    expect(log).toEqual([{ staff_name: 'Olive Owner', object_kind: 'data-export', action: 'change' }]);
    expect(((await owner.get(`/api/admin/users/${clientId}/data-exports`).expect(200)).body.items as DataExportDto[])[0]).toMatchObject({ byStaff: true });
    const [staffRow] = await db.query(`SELECT id FROM users WHERE is_admin LIMIT 1`);
    await owner.post(`/api/admin/users/${staffRow.id}/data-export`).expect(404);
  });
});
