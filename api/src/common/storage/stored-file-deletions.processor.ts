import { Injectable } from '@nestjs/common';
import type { JobPayload } from '../jobs/job-definition';
import { JobHandler } from '../jobs/job-handler.decorator';
import { type InProgressWork, Reconciles } from '../jobs/reconciles.decorator';
import { StoredFileDeletions } from './stored-file-deletions';
import { PURGE_STORED_FILES, PURGE_STORED_FILES_JOB_ID } from './stored-files.jobs';

/** The maintenance queue: removes the stored files of deleted rows that are still listed. */
@Injectable()
export class StoredFileDeletionsProcessor {
  constructor(private readonly deletions: StoredFileDeletions) {}

  @JobHandler(PURGE_STORED_FILES)
  async purge(): Promise<void> {
    await this.deletions.purge();
  }

  /** For the reconciler: the purge is in progress while any file is listed. */
  @Reconciles(PURGE_STORED_FILES)
  async pending(): Promise<InProgressWork<JobPayload<typeof PURGE_STORED_FILES>>[]> {
    return (await this.deletions.anyPending()) ? [{ jobId: PURGE_STORED_FILES_JOB_ID, payload: {} }] : [];
  }
}
