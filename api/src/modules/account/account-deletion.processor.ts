import { Injectable } from '@nestjs/common';
import type { JobPayload } from '../../common/jobs/job-definition';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { StoredFileDeletions } from '../../common/storage/stored-file-deletions';
import { UsersService } from '../users/users.service';
import { AccountDeletionService } from './account-deletion.service';
import { DELETE_ACCOUNT, DELETE_STORED_FILES, deleteAccountJobId } from './account.jobs';

/** The accounts queue: a requested deletion. */
@Injectable()
export class AccountDeletionProcessor {
  constructor(
    private readonly deletion: AccountDeletionService,
    private readonly users: UsersService,
    private readonly files: StoredFileDeletions,
  ) {}

  @JobHandler(DELETE_ACCOUNT)
  async deleteAccount({ userId }: JobPayload<typeof DELETE_ACCOUNT>): Promise<void> {
    await this.deletion.deleteAccount(userId);
  }

  /** For the reconciler: a deletion asked for stays in progress until its job removed the user row. */
  @Reconciles(DELETE_ACCOUNT)
  async deletionsInProgress(): Promise<InProgressWork<JobPayload<typeof DELETE_ACCOUNT>>[]> {
    return (await this.users.idsAwaitingDeletion()).map((userId) => ({ jobId: deleteAccountJobId(userId), payload: { userId } }));
  }

  /** A job an earlier version queued: its keys join the files to remove (the purge job's list), then go now if storage allows. */
  @JobHandler(DELETE_STORED_FILES)
  async deleteStoredFiles({ keys }: JobPayload<typeof DELETE_STORED_FILES>): Promise<void> {
    await this.files.discard(keys);
  }
}
