import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import { Transform } from 'class-transformer';
import { Allow, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

// The fields the public forms (and profile-like forms) share, with the spec's
// messages. The pipe stops at a field's first error, and applyDecorators registers in
// list order (the reverse of stacked decorators), so each list starts with the most basic check.

/** Trims strings; line breaks and runs of spaces in a one-line field become one space. */
export const TrimToOneLine = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value));

export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const FirstNameField = () =>
  applyDecorators(
    ApiProperty({ example: 'Daniel', maxLength: LIMITS.nameMax }),
    TrimToOneLine(),
    IsString({ message: VALIDATION.firstNameRequired }),
    IsNotEmpty({ message: VALIDATION.firstNameRequired }),
    MaxLength(LIMITS.nameMax, { message: VALIDATION.firstNameMax }),
  );

export const LastNameField = () =>
  applyDecorators(
    ApiProperty({ example: 'Leblanc', maxLength: LIMITS.nameMax }),
    TrimToOneLine(),
    IsString({ message: VALIDATION.lastNameRequired }),
    IsNotEmpty({ message: VALIDATION.lastNameRequired }),
    MaxLength(LIMITS.nameMax, { message: VALIDATION.lastNameMax }),
  );

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'daniel@leblancplumbing.ca', maxLength: LIMITS.emailMax }),
    Trim(),
    IsEmail({}, { message: VALIDATION.invalidEmail }),
    MaxLength(LIMITS.emailMax, { message: VALIDATION.invalidEmail }),
  );

/** At least 10 characters, as the spec counts them (spaces and punctuation included). */
export const PhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '+1 (506) 555-0102', minLength: LIMITS.phoneMin, maxLength: LIMITS.phoneMax }),
    TrimToOneLine(),
    IsString({ message: VALIDATION.phoneMin }),
    MinLength(LIMITS.phoneMin, { message: VALIDATION.phoneMin }),
    MaxLength(LIMITS.phoneMax, { message: VALIDATION.phoneMax }),
  );

/**
 * A field hidden from people by the form; bots that fill every input fill it too. Any
 * value is allowed here so a bot never learns from a validation error what gave it away.
 */
export const HoneypotField = () => applyDecorators(ApiProperty({ required: false, description: 'Leave empty (spam trap)', example: '' }), Allow());

/** True when the honeypot holds anything but blanks. */
export const isHoneypotFilled = (value: unknown): boolean => value !== undefined && value !== null && String(value).trim() !== '';

/** Who wrote in: the fields both public forms ask for, and their honeypot. */
export class PublicContactDto {
  @FirstNameField()
  firstName: string;

  @LastNameField()
  lastName: string;

  @EmailField()
  email: string;

  @PhoneField()
  phone: string;

  @HoneypotField()
  website?: string;
}
