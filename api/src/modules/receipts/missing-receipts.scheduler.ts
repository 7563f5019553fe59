import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { JobQueue } from '../../common/jobs/job-queue';
import { CATCH_UP_MISSED_RUNS, ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { businessDay, businessTime } from '../../common/time/business-time';
import { ReceiptDocumentationService } from './receipt-documentation.service';
import { MISSING_RECEIPTS_RUN, SEND_MISSING_RECEIPTS } from './receipts.jobs';

/** When the weekly run starts: Monday morning, business time (Toronto). The cron and its catch-up read it here. */
const MAIL_AT = { weekday: 1, hour: 8, minute: 0 };

/** The Monday (YYYY-MM-DD, business time) of the latest weekly run due at `now`. */
export function lastWeeklyRun(now: Date): string {
  const day = businessDay(now);
  const t = businessTime(now);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  let back = (weekday - MAIL_AT.weekday + 7) % 7;
  if (back === 0 && t.hour * 60 + t.minute < MAIL_AT.hour * 60 + MAIL_AT.minute) back = 7;
  return new Date(Date.parse(`${day}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

/** The weekly missing-receipts mail: the cron only enqueues (job id by week); a missed week is caught up at start. */
@Injectable()
export class MissingReceiptsScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('MissingReceipts');

  constructor(
    private readonly jobs: JobQueue,
    private readonly runs: ScheduledRuns,
    private readonly documentation: ReceiptDocumentationService,
    @Optional() @Inject(CATCH_UP_MISSED_RUNS) private readonly catchUpOnStart = false,
  ) {}

  @Cron(`${MAIL_AT.minute} ${MAIL_AT.hour} * * ${MAIL_AT.weekday}`, { name: 'missing-receipts-mail', timeZone: BUSINESS_TIME_ZONE })
  async enqueueWeekly(now = new Date()): Promise<void> {
    await this.enqueue(businessDay(now));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.catchUpOnStart) return;
    await this.catchUp().catch((error: unknown) => this.logger.error(`Could not catch up the missing-receipts mail: ${String(error)}`));
  }

  /** Enqueues the latest due week's run when it has not run; true when it did. */
  async catchUp(now = new Date()): Promise<boolean> {
    const week = lastWeeklyRun(now);
    if (await this.runs.hasRun(MISSING_RECEIPTS_RUN, week)) return false;
    await this.enqueue(week);
    return true;
  }

  @JobHandler(SEND_MISSING_RECEIPTS)
  async send({ week }: { week: string }): Promise<void> {
    const count = await this.documentation.sendWeekly(week);
    await this.runs.record(MISSING_RECEIPTS_RUN, week);
    this.logger.log(`Missing-receipts mail of ${week}: ${count} queued`);
  }

  private enqueue(week: string): Promise<void> {
    return this.jobs.enqueue(SEND_MISSING_RECEIPTS, { week }, { jobId: `missing-receipts:${week}` });
  }
}
