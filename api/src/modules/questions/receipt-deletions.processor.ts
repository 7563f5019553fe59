import { Injectable } from '@nestjs/common';
import type { JobPayload } from '../../common/jobs/job-definition';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { PURGE_DELETED_RECEIPTS, PURGE_DELETED_RECEIPTS_JOB_ID } from './questions.jobs';
import { ReceiptDeletionsService } from './receipt-deletions.service';

/** The maintenance queue: removes the stored receipts of deleted questions. */
@Injectable()
export class ReceiptDeletionsProcessor {
  constructor(private readonly deletions: ReceiptDeletionsService) {}

  @JobHandler(PURGE_DELETED_RECEIPTS)
  async purge(): Promise<void> {
    await this.deletions.purge();
  }

  /** For the reconciler: the purge is in progress while any receipt waits to be removed. */
  @Reconciles(PURGE_DELETED_RECEIPTS)
  async pending(): Promise<InProgressWork<JobPayload<typeof PURGE_DELETED_RECEIPTS>>[]> {
    return (await this.deletions.anyPending()) ? [{ jobId: PURGE_DELETED_RECEIPTS_JOB_ID, payload: {} }] : [];
  }
}
