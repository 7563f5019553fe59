import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** A staff correction of one transaction of a report: teaches the client's memory. */
export class ReportCorrectionDto {
  @ApiProperty() @IsString() @MinLength(1, { message: 'name is required' }) @MaxLength(500) name: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255) merchantName?: string;
  @ApiProperty() @IsString() @MinLength(1, { message: 'category is required' }) @MaxLength(100) category: string;
}
