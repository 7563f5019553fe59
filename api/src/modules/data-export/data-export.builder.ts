import { Injectable, Logger } from '@nestjs/common';
import { Readable, type Writable } from 'node:stream';
import { describeAccess, gstHstFileName, personName } from '@ledgerleaf/contracts';
import { csvText } from '../../common/csv/csv-stream';
import { FileStorage } from '../../common/storage/file-storage';
import { GstHstFilesService } from '../tax/gst-hst-files.service';
import { GstHstReturnsService } from '../tax/gst-hst-returns.service';
import { DataExportSourcesRepository, STORED_FILE_KINDS, type StoredFileKind } from './data-export-sources.repository';
import { safeSegment, StreamingZip, type StreamingZipSummary } from './streaming-zip';

/** Said in the manifest where the export leaves something out on purpose, or could not read it. */
export const MANIFEST_NOTES = {
  receipts:
    'Receipts: your receipt inbox is in receipts/inbox/ with what was read from each in receipts/receipts.csv; the receipts you attached to answers to our questions are in receipts/. Receipts sent with submissions are under submissions/.',
  worksheets: 'GST/HST worksheets are computed from your books when asked (nothing is stored): these were computed at the export date.',
  hashes: 'Each file in "files" has its size in bytes and its SHA-256; manifest.json itself is not listed.',
};

const MISSING = {
  noFile: 'no file was stored for it (it was never generated, or failed)',
  notFound: 'the stored file could not be found',
  worksheet: 'the worksheet could not be computed',
  worksheets: 'the list of GST/HST periods could not be computed',
};

const LEDGER_COLUMNS = [
  'id',
  'date',
  'account',
  'name',
  'merchant',
  'amount',
  'category',
  'source',
  'duplicate_of',
  'duplicate_decision',
  'transfer_entry_id',
  'transfer_decision',
  'created_at',
];
const JOURNAL_COLUMNS = ['entry_id', 'line_id', 'date', 'kind', 'memo', 'ledger_entry_id', 'account', 'account_type', 'debit', 'credit'];
const MESSAGE_COLUMNS = ['id', 'at', 'side', 'author', 'text', 'attachments'];
const ACCESS_LOG_COLUMNS = ['at', 'staff_name', 'staff_role', 'what'];
const RECEIPT_COLUMNS = [
  'id',
  'uploaded_at',
  'file',
  'status',
  'vendor',
  'date',
  'total',
  'gst_hst',
  'pst',
  'qst',
  'business_number',
  'currency',
  'match',
  'transaction_id',
];

const line = (cells: string[]): string => `${cells.join(',')}\r\n`;
const num = (value: string | null): string => value ?? '';

/** Reports progress (0-100); answers false when the try should stop (a later try took the export over). */
export type ProgressSink = (progress: number) => Promise<boolean>;

export class SupersededError extends Error {
  constructor() {
    super('A later try took this export over');
  }
}

/**
 * Writes one client's ZIP into `out`: ledger and journal CSVs, every report file and version,
 * GST/HST worksheets, year-end packages, submissions' files, CSV uploads, the conversation
 * and its attachments, receipts, the access log, then manifest.json. One entry at a time, in
 * batches of rows: memory stays flat whatever the client has.
 */
@Injectable()
export class DataExportBuilder {
  private readonly logger = new Logger('DataExport');

  constructor(
    private readonly sources: DataExportSourcesRepository,
    private readonly storage: FileStorage,
    private readonly worksheets: GstHstReturnsService,
    private readonly worksheetFiles: GstHstFilesService,
  ) {}

