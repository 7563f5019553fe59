import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { CATCH_UP_MISSED_RUNS, ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { businessDay, lastDailyRun } from '../../common/time/business-time';
import { GST_HST_REMINDERS_RUN, SEND_GST_HST_REMINDERS } from './tax.jobs';

/** When the daily reminder run starts (business time zone): the cron and its catch-up read it here. */
const REMIND_AT = { hour: 7, minute: 30 };

/** The daily GST/HST reminders: the cron only enqueues (deterministic job id); a missed day is caught up at start. */
@Injectable()
export class TaxRemindersScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('TaxReminders');

  constructor(
    private readonly jobs: JobQueue,
    private readonly runs: ScheduledRuns,
    @Optional() @Inject(CATCH_UP_MISSED_RUNS) private readonly catchUpOnStart = false,
  ) {}

  @Cron(`${REMIND_AT.minute} ${REMIND_AT.hour} * * *`, { name: 'gst-hst-reminders', timeZone: BUSINESS_TIME_ZONE })
  async enqueueDaily(now = new Date()): Promise<void> {
    await this.enqueue(businessDay(now));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.catchUpOnStart) return;
    await this.catchUp().catch((error: unknown) => this.logger.error(`Could not catch up the GST/HST reminders: ${String(error)}`));
  }

  /** Enqueues the latest due day's run when it has not run; true when it did. */
  async catchUp(now = new Date()): Promise<boolean> {
    const day = lastDailyRun(now, REMIND_AT.hour, REMIND_AT.minute);
    if (await this.runs.hasRun(GST_HST_REMINDERS_RUN, day)) return false;
    await this.enqueue(day);
    return true;
  }

  private enqueue(day: string): Promise<void> {
    return this.jobs.enqueue(SEND_GST_HST_REMINDERS, { day }, { jobId: `gst-hst-reminders:${day}` });
  }
}
