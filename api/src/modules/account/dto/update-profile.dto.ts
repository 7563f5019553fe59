import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, LIMITS, UpdateProfileRequest, VALIDATION, type Locale, LOCALES } from '@ledgerleaf/contracts';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiProperty()
  @MaxLength(LIMITS.nameMax, { message: `First name must be at most ${LIMITS.nameMax} characters` })
  @Matches(/\S/, { message: VALIDATION.firstNameRequired })
  @IsString({ message: VALIDATION.firstNameRequired })
  firstName: string;

  @ApiProperty()
  @MaxLength(LIMITS.nameMax, { message: `Last name must be at most ${LIMITS.nameMax} characters` })
  @Matches(/\S/, { message: VALIDATION.lastNameRequired })
  @IsString({ message: VALIDATION.lastNameRequired })
  lastName: string;

  @ApiProperty()
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.invalidEmail })
  @IsEmail({}, { message: VALIDATION.invalidEmail })
  email: string;

  @ApiProperty({ minLength: LIMITS.phoneMin })
  @MaxLength(LIMITS.phoneMax, { message: `Phone number must be at most ${LIMITS.phoneMax} characters` })
  @MinLength(LIMITS.phoneMin, { message: VALIDATION.phoneMin })
  @IsString({ message: VALIDATION.phoneMin })
  phone: string;

  @ApiPropertyOptional({ description: 'Required when the e-mail changes: the current password' })
  @IsOptional()
  @MaxLength(LIMITS.passwordMax, { message: ACCOUNT_MESSAGES.currentPasswordWrong })
  @IsString({ message: ACCOUNT_MESSAGES.passwordNeededForEmail })
  currentPassword?: string;

  @ApiPropertyOptional({ enum: LOCALES, description: 'A new language for the person; unchanged when absent' })
  @IsOptional()
  @IsIn(LOCALES, { message: VALIDATION.localeInvalid })
  locale?: Locale;
}
