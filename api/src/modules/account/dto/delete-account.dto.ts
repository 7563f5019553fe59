import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, DeleteAccountRequest, LIMITS } from '@ledgerleaf/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty({ description: "The account's password, confirming the deletion" })
  @MaxLength(LIMITS.passwordMax, { message: ACCOUNT_MESSAGES.deletePasswordWrong })
  @MinLength(1, { message: ACCOUNT_MESSAGES.passwordNeededToDelete })
  @IsString({ message: ACCOUNT_MESSAGES.passwordNeededToDelete })
  password: string;
}
