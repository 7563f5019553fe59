import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AccessLogPage, Locale } from '@ledgerleaf/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { AccessLogService } from './access-log.service';

/** Profile → "Who accessed my data": the client's own access log. */
@ApiTags('account')
@Authenticated()
@Controller('user/access-log')
export class AccessLogController {
  constructor(private readonly accessLog: AccessLogService) {}

  @Get()
  @ApiOperation({ summary: 'Who of the firm read or changed my data: staff name and role, what, when (newest first, 25 a page; no addresses)' })
  @ApiQuery({ name: 'page', required: false, description: 'from 1' })
  @ApiBadRequestResponse({ description: 'page is not a whole number from 1' })
  list(@CurrentUser() user: AuthUser, @Query('page') page: unknown, @AnswerLocale() locale: Locale): Promise<AccessLogPage> {
    return this.accessLog.forClient(user.id, page, locale);
  }
}
