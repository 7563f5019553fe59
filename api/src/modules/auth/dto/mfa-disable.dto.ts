import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, VALIDATION, type StaffMfaDisableRequest } from '@ledgerleaf/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MfaCodeDto } from './mfa-code.dto';

/** Turning two-factor login off takes the password and a code (`code` and its rules come from MfaCodeDto). */
export class MfaDisableDto extends MfaCodeDto implements StaffMfaDisableRequest {
  @ApiProperty({ description: 'The current password' })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  @MinLength(1, { message: VALIDATION.currentPasswordRequired })
  @IsString({ message: VALIDATION.currentPasswordRequired })
  password: string;
}
