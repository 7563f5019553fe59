import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import type { JobContext } from '../../common/jobs/job-queue';
import { CATEGORIZE_CSV_UPLOAD } from './csv.jobs';
import { CsvCategorizationService } from './csv-categorization.service';

@Injectable()
export class CsvProcessor {
  constructor(private readonly categorization: CsvCategorizationService) {}

  /** Retried with backoff; the last attempt leaves the upload failed with a readable reason. */
  @JobHandler(CATEGORIZE_CSV_UPLOAD)
  async categorize(payload: { uploadId: number }, context: JobContext): Promise<void> {
    await this.categorization.categorizeUpload(payload.uploadId, context.attempt >= context.attempts);
  }
}
