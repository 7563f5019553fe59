import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@ledgerleaf/contracts';
import { AppConfig } from '../../config/app-config';
import { UsersService } from '../users/users.service';
import type { MailMessage } from './mail-message';
import { MailService } from './mail.service';
import { recipientLocale } from './mail-texts';

/** A staff address and the language a mail to it is written in. */
export interface StaffRecipient {
  email: string;
  locale: Locale;
}

/**
 * Tells staff that something needs them (a call request, a contact message): to
 * STAFF_NOTIFICATION_EMAIL when set, otherwise to every staff account.
 */
@Injectable()
export class StaffNotificationsService {
  private readonly logger = new Logger('StaffNotifications');

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  async recipients(): Promise<string[]> {
    return this.config.staffNotificationEmails.length ? this.config.staffNotificationEmails : this.users.staffEmails();
  }

  /**
   * Who hears about one client's business (their conversation): their account manager while
   * an active bookkeeper; without one, the firm's inbox (STAFF_NOTIFICATION_EMAIL) when set,
   * else the active owners, who assign managers (docs/decisions/firm-tail.md). Each with the
   * language of its mail: a staff member's own `users.locale`; the firm's inbox, no one's, English.
   */
  async recipientsForClient(clientId: number): Promise<StaffRecipient[]> {
    const manager = await this.users.accountManagerOf(clientId);
    if (manager) return [{ email: manager.email, locale: recipientLocale(manager) }];
    if (this.config.staffNotificationEmails.length) return this.config.staffNotificationEmails.map((email) => ({ email, locale: DEFAULT_LOCALE }));
    return (await this.users.activeOwners()).map((owner) => ({ email: owner.email, locale: recipientLocale(owner) }));
  }

  /**
   * Queues the e-mail. Never throws: the visitor's request is already stored, and a
   * failure here must not make them send it again.
   */
  async notify(message: Omit<MailMessage, 'to'>): Promise<void> {
    try {
      const to = await this.recipients();
      if (!to.length) {
        this.logger.warn(`No staff account or STAFF_NOTIFICATION_EMAIL: "${message.subject}" not sent`);
        return;
      }
      await this.mail.enqueue({ ...message, to });
    } catch (error) {
      this.logger.error(`Could not queue "${message.subject}": ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
