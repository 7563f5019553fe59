import { Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_MESSAGES, isAcceptedDate, VALIDATION } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { PasswordService } from '../auth/password.service';
import { SecurityNoticesService } from '../auth/security-notices.service';
import { SessionsService } from '../auth/sessions.service';
import type { AuthUser } from '../../common/auth/auth-user';
import { AccountManagerResponseDto } from '../users/dto/account-manager.dto';
import { normalizeEmail, UsersService } from '../users/users.service';
import { AccountDeletionService } from './account-deletion.service';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { DeleteAccountDto } from './dto/delete-account.dto';
import type { TaxQuestionnaireDto } from './dto/tax-questionnaire.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { parseMoney } from './money';

const invalid = (field: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [field]: [message] } });

/**
 * What a logged-in user does with their own account. It composes the owning modules'
 * services (users, auth) and never touches their tables; deleting the account is a job
 * (AccountDeletionService) that asks every module owning user data to let go.
 */
@Injectable()
export class AccountService {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly notices: SecurityNoticesService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** The dashboard's account manager card: who manages the client (null until assigned), their phone for an annual plan. */
  async accountManager(user: AuthUser): Promise<AccountManagerResponseDto> {
    return AccountManagerResponseDto.from(user, user.isAdmin ? null : await this.users.accountManagerOf(user.id));
  }

  async submitTaxQuestionnaire(user: AuthUser, dto: TaxQuestionnaireDto): Promise<AuthUser> {
    const taxYearEndDate = dto.taxYearEndDate.trim();
    if (!isAcceptedDate(taxYearEndDate)) throw invalid('taxYearEndDate', ACCOUNT_MESSAGES.taxYearEndInvalid);
    const amounts: Record<'gstPstOwed' | 'payrollTaxOwed' | 'corporateIncomeTaxOwed', string> = {
      gstPstOwed: '0.00',
      payrollTaxOwed: '0.00',
      corporateIncomeTaxOwed: '0.00',
    };
    for (const field of Object.keys(amounts) as (keyof typeof amounts)[]) {
      const parsed = parseMoney(dto[field]);
      if (!parsed.ok) throw invalid(field, parsed.reason === 'negative' ? ACCOUNT_MESSAGES.amountNegative : ACCOUNT_MESSAGES.amountTooLarge);
      amounts[field] = parsed.value;
    }
    await this.users.completeTaxQuestionnaire(user.id, { taxYearEndDate, ...amounts });
    return this.users.getById(user.id);
  }

  /**
   * Name and phone change freely. A new e-mail needs the current password (a borrowed
   * session must not take the account over); the old address is told, and a reset link
   * sent to it stops working (UsersService.changeEmail).
   */
  async updateProfile(user: AuthUser, dto: UpdateProfileDto): Promise<AuthUser> {
    const oldEmail = user.email;
    if (normalizeEmail(dto.email) !== oldEmail) {
      await this.confirmPassword(user, dto.currentPassword, 'currentPassword', ACCOUNT_MESSAGES.passwordNeededForEmail, ACCOUNT_MESSAGES.currentPasswordWrong);
      await this.users.changeEmail(user.id, dto.email);
      await this.notices.emailChanged(user, oldEmail, normalizeEmail(dto.email));
    }
    await this.users.updateProfile(user.id, dto);
    return this.users.getById(user.id);
  }

  /** Checks the current password, stores the new one, ends the user's other sessions and tells them. */
  async changePassword(user: AuthUser, dto: ChangePasswordDto, currentSessionId: string): Promise<void> {
    if (dto.newPassword !== dto.confirmPassword) throw invalid('confirmPassword', VALIDATION.passwordsDontMatch);
    this.passwords.assertAcceptable(dto.newPassword, user, 'newPassword');
    await this.confirmPassword(user, dto.currentPassword, 'currentPassword', VALIDATION.currentPasswordRequired, ACCOUNT_MESSAGES.currentPasswordWrong);
    await this.users.setPassword(user.id, await this.passwords.hash(dto.newPassword));
    await this.sessions.destroyForUser(user.id, currentSessionId);
    await this.notices.passwordChanged(user);
  }

  /**
   * The request half of deleting the account: checks the password, makes the account
   * unreachable at once (no login, no session, no reset link), ends the user's other
   * sessions and queues the deletion job. The caller ends the current session.
   */
  async requestDeletion(user: AuthUser, dto: DeleteAccountDto, currentSessionId: string): Promise<void> {
    await this.confirmPassword(user, dto.password, 'password', ACCOUNT_MESSAGES.passwordNeededToDelete, ACCOUNT_MESSAGES.deletePasswordWrong);
    await this.users.markForDeletion(user.id);
    try {
      await this.deletion.enqueue(user.id);
    } catch (error) {
      // Without its job the account would stay locked and undeleted: give it back, and let the error answer.
      await this.users.cancelDeletionRequest(user.id);
      throw error;
    }
    await this.sessions.destroyForUser(user.id, currentSessionId);
    this.logger.log(`User ${user.id} asked to delete their account; deletion queued`);
  }

  private async confirmPassword(user: AuthUser, password: string | undefined, field: string, missing: string, wrong: string): Promise<void> {
    if (!password) throw invalid(field, missing);
    if (!(await this.passwords.verify(await this.users.passwordHashOf(user.id), password))) throw invalid(field, wrong);
  }
}
