import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { JobQueue, type JobContext } from '../../common/jobs/job-queue';
import { APPLY_LEDGER_CHANGES, ledgerChangesJobId } from '../ledger/ledger.jobs';
import { BankSyncService } from './bank-sync.service';
import { BANK_SYNC } from './plaid.jobs';

/** The bank-sync queue: one job per item (merged while it waits), retried from the saved cursor. */
@Injectable()
export class BankSyncProcessor {
  private readonly logger = new Logger('BankSync');

  constructor(
    private readonly bankSync: BankSyncService,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Syncs until every request made before the run ended is covered. The last try that fails
   * ends the request too: the next webhook or refresh asks again.
   */
  @JobHandler(BANK_SYNC)
  async sync(payload: { itemId: number }, context: JobContext): Promise<void> {
    for (;;) {
      const requestedAt = await this.bankSync.syncRequestedAt(payload.itemId);
      let outcome;
      try {
        outcome = await this.bankSync.syncItem(payload.itemId);
      } catch (error) {
        if (context.attempt >= context.attempts) await this.bankSync.syncEnded(payload.itemId, requestedAt);
        throw error;
      }
      // The rows' months are in ledger_changes already (the ledger's triggers, same transaction): this only delivers the drain sooner than the reconciler.
      if (outcome.userId !== undefined && outcome.added + outcome.modified + outcome.removed > 0) {
        await this.jobs.enqueue(
          APPLY_LEDGER_CHANGES,
          { userId: outcome.userId },
          { jobId: ledgerChangesJobId(outcome.userId), rerunAfterFinish: true, runAgainIfRunning: true },
        );
      }
      this.logger.log(
        `Item ${payload.itemId} (job ${context.jobId}, attempt ${context.attempt}): ${outcome.status}, +${outcome.added} ~${outcome.modified} -${outcome.removed} in ${outcome.pages} page(s), ${outcome.restarts} restart(s)`,
      );
      if (await this.bankSync.syncEnded(payload.itemId, requestedAt)) return;
    }
  }
}
