import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { enumValues, LIMITS, PaymentPlan, RegisterRequest, RegistrationType, VALIDATION, type Locale, LOCALES } from '@ledgerleaf/contracts';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

/**
 * Registration body. `paymentPlan` and `registrationType` are accepted for the spec's
 * shape but never trusted: the server derives both from the coupon.
 */
export class RegisterDto implements RegisterRequest {
  @ApiProperty({ example: 'Avery' })
  @MaxLength(LIMITS.nameMax, { message: `First name must be at most ${LIMITS.nameMax} characters` })
  @Matches(/\S/, { message: VALIDATION.firstNameRequired })
  @IsString({ message: VALIDATION.firstNameRequired })
  firstName: string;

  @ApiProperty({ example: 'Lambert' })
  @MaxLength(LIMITS.nameMax, { message: `Last name must be at most ${LIMITS.nameMax} characters` })
  @Matches(/\S/, { message: VALIDATION.lastNameRequired })
  @IsString({ message: VALIDATION.lastNameRequired })
  lastName: string;

  @ApiProperty({ example: 'avery@example.ca' })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.invalidEmail })
  @IsEmail({}, { message: VALIDATION.invalidEmail })
  email: string;

  @ApiProperty({ example: '416 555 0100' })
  @MaxLength(LIMITS.phoneMax, { message: `Phone number must be at most ${LIMITS.phoneMax} characters` })
  @Matches(/\S/, { message: VALIDATION.phoneRequired })
  @IsString({ message: VALIDATION.phoneRequired })
  phone: string;

  @ApiProperty({ minLength: LIMITS.passwordMin })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.passwordMin })
  @IsString({ message: VALIDATION.passwordMin })
  password: string;

  @ApiPropertyOptional({ example: 'LAUNCH2025' })
  @IsOptional()
  @MaxLength(100, { message: VALIDATION.invalidCoupon })
  @IsString({ message: VALIDATION.invalidCoupon })
  couponCode?: string;

  @ApiPropertyOptional({ enum: enumValues(PaymentPlan), description: 'Ignored: the coupon decides' })
  @IsOptional()
  @IsIn(enumValues(PaymentPlan))
  paymentPlan?: PaymentPlan;

  @ApiPropertyOptional({ enum: enumValues(RegistrationType), description: 'Ignored: the coupon decides' })
  @IsOptional()
  @IsIn(enumValues(RegistrationType))
  registrationType?: RegistrationType;

  @ApiPropertyOptional({ enum: LOCALES, description: "The person's language; default: the request's (Accept-Language, else en-CA)" })
  @IsOptional()
  @IsIn(LOCALES, { message: VALIDATION.localeInvalid })
  locale?: Locale;
}
