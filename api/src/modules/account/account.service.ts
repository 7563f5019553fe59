import { Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_MESSAGES, isAcceptedDate, VALIDATION } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { FileStorage } from '../../common/storage/file-storage';
import { PasswordService } from '../auth/password.service';
import { SessionsService } from '../auth/sessions.service';
import { CsvService } from '../csv/csv.service';
import { PlaidService } from '../plaid/plaid.service';
import { ReportsService } from '../reports/reports.service';
import { SubmissionsService } from '../submissions/submissions.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { TaxQuestionnaireDto } from './dto/tax-questionnaire.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { parseMoney } from './money';

/** A module that keeps files for a user; each owner's service answers for its own rows. */
interface UserFileOwner {
  storageKeysOfUser(userId: number): Promise<string[]>;
}

const invalid = (field: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [field]: [message] } });

/**
 * What a logged-in user does with their own account. It composes the owning modules'
 * services (users, auth, submissions, csv, reports) and never touches their tables.
 */
@Injectable()
export class AccountService {
  private readonly logger = new Logger('Account');
  private readonly fileOwners: UserFileOwner[];

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly storage: FileStorage,
    private readonly plaid: PlaidService,
    submissions: SubmissionsService,
    csv: CsvService,
    reports: ReportsService,
  ) {
    this.fileOwners = [submissions, csv, reports];
  }

  async submitTaxQuestionnaire(user: User, dto: TaxQuestionnaireDto): Promise<User> {
    const taxYearEndDate = dto.taxYearEndDate.trim();
    if (!isAcceptedDate(taxYearEndDate)) throw invalid('taxYearEndDate', ACCOUNT_MESSAGES.taxYearEndInvalid);
    const amounts: Record<'gstPstOwed' | 'payrollTaxOwed' | 'corporateIncomeTaxOwed', string> = { gstPstOwed: '0.00', payrollTaxOwed: '0.00', corporateIncomeTaxOwed: '0.00' };
    for (const field of Object.keys(amounts) as (keyof typeof amounts)[]) {
      const parsed = parseMoney(dto[field]);
      if (!parsed.ok) throw invalid(field, parsed.reason === 'negative' ? ACCOUNT_MESSAGES.amountNegative : ACCOUNT_MESSAGES.amountTooLarge);
      amounts[field] = parsed.value;
    }
    await this.users.update(user.id, { taxYearEndDate, ...amounts, hasCompletedQuestionnaire: true });
    return this.users.getById(user.id);
  }

  async updateProfile(user: User, dto: UpdateProfileDto): Promise<User> {
    const other = await this.users.findByEmail(dto.email);
    if (other && other.id !== user.id) {
      throw new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.emailInUse, { fields: { email: [ACCOUNT_MESSAGES.emailInUse] } });
    }
    await this.users.update(user.id, { firstName: dto.firstName.trim(), lastName: dto.lastName.trim(), email: dto.email.trim().toLowerCase(), phone: dto.phone.trim() });
    return this.users.getById(user.id);
  }

  /** Checks the current password, stores the new one and ends the user's other sessions. */
  async changePassword(user: User, dto: ChangePasswordDto, currentSessionId: string): Promise<void> {
    if (dto.newPassword !== dto.confirmPassword) throw invalid('confirmPassword', VALIDATION.passwordsDontMatch);
    this.passwords.assertAcceptable(dto.newPassword, user, 'newPassword');
    if (!(await this.passwords.verify(user.passwordHash, dto.currentPassword))) throw invalid('currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong);
    await this.users.update(user.id, { passwordHash: await this.passwords.hash(dto.newPassword), resetTokenHash: null, resetTokenExpiry: null });
    await this.sessions.destroyForUser(user.id, currentSessionId);
  }

  /**
   * Deletes the account: the user's bank items at Plaid (/item/remove) and their rows,
   * then the user row (the database cascades to every row the user owns), then the
   * stored files those rows pointed to, then every session.
   */
  async deleteAccount(user: User): Promise<void> {
    const keys = (await Promise.all(this.fileOwners.map((owner) => owner.storageKeysOfUser(user.id)))).flat();
    await this.plaid.forgetUser(user.id);
    await this.users.delete(user.id);
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) this.logger.warn(`User ${user.id} deleted; ${failed} of ${keys.length} stored file(s) could not be removed`);
    await this.sessions.destroyForUser(user.id);
    this.logger.log(`User ${user.id} deleted their account (${keys.length - failed} file(s) removed)`);
  }
}
