import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, RATE_LIMITS } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { MessageResponseDto } from '../auth/dto/message-response.dto';
import type { User } from '../users/entities/user.entity';
import { ConversionsService, type RequestContext } from './conversions.service';
import { PurchaseConversionDto, ViewContentConversionDto } from './dto/conversion.dto';

const contextOf = (req: Request): RequestContext => ({
  ip: req.ip,
  userAgent: req.get('user-agent'),
  referer: req.get('referer'),
  user: req.user as User | undefined,
});

/** Public: always 202, whether Meta is configured, reachable or not. */
@ApiTags('conversions')
@Controller('conversions')
export class ConversionsController {
  constructor(private readonly conversions: ConversionsService) {}

  @Post('purchase')
  @HttpCode(202)
  @RateLimit({ name: 'conversions', ...RATE_LIMITS.conversions })
  @ApiOperation({ summary: 'Report a purchase (coupon registration, thank-you page) to Meta, hashed' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  async purchase(@Body() body: PurchaseConversionDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.conversions.purchase(body, contextOf(req));
    return MessageResponseDto.of(ACCOUNT_MESSAGES.conversionAccepted);
  }

  @Post('view-content')
  @HttpCode(202)
  @RateLimit({ name: 'conversions', ...RATE_LIMITS.conversions })
  @ApiOperation({ summary: 'Report a page view to Meta, hashed' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  async viewContent(@Body() body: ViewContentConversionDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.conversions.viewContent(body, contextOf(req));
    return MessageResponseDto.of(ACCOUNT_MESSAGES.conversionAccepted);
  }
}
