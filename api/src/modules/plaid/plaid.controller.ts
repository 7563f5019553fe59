import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AccountVisibilityResponse,
  BankAccountsResponse,
  BankItemsResponse,
  ConnectionHealthResponse,
  ItemReconnectedResponse,
  LinkTokenResponse,
  MessageResponse,
  RefreshAccountsResponse,
  SetAccessTokenResponse,
} from '@ledgerleaf/contracts';
import { BANK_REFRESH_RATE_LIMIT, type Locale, CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, refreshRateLimitedMessage } from '@ledgerleaf/contracts';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { AccountVisibilityDto, ReconnectLinkTokenDto, SetAccessTokenDto } from './dto/bank.dto';
import { BankItemsService } from './bank-items.service';
import { PlaidLinkingService } from './plaid-linking.service';

/** A path id as a number; anything else becomes NaN, which no row has (404). */
export const pathId = (raw: string): number => (/^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN);

/** Each linking step calls Plaid (and `reconnected` runs a full sync): refresh-accounts' limit, per step. */
const BankLinkingLimit = (name: string) => UserRateLimit({ name, ...CLIENT_LIMITS.bankLinking, message: CLIENT_LIMIT_MESSAGES.bankLinking });

/** Linking and managing the logged-in client's bank connections (client-spec section 7). */
@ApiTags('bank')
@Controller('plaid')
@Authenticated()
export class PlaidController {
  constructor(
    private readonly linking: PlaidLinkingService,
    private readonly bankItems: BankItemsService,
  ) {}

  @Post('create-link-token')
  @BankLinkingLimit('bank-link-token')
  @HttpCode(200)
  @ApiOperation({ summary: 'A Plaid Link token (503 Configuration Required when Plaid is not set up)' })
  createLinkToken(@CurrentUser() user: AuthUser): Promise<LinkTokenResponse> {
    return this.linking.createLinkToken(user.id);
  }

  @Post('set-access-token')
  @BankLinkingLimit('bank-set-access-token')
  @HttpCode(200)
  @ApiOperation({ summary: "Exchanges Link's public token; stores the item and accounts and queues the first sync" })
  async setAccessToken(@CurrentUser() user: AuthUser, @Body() body: SetAccessTokenDto, @AnswerLocale() locale: Locale): Promise<SetAccessTokenResponse> {
    const linked = await this.linking.setAccessToken(user.id, body.public_token.trim(), body.institution_id, body.institution_name);
    return { ...linked, message: translate(locale, 'bank:linked') };
  }

  @Get('items')
  @ApiOperation({ summary: "The client's bank items (never an access token)" })
  async items(@CurrentUser() user: AuthUser): Promise<BankItemsResponse> {
    return { items: await this.bankItems.listItems(user.id) };
  }

  @Get('accounts')
  @ApiOperation({ summary: "The client's bank accounts, hidden ones flagged" })
  async accounts(@CurrentUser() user: AuthUser): Promise<BankAccountsResponse> {
    return { accounts: await this.bankItems.accountSummaries(user.id) };
  }

  @Get('account-visibility')
  visibility(@CurrentUser() user: AuthUser): Promise<AccountVisibilityResponse> {
    return this.bankItems.hiddenAccountIds(user.id);
  }

  @Post('account-visibility')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hides or shows an account in the list, the exports and the reports' })
  setVisibility(@CurrentUser() user: AuthUser, @Body() body: AccountVisibilityDto): Promise<AccountVisibilityResponse> {
    return this.bankItems.setVisibility(user.id, body.accountId, body.isHidden);
  }

  @Post('refresh-accounts')
  @UserRateLimit({ name: 'bank-refresh', ...BANK_REFRESH_RATE_LIMIT, message: refreshRateLimitedMessage })
  @HttpCode(202)
  @ApiOperation({ summary: 'Queues a sync of each item (rate limited per user: 429 with Retry-After)' })
  async refresh(@CurrentUser() user: AuthUser, @AnswerLocale() locale: Locale): Promise<RefreshAccountsResponse> {
    const refreshed = await this.bankItems.refreshAccounts(user.id);
    return { ...refreshed, message: translate(locale, refreshed.queued ? 'bank:refreshQueued' : 'bank:noItemsToRefresh') };
  }

  @Delete('items/:itemId')
  @ApiOperation({ summary: 'Removes the item at Plaid, then its accounts, transactions and visibility rows' })
  async deleteItem(@CurrentUser() user: AuthUser, @Param('itemId') itemId: string, @AnswerLocale() locale: Locale): Promise<MessageResponse> {
    await this.bankItems.deleteItem(user.id, pathId(itemId));
    return { message: translate(locale, 'bank:disconnected') };
  }

  @Get('connection-health')
  connectionHealth(@CurrentUser() user: AuthUser): Promise<ConnectionHealthResponse> {
    return this.bankItems.connectionHealth(user.id);
  }

  @Post('reconnect-link-token')
  @BankLinkingLimit('bank-reconnect-link-token')
  @HttpCode(200)
  @ApiOperation({ summary: 'A Link token in update mode for one of the client’s items' })
  reconnectLinkToken(@CurrentUser() user: AuthUser, @Body() body: ReconnectLinkTokenDto): Promise<LinkTokenResponse> {
    return this.linking.reconnectLinkToken(user.id, body.itemId);
  }

  @Post('items/:itemId/reconnected')
  @BankLinkingLimit('bank-reconnected')
  @HttpCode(200)
  @ApiOperation({ summary: "After update mode's onSuccess: the item is healthy again and re-synced" })
  async reconnected(@CurrentUser() user: AuthUser, @Param('itemId') itemId: string, @AnswerLocale() locale: Locale): Promise<ItemReconnectedResponse> {
    return { message: translate(locale, 'bank:reconnected'), item: await this.linking.markReconnected(user.id, pathId(itemId)) };
  }
}
