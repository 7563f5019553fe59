import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CATEGORIZATION_REVIEW_THRESHOLD,
  type CategoryInput,
  CategoryType,
  CSV_LIMITS,
  CSV_MESSAGES,
  CSV_PREVIEW_ROWS,
  type CsvPreviewRow,
  CsvUploadStatus,
} from '@ledgerleaf/contracts';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { JobQueue } from '../../common/jobs/job-queue';
import type { ListQuery } from '../../common/react-admin/list-query';
import { containsPattern } from '../../common/react-admin/list-query';
import { FileStorage } from '../../common/storage/file-storage';
import { isRowId } from '../../database/columns';
import { CategoriesService } from '../categories/categories.service';
import { CategorizationService } from '../categorization/categorization.service';
import { CATEGORIZE_CSV_UPLOAD } from './csv.jobs';
import { CsvTransaction } from './entities/csv-transaction.entity';
import { CsvUpload } from './entities/csv-upload.entity';
import { readTransactionsCsv, sniffTextEncoding, type ParsedRow } from './parsing/transactions-csv';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';

export const CSV_UPLOAD_SORT_FIELDS = ['id', 'createdAt', 'fileName', 'status', 'originalRowCount', 'uploadedBy'] as const;
export type CsvUploadSortField = (typeof CSV_UPLOAD_SORT_FIELDS)[number];
export const CSV_ROW_SORT_FIELDS = ['rowIndex', 'confidence', 'transactionDate', 'transactionAmount', 'aiCategory'] as const;
export type CsvRowSortField = (typeof CSV_ROW_SORT_FIELDS)[number];

/** Who asks: a client reaches their own uploads only; staff reach every upload. */
export interface Actor {
  userId: number;
  staff: boolean;
}

export interface UploadedFile {
  path: string;
  originalname: string;
  size: number;
}

/** COPY text format: backslash, tab, newline and carriage return escaped; null as \N. */
const copyText = (value: string | null) => (value === null ? '\\N' : value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!));

function* copyLines(uploadId: number, rows: readonly ParsedRow[]): Generator<string> {
  let batch = '';
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    batch += `${uploadId}\t${r.rowIndex}\t${r.transactionDate}\t${copyText(r.transactionName)}\t${r.transactionAmount}\t${copyText(r.originalCategory)}\n`;
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}
/** Rows per UPDATE of categorization results. */
const UPDATE_CHUNK = 10_000;

const invalid = (message: string, details?: Record<string, unknown>) => new DomainException(DomainErrorKind.INVALID, message, details);

export function toPreviewRow(t: Pick<CsvTransaction, 'id' | 'transactionDate' | 'transactionName' | 'transactionAmount' | 'originalCategory' | 'aiCategory' | 'confidence' | 'source'>): CsvPreviewRow {
  return {
    id: t.id,
    transactionDate: t.transactionDate,
    transactionName: t.transactionName,
    transactionAmount: t.transactionAmount,
    originalCategory: t.originalCategory,
    aiCategory: t.aiCategory,
    confidence: t.confidence,
    source: t.source,
    needsReview: t.aiCategory === null || t.confidence === null || t.confidence < CATEGORIZATION_REVIEW_THRESHOLD,
  };
}

@Injectable()
@OwnsUserData()
export class CsvService implements UserDataOwner {
  private readonly logger = new Logger('Csv');

  constructor(
    @InjectRepository(CsvUpload) private readonly uploads: Repository<CsvUpload>,
    @InjectRepository(CsvTransaction) private readonly transactions: Repository<CsvTransaction>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly jobs: JobQueue,
    private readonly categories: CategoriesService,
    private readonly categorization: CategorizationService,
  ) {}

