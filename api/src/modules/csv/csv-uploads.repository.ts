import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CATEGORIZATION_REVIEW_THRESHOLD, CSV_MESSAGES, CsvUploadStatus, enumValues } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { myClientsReference } from '../../common/react-admin/my-clients';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { modifiedRows } from '../../database/modified-rows';
import type { CanonicalRow } from './canonical-row';
import { CsvTransaction } from './entities/csv-transaction.entity';
import { CsvUpload, type UploadCategory } from './entities/csv-upload.entity';

/** The console's list of every upload: `q` searches the file name and the uploader, `status` and `uploadedBy` filter. */
export const CSV_UPLOAD_LIST = defineList({
  resource: 'csv-uploads',
  alias: 'u',
  sort: {
    id: 'u.id',
    createdAt: 'u.createdAt',
    fileName: 'u.fileName',
    status: 'u.status',
    originalRowCount: 'u.originalRowCount',
    uploadedBy: 'u.uploadedBy',
  },
  defaultSort: ['createdAt', 'DESC'],
  search: ['u.file_name', 'uploader.email', `(uploader.first_name || ' ' || uploader.last_name)`],
  equals: { status: { column: 'u.status', values: enumValues(CsvUploadStatus), message: CSV_MESSAGES.statusFilterInvalid } },
  // The uploader is the client (staff never upload a client's CSV).
  references: { uploadedBy: 'u.uploaded_by', ...myClientsReference('uploader') },
});

/**
 * needsReview() of @ledgerleaf/contracts in SQL, over csv_transactions as `t`: the one SQL
 * form of the rule, for the console's {"needsReview":true} filter. It mirrors the contracts
 * function (no category, no confidence, or below the threshold); test/csv/csv.e2e-spec.ts checks
 * that both agree.
 */
const NEEDS_REVIEW_SQL = `t.ai_category IS NULL OR t.ai_category = '' OR t.confidence IS NULL OR t.confidence < :reviewThreshold`;

/** The console's rows of one upload: `q` searches the name, `needsReview` keeps the rows to check. */
export const CSV_ROW_LIST = defineList({
  resource: 'csv-transactions',
  alias: 't',
  sort: {
    rowIndex: 't.rowIndex',
    confidence: 't.confidence',
    transactionDate: 't.transactionDate',
    transactionAmount: 't.transactionAmount',
    aiCategory: 't.aiCategory',
  },
  defaultSort: ['rowIndex', 'ASC'],
  search: ['t.transaction_name'],
  flags: { needsReview: { where: NEEDS_REVIEW_SQL, parameters: { reviewThreshold: CATEGORIZATION_REVIEW_THRESHOLD } } },
});

/** A stored row as categorization reads it. */
export interface RowToCategorize {
  id: number;
  name: string;
  amount: string;
  date: string;
}

/** What the engine gave one row. */
export interface RowResult {
  category: string | null;
  confidence: number | null;
  source: string | null;
  merchantKey: string;
}

/**
 * The SQL of CSV uploads (csv_uploads) and their rows (csv_transactions): the console's
 * lists, the client's stored bytes, the claim that starts categorization and the results it
 * writes, and the rows read back in file order for downloads. Plain reads and writes of
 * one entity stay TypeORM repository calls in the services.
 */
