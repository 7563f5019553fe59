import { ApiProperty } from '@nestjs/swagger';
import { ForgotPasswordRequest, LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import { IsEmail, MaxLength } from 'class-validator';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty({ example: 'avery@example.ca' })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.invalidEmail })
  @IsEmail({}, { message: VALIDATION.invalidEmail })
  email: string;
}
