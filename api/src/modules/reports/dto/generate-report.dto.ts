import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class GenerateReportDto {
  @ApiProperty({ example: 2026 })
  @IsInt({ message: 'year must be a whole number' })
  @Min(1900, { message: 'year must be 1900 or later' })
  @Max(9999, { message: 'year must be 9999 or earlier' })
  year: number;

  @ApiProperty({ minimum: 1, maximum: 12, example: 10 })
  @IsInt({ message: 'month must be a whole number from 1 to 12' })
  @Min(1, { message: 'month must be a whole number from 1 to 12' })
  @Max(12, { message: 'month must be a whole number from 1 to 12' })
  month: number;
}
