import { ApiProperty } from '@nestjs/swagger';
import { TaxQuestionnaireRequest, VALIDATION } from '@ledgerleaf/contracts';
import { IsOptional, IsString, Matches } from 'class-validator';

/** Amounts arrive as typed text or numbers; the service turns them into decimal strings. */
export class TaxQuestionnaireDto implements TaxQuestionnaireRequest {
  @ApiProperty({ example: '2026-12-31' })
  @Matches(/\S/, { message: VALIDATION.taxYearEndRequired })
  @IsString({ message: VALIDATION.taxYearEndRequired })
  taxYearEndDate: string;

  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '1250.00' })
  @IsOptional()
  gstPstOwed: number | string;

  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: 0 })
  @IsOptional()
  payrollTaxOwed: number | string;

  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '0' })
  @IsOptional()
  corporateIncomeTaxOwed: number | string;
}
