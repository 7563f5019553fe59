import { ApiProperty } from '@nestjs/swagger';
import { YEAR_END_MESSAGES, type YearEndLineRequest } from '@ledgerleaf/contracts';
import { IsString, MaxLength } from 'class-validator';

/** PUT /api/admin/tax/users/:userId/year-end-lines: one category's T2125 line and GIFI code for the client. */
export class YearEndLineDto implements YearEndLineRequest {
  @ApiProperty({ example: 'Travel & Meals' })
  @IsString({ message: YEAR_END_MESSAGES.clientCategory })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category: string;

  @ApiProperty({ example: '8523', description: 'A T2125 line (see T2125_LINES), or "excluded"' })
  @IsString({ message: YEAR_END_MESSAGES.t2125Line })
  @MaxLength(10, { message: YEAR_END_MESSAGES.t2125Line })
  t2125: string;

  @ApiProperty({ example: '8523', description: 'A GIFI code (see GIFI_LINES), or "excluded"' })
  @IsString({ message: YEAR_END_MESSAGES.gifiLine })
  @MaxLength(10, { message: YEAR_END_MESSAGES.gifiLine })
  gifi: string;
}
