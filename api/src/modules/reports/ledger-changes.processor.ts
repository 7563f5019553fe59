import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { BooksService } from '../books/books.service';
import { APPLY_LEDGER_CHANGES } from '../ledger/ledger.jobs';
import { LedgerService } from '../ledger/ledger.service';
import { ReceiptMatchingService } from '../receipts/receipt-matching.service';
import { ReportBuildsService } from './report-builds.service';

/**
 * What follows a change of a client's books, from the ledger's outbox (ledger_changes):
 * here because it ends in the reports (the ledger cannot depend on them). Each step can be
 * killed and run again: flags are written once, a rebuild requested twice builds once
 * more with the same result, and only the outbox rows read are deleted, last.
 */
@Injectable()
export class LedgerChangesProcessor {
  private readonly logger = new Logger('LedgerChanges');

  constructor(
    private readonly ledger: LedgerService,
    private readonly builds: ReportBuildsService,
    private readonly receipts: ReceiptMatchingService,
    private readonly books: BooksService,
  ) {}

  @JobHandler(APPLY_LEDGER_CHANGES)
  async apply(payload: { userId: number }): Promise<void> {
    await this.drain(payload.userId);
  }

  /**
   * Until the client's outbox is empty: re-posts the months whose tax picture changed, flags possible duplicates of the months it names,
   * requests the rebuilds of their pending reports, then deletes the rows it read (rows
   * recorded meanwhile are read by the next round). Also run by the demo seed directly.
   */
  async drain(userId: number): Promise<void> {
    for (;;) {
      const { ids, months, repostMonths } = await this.ledger.changesOf(userId);
      if (!ids.length) return;
      // The tax picture changed (profile, province, a treatment): the journal of those months is posted again.
      await this.books.repostMonths(userId, repostMonths);
      await this.ledger.flagDuplicates(userId, months);
      await this.ledger.flagTransfers(userId, months);
      // New rows may be what a waiting receipt paid; a link it makes is itself a change, read by the next round.
      await this.receipts.matchWaiting(userId);
      const rebuilt = await this.builds.rebuildPending(userId, months);
      await this.ledger.forgetChanges(ids);
      this.logger.log(`User ${userId}: books changed in ${months.length} month(s), ${rebuilt.length} pending report(s) to rebuild`);
    }
  }
}
