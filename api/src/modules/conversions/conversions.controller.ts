import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, type Locale, RATE_LIMITS } from '@ledgerleaf/contracts';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import type { Request } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { MessageResponseDto } from '../auth/dto/message-response.dto';
import type { AuthUser } from '../../common/auth/auth-user';
import { ConversionsService, type RequestContext } from './conversions.service';
import { PurchaseConversionDto, ViewContentConversionDto } from './dto/conversion.dto';

const contextOf = (req: Request): RequestContext => ({
  ip: req.ip,
  userAgent: req.get('user-agent'),
  referer: req.get('referer'),
  user: req.user as AuthUser | undefined,
});

/** 202 whether Meta is configured, reachable or not; view-content is public, purchase needs a session. */
@ApiTags('conversions')
@Controller('conversions')
export class ConversionsController {
  constructor(private readonly conversions: ConversionsService) {}

  /** Logged in: the purchase must be one the server saw (a paid checkout of this user, or their coupon registration). */
  @Post('purchase')
  @HttpCode(202)
  @Authenticated()
  @RateLimit({ name: 'conversions', ...RATE_LIMITS.conversions })
  @ApiOperation({ summary: "Report the user's purchase (paid checkout or coupon registration) to Meta once, hashed, with the value the server saw" })
  @ApiAcceptedResponse({ type: MessageResponseDto, description: 'Reported, or already reported (nothing sent again)' })
  @ApiNotFoundResponse({ description: ACCOUNT_MESSAGES.purchaseNotFound })
  @ApiConflictResponse({ description: ACCOUNT_MESSAGES.purchaseNotPaid })
  async purchase(
    @CurrentUser() user: AuthUser,
    @Body() body: PurchaseConversionDto,
    @Req() req: Request,
    @AnswerLocale() locale: Locale,
  ): Promise<MessageResponseDto> {
    await this.conversions.purchase(user, body, contextOf(req));
    return MessageResponseDto.of(translate(locale, 'account:conversionAccepted'));
  }

  @Post('view-content')
  @HttpCode(202)
  @RateLimit({ name: 'conversions', ...RATE_LIMITS.conversions })
  @ApiOperation({ summary: 'Report a page view to Meta, hashed' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  async viewContent(@Body() body: ViewContentConversionDto, @Req() req: Request, @AnswerLocale() locale: Locale): Promise<MessageResponseDto> {
    await this.conversions.viewContent(body, contextOf(req));
    return MessageResponseDto.of(translate(locale, 'account:conversionAccepted'));
  }
}
