import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../../common/jobs/job-queue';
import { FileStorage } from '../../common/storage/file-storage';
import { UserDataOwners } from '../../common/user-data/user-data-owner';
import { UsersService } from '../users/users.service';
import { DELETE_ACCOUNT, DELETE_STORED_FILES, deleteAccountJobId } from './account.jobs';

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
    private readonly storage: FileStorage,
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
    // 3. The rows: read the file keys first, then the user row's delete cascades to everything the user owns.
    const keys = (await Promise.all(owners.map((owner) => owner.storageKeysOfUser?.(userId) ?? []))).flat();
    await this.users.delete(userId);
    // 4. The files. Those that could not be removed now get a job of their own.
    const left = await this.deleteFiles(keys);
    if (left.length) await this.jobs.enqueue(DELETE_STORED_FILES, { keys: left }, { jobId: `delete-stored-files:${userId}` });
    this.logger.log(`User ${userId} deleted (${keys.length - left.length} of ${keys.length} file(s) removed)`);
  }

  /** Files a deletion left behind; throws while any is left, so its job is retried. */
  async deleteStoredFiles(keys: string[]): Promise<void> {
    const left = await this.deleteFiles(keys);
    if (left.length) throw new Error(`${left.length} of ${keys.length} stored file(s) could not be removed`);
  }

  /** Deletes each key (a missing file counts as deleted); returns the keys that failed. */
  private async deleteFiles(keys: string[]): Promise<string[]> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    const failed = keys.filter((_, i) => results[i].status === 'rejected');
    if (failed.length) this.logger.warn(`${failed.length} of ${keys.length} stored file(s) could not be removed`);
    return failed;
  }
}
