import { Injectable, Logger } from '@nestjs/common';
import { Readable, type Writable } from 'node:stream';
import { DEFAULT_LOCALE, describeAccess, formatDate, gstHstFileName, isLocale, type Locale, personName } from '@ledgerleaf/contracts';
import { csvText } from '../../common/csv/csv-stream';
import { translate } from '../../common/i18n/translator';
import { FileStorage } from '../../common/storage/file-storage';
import { GstHstFilesService } from '../tax/gst-hst-files.service';
import { GstHstReturnsService } from '../tax/gst-hst-returns.service';
import { DataExportSourcesRepository, STORED_FILE_KINDS, type StoredFileKind } from './data-export-sources.repository';
import { MemoryProbe } from './memory-probe';
import { safeSegment, StreamingZip, type StreamingZipSummary } from './streaming-zip';

/** The ZIP's own texts (README, manifest notes, missing reasons, names, CSV headers): `dataExportZip:*`, in the client's language. */
type ZipTexts = (key: string, params?: Record<string, unknown>) => string;
const zipTexts =
  (locale: Locale): ZipTexts =>
  (key, params = {}) =>
    translate(locale, `dataExportZip:${key}`, params);

/** The fixed words of the folders the sources answer (English, as the SQL writes them) → their `paths.*` key; dates and ids stay. */
const FOLDER_WORDS: Record<string, string> = {
  reports: 'reports',
  'year-end': 'yearEnd',
  submissions: 'submissions',
  'csv-uploads': 'csvUploads',
  conversation: 'conversation',
  attachments: 'attachments',
  receipts: 'receipts',
  inbox: 'inbox',
  document: 'document',
  edit_attachment: 'edit_attachment',
  result_pdf: 'result_pdf',
  result_csv: 'result_csv',
  manual_transactions_csv: 'manual_transactions_csv',
  additional_categories_csv: 'additional_categories_csv',
};

/** A folder of the sources ("submissions/12-2026-10-01/document") with its words in the client's language. */
export function folderIn(folder: string, t: ZipTexts): string {
  return folder
    .split('/')
    .map((segment) => (FOLDER_WORDS[segment] ? t(`paths.${FOLDER_WORDS[segment]}`) : segment))
    .join('/');
}

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

const line = (cells: readonly string[]): string => `${cells.join(',')}\r\n`;
const num = (value: string | null): string => value ?? '';

/**
 * README.txt (LISEZMOI.txt): what is where, in the client's language; the export's date in words
 * by Intl. The CSVs' own figures stay machine-readable (ISO dates, dot decimals), as it says.
 */
