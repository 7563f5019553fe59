import { ApiProperty } from '@nestjs/swagger';
import { EXPORT_MESSAGES, XERO_ACCOUNT_CODE_PATTERN, XERO_ACCOUNT_CODES_MAX, type XeroAccountCodesUpdate } from '@ledgerleaf/contracts';
import { ArrayMaxSize, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { IsListOf } from '../../../common/validation/list-of';

export class XeroAccountCodeDto {
  @ApiProperty({ example: 'Software' })
  @IsString({ message: EXPORT_MESSAGES.categoryName })
  @MinLength(1, { message: 'category is required' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category: string;

  @ApiProperty({ type: String, nullable: true, example: '485' })
  @ValidateBy({
    name: 'accountCode',
    validator: {
      validate: (value: unknown) => value === null || (typeof value === 'string' && XERO_ACCOUNT_CODE_PATTERN.test(value)),
      defaultMessage: () => EXPORT_MESSAGES.accountCodeFormat,
    },
  })
  accountCode: string | null;
}

/** PUT /api/exports/xero-account-codes. */
export class XeroAccountCodesDto implements XeroAccountCodesUpdate {
  @ApiProperty({ type: [XeroAccountCodeDto] })
  @IsListOf(() => XeroAccountCodeDto, { message: EXPORT_MESSAGES.accountCodesList })
  @ArrayMaxSize(XERO_ACCOUNT_CODES_MAX, { message: EXPORT_MESSAGES.accountCodesTooMany })
  accountCodes: XeroAccountCodeDto[];
}
