import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BUSINESS_STRUCTURES,
  FILING_FREQUENCIES,
  GST_HST_NUMBER_FORMAT,
  normalizeGstHstNumber,
  normalizeQstNumber,
  PROVINCE_CODES,
  TAX_METHODS,
  type BusinessStructure,
  type FilingFrequency,
  type ProvinceCode,
  type TaxMethod,
  type TaxProfileRequest,
  VALIDATION,
} from '@ledgerleaf/contracts';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';

/** PUT /api/tax/profile. An empty or null gstHstNumber or qstNumber clears it. */
export class TaxProfileDto implements TaxProfileRequest {
  @ApiProperty({ enum: PROVINCE_CODES, example: 'ON' })
  @IsIn([...PROVINCE_CODES], { message: `province must be one of ${PROVINCE_CODES.join(', ')}` })
  province: ProvinceCode;

  @ApiPropertyOptional({ type: String, nullable: true, example: '123456782RT0001', description: GST_HST_NUMBER_FORMAT })
  @IsOptional()
  @ValidateBy({
    name: 'gstHstNumber',
    validator: {
      validate: (value: unknown) => value === '' || (typeof value === 'string' && normalizeGstHstNumber(value) !== null),
      defaultMessage: () => GST_HST_NUMBER_FORMAT,
    },
  })
  gstHstNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1234567890TQ0001', description: VALIDATION.qstNumberFormat })
  @IsOptional()
  @ValidateBy({
    name: 'qstNumber',
    validator: {
      validate: (value: unknown) => value === '' || (typeof value === 'string' && normalizeQstNumber(value) !== null),
      defaultMessage: () => VALIDATION.qstNumberFormat,
    },
  })
  qstNumber?: string | null;

  @ApiProperty({ enum: FILING_FREQUENCIES })
  @IsIn([...FILING_FREQUENCIES], { message: `filingFrequency must be one of ${FILING_FREQUENCIES.join(', ')}` })
  filingFrequency: FilingFrequency;

  @ApiProperty({ enum: TAX_METHODS })
  @IsIn([...TAX_METHODS], { message: `method must be one of ${TAX_METHODS.join(', ')}` })
  method: TaxMethod;

  @ApiProperty({ enum: BUSINESS_STRUCTURES })
  @IsIn([...BUSINESS_STRUCTURES], { message: `businessStructure must be one of ${BUSINESS_STRUCTURES.join(', ')}` })
  businessStructure: BusinessStructure;
}
