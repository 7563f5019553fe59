import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { GST_HST_REMINDERS_RUN, SEND_GST_HST_REMINDERS } from './tax.jobs';
import { TaxRemindersService } from './tax-reminders.service';

@Injectable()
export class TaxRemindersProcessor {
  private readonly logger = new Logger('TaxReminders');

  constructor(
    private readonly reminders: TaxRemindersService,
    private readonly runs: ScheduledRuns,
  ) {}

  @JobHandler(SEND_GST_HST_REMINDERS)
  async send({ day }: { day: string }): Promise<void> {
    const count = await this.reminders.sendDue(day);
    await this.runs.record(GST_HST_REMINDERS_RUN, day);
    this.logger.log(`GST/HST reminders for ${day}: ${count} queued`);
  }
}
