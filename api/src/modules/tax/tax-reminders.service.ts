import { Injectable, Logger } from '@nestjs/common';
import { GST_HST_REMINDER_DAYS_BEFORE } from '@ledgerleaf/contracts';
import { ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { mailDate, mailMoney, mailText, recipientLocale } from '../mail/mail-texts';
import { UsersService } from '../users/users.service';
import { GstHstReturnsService } from './gst-hst-returns.service';
import { TaxProfilesService } from './tax-profiles.service';
import { gstHstReminderTask } from './tax.jobs';

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The mail a week before each GST/HST due date, with the period's estimate. Every client who
 * saved a tax profile gets one per period whose due date falls in the next seven days (a day
 * the run missed is covered by the next one); each client and period is mailed once.
 */
@Injectable()
export class TaxRemindersService {
  private readonly logger = new Logger('TaxReminders');

  constructor(
    private readonly profiles: TaxProfilesService,
    private readonly returns: GstHstReturnsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly runs: ScheduledRuns,
    private readonly config: AppConfig,
  ) {}

  /** Queues the reminders due on `day` (YYYY-MM-DD, business time); answers how many were queued. */
  async sendDue(day: string): Promise<number> {
    const until = addDays(day, GST_HST_REMINDER_DAYS_BEFORE);
    let sent = 0;
    for (const userId of await this.profiles.userIdsWithProfile()) {
      try {
        sent += await this.remindClient(userId, day, until);
      } catch (error) {
        // One client's failure (a user deleted meanwhile) does not stop the others; the next day's run tries again.
        this.logger.error(`Reminders for user ${userId}: ${String(error)}`);
      }
    }
    return sent;
  }

  private async remindClient(userId: number, day: string, until: string): Promise<number> {
    const periods = await this.returns.list(userId, new Date(`${day}T12:00:00Z`));
    const due = periods.filter((p) => p.status === 'due' && p.dueDate > day && p.dueDate <= until);
    if (!due.length) return 0;
    const user = await this.users.getById(userId);
    const locale = recipientLocale(user);
    const date = (iso: string) => mailDate(iso, locale);
    let sent = 0;
    for (const period of due) {
      if (await this.runs.hasRun(gstHstReminderTask(userId), period.periodStart)) continue;
      await this.mail.enqueue({
        to: user.email,
        subject: mailText(locale, 'gstHstReminder.subject', { dueDate: date(period.dueDate) }),
        text: [
          mailText(locale, 'hello', { firstName: user.firstName }),
          '',
          mailText(locale, period.paymentDueDate !== period.dueDate ? 'gstHstReminder.dueWithPayment' : 'gstHstReminder.due', {
            periodStart: date(period.periodStart),
            periodEnd: date(period.periodEnd),
            dueDate: date(period.dueDate),
            paymentDueDate: date(period.paymentDueDate),
          }),
          mailText(locale, period.netTax.startsWith('-') ? 'gstHstReminder.netRefund' : 'gstHstReminder.netTax', { netTax: mailMoney(period.netTax, locale) }),
          '',
          mailText(locale, 'gstHstReminder.worksheet'),
          `${this.config.publicUrl}/dashboard?tab=sales-tax`,
          '',
          mailText(locale, 'gstHstReminder.estimate'),
          '',
          mailText(locale, 'signature'),
        ].join('\n'),
      });
      await this.runs.record(gstHstReminderTask(userId), period.periodStart);
      sent += 1;
    }
    return sent;
  }
}
