import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, CsvUploadStatus } from '@ledgerleaf/contracts';
import { Repository, Not } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { Actor } from './csv-actor';
import { CsvUploadsRepository } from './csv-uploads.repository';
import { CsvUpload } from './entities/csv-upload.entity';

/** How soon a client whose categorization slots are full is told to try again. */
const PROCESSING_RETRY_AFTER_SECONDS = 30;

/** Rows per step of categorization priority. */
const PRIORITY_STEP_ROWS = 10_000;

/**
 * The categorization job's Bull priority (1 runs first): uploads under 10,000 rows get 1,
 * each further 10,000 rows one step later, so a client's 200,000-row file waits behind
 * other clients' small ones instead of holding the queue. Same size: first come, first served.
 */
export const categorizationPriority = (rowCount: number): number => 1 + Math.floor(Math.max(0, rowCount) / PRIORITY_STEP_ROWS);

/**
 * A client's share of CSV work (issue 17): the bytes their stored files take, and how many
 * of their uploads are categorized at once. Staff are not limited. Checked before the work
 * starts; two requests in the same instant may both pass, which the per-day upload limit
 * and the per-address limits bound.
 */
@Injectable()
export class CsvQuotaService {
  constructor(
    @InjectRepository(CsvUpload) private readonly uploads: Repository<CsvUpload>,
    private readonly repository: CsvUploadsRepository,
  ) {}

  /** 413 when a file of `bytes` would take the client's stored CSV files over CLIENT_LIMITS.csvStoredBytes. */
  async assertRoomFor(actor: Actor, bytes: number): Promise<void> {
    if (actor.staff) return;
    const stored = await this.repository.storedBytesOf(actor.userId);
    if (stored + bytes > CLIENT_LIMITS.csvStoredBytes)
      throw new DomainException(DomainErrorKind.TOO_LARGE, CLIENT_LIMIT_MESSAGES.csvStorageFull, {
        storedBytes: stored,
        limitBytes: CLIENT_LIMITS.csvStoredBytes,
      });
  }

  /** 429 with Retry-After while CLIENT_LIMITS.csvProcessingAtOnce of the client's uploads are being categorized. */
  async assertCanStartProcessing(actor: Actor, uploadId: number): Promise<void> {
    if (actor.staff) return;
    // The upload itself may be `processing` with its job lost: restarting it is not a second one.
    const processing = await this.uploads.countBy({ uploadedBy: actor.userId, status: CsvUploadStatus.PROCESSING, id: Not(uploadId) });
    if (processing >= CLIENT_LIMITS.csvProcessingAtOnce) {
      throw new DomainException(DomainErrorKind.TOO_MANY_REQUESTS, CLIENT_LIMIT_MESSAGES.csvProcessing, { retryAfterSeconds: PROCESSING_RETRY_AFTER_SECONDS });
    }
  }
}
