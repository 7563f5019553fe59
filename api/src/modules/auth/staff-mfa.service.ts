import { createHash, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MFA_MESSAGES, RATE_LIMITS, STAFF_MFA, type StaffMfaSetup, type StaffMfaStatus } from '@ledgerleaf/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { AttemptThrottle } from '../../common/rate-limit/attempt-throttle';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import type { AuthUser } from '../../common/auth/auth-user';
import { StaffMfaRecoveryCode } from './entities/staff-mfa-recovery-code.entity';
import { StaffMfa } from './entities/staff-mfa.entity';
import { UsersService } from '../users/users.service';
import { PasswordService } from './password.service';
import { StaffMfaRepository } from './staff-mfa.repository';

/** The row each sealed secret belongs to: a secret copied to another user's row does not open. */
export const staffMfaContext = (userId: number) => `staff-mfa:${userId}`;
const pendingContext = (userId: number) => `staff-mfa-setup:${userId}`;

/** No 0/o, 1/l/i: 31 characters, 16 of them per code (about 79 bits). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 16;
const TOTP_SHAPE = /^\d{6}$/;

/** What a person typed: spaces and dashes do not matter, nor does case. */
const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

const recoveryHash = (userId: number, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normalizeCode(code)}`, 'utf8')
    .digest('hex');

const invalid = (field: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [field]: [message] } });

/**
 * Two-factor login for staff: TOTP (RFC 6238, otplib) with the secret sealed by
 * SecretBox, and ten single-use recovery codes of which only hashes are kept. Every code
 * attempt (login, confirming a new secret, turning it off) is counted before it is
 * checked, per account and per address; a right code takes the account's count back.
 */
@Injectable()
export class StaffMfaService {
  /** Code attempts, per account and per address (the address limit is the login's). */
  private readonly attempts: AttemptThrottle;

  constructor(
    @InjectRepository(StaffMfa) private readonly rows: Repository<StaffMfa>,
    @InjectRepository(StaffMfaRecoveryCode) private readonly recoveryCodes: Repository<StaffMfaRecoveryCode>,
    private readonly dataSource: DataSource,
    private readonly box: SecretBox,
    limiter: RateLimiter,
    private readonly passwords: PasswordService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly steps: StaffMfaRepository,
  ) {
    this.attempts = new AttemptThrottle(
      limiter,
      'mfa-fail',
      RATE_LIMITS.mfaFailuresPerAccount,
      RATE_LIMITS.loginFailuresPerAddress,
      MFA_MESSAGES.tooManyAttempts,
    );
  }

  async isEnabled(userId: number): Promise<boolean> {
    return this.rows.exists({ where: { userId, enabledAt: Not(IsNull()) } });
  }

  /** After a right password: staff with two-factor login on must give a code before a session starts. */
  async codeRequiredAtLogin(user: AuthUser): Promise<boolean> {
    return user.isAdmin && (await this.isEnabled(user.id));
  }

  /** STAFF_MFA_REQUIRED and a staff member who has not set it up: only the setup answers. */
  async enrolmentRequired(user: AuthUser): Promise<boolean> {
    return this.config.staffMfaRequired && user.isAdmin && !(await this.isEnabled(user.id));
  }

  async status(user: AuthUser): Promise<StaffMfaStatus> {
    const row = await this.rows.findOneBy({ userId: user.id });
    const enabledAt = row?.enabledAt ?? null;
    const recoveryCodesLeft = enabledAt ? await this.recoveryCodes.countBy({ userId: user.id, usedAt: IsNull() }) : 0;
    return { enabled: Boolean(enabledAt), enabledAt: enabledAt?.toISOString() ?? null, recoveryCodesLeft, required: this.config.staffMfaRequired };
  }

  /**
   * A new secret to add to an authenticator app. It is kept aside (sealed) until a code
   * from it is confirmed; an enabled secret stays in force meanwhile.
   */
  async startSetup(user: AuthUser): Promise<StaffMfaSetup> {
    const secret = generateSecret();
    await this.rows.upsert({ userId: user.id, pendingSecretEncrypted: this.box.encrypt(secret, pendingContext(user.id)) }, ['userId']);
    return { secret, otpauthUri: generateURI({ issuer: STAFF_MFA.issuer, label: user.email, secret }) };
  }

  /**
   * Confirms the secret being set up with a code from it: it becomes the login secret,
   * that code is spent, and ten new recovery codes replace any old ones (shown once).
   */
  async enable(user: AuthUser, code: string, addressKey: string): Promise<string[]> {
    const row = await this.rows.findOneBy({ userId: user.id });
    if (!row?.pendingSecretEncrypted) throw invalid('code', MFA_MESSAGES.noSetupInProgress);
    await this.attempts.count(user.id, addressKey);
    const secret = this.box.decrypt(row.pendingSecretEncrypted, pendingContext(user.id));
    const step = TOTP_SHAPE.test(normalizeCode(code)) ? await this.matchingStep(secret, normalizeCode(code), null) : null;
    if (step === null) throw invalid('code', MFA_MESSAGES.setupCodeInvalid);
    await this.attempts.succeeded(user.id, addressKey);
    const codes = Array.from({ length: STAFF_MFA.recoveryCodeCount }, newRecoveryCode);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        StaffMfa,
        { userId: user.id },
        { secretEncrypted: this.box.encrypt(secret, staffMfaContext(user.id)), pendingSecretEncrypted: null, enabledAt: new Date(), lastUsedStep: step },
      );
      await manager.delete(StaffMfaRecoveryCode, { userId: user.id });
      await manager.insert(
        StaffMfaRecoveryCode,
        codes.map((plain) => ({ userId: user.id, codeHash: recoveryHash(user.id, plain) })),
      );
    });
    return codes;
  }

  /** Turns two-factor login off: the password and a code (or a recovery code) are both needed. */
  async disable(user: AuthUser, password: string, code: string, addressKey: string): Promise<void> {
    if (!(await this.isEnabled(user.id))) throw new DomainException(DomainErrorKind.CONFLICT, MFA_MESSAGES.notEnabled);
    if (!(await this.passwords.verify(await this.users.passwordHashOf(user.id), password))) throw invalid('password', MFA_MESSAGES.passwordWrong);
    if (!(await this.checkCode(user.id, code, addressKey))) throw invalid('code', MFA_MESSAGES.codeInvalid);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(StaffMfaRecoveryCode, { userId: user.id });
      await manager.delete(StaffMfa, { userId: user.id });
    });
  }

  /** The second login step: true when the code (TOTP or recovery) is right and unused; it is spent. */
  async verifyLoginCode(userId: number, code: string, addressKey: string): Promise<boolean> {
    return this.checkCode(userId, code, addressKey);
  }

  private async checkCode(userId: number, code: string, addressKey: string): Promise<boolean> {
    await this.attempts.count(userId, addressKey);
    const typed = normalizeCode(code);
    const ok = TOTP_SHAPE.test(typed) ? await this.spendTotp(userId, typed) : await this.spendRecoveryCode(userId, code);
    if (ok) await this.attempts.succeeded(userId, addressKey);
    return ok;
  }

  /** Accepts a code once: its time step must be later than the last one accepted, checked and stored in one statement. */
  private async spendTotp(userId: number, token: string): Promise<boolean> {
    const row = await this.rows.findOneBy({ userId });
    if (!row?.secretEncrypted || !row.enabledAt) return false;
    const step = await this.matchingStep(this.box.decrypt(row.secretEncrypted, staffMfaContext(userId)), token, row.lastUsedStep);
    if (step === null) return false;
    return this.steps.spendStep(userId, step);
  }

  private async spendRecoveryCode(userId: number, code: string): Promise<boolean> {
    if (!(await this.isEnabled(userId))) return false;
    const result = await this.recoveryCodes.update({ userId, codeHash: recoveryHash(userId, code), usedAt: IsNull() }, { usedAt: new Date() });
    return result.affected === 1;
  }

  /** The time step of `token` within one period either side of now, later than `afterStep`; null when none matches. */
  private async matchingStep(secret: string, token: string, afterStep: number | null): Promise<number | null> {
    const result = await verify({
      secret,
      token,
      epochTolerance: STAFF_MFA.periodSeconds * STAFF_MFA.toleranceSteps,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
