import { ApiProperty } from '@nestjs/swagger';
import { CALL_TIMES, CallRequestInput, earliestCallDate, isValidTimeZone, VALIDATION } from '@ledgerleaf/contracts';
import { IsIn, IsNotEmpty, IsString, ValidateBy, type ValidationArguments } from 'class-validator';
import { IsAcceptedDate } from '../../../common/validation/date-field';
import { PublicContactDto, Trim } from '../../../common/validation/public-form-fields';

/** Today or later on the caller's own calendar (their `timezone`), never before 1900-01-01. */
const NotBeforeTodayInTimeZone = () =>
  ValidateBy({
    name: 'notBeforeTodayInTimeZone',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        typeof value === 'string' && value >= earliestCallDate(String((args?.object as Partial<CallRequestInput>).timezone ?? '')),
      defaultMessage: () => VALIDATION.preferredDatePast,
    },
  });

const IsTimeZone = () =>
  ValidateBy({ name: 'isTimeZone', validator: { validate: (value: unknown) => isValidTimeZone(value), defaultMessage: () => VALIDATION.timezoneInvalid } });

export class CreateCallRequestDto extends PublicContactDto implements CallRequestInput {
  @ApiProperty({ example: '2026-11-24', description: 'YYYY-MM-DD, today or later in `timezone`' })
  @Trim()
  // Checked bottom-up: a well-formed day before today (or before 1900) reads "in the past".
  @IsAcceptedDate({ message: VALIDATION.preferredDateInvalid })
  @NotBeforeTodayInTimeZone()
  @IsNotEmpty({ message: VALIDATION.preferredDateRequired })
  @IsString({ message: VALIDATION.preferredDateRequired })
  preferredDate: string;

  @ApiProperty({ example: '09:00', enum: CALL_TIMES })
  @Trim()
  @IsIn(CALL_TIMES, { message: VALIDATION.preferredTimeInvalid })
  @IsNotEmpty({ message: VALIDATION.preferredTimeRequired })
  @IsString({ message: VALIDATION.preferredTimeRequired })
  preferredTime: string;

  @ApiProperty({ example: 'America/Toronto', description: 'IANA time zone' })
  @Trim()
  @IsTimeZone()
  @IsNotEmpty({ message: VALIDATION.timezoneRequired })
  @IsString({ message: VALIDATION.timezoneRequired })
  timezone: string;
}
