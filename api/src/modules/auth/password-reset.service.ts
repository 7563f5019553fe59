import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  BRAND,
  personName,
  RATE_LIMITS,
  RESET_TOKEN_TTL_MS,
  STAFF_INVITATION_TTL_MS,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { JobQueue } from '../../common/jobs/job-queue';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { mailText, recipientLocale } from '../mail/mail-texts';
import { normalizeEmail, UsersService } from '../users/users.service';
import { SEND_PASSWORD_RESET } from './auth.jobs';
import { PasswordService } from './password.service';
import { SecurityNoticesService } from './security-notices.service';
import { SessionsService } from './sessions.service';

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Forgot and reset password. The request only enqueues a job carrying the e-mail, so
 * it does the same work (and takes the same time) whether or not an account exists;
 * the job makes the token and sends the link.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly notices: SecurityNoticesService,
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Counted per e-mail (known or not) so nobody can flood an inbox; the answer never changes. */
  async requestReset(email: string): Promise<void> {
    const normalized = normalizeEmail(email);
    const { limit, windowSeconds } = RATE_LIMITS.resetEmailsPerAccount;
    if (!(await this.limiter.hit(`reset-mail:account:${normalized}`, limit, windowSeconds)).allowed) return;
    await this.jobs.enqueue(SEND_PASSWORD_RESET, { email: normalized });
  }

  /**
   * Makes a new token (32 random bytes; only its SHA-256 is stored, valid one hour) and
   * mails the link to the account with this normalized e-mail, if there is one (the job
   * SEND_PASSWORD_RESET, PasswordResetProcessor). Running twice mails a second link and
   * invalidates the first.
   */
  async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.users.issueResetToken(user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
    // Built from the configured public URL: a forged Host header cannot redirect the link.
    const link = `${this.config.publicUrl}/auth/reset/${token}`;
    const locale = recipientLocale(user);
    await this.mail.send({
      to: user.email,
      subject: mailText(locale, 'passwordReset.subject'),
      text: [
        mailText(locale, 'hello', { firstName: user.firstName }),
        '',
        mailText(locale, 'passwordReset.body'),
        '',
        link,
        '',
        mailText(locale, 'passwordReset.ignore'),
        '',
        mailText(locale, 'brandLine'),
      ].join('\n'),
    });
    this.logger.log(`Password reset link sent to user ${user.id}`);
  }

  /**
   * A staff invitation: the reset machinery's one-time link (only its hash is stored), valid
   * STAFF_INVITATION_TTL_MS, that sets the invited person's first password. Sending again
   * invalidates the earlier link.
   */
  async sendStaffInvitation(
    member: { id: number; email: string; firstName: string; staffRole: StaffRole | null },
    invitedBy: { firstName: string; lastName: string },
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.users.issueResetToken(member.id, hashToken(token), new Date(Date.now() + STAFF_INVITATION_TTL_MS));
    const link = `${this.config.publicUrl}/auth/reset/${token}`;
    const days = Math.round(STAFF_INVITATION_TTL_MS / 86_400_000);
    await this.mail.send({
      to: member.email,
      subject: `You are invited to the ${BRAND.name} staff console`,
      text: [
        `Hello ${member.firstName},`,
        '',
        `${personName(invitedBy)} invited you to join ${BRAND.name} as ${member.staffRole ? STAFF_ROLE_LABELS[member.staffRole].toLowerCase() : 'staff'}. To choose your password, open this link within ${days} days:`,
        '',
        link,
        '',
        `Then log in to the console at ${this.config.publicUrl}/admin.`,
        '',
        `${BRAND.name} · ${BRAND.supportEmail}`,
      ].join('\n'),
    });
    this.logger.log(`Staff invitation sent to user ${member.id}`);
  }

  /** Sets the new password, spends the token, ends every session of the user and tells them by e-mail. */
  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = hashToken(token);
    const invalid = () => new DomainException(DomainErrorKind.INVALID, ACCOUNT_MESSAGES.resetTokenInvalid);
    // Cheap refusal first, so a made-up token costs no argon2 work.
    const user = await this.users.findOneBy({ resetTokenHash: tokenHash });
    if (!user || !user.resetTokenExpiry || user.resetTokenExpiry.getTime() <= Date.now()) throw invalid();
    this.passwords.assertAcceptable(password, user);
    if (!(await this.users.consumeResetToken(user.id, tokenHash, await this.passwords.hash(password)))) throw invalid();
    await this.sessions.destroyForUser(user.id);
    await this.notices.passwordReset(user);
  }
}
