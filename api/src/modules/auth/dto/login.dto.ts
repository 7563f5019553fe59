import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'demo@ledgerleaf.test' })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.invalidEmail })
  @IsEmail({}, { message: VALIDATION.invalidEmail })
  email: string;

  @ApiProperty({ example: 'client-demo-1', minLength: LIMITS.passwordMin })
  // class-validator checks the bottom decorator first; with stopAtFirstError the
  // most useful message must come from there.
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.passwordMin })
  @IsString({ message: VALIDATION.passwordMin })
  password: string;
}
