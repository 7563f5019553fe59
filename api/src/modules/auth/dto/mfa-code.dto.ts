import { ApiProperty } from '@nestjs/swagger';
import { MFA_MESSAGES, type MfaCodeRequest } from '@ledgerleaf/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

/** A 6-digit code from the authenticator app, or a recovery code (spaces and dashes ignored). */
export class MfaCodeDto implements MfaCodeRequest {
  @ApiProperty({ example: '123456', description: 'The current 6-digit code, or an unused recovery code such as abcd-efgh-jkmn-pqrs' })
  @MaxLength(64, { message: MFA_MESSAGES.codeInvalid })
  @Matches(/\S/, { message: MFA_MESSAGES.codeRequired })
  @IsString({ message: MFA_MESSAGES.codeRequired })
  code: string;
}
