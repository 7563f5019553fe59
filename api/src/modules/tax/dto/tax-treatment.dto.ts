import { ApiProperty } from '@nestjs/swagger';
import { TAX_MESSAGES, TAX_TREATMENTS, YEAR_END_MESSAGES, type TaxTreatment, type TaxTreatmentRequest } from '@ledgerleaf/contracts';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

/** PUT /api/admin/tax/users/:userId/treatments: one category's treatment for the client. */
export class TaxTreatmentDto implements TaxTreatmentRequest {
  @ApiProperty({ example: 'Travel & Meals' })
  @IsString({ message: YEAR_END_MESSAGES.clientCategory })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category: string;

  @ApiProperty({ enum: TAX_TREATMENTS })
  @IsIn([...TAX_TREATMENTS], { message: `treatment must be one of ${TAX_TREATMENTS.join(', ')}` })
  treatment: TaxTreatment;

  @ApiProperty({ minimum: 0, maximum: 100, example: 50 })
  @IsInt({ message: TAX_MESSAGES.itcShareRange })
  @Min(0, { message: TAX_MESSAGES.itcShareRange })
  @Max(100, { message: TAX_MESSAGES.itcShareRange })
  itcSharePercent: number;
}
