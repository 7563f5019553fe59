import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, TaxQuestionnaireRequest, VALIDATION } from '@ledgerleaf/contracts';
import { IsOptional, IsString, Matches } from 'class-validator';
import { IsAcceptedDate } from '../../../common/validation/date-field';
import { Trim } from '../../../common/validation/public-form-fields';

/** Amounts arrive as typed text or numbers; the service turns them into decimal strings. */
export class TaxQuestionnaireDto implements TaxQuestionnaireRequest {
  @ApiProperty({ example: '2026-12-31', description: 'YYYY-MM-DD, from 1900-01-01 to 9999-12-31' })
  @IsAcceptedDate({ message: ACCOUNT_MESSAGES.taxYearEndInvalid })
  @Trim()
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
