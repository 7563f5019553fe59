import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { passwordProblem, type PasswordHolder } from './password-policy/password-policy';

/** argon2id with the OWASP minimum: m=19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package exports it as an ambient const enum.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordService {
  private dummyHash: Promise<string> | null = null;

  /**
   * Every new password passes here (register, reset, change, create-staff): a 400 on
   * `field` when it is a common password, or too short for staff.
   */
  assertAcceptable(password: string, holder: PasswordHolder, field = 'password'): void {
    const problem = passwordProblem(password, holder);
    if (problem) throw new DomainException(DomainErrorKind.INVALID, problem, { fields: { [field]: [problem] } });
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so a missing account cannot be told apart. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('ledgerleaf-timing-equalizer');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
