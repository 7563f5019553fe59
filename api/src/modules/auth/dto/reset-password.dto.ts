import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, LIMITS, ResetPasswordRequest, VALIDATION } from '@ledgerleaf/contracts';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The token from the emailed link' })
  @MaxLength(200, { message: ACCOUNT_MESSAGES.resetTokenInvalid })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.resetTokenInvalid })
  @IsString({ message: ACCOUNT_MESSAGES.resetTokenInvalid })
  token: string;

  @ApiProperty({ minLength: LIMITS.passwordMin })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.passwordMin })
  @IsString({ message: VALIDATION.passwordMin })
  password: string;
}