@Injectable()
export class CsvUploadsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The console list, each upload with its uploader. */
  adminPage(raw: RawListQuery): Promise<ListPage<CsvUpload>> {
    return CSV_UPLOAD_LIST.run(this.db.getRepository(CsvUpload).createQueryBuilder('u').leftJoinAndSelect('u.uploader', 'uploader'), raw);
  }

  /** A page of one upload's rows (the query parsed by CSV_ROW_LIST). */
  rowsPage(uploadId: number, query: ReturnType<typeof CSV_ROW_LIST.parse>): Promise<ListPage<CsvTransaction>> {
    return CSV_ROW_LIST.page(this.db.getRepository(CsvTransaction).createQueryBuilder('t').where('t.csvUploadId = :uploadId', { uploadId }), query);
  }

  /** The bytes the client's stored files take. */
  async storedBytesOf(userId: number): Promise<number> {
    const [row] = await this.db.query(`SELECT coalesce(sum(file_size), 0)::bigint AS total FROM csv_uploads WHERE uploaded_by = $1`, [userId]);
    return Number(row.total);
  }

  /**
   * Moves an upload from `fromStatus` to processing with the categories it will use: false
   * when another request moved it first.
   */
  async startProcessing(uploadId: number, categories: readonly UploadCategory[], fromStatus: CsvUploadStatus): Promise<boolean> {
    const started = await modifiedRows<{ id: number }>(
      this.db,
      `UPDATE csv_uploads SET status = 'processing', progress = 0, failure_reason = NULL, categories = $2::jsonb
        WHERE id = $1 AND status = $3 RETURNING id`,
      [uploadId, JSON.stringify(categories), fromStatus],
    );
    return started.length > 0;
  }

  /** Every upload whose row says processing, with its size (the job's priority). */
  processingUploads(): Promise<{ id: number; original_row_count: number }[]> {
    return this.db.query(`SELECT id, original_row_count FROM csv_uploads WHERE status = 'processing' ORDER BY id`);
  }

  /** An upload's rows in file order, as the engine reads them. */
  rowsToCategorize(uploadId: number): Promise<RowToCategorize[]> {
    return this.db.query(
      `SELECT id, transaction_name AS name, transaction_amount::text AS amount, to_char(transaction_date, 'YYYY-MM-DD') AS date
         FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`,
      [uploadId],
    );
  }

  /** Writes the engine's results on the rows (`ids[i]` takes `results[i]`), on the caller's transaction. */
  async saveResults(em: EntityManager, uploadId: number, ids: readonly number[], results: readonly RowResult[]): Promise<void> {
    await em.query(
      `UPDATE csv_transactions t SET ai_category = v.category, confidence = v.confidence, source = v.source, merchant_key = v.merchant_key
         FROM unnest($1::int[], $2::varchar[], $3::real[], $4::varchar[], $5::varchar[]) AS v(id, category, confidence, source, merchant_key)
        WHERE t.id = v.id AND t.csv_upload_id = $6`,
      [
        ids,
        results.map((r) => r.category),
        results.map((r) => r.confidence),
        results.map((r) => r.source),
        results.map((r) => r.merchantKey.slice(0, 200)),
        uploadId,
      ],
    );
  }

  /** A processing upload is completed: its counts and time, on the caller's transaction. */
  async markCompleted(em: EntityManager, uploadId: number, processedRows: number, reviewCount: number): Promise<void> {
    await em.query(
      `UPDATE csv_uploads SET status = 'completed', progress = 100, processed_row_count = $2, review_count = $3, processed_at = now() WHERE id = $1 AND status = 'processing'`,
      [uploadId, processedRows, reviewCount],
    );
  }

  /** One row fewer to review (never below zero). */
  async decrementReviewCount(uploadId: number): Promise<void> {
    await this.db.query('UPDATE csv_uploads SET review_count = GREATEST(review_count - 1, 0) WHERE id = $1', [uploadId]);
  }

  /** Rows in file order with their results, for the download. */
  resultsInOrder(uploadId: number): Promise<{ category: string | null; confidence: number | null; source: string | null }[]> {
    return this.db.query(`SELECT ai_category AS category, confidence, source FROM csv_transactions WHERE csv_upload_id = $1 ORDER BY row_index`, [uploadId]);
  }

  /** Up to `limit` stored rows after row index `after`, in file order, as the canonical download writes them. */
  canonicalRowsAfter(uploadId: number, after: number, limit: number): Promise<(CanonicalRow & { rowIndex: number })[]> {
    return this.db.query(
      `SELECT row_index AS "rowIndex", to_char(transaction_date, 'YYYY-MM-DD') AS date, transaction_name AS name, transaction_amount::text AS amount,
              currency, ai_category AS category, confidence, source
         FROM csv_transactions WHERE csv_upload_id = $1 AND row_index > $2 ORDER BY row_index LIMIT $3`,
      [uploadId, after, limit],
    );
  }
}