  /** Storage keys of the user's uploaded CSV files (removed with the account). */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.uploads.find({ where: { uploadedBy: userId }, select: { id: true, filePath: true } });
    return rows.map((r) => r.filePath).filter(Boolean);
  }

  /**
   * Validates the whole file, then stores it and its rows in one transaction. A bad file
   * answers 400 and stores nothing. The temporary upload file is always removed.
   */
  async upload(actor: Actor, file: UploadedFile | undefined, categoriesField: unknown): Promise<CsvUpload> {
    if (!file) throw invalid(CSV_MESSAGES.fileRequired);
    try {
      if (!/\.csv$/i.test(file.originalname.trim())) throw invalid(CSV_MESSAGES.notCsvName);
      const categories = (await this.parseCategories(categoriesField)) ?? (await this.categories.inputsForUser(actor.userId));
      const encoding = await sniffTextEncoding(file.path);
      const rows = await readTransactionsCsv(() => createReadStream(file.path), encoding);
      const stored = await this.storage.save(createReadStream(file.path), file.originalname);
      try {
        return await this.db.transaction(async (em) => {
          const upload = await em.getRepository(CsvUpload).save(
            em.getRepository(CsvUpload).create({
              fileName: file.originalname.trim().slice(0, 255),
              filePath: stored.key,
              originalRowCount: rows.length,
              uploadedBy: actor.userId,
              categories,
            }),
          );
          await this.copyRows((await em.queryRunner!.connect()) as PoolClient, upload.id, rows);
          return upload;
        });
      } catch (error) {
        await this.storage.delete(stored.key).catch(() => undefined);
        throw error;
      }
    } finally {
      await unlink(file.path).catch(() => undefined);
    }
  }

  /** The rows through COPY … FROM STDIN (text format), on the caller's transaction connection. */
  async copyRows(client: PoolClient, uploadId: number, rows: readonly ParsedRow[]): Promise<void> {
    const sink = client.query(
      copyFrom('COPY csv_transactions (csv_upload_id, row_index, transaction_date, transaction_name, transaction_amount, original_category) FROM STDIN'),
    );
    await pipeline(Readable.from(copyLines(uploadId, rows)), sink);
  }

  async listForClient(userId: number): Promise<CsvUpload[]> {
    return this.uploads.find({ where: { uploadedBy: userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async listForAdmin(query: ListQuery<CsvUploadSortField>): Promise<[(CsvUpload & { uploader?: { firstName: string; lastName: string; email: string } })[], number]> {
    const qb = this.uploads.createQueryBuilder('u').leftJoinAndSelect('u.uploader', 'user');
    const { status, q, uploadedBy } = query.filter as { status?: unknown; q?: unknown; uploadedBy?: unknown };
    if (typeof status === 'string') qb.andWhere('u.status = :status', { status });
    if (uploadedBy !== undefined && isRowId(Number(uploadedBy))) qb.andWhere('u.uploadedBy = :uploadedBy', { uploadedBy: Number(uploadedBy) });
    if (typeof q === 'string' && q.trim()) {
      qb.andWhere("(u.fileName ILIKE :q ESCAPE '\\' OR user.email ILIKE :q ESCAPE '\\' OR (user.firstName || ' ' || user.lastName) ILIKE :q ESCAPE '\\')", { q: containsPattern(q) });
    }
    return qb.orderBy(`u.${query.sortField}`, query.sortOrder).addOrderBy('u.id', 'DESC').skip(query.skip).take(query.take).getManyAndCount();
  }

  /** The upload, if the actor may reach it; another client's id answers the same 404 as an unknown one. */
  async get(actor: Actor, id: number): Promise<CsvUpload> {
    const upload = isRowId(id) ? await this.uploads.findOne({ where: actor.staff ? { id } : { id, uploadedBy: actor.userId }, relations: { uploader: actor.staff } }) : null;
    if (!upload) throw new DomainException(DomainErrorKind.NOT_FOUND, CSV_MESSAGES.notFound);
    return upload;
  }

  /** Deletes in any state: the record, its rows (cascade) and the stored file. A running job finds nothing and stops. */
  async remove(actor: Actor, id: number): Promise<void> {
    const upload = await this.get(actor, id);
    await this.uploads.delete({ id: upload.id });
    await this.storage.delete(upload.filePath).catch((error: Error) => this.logger.warn(`Could not delete file of upload ${upload.id}: ${error.message}`));
  }

  /**
   * Moves the upload to processing (only from uploaded or failed), optionally narrowing
   * its categories to the names given, and enqueues the job.
   */
  async startCategorization(actor: Actor, id: number, names?: string[]): Promise<CsvUpload> {
    const upload = await this.get(actor, id);
    if (upload.status === CsvUploadStatus.PROCESSING) throw new DomainException(DomainErrorKind.CONFLICT, CSV_MESSAGES.alreadyProcessing);
    if (upload.status === CsvUploadStatus.COMPLETED) throw new DomainException(DomainErrorKind.CONFLICT, CSV_MESSAGES.notCategorizable);
    let categories = upload.categories ?? [];
    if (names && names.length) {
      const wanted = new Set(names.map((n) => n.trim().toLowerCase()));
      categories = categories.filter((c) => wanted.has(c.categoryName.toLowerCase()));
    }
    if (categories.length === 0) throw invalid(CSV_MESSAGES.noCategories);
    const started: { id: number }[] = await this.db.query(
      `UPDATE csv_uploads SET status = 'processing', progress = 0, failure_reason = NULL, categories = $2::jsonb
        WHERE id = $1 AND status IN ('uploaded', 'failed') RETURNING id`,
      [upload.id, JSON.stringify(categories)],
    );
    if (started.length === 0) throw new DomainException(DomainErrorKind.CONFLICT, CSV_MESSAGES.alreadyProcessing);
    await this.jobs.enqueue(CATEGORIZE_CSV_UPLOAD, { uploadId: upload.id }, { jobId: `csv-categorize:${upload.id}:${Date.now()}` });
    return this.get(actor, id);
  }

  /** Polls the record until the job ends or `waitMs` passes. */
  async waitForCategorization(actor: Actor, id: number, waitMs: number = CSV_LIMITS.categorizeWaitMs): Promise<CsvUpload> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const upload = await this.get(actor, id);
      if (upload.status !== CsvUploadStatus.PROCESSING || Date.now() >= deadline) return upload;
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** The job: categorizes every row with the engine, stores category/confidence/source per row and the preview. Idempotent. */
  async categorizeUpload(uploadId: number, final: boolean): Promise<void> {
    const upload = await this.uploads.findOneBy({ id: uploadId });
    if (!upload || upload.status !== CsvUploadStatus.PROCESSING) return;
    try {
      const rows: { id: number; name: string; amount: string; date: string }[] = await this.db.query(
        `SELECT id, transaction_name AS name, transaction_amount::text AS amount, to_char(transaction_date, 'YYYY-MM-DD') AS date
           FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`,
        [uploadId],
      );
      let lastProgress = -1;
      const results = await this.categorization.categorize(
        upload.uploadedBy,
        rows.map((r) => ({ name: r.name, amount: r.amount, date: r.date })),
        upload.categories ?? [],
        {
          onProgress: async (fraction) => {
            const progress = Math.min(95, Math.round(fraction * 90));
            if (progress - lastProgress < 5) return;
            lastProgress = progress;
            await this.uploads.update({ id: uploadId, status: CsvUploadStatus.PROCESSING }, { progress });
          },
        },
      );
      await this.db.transaction(async (em) => {
        for (let start = 0; start < rows.length; start += UPDATE_CHUNK) {
          const ids = rows.slice(start, start + UPDATE_CHUNK).map((r) => r.id);
          const chunk = results.slice(start, start + UPDATE_CHUNK);
          await em.query(
            `UPDATE csv_transactions t SET ai_category = v.category, confidence = v.confidence, source = v.source, merchant_key = v.merchant_key
               FROM unnest($1::int[], $2::varchar[], $3::real[], $4::varchar[], $5::varchar[]) AS v(id, category, confidence, source, merchant_key)
              WHERE t.id = v.id AND t.csv_upload_id = $6`,
            [ids, chunk.map((r) => r.category), chunk.map((r) => r.confidence), chunk.map((r) => r.source), chunk.map((r) => r.merchantKey.slice(0, 200)), uploadId],
          );
        }
        const reviewCount = results.filter((r) => r.category === null || r.confidence < CATEGORIZATION_REVIEW_THRESHOLD).length;
        await em.query(
          `UPDATE csv_uploads SET status = 'completed', progress = 100, processed_row_count = $2, review_count = $3, processed_at = now() WHERE id = $1 AND status = 'processing'`,
          [uploadId, rows.length, reviewCount],
        );
      });
      await this.refreshPreview(uploadId);
    } catch (error) {
      this.logger.error(`Categorizing upload ${uploadId} failed: ${(error as Error).message}`);
      if (final) {
        await this.uploads.update({ id: uploadId, status: CsvUploadStatus.PROCESSING }, { status: CsvUploadStatus.FAILED, failureReason: CSV_MESSAGES.jobFailed });
        return;
      }
      throw error;
    }
  }

  /** The first CSV_PREVIEW_ROWS rows, cached on the upload as categorizedData. */
  async refreshPreview(uploadId: number): Promise<void> {
    const first = await this.transactions.find({ where: { csvUploadId: uploadId }, order: { rowIndex: 'ASC' }, take: CSV_PREVIEW_ROWS });
    await this.uploads.update({ id: uploadId }, { categorizedData: first.map(toPreviewRow) });
  }

  /** Every row of an upload (staff), filtered to those needing review on request. */
  async rowsForAdmin(uploadId: number, query: ListQuery<CsvRowSortField>): Promise<[CsvTransaction[], number]> {
    const upload = await this.get({ userId: 0, staff: true }, uploadId);
    const qb = this.transactions.createQueryBuilder('t').where('t.csvUploadId = :id', { id: upload.id });
    if (query.filter.needsReview === true) qb.andWhere('(t.aiCategory IS NULL OR t.confidence IS NULL OR t.confidence < :threshold)', { threshold: CATEGORIZATION_REVIEW_THRESHOLD });
    if (typeof query.filter.q === 'string' && query.filter.q.trim()) qb.andWhere("t.transactionName ILIKE :q ESCAPE '\\'", { q: containsPattern(query.filter.q) });
    return qb.orderBy(`t.${query.sortField}`, query.sortOrder).addOrderBy('t.rowIndex', 'ASC').skip(query.skip).take(query.take).getManyAndCount();
  }

  /**
   * A staff correction of one row: the row takes the category (source staff), and the
   * uploading client's memory learns the merchant, so their next upload uses it.
   */
  async correctRow(rowId: number, category: string): Promise<CsvTransaction> {
    const row = isRowId(rowId) ? await this.transactions.findOne({ where: { id: rowId }, relations: { csvUpload: true } }) : null;
    if (!row || !row.csvUpload) throw new DomainException(DomainErrorKind.NOT_FOUND, CSV_MESSAGES.rowNotFound);
    const own = (row.csvUpload.categories ?? []).find((c) => c.categoryName.toLowerCase() === category.trim().toLowerCase());
    if (!own) throw invalid(CSV_MESSAGES.categoryNotInUpload, { categories: (row.csvUpload.categories ?? []).map((c) => c.categoryName) });
    const wasReview = row.aiCategory === null || row.confidence === null || row.confidence < CATEGORIZATION_REVIEW_THRESHOLD;
    await this.transactions.update({ id: row.id }, { aiCategory: own.categoryName, confidence: 1, source: 'staff' });
    if (wasReview && row.csvUpload.status === CsvUploadStatus.COMPLETED) {
      await this.db.query('UPDATE csv_uploads SET review_count = GREATEST(review_count - 1, 0) WHERE id = $1', [row.csvUploadId]);
    }
    await this.categorization.learnFromStaff(row.csvUpload.uploadedBy, [{ name: row.transactionName, category: own.categoryName }]);
    if (row.rowIndex < CSV_PREVIEW_ROWS) await this.refreshPreview(row.csvUploadId);
    return this.transactions.findOneByOrFail({ id: row.id });
  }

  /** Rows in file order with their results, for the download. */
  async resultsInOrder(uploadId: number): Promise<{ category: string | null; confidence: number | null; source: string | null }[]> {
    return this.db.query(`SELECT ai_category AS category, confidence, source FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`, [uploadId]);
  }

  private async parseCategories(field: unknown): Promise<CategoryInput[] | null> {
    if (field === undefined || field === null || (typeof field === 'string' && field.trim() === '')) return null;
    let value: unknown = field;
    if (typeof field === 'string') {
      try {
        value = JSON.parse(field);
      } catch {
        throw invalid(CSV_MESSAGES.categoriesInvalid);
      }
    }
    if (!Array.isArray(value) || value.length > CSV_LIMITS.maxCategories) throw invalid(CSV_MESSAGES.categoriesInvalid);
    const out: CategoryInput[] = [];
    const seen = new Set<string>();
    for (const item of value) {
      const type = (item as { type?: unknown })?.type;
      const name = (item as { categoryName?: unknown })?.categoryName;
      if ((type !== CategoryType.REVENUE && type !== CategoryType.EXPENSE) || typeof name !== 'string') throw invalid(CSV_MESSAGES.categoriesInvalid);
      const categoryName = name.replace(/\s+/g, ' ').trim().slice(0, CSV_LIMITS.categoryMaxLength);
      if (!categoryName || seen.has(`${type}|${categoryName.toLowerCase()}`)) continue;
      seen.add(`${type}|${categoryName.toLowerCase()}`);
      out.push({ type, categoryName });
    }
    return out.length ? out : null;
  }
}