export function readme(
  t: ZipTexts,
  locale: Locale,
  name: string,
  email: string,
  now: Date,
  paths: { ledger: string; journal: string; messages: string; receipts: string; accessLog: string },
): string {
  const lines = [
    t('readme.title', { name }),
    '',
    t('readme.exportedOn', { date: formatDate(now.toISOString(), locale, 'long'), email }),
    '',
    t('readme.contents'),
    '',
    t('readme.ledger', { folder: t('paths.ledger'), ledger: paths.ledger, journal: paths.journal }),
    t('readme.reports', { folder: t('paths.reports') }),
    t('readme.gstHst', { folder: t('paths.gstHst') }),
    t('readme.yearEnd', { folder: t('paths.yearEnd') }),
    t('readme.submissions', { folder: t('paths.submissions') }),
    t('readme.csvUploads', { folder: t('paths.csvUploads') }),
    t('readme.conversation', { folder: t('paths.conversation'), messages: paths.messages }),
    t('readme.receipts', { folder: t('paths.receipts'), receiptsCsv: paths.receipts }),
    t('readme.accessLog', { file: paths.accessLog }),
    t('readme.manifest'),
    '',
    t('readme.csvFormat'),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

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
    const locale: Locale = isLocale(client.locale) ? client.locale : DEFAULT_LOCALE;
    const t = zipTexts(locale);
    // Bench only (DATA_EXPORT_MEMORY_PROBE): the heap after a full collection every N files or rows.
    const probe = MemoryProbe.fromEnv();
    probe?.sample('start');
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
    const header = (table: string, columns: readonly string[]) => columns.map((column) => t(`columns.${table}.${column}`));
    const paths = {
      ledger: `${t('paths.ledger')}/${t('paths.ledgerCsv')}`,
      journal: `${t('paths.ledger')}/${t('paths.journalCsv')}`,
      messages: `${t('paths.conversation')}/${t('paths.messagesCsv')}`,
      receipts: `${t('paths.receipts')}/${t('paths.receiptsCsv')}`,
      accessLog: t('paths.accessLogCsv'),
    };
    try {
      await zip.add(t('readme.name'), () => Readable.from([Buffer.from(readme(t, locale, personName(client), client.email, now, paths))]));
      await zip.add(paths.ledger, () =>
        this.csv(
          header('ledger', LEDGER_COLUMNS),
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
          probe,
        ),
      );
      await zip.add(paths.journal, () =>
        this.csv(
          header('journal', JOURNAL_COLUMNS),
          this.sources.journal(userId),
          (r) => [r.entry_id, r.line_id, r.date, r.kind, csvText(r.memo), num(r.ledger_entry_id), csvText(r.account), r.account_type, r.debit, r.credit],
          (n) => step(n / 20),
          probe,
        ),
      );
      for (const kind of STORED_FILE_KINDS.filter((k) => k !== 'conversationAttachments' && k !== 'receipts' && k !== 'receiptInbox'))
        await this.storedFiles(zip, userId, kind, step, t, probe);
      await this.gstHst(zip, userId, now, t);
      await zip.add(paths.messages, () =>
        this.csv(header('messages', MESSAGE_COLUMNS), this.sources.messages(userId), (r) => [
          String(r.id),
          r.created_at,
          r.side,
          csvText(r.author),
          csvText(r.text),
          csvText(r.attachments),
        ]),
      );
      await this.storedFiles(zip, userId, 'conversationAttachments', step, t, probe);
      await this.storedFiles(zip, userId, 'receipts', step, t, probe);
      await this.storedFiles(zip, userId, 'receiptInbox', step, t, probe);
      await zip.add(paths.receipts, () =>
        this.csv(header('receipts', RECEIPT_COLUMNS), this.sources.receipts(userId), (r) => [
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
      await zip.add(paths.accessLog, () =>
        this.csv(header('accessLog', ACCESS_LOG_COLUMNS), this.sources.accessLog(userId), (r) => [
          r.at,
          csvText(r.staff_name),
          csvText(r.staff_role),
          csvText(describeAccess(r.object_kind, r.action, r.object_label, locale)),
        ]),
      );
      const summary = await zip.finish({
        format: 'ledgerleaf-data-export/1',
        exportedAt: now.toISOString(),
        client: { id: client.id, name: personName(client), email: client.email },
        notes: [t('notes.hashes'), t('notes.worksheets'), t('notes.receipts')],
      });
      probe?.sample('end');
      return summary;
    } catch (error) {
      await zip.abort(error as Error);
      throw error;
    }
  }

  /** A CSV entry streamed from batches of rows: the next batch is read only when the ZIP took the last. */
  private csv<T>(
    columns: readonly string[],
    batches: AsyncGenerator<T[]>,
    cells: (row: T) => string[],
    onRows?: (n: number) => Promise<void>,
    probe?: MemoryProbe | null,
  ): Readable {
    async function* lines(): AsyncGenerator<string> {
      yield line(columns);
      for await (const rows of batches) {
        yield rows.map((r) => line(cells(r))).join('');
        probe?.batch(rows.length);
        if (onRows) await onRows(rows.length);
      }
    }
    return Readable.from(lines(), { objectMode: false });
  }

  private async storedFiles(
    zip: StreamingZip,
    userId: number,
    kind: StoredFileKind,
    step: (n: number) => Promise<void>,
    t: ZipTexts,
    probe: MemoryProbe | null,
  ): Promise<void> {
    for await (const batch of this.sources.storedFiles(userId, kind)) {
      for (const file of batch) {
        const path = `${folderIn(file.folder, t)}/${safeSegment(file.name)}`;
        const key = file.key;
        const size = key ? await this.storage.size(key) : null;
        if (!key) await zip.markMissing(path, t('missing.noFile'));
        else if (size === null) await zip.markMissing(path, t('missing.notFound'));
        else await zip.add(path, () => this.storage.read(key, { size }));
        probe?.file();
        await step(1);
      }
    }
  }

  /** Each GST/HST period's worksheet (PDF and CSV), computed now: nothing of it is stored. */
  private async gstHst(zip: StreamingZip, userId: number, now: Date, t: ZipTexts): Promise<void> {
    let periods: { periodStart: string }[];
    try {
      periods = await this.worksheets.list(userId, now);
    } catch (error) {
      this.logger.warn(`Data export of client ${userId}: GST/HST periods not computed: ${String(error)}`);
      await zip.markMissing(`${t('paths.gstHst')}/`, t('missing.worksheets'));
      return;
    }
    const kinds = ['pdf', 'csv'] as const;
    for (const { periodStart } of periods) {
      const paths = kinds.map((kind) => `${t('paths.gstHst')}/${safeSegment(gstHstFileName(periodStart, kind))}`);
      let files: { content: Buffer }[];
      try {
        // Both files from one computation of the period's worksheet.
        files = await this.worksheetFiles.renderAll(userId, periodStart, kinds);
      } catch (error) {
        this.logger.warn(`Data export of client ${userId}: worksheet ${periodStart} not computed: ${String(error)}`);
        for (const path of paths) await zip.markMissing(path, t('missing.worksheet'));
        continue;
      }
      for (const [i, path] of paths.entries()) await zip.add(path, () => Readable.from([files[i].content]));
    }
  }
}
