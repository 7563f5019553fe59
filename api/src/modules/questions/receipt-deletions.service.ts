import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { FileStorage } from '../../common/storage/file-storage';
import { ReceiptDeletion } from './entities/receipt-deletion.entity';

/** Files removed per round: a long backlog (a client with many receipts deleted) goes in steps. */
const BATCH = 100;

/**
 * The receipts of deleted questions, which a trigger records as the rows go: each file is
 * removed from storage first, then its record, so a crash in between only means removing a
 * file that is already gone (which storage answers like any other removal). Running twice
 * leaves what running once leaves.
 */
@Injectable()
export class ReceiptDeletionsService {
  private readonly logger = new Logger('ReceiptDeletions');

  constructor(
    @InjectRepository(ReceiptDeletion) private readonly deletions: Repository<ReceiptDeletion>,
    private readonly storage: FileStorage,
  ) {}

  /** Whether any receipt is waiting to be removed (the reconciler's question). */
  async anyPending(): Promise<boolean> {
    return this.deletions.exists();
  }

  /**
   * Removes every recorded file, a batch at a time; resolves to how many. Files storage
   * could not remove keep their record, and the call then fails so that the job is retried.
   */
  async purge(): Promise<number> {
    let removed = 0;
    const failed = new Set<string>();
    for (;;) {
      const batch = await this.deletions.find({ select: { key: true }, order: { queuedAt: 'ASC', key: 'ASC' }, take: BATCH + failed.size });
      const keys = batch.map((d) => d.key).filter((key) => !failed.has(key));
      if (keys.length === 0) break;
      const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
      const done = keys.filter((key, i) => {
        if (results[i].status === 'fulfilled') return true;
        failed.add(key);
        return false;
      });
      if (done.length > 0) await this.deletions.delete({ key: In(done) });
      removed += done.length;
    }
    if (failed.size > 0) throw new Error(`${failed.size} receipt file(s) of deleted questions could not be removed from storage; retried later`);
    if (removed > 0) this.logger.log(`Removed ${removed} receipt file(s) of deleted questions`);
    return removed;
  }
}
