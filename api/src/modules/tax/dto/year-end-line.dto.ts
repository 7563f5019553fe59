import { ApiProperty } from '@nestjs/swagger';
import type { YearEndLineRequest } from '@ledgerleaf/contracts';
import { IsString, MaxLength } from 'class-validator';

/** PUT /api/admin/tax/users/:userId/year-end-lines: one category's T2125 line and GIFI code for the client. */
export class YearEndLineDto implements YearEndLineRequest {
  @ApiProperty({ example: 'Travel & Meals' })
  @IsString({ message: "category must be the name of one of the client's categories" })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category: string;

  @ApiProperty({ example: '8523', description: 'A T2125 line (see T2125_LINES), or "excluded"' })
  @IsString({ message: 't2125 must be a T2125 line number such as 8523, or "excluded"' })
  @MaxLength(10, { message: 't2125 must be a T2125 line number such as 8523, or "excluded"' })
  t2125: string;

  @ApiProperty({ example: '8523', description: 'A GIFI code (see GIFI_LINES), or "excluded"' })
  @IsString({ message: 'gifi must be a GIFI code such as 8523, or "excluded"' })
  @MaxLength(10, { message: 'gifi must be a GIFI code such as 8523, or "excluded"' })
  gifi: string;
}
