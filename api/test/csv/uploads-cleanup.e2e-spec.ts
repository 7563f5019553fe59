import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { ERRORS, REPORT_CSV_HEADERS, ReportStatus } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { FileStorage } from '../../src/common/storage/file-storage';
import { CSV_TEMP_MAX_AGE_MS, CsvTempFolder } from '../../src/modules/csv/csv-temp-folder';
import { MonthlyReport } from '../../src/modules/reports/entities/monthly-report.entity';
import * as fx from '../helpers/document-fixtures';
import { type Agent, createTestApp, createUser, loginStaffAndClient } from '../helpers/test-app';

const CSV = ['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category', '2026-09-02,SQUARE DEPOSIT 4411,1280.00,'].join('\n');

/** Every file under `dir`, however deep. */
function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('uploads leave nothing behind (issue 17, point 7)', () => {
  let app: NestExpressApplication;
  let dataDir: string;
  let staff: Agent;
  let client: Agent;
  const stored = () => filesUnder(join(dataDir, 'uploads'));
  const temporary = () => filesUnder(join(dataDir, 'tmp', 'csv'));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ledgerleaf-uploads-'));
    app = await createTestApp({ env: { DATA_DIR: dataDir } });
    ({ staff, client } = await loginStaffAndClient(app));
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  describe('a request refused after multer stored its files removes them', () => {
    it('a submission refused by validation leaves no file in storage', async () => {
      const before = stored().length;
      await client.post('/api/submissions').field('summaryName', '').attach('documents', fx.pdf(), 'receipt.pdf').expect(400);
      expect(stored()).toHaveLength(before);
    });

    it('an edit request with a bad id (a pipe refuses it) leaves no file in storage', async () => {
      const before = stored().length;
      await client
        .post('/api/submissions/not-a-number/edit-request')
        .field('description', 'Please add this receipt')
        .attach('documents', fx.pdf(), 'receipt.pdf')
        .expect(400);
      await client
        .post('/api/submissions/999999999/edit-request')
        .field('description', 'Please add this receipt')
        .attach('documents', fx.pdf(), 'receipt.pdf')
        .expect(404);
      expect(stored()).toHaveLength(before);
    });

    it('staff results for a bad or missing submission id leave no file in storage', async () => {
      const before = stored().length;
      await staff.post('/api/admin/submissions/abc/complete').attach('pdf', fx.pdf(), 'report.pdf').attach('csv', fx.csv(), 'report.csv').expect(400);
      await staff.post('/api/admin/submissions/999999999/complete').attach('pdf', fx.pdf(), 'report.pdf').attach('csv', fx.csv(), 'report.csv').expect(404);
      expect(stored()).toHaveLength(before);
    });

    it('keeps the files of an accepted submission', async () => {
      const before = stored().length;
      await client.post('/api/submissions').field('summaryName', 'September receipts').attach('documents', fx.pdf(), 'receipt.pdf').expect(201);
      expect(stored()).toHaveLength(before + 1);
    });

    it('a CSV refused by the text rule on a field (a pipe, before the service) leaves no temporary file', async () => {
      await client.post('/api/csv/upload').attach('csvFile', Buffer.from(CSV), 'bank.csv').field('categories', '["Soft\u0000ware"]').expect(400);
      expect(temporary()).toEqual([]);
    });

    it('a CSV refused by validation leaves no temporary file and nothing in storage', async () => {
      const before = stored().length;
      await client.post('/api/csv/upload').attach('csvFile', Buffer.from('just,some\nwords,here\n'), 'bank.csv').expect(400);
      await client.post('/api/csv/upload').attach('csvFile', Buffer.from(CSV), 'bank.exe').expect(400);
      expect(temporary()).toEqual([]);
      expect(stored()).toHaveLength(before);
    });

    it('an accepted CSV leaves no temporary file either', async () => {
      await client.post('/api/csv/upload').attach('csvFile', Buffer.from(CSV), 'bank.csv').expect(201);
      expect(temporary()).toEqual([]);
    });
  });

  describe('system errors are logged, never echoed', () => {
    const systemError = (code: string) =>
      Object.assign(new Error(`${code}: simulated failure, open '${dataDir}/uploads/2026/11/secret.pdf'`), {
        code,
        errno: -28,
        syscall: 'open',
        path: `${dataDir}/uploads/2026/11/secret.pdf`,
      });

    /** Storage that reads the whole upload, then fails as a full or read-only disk does. */
    function failingStorage(code: string) {
      return jest.spyOn(app.get(FileStorage), 'save').mockImplementation(async (content) => {
        if (!Buffer.isBuffer(content)) for await (const _chunk of content) void _chunk;
        throw systemError(code);
      });
    }

    it.each(['ENOSPC', 'EACCES'])('answers a submission upload hit by %s with the fixed message and no path', async (code) => {
      failingStorage(code);
      const res = await client.post('/api/submissions').field('summaryName', 'Receipts').attach('documents', fx.pdf(), 'receipt.pdf');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(ERRORS.uploadStorageFailed);
      expect(res.text).not.toContain(dataDir);
      expect(res.text).not.toContain(code);
    });

    it.each(['ENOSPC', 'EACCES'])('answers a CSV upload hit by %s with the fixed message, no path, and no temporary file', async (code) => {
      failingStorage(code);
      const res = await client.post('/api/csv/upload').attach('csvFile', Buffer.from(CSV), 'bank.csv');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(ERRORS.uploadStorageFailed);
      expect(res.text).not.toContain(dataDir);
      expect(res.text).not.toContain(code);
      expect(temporary()).toEqual([]);
    });
  });

  it('sweeps temporary CSV files older than the bound, and keeps younger ones', async () => {
    const folder = app.get(CsvTempFolder);
    const old = join(folder.path, 'left-by-a-crash');
    const young = join(folder.path, 'an-upload-in-progress');
    writeFileSync(old, 'a,b\n');
    writeFileSync(young, 'a,b\n');
    const longAgo = (Date.now() - CSV_TEMP_MAX_AGE_MS - 60_000) / 1000;
    utimesSync(old, longAgo, longAgo);
    expect(await folder.sweep()).toBe(1);
    expect(temporary()).toEqual([young]);
    expect(await folder.sweep(Date.now() + CSV_TEMP_MAX_AGE_MS + 60_000)).toBe(1);
    expect(temporary()).toEqual([]);
  });

  it("writes a staff override CSV through the spreadsheet-safe writer: text cells can't run as formulas, numbers stay numbers", async () => {
    const owner = await createUser(app);
    const storage = app.get(FileStorage);
    const repo = app.get<DataSource>(getDataSourceToken()).getRepository(MonthlyReport);
    const report = await repo.save(
      repo.create({
        reportId: `RPT-OVERRIDE-${owner.user.id}`,
        userId: owner.user.id,
        year: 2026,
        month: 9,
        startDate: '2026-09-01',
        endDate: '2026-09-30',
        transactionCount: 1,
        accountsIncluded: [{ id: 'acc_1', name: 'RBC Chequing' }],
        transactionsCsvUrl: (await storage.save(Buffer.from('x'), 'transactions.csv')).key,
        summaryCsvUrl: (await storage.save(Buffer.from('x'), 'summary.csv')).key,
        pdfUrl: (await storage.save(Buffer.from('%PDF-1.4 test'), 'report.pdf')).key,
        status: ReportStatus.PENDING,
      }),
    );
    const header = REPORT_CSV_HEADERS.transactions.join(',');
    const override = `${header}\n2026-09-03,"=HYPERLINK(""http://evil"")",@SUM(A1),RBC Chequing,-29.99,+Software,EXPENSE,0.97,rule\n`;
    await staff
      .post(`/api/admin/reports/${report.id}/upload-override`)
      .field('fileType', 'transactions')
      .attach('file', Buffer.from(override), 'fixed.csv')
      .expect(200);
    const text = (await staff.get(`/api/downloads/monthly-report/${report.id}/transactions`).expect(200)).text;
    expect(text).toBe(`${header}\n2026-09-03,"'=HYPERLINK(""http://evil"")",'@SUM(A1),RBC Chequing,-29.99,'+Software,EXPENSE,0.97,rule\n`);
  });
});
