import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CSV_LIMITS, CSV_MESSAGES, CSV_PREVIEW_ROWS, CsvUploadStatus, needsReview } from '@ledgerleaf/contracts';
import { DataSource, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { JobQueue } from '../../common/jobs/job-queue';
import { pollUntil } from '../../common/jobs/poll-until';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { isRowId } from '../../database/columns';
import { CategorizationService } from '../categorization/categorization.service';
import { CATEGORIZE_CSV_UPLOAD, categorizeJobId } from './csv.jobs';
import { categorizationPriority, CsvQuotaService } from './csv-quota.service';
import type { Actor } from './csv-actor';
import { CsvUploadsRepository } from './csv-uploads.repository';
import { CsvUploadsService } from './csv-uploads.service';
import type { CsvCategorizeResultDto } from './dto/csv-upload.dto';
import { CsvTransaction } from './entities/csv-transaction.entity';
import { CsvUpload } from './entities/csv-upload.entity';

/** Rows per UPDATE of categorization results. */
const UPDATE_CHUNK = 10_000;

const invalid = (message: string, details?: Record<string, unknown>) => new DomainException(DomainErrorKind.INVALID, message, details);

/**
 * Categorizing an upload: the request (start the job, wait a bounded time), the job body
 * csv.processor.ts runs, and a staff correction of one row, which teaches the client's memory.
 */
@Injectable()
export class CsvCategorizationService {
  private readonly logger = new Logger('Csv');

  constructor(
    @InjectRepository(CsvUpload) private readonly uploads: Repository<CsvUpload>,
    @InjectRepository(CsvTransaction) private readonly transactions: Repository<CsvTransaction>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly csvUploads: CsvUploadsService,
    private readonly categorization: CategorizationService,
    private readonly quota: CsvQuotaService,
    private readonly repository: CsvUploadsRepository,
  ) {}

  /** Starts the job and waits a few seconds: completed with processedCount, or still processing with its progress (202). */
  async categorizeAndWait(actor: Actor, id: number, names?: string[]): Promise<CsvCategorizeResultDto> {
    await this.start(actor, id, names);
    const upload = await this.waitFor(actor, id);
    if (upload.status === CsvUploadStatus.COMPLETED) return { id, status: 'completed', processedCount: upload.processedRowCount };
    if (upload.status === CsvUploadStatus.FAILED) throw new DomainException(DomainErrorKind.UNAVAILABLE, upload.failureReason ?? CSV_MESSAGES.jobFailed);
    return { id, status: 'processing', progress: upload.progress };
  }

  /**
   * Moves the upload to processing (from uploaded or failed, or from processing when its
   * job was lost), optionally narrowing its categories to the names given, and enqueues
   * the job. "Already being categorized" only while a job for it is waiting or running.
   */
  async start(actor: Actor, id: number, names?: string[]): Promise<void> {
    const upload = await this.csvUploads.get(actor, id);
    if (upload.status === CsvUploadStatus.COMPLETED) throw new DomainException(DomainErrorKind.CONFLICT, CSV_MESSAGES.notCategorizable);
    if (upload.status === CsvUploadStatus.PROCESSING && (await this.jobs.isPending(CATEGORIZE_CSV_UPLOAD, categorizeJobId(upload.id)))) {
      throw new DomainException(DomainErrorKind.CONFLICT, CSV_MESSAGES.alreadyProcessing);
    }
    let categories = upload.categories ?? [];
    if (names && names.length) {
      const wanted = new Set(names.map((n) => n.trim().toLowerCase()));
      categories = categories.filter((c) => wanted.has(c.categoryName.toLowerCase()));
    }
    if (categories.length === 0) throw invalid(CSV_MESSAGES.noCategories);
    await this.quota.assertCanStartProcessing(actor, upload.id);
    if (!(await this.repository.startProcessing(upload.id, categories, upload.status)))
      throw new DomainException(DomainErrorKind.CONFLICT, CSV_MESSAGES.alreadyProcessing);
    await this.jobs.enqueue(
      CATEGORIZE_CSV_UPLOAD,
      { uploadId: upload.id },
      { jobId: categorizeJobId(upload.id), rerunAfterFinish: true, priority: categorizationPriority(upload.originalRowCount) },
    );
  }

  /** For the reconciler: every upload whose row says processing (it enqueues again those with no live job). */
  @Reconciles(CATEGORIZE_CSV_UPLOAD)
  async inProgress(): Promise<InProgressWork<{ uploadId: number }>[]> {
    return (await this.repository.processingUploads()).map(({ id, original_row_count }) => ({
      jobId: categorizeJobId(id),
      payload: { uploadId: id },
      priority: categorizationPriority(original_row_count),
      giveUp: async () => {
        await this.uploads.update({ id, status: CsvUploadStatus.PROCESSING }, { status: CsvUploadStatus.FAILED, failureReason: CSV_MESSAGES.jobFailed });
      },
    }));
  }

  /** Polls the record until the job ends or `waitMs` passes. */
  waitFor(actor: Actor, id: number, waitMs: number = CSV_LIMITS.categorizeWaitMs): Promise<CsvUpload> {
    return pollUntil(
      () => this.csvUploads.get(actor, id),
      (upload) => upload.status !== CsvUploadStatus.PROCESSING,
      waitMs,
    );
  }

  /** The job: categorizes every row with the engine, stores category/confidence/source per row and the preview. Idempotent. */
  async categorizeUpload(uploadId: number, final: boolean): Promise<void> {
    const upload = await this.uploads.findOneBy({ id: uploadId });
    if (!upload || upload.status !== CsvUploadStatus.PROCESSING) return;
    try {
      const rows = await this.repository.rowsToCategorize(uploadId);
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
          await this.repository.saveResults(em, uploadId, ids, results.slice(start, start + UPDATE_CHUNK));
        }
        const reviewCount = results.filter(needsReview).length;
        await this.repository.markCompleted(em, uploadId, rows.length, reviewCount);
        await this.csvUploads.refreshPreview(uploadId, em);
      });
    } catch (error) {
      this.logger.error(`Categorizing upload ${uploadId} failed: ${(error as Error).message}`);
      if (final) {
        await this.uploads.update(
          { id: uploadId, status: CsvUploadStatus.PROCESSING },
          { status: CsvUploadStatus.FAILED, failureReason: CSV_MESSAGES.jobFailed },
        );
        return;
      }
      throw error;
    }
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
    const wasReview = needsReview({ category: row.aiCategory, confidence: row.confidence });
    await this.transactions.update({ id: row.id }, { aiCategory: own.categoryName, confidence: 1, source: 'staff' });
    if (wasReview && row.csvUpload.status === CsvUploadStatus.COMPLETED) {
      await this.repository.decrementReviewCount(row.csvUploadId);
    }
    await this.categorization.learnFromStaff(row.csvUpload.uploadedBy, [{ name: row.transactionName, category: own.categoryName }]);
    if (row.rowIndex < CSV_PREVIEW_ROWS) await this.csvUploads.refreshPreview(row.csvUploadId);
    return this.transactions.findOneByOrFail({ id: row.id });
  }
}
