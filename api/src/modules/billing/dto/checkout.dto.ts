import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, PAID_PLANS } from '@ledgerleaf/contracts';
import type { CheckoutRequest, CheckoutResponse, PaidPlan, RegisterRequest } from '@ledgerleaf/contracts';
import { IsIn, IsObject, IsOptional } from 'class-validator';

export class CheckoutDto implements CheckoutRequest {
  @ApiProperty({ enum: PAID_PLANS })
  @IsIn(PAID_PLANS, { message: ACCOUNT_MESSAGES.planInvalid })
  plan: PaidPlan;

  /** Passed through by the spec's client; the server uses the logged-in account instead. */
  @ApiPropertyOptional({ type: Object, description: 'Ignored: the logged-in account is billed' })
  @IsOptional()
  @IsObject()
  userData?: Partial<Omit<RegisterRequest, 'password'>>;
}

export class CheckoutResponseDto implements CheckoutResponse {
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_...' })
  url: string;
}
