import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CurrentUser, enumValues, type Locale, LOCALES, PaymentPlan, RegistrationType, StaffRole } from '@ledgerleaf/contracts';
import type { AuthUser } from '../../../common/auth/auth-user';

/** What a user may see of their own account: never the hash, tokens or billing ids. */
export class CurrentUserDto implements CurrentUser {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ enum: enumValues(StaffRole), nullable: true, description: 'Staff only: owner, bookkeeper or reviewer' }) staffRole: StaffRole | null;
  @ApiProperty({ enum: enumValues(PaymentPlan) }) paymentPlan: PaymentPlan;
  @ApiProperty({ enum: enumValues(RegistrationType) }) registrationType: RegistrationType;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-31' }) taxYearEndDate: string | null;
  @ApiProperty({ example: '0.00' }) gstPstOwed: string;
  @ApiProperty({ example: '0.00' }) payrollTaxOwed: string;
  @ApiProperty({ example: '0.00' }) corporateIncomeTaxOwed: string;
  @ApiProperty() hasCompletedQuestionnaire: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty({ enum: LOCALES, description: "The person's language: API messages, mails and PDFs use it" }) locale: Locale;
  @ApiPropertyOptional({ description: 'Staff who must set up two-factor login before anything else (STAFF_MFA_REQUIRED)' }) mfaEnrolmentRequired?: boolean;

  static from(user: AuthUser): CurrentUserDto {
    return Object.assign(new CurrentUserDto(), {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      isAdmin: user.isAdmin,
      staffRole: user.staffRole,
      paymentPlan: user.paymentPlan,
      registrationType: user.registrationType,
      taxYearEndDate: user.taxYearEndDate,
      gstPstOwed: user.gstPstOwed,
      payrollTaxOwed: user.payrollTaxOwed,
      corporateIncomeTaxOwed: user.corporateIncomeTaxOwed,
      hasCompletedQuestionnaire: user.hasCompletedQuestionnaire,
      createdAt: user.createdAt.toISOString(),
      locale: user.locale,
    });
  }
}
