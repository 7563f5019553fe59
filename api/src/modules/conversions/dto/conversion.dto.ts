import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CURRENCY, LIMITS } from '@ledgerleaf/contracts';
import type { PurchaseConversionRequest, ViewContentConversionRequest } from '@ledgerleaf/contracts';
import { IsIn, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** Who the event is about; every field is optional because a visitor may be anonymous. */
class ConversionPersonDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.emailMax) email: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.nameMax) firstName: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.nameMax) lastName: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.phoneMax) phone: string;
}

export class PurchaseConversionDto extends ConversionPersonDto implements PurchaseConversionRequest {
  @ApiProperty({ example: 1000 })
  @Min(0, { message: 'value must be 0 or more' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'value must be a number' })
  value: number;

  @ApiProperty({ enum: [CURRENCY] })
  @IsIn([CURRENCY], { message: `currency must be ${CURRENCY}` })
  currency: 'CAD';
}

export class ViewContentConversionDto extends ConversionPersonDto implements ViewContentConversionRequest {
  @ApiPropertyOptional({ example: 'https://ledgerleaf.ca/dashboard' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  eventSourceUrl: string;
}
