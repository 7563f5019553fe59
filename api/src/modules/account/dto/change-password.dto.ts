import { ApiProperty } from '@nestjs/swagger';
import { ChangePasswordRequest, LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  @MinLength(1, { message: VALIDATION.currentPasswordRequired })
  @IsString({ message: VALIDATION.currentPasswordRequired })
  currentPassword: string;

  @ApiProperty({ minLength: LIMITS.passwordMin })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.newPasswordMin })
  @IsString({ message: VALIDATION.newPasswordMin })
  newPassword: string;

  @ApiProperty({ minLength: LIMITS.passwordMin })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.confirmPasswordMin })
  @IsString({ message: VALIDATION.confirmPasswordMin })
  confirmPassword: string;
}
