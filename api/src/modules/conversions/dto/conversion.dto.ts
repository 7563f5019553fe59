import { ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, LIMITS } from '@ledgerleaf/contracts';
import type { PurchaseConversionRequest, ViewContentConversionRequest } from '@ledgerleaf/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Who the event is about; every field is optional because a visitor may be anonymous. */
class ConversionPersonDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.emailMax) email: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.nameMax) firstName: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.nameMax) lastName: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.phoneMax) phone: string;
}

/** Only which purchase: who bought and for how much, the server knows itself. */
export class PurchaseConversionDto implements PurchaseConversionRequest {
  @ApiPropertyOptional({
    example: 'cs_test_a1b2c3',
    description: "The paid Stripe Checkout Session (the thank-you page's session_id); without it, the account's coupon registration",
  })
  @IsOptional()
  @Matches(/^cs_[A-Za-z0-9_]{1,250}$/, { message: ACCOUNT_MESSAGES.checkoutSessionIdInvalid })
  checkoutSessionId?: string;
}

export class ViewContentConversionDto extends ConversionPersonDto implements ViewContentConversionRequest {
  @ApiPropertyOptional({ example: 'https://ledgerleaf.ca/dashboard' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  eventSourceUrl: string;
}
