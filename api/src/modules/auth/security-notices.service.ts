import { Injectable, Logger } from '@nestjs/common';
import { BRAND } from '@ledgerleaf/contracts';
import { MailService } from '../mail/mail.service';
import type { AuthUser } from '../../common/auth/auth-user';

type Notice = 'password-changed' | 'password-reset' | 'email-changed';

const signature = [
  '',
  `If this was not you, reset your password at once and write to us at ${BRAND.supportEmail}.`,
  '',
  `${BRAND.name} · ${BRAND.supportEmail}`,
];

/**
 * The e-mails that tell an account's owner that its credentials changed, so a takeover
 * is never quiet. They go through the mail queue (retried); the logs name the user and
 * the notice, never an address.
 */
@Injectable()
export class SecurityNoticesService {
  private readonly logger = new Logger('SecurityNotices');

  constructor(private readonly mail: MailService) {}

  passwordChanged(user: Pick<AuthUser, 'id' | 'email' | 'firstName'>): Promise<void> {
    return this.send('password-changed', user.id, user.email, `Your ${BRAND.name} password was changed`, [
      `Hello ${user.firstName},`,
      '',
      `The password of your ${BRAND.name} account was changed from your account settings on ${when()}. Your other sessions were logged out.`,
    ]);
  }

  passwordReset(user: Pick<AuthUser, 'id' | 'email' | 'firstName'>): Promise<void> {
    return this.send('password-reset', user.id, user.email, `Your ${BRAND.name} password was reset`, [
      `Hello ${user.firstName},`,
      '',
      `The password of your ${BRAND.name} account was reset with an e-mailed link on ${when()}. Every session was logged out.`,
    ]);
  }

  /** Goes to the OLD address: its owner is the one who must hear of the change. */
  emailChanged(user: Pick<AuthUser, 'id' | 'firstName'>, oldEmail: string, newEmail: string): Promise<void> {
    return this.send('email-changed', user.id, oldEmail, `The e-mail address of your ${BRAND.name} account was changed`, [
      `Hello ${user.firstName},`,
      '',
      `On ${when()} the e-mail address of your ${BRAND.name} account was changed from ${oldEmail} to ${newEmail}. Messages and password reset links now go to the new address; any reset link sent before no longer works.`,
    ]);
  }

  private async send(notice: Notice, userId: number, to: string, subject: string, lines: string[]): Promise<void> {
    await this.mail.enqueue({ to, subject, text: [...lines, ...signature].join('\n') });
    this.logger.log(`Security notice ${notice} queued for user ${userId}`);
  }
}

const when = () => `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`;
