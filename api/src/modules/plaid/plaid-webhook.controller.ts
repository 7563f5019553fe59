import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { PlaidWebhooksService } from './plaid-webhooks.service';

/** Called by Plaid, not by browsers (no Origin header, no session). */
@Controller('plaid')
export class PlaidWebhookController {
  constructor(private readonly webhooks: PlaidWebhooksService) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() req: RawBodyRequest<Request>, @Headers('plaid-verification') token?: string): Promise<{ received: true }> {
    await this.webhooks.handle(req.rawBody, token);
    return { received: true };
  }
}
