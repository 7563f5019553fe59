import { Body, Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ACCOUNT_MESSAGES } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { BillingService } from './billing.service';
import { CheckoutDto, CheckoutResponseDto } from './dto/checkout.dto';

@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Post('create-checkout-session')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: "A Stripe Checkout URL for the chosen plan (subscription, CAD), on the user's one Stripe customer; an open session for the same plan is reused",
  })
  @ApiOkResponse({ type: CheckoutResponseDto })
  @ApiConflictResponse({ description: `${ACCOUNT_MESSAGES.alreadySubscribed} / ${ACCOUNT_MESSAGES.subscriptionAwaitingPayment}` })
  @ApiServiceUnavailableResponse({ description: ACCOUNT_MESSAGES.checkoutUnavailable })
  async createCheckoutSession(@CurrentUser() user: AuthUser, @Body() body: CheckoutDto): Promise<CheckoutResponseDto> {
    return { url: await this.billing.createCheckout(user, body.plan) };
  }

  /** Called by Stripe, not by browsers: no Origin header, so the same-origin check lets it through. */
  @Post('stripe/webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  @ApiBadRequestResponse({ description: ACCOUNT_MESSAGES.webhookSignatureInvalid })
  async stripeWebhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    await this.billing.handleWebhook(req.rawBody, signature);
    return { received: true };
  }
}
