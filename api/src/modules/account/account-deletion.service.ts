import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../../common/jobs/job-queue';
import { StoredFileDeletions } from '../../common/storage/stored-file-deletions';
import { UserDataOwners } from '../../common/user-data/user-data-owner';
import { UsersService } from '../users/users.service';
import { DELETE_ACCOUNT, deleteAccountJobId } from './account.jobs';

/**
 * Account deletion, run as one job (AccountDeletionProcessor). The request
 * (AccountService.requestDeletion) has already checked the password, made the account
 * unreachable and ended its sessions; this job asks every @OwnsUserData() provider to let
 * go, in a fixed order, each step safe to repeat, so a retried job finishes what a failed
 * one began.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly users: UsersService,
    private readonly owners: UserDataOwners,
    private readonly files: StoredFileDeletions,
    private readonly jobs: JobQueue,
  ) {}

  enqueue(userId: number): Promise<void> {
    return this.jobs.enqueue(DELETE_ACCOUNT, { userId }, { jobId: deleteAccountJobId(userId) });
  }

  async deleteAccount(userId: number): Promise<void> {
    // Gone already (a retry after the rows were deleted), or never asked for: nothing to do.
    if (!(await this.users.findForDeletion(userId))) return;
    const owners = this.owners.all();
    // 1. Stop the charges first: a failure here fails the job (retried) before anything is lost.
    for (const owner of owners) await owner.cancelPaymentsOfUser?.(userId);
    // 2. Outside services (Plaid items) and the rows that hold their credentials. An item
    //    Plaid could not remove yet keeps its row and sealed token, and this throws: the job
    //    is retried until Plaid removes it or says it is gone, before any row or file goes.
    for (const owner of owners) await owner.forgetUser?.(userId);
    // 3. The rows: read the file keys first, then the user row's delete cascades to everything
    //    the user owns, listing the files in the same transaction. 4. The files go once it has
    //    committed; those storage refuses stay listed for the purge job.
    const keys = (await Promise.all(owners.map((owner) => owner.storageKeysOfUser?.(userId) ?? []))).flat();
    await this.files.deleteWith(keys, (manager) => this.users.delete(userId, manager));
    this.logger.log(`User ${userId} deleted with ${keys.length} file(s)`);
  }
}
