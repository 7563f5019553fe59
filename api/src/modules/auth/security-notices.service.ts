import { Injectable, Logger } from '@nestjs/common';
import { isLocale, type Locale } from '@ledgerleaf/contracts';
import { MailService } from '../mail/mail.service';
import { mailMoment, mailText, recipientLocale } from '../mail/mail-texts';
import { UsersService } from '../users/users.service';
import type { AuthUser } from '../../common/auth/auth-user';

type Notice = 'password-changed' | 'password-reset' | 'email-changed';
/** The account's owner; their language is read from users.locale when the caller does not carry it. */
type Owner = Pick<AuthUser, 'id' | 'firstName'> & { locale?: Locale | string | null };

/**
 * The e-mails that tell an account's owner that its credentials changed, so a takeover
 * is never quiet. They go through the mail queue (retried); the logs name the user and
 * the notice, never an address. Written in the owner's language (users.locale).
 */
@Injectable()
export class SecurityNoticesService {
  private readonly logger = new Logger('SecurityNotices');

  constructor(
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  async passwordChanged(user: Owner & Pick<AuthUser, 'email'>): Promise<void> {
    const locale = await this.localeOf(user);
    return this.send('password-changed', user.id, user.email, locale, mailText(locale, 'security.passwordChangedSubject'), [
      mailText(locale, 'hello', { firstName: user.firstName }),
      '',
      mailText(locale, 'security.passwordChanged', { when: mailMoment(new Date(), locale) }),
    ]);
  }

  async passwordReset(user: Owner & Pick<AuthUser, 'email'>): Promise<void> {
    const locale = await this.localeOf(user);
    return this.send('password-reset', user.id, user.email, locale, mailText(locale, 'security.passwordResetSubject'), [
      mailText(locale, 'hello', { firstName: user.firstName }),
      '',
      mailText(locale, 'security.passwordReset', { when: mailMoment(new Date(), locale) }),
    ]);
  }

  /** Goes to the OLD address: its owner is the one who must hear of the change. */
  async emailChanged(user: Owner, oldEmail: string, newEmail: string): Promise<void> {
    const locale = await this.localeOf(user);
    return this.send('email-changed', user.id, oldEmail, locale, mailText(locale, 'security.emailChangedSubject'), [
      mailText(locale, 'hello', { firstName: user.firstName }),
      '',
      mailText(locale, 'security.emailChanged', { when: mailMoment(new Date(), locale), oldEmail, newEmail }),
    ]);
  }

  private async localeOf(user: Owner): Promise<Locale> {
    if (isLocale(user.locale)) return user.locale;
    return recipientLocale(await this.users.findById(user.id).catch(() => null));
  }

  private async send(notice: Notice, userId: number, to: string, locale: Locale, subject: string, lines: string[]): Promise<void> {
    const signature = ['', mailText(locale, 'security.notYou'), '', mailText(locale, 'brandLine')];
    await this.mail.enqueue({ to, subject, text: [...lines, ...signature].join('\n') });
    this.logger.log(`Security notice ${notice} queued for user ${userId}`);
  }
}