  /** `spool`: a path prefix beside the ZIP for the manifest's lists while they grow (removed when done). */
  async write(userId: number, out: Writable, spool: string, progress: ProgressSink, now = new Date()): Promise<StreamingZipSummary> {
    const client = await this.sources.client(userId);
    if (!client) throw new Error(`Client ${userId} is gone`);
    const zip = new StreamingZip(out, now, spool);
    const total = await this.sources.amountOfWork(userId);
    let done = 0;
    let reportedAt = 0;
    const step = async (units: number) => {
      done += units;
      if (Date.now() - reportedAt < 1000) return;
      reportedAt = Date.now();
      if (!(await progress(Math.min(99, Math.floor((done / total) * 100))))) throw new SupersededError();
    };
    try {
      await zip.add('ledger/ledger.csv', () =>
        this.csv(
          LEDGER_COLUMNS,
          this.sources.ledger(userId),
          (r) => [
            r.id,
            r.date,
            csvText(r.account_name),
            csvText(r.name),
            csvText(r.merchant_name),
            r.amount,
            csvText(r.category),
            r.source,
            num(r.duplicate_of),
            num(r.duplicate_decision),
            num(r.transfer_entry_id),
            num(r.transfer_decision),
            r.created_at,
          ],
          (n) => step(n / 10),
        ),
      );
      await zip.add('ledger/journal.csv', () =>
        this.csv(
          JOURNAL_COLUMNS,
          this.sources.journal(userId),
          (r) => [r.entry_id, r.line_id, r.date, r.kind, csvText(r.memo), num(r.ledger_entry_id), csvText(r.account), r.account_type, r.debit, r.credit],
          (n) => step(n / 20),
        ),
      );
      for (const kind of STORED_FILE_KINDS.filter((k) => k !== 'conversationAttachments' && k !== 'receipts' && k !== 'receiptInbox'))
        await this.storedFiles(zip, userId, kind, step);
      await this.gstHst(zip, userId, now);
      await zip.add('conversation/messages.csv', () =>
        this.csv(MESSAGE_COLUMNS, this.sources.messages(userId), (r) => [
          String(r.id),
          r.created_at,
          r.side,
          csvText(r.author),
          csvText(r.text),
          csvText(r.attachments),
        ]),
      );
      await this.storedFiles(zip, userId, 'conversationAttachments', step);
      await this.storedFiles(zip, userId, 'receipts', step);
      await this.storedFiles(zip, userId, 'receiptInbox', step);
      await zip.add('receipts/receipts.csv', () =>
        this.csv(RECEIPT_COLUMNS, this.sources.receipts(userId), (r) => [
          String(r.id),
          r.created_at,
          csvText(r.file),
          r.status,
          csvText(r.vendor),
          r.date ?? '',
          r.total ?? '',
          r.gst_hst ?? '',
          r.pst ?? '',
          r.qst ?? '',
          csvText(r.business_number),
          r.currency ?? '',
          r.match_state ?? '',
          r.transaction_id ?? '',
        ]),
      );
      await zip.add('access-log.csv', () =>
        this.csv(ACCESS_LOG_COLUMNS, this.sources.accessLog(userId), (r) => [
          r.at,
          csvText(r.staff_name),
          csvText(r.staff_role),
          csvText(describeAccess(r.object_kind, r.action, r.object_label)),
        ]),
      );
      return await zip.finish({
        format: 'ledgerleaf-data-export/1',
        exportedAt: now.toISOString(),
        client: { id: client.id, name: personName(client), email: client.email },
        notes: [MANIFEST_NOTES.hashes, MANIFEST_NOTES.worksheets, MANIFEST_NOTES.receipts],
      });
    } catch (error) {
      await zip.abort(error as Error);
      throw error;
    }
  }

  /** A CSV entry streamed from batches of rows: the next batch is read only when the ZIP took the last. */
  private csv<T>(columns: string[], batches: AsyncGenerator<T[]>, cells: (row: T) => string[], onRows?: (n: number) => Promise<void>): Readable {
    async function* lines(): AsyncGenerator<string> {
      yield line(columns);
      for await (const rows of batches) {
        yield rows.map((r) => line(cells(r))).join('');
        if (onRows) await onRows(rows.length);
      }
    }
    return Readable.from(lines(), { objectMode: false });
  }

  private async storedFiles(zip: StreamingZip, userId: number, kind: StoredFileKind, step: (n: number) => Promise<void>): Promise<void> {
    for await (const batch of this.sources.storedFiles(userId, kind)) {
      for (const file of batch) {
        const path = `${file.folder}/${safeSegment(file.name)}`;
        const key = file.key;
        const size = key ? await this.storage.size(key) : null;
        if (!key) await zip.markMissing(path, MISSING.noFile);
        else if (size === null) await zip.markMissing(path, MISSING.notFound);
        else await zip.add(path, () => this.storage.read(key, { size }));
        await step(1);
      }
    }
  }

  /** Each GST/HST period's worksheet (PDF and CSV), computed now: nothing of it is stored. */
  private async gstHst(zip: StreamingZip, userId: number, now: Date): Promise<void> {
    let periods: { periodStart: string }[];
    try {
      periods = await this.worksheets.list(userId, now);
    } catch (error) {
      this.logger.warn(`Data export of client ${userId}: GST/HST periods not computed: ${String(error)}`);
      await zip.markMissing('gst-hst/', MISSING.worksheets);
      return;
    }
    for (const { periodStart } of periods) {
      for (const kind of ['pdf', 'csv'] as const) {
        const path = `gst-hst/${safeSegment(gstHstFileName(periodStart, kind))}`;
        let content: Buffer;
        try {
          content = (await this.worksheetFiles.render(userId, periodStart, kind)).content;
        } catch (error) {
          this.logger.warn(`Data export of client ${userId}: worksheet ${periodStart} (${kind}) not computed: ${String(error)}`);
          await zip.markMissing(path, MISSING.worksheet);
          continue;
        }
        await zip.add(path, () => Readable.from([content]));
      }
    }
  }
}
