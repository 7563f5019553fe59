import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BANK_MESSAGES,
  type AccountVisibilityRequest,
  type ReconnectLinkTokenRequest,
  type SetAccessTokenRequest,
  type TestInstitutionNameRequest,
} from '@ledgerleaf/contracts';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class SetAccessTokenDto implements SetAccessTokenRequest {
  @ApiProperty({ example: 'public-sandbox-ins_109508-3f2a', description: "Link's onSuccess public token" })
  @MaxLength(500, { message: BANK_MESSAGES.publicTokenInvalid })
  @IsNotEmpty({ message: BANK_MESSAGES.publicTokenRequired })
  @IsString({ message: BANK_MESSAGES.publicTokenRequired })
  public_token: string;

  @ApiPropertyOptional({ example: 'ins_109508', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  institution_id?: string | null;

  @ApiPropertyOptional({ example: 'First Platypus Bank', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  institution_name?: string | null;
}

export class ReconnectLinkTokenDto implements ReconnectLinkTokenRequest {
  @ApiProperty({ example: 12, description: 'Ledgerleaf id of the bank item (GET items → id)' })
  @IsInt({ message: BANK_MESSAGES.itemIdInvalid })
  itemId: number;
}

export class AccountVisibilityDto implements AccountVisibilityRequest {
  @ApiProperty({ description: "Plaid's account_id (GET accounts → accountId)" })
  @MaxLength(255, { message: BANK_MESSAGES.accountNotFound })
  @IsNotEmpty({ message: BANK_MESSAGES.accountIdRequired })
  @IsString({ message: BANK_MESSAGES.accountIdRequired })
  accountId: string;

  @ApiProperty()
  @IsBoolean({ message: BANK_MESSAGES.isHiddenInvalid })
  isHidden: boolean;
}

export class TestInstitutionNameDto implements TestInstitutionNameRequest {
  @ApiProperty({ example: 'ins_1' })
  @MaxLength(64, { message: BANK_MESSAGES.institutionIdRequired })
  @IsNotEmpty({ message: BANK_MESSAGES.institutionIdRequired })
  @IsString({ message: BANK_MESSAGES.institutionIdRequired })
  institution_id: string;

  @ApiProperty({ example: 'Test Bank' })
  @MaxLength(255, { message: BANK_MESSAGES.institutionNameRequired })
  @IsNotEmpty({ message: BANK_MESSAGES.institutionNameRequired })
  @IsString({ message: BANK_MESSAGES.institutionNameRequired })
  institution_name: string;
}
