import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { BalanceSheetResponse, BookAccountsResponse, JournalResponse, Locale, OpeningBalanceResponse, TrialBalanceResponse } from '@ledgerleaf/contracts';
import { AccessLogged } from '../../common/access-log/access-logged.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { AdminOnly, ForClient } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { UsersService } from '../users/users.service';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { balanceSheetIn, bookAccountsIn, journalIn, trialBalanceIn } from './book-account-names';
import { BooksService } from './books.service';
import { parseAsOf, parseJournalQuery } from './dto/books-query';
import { OpeningsService } from './openings.service';

/** Staff read a client's books as the client does; an unknown client is a 404. */
@ApiTags('admin')
@AdminOnly()
@ForClient('client', 'userId')
@Controller('admin/users/:userId/books')
export class AdminBooksController {
  constructor(
    private readonly books: BooksService,
    private readonly users: UsersService,
    private readonly openings: OpeningsService,
  ) {}

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Get('accounts')
  @ApiOperation({ summary: "A client's chart of accounts with each balance at asOf" })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  @ApiNotFoundResponse({ description: 'No such client' })
  async accounts(
    @Param('userId', ParseIntPipe) userId: number,
    @Query() raw: Record<string, unknown>,
    @AnswerLocale() locale: Locale,
  ): Promise<BookAccountsResponse> {
    const asOf = parseAsOf(raw);
    await this.users.getById(userId);
    return bookAccountsIn(await this.books.accounts(userId, asOf), locale);
  }

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Get('balance-sheet')
  @ApiOperation({ summary: "A client's balance sheet at asOf" })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  @ApiNotFoundResponse({ description: 'No such client' })
  async balanceSheet(
    @Param('userId', ParseIntPipe) userId: number,
    @Query() raw: Record<string, unknown>,
    @AnswerLocale() locale: Locale,
  ): Promise<BalanceSheetResponse> {
    const asOf = parseAsOf(raw);
    await this.users.getById(userId);
    return balanceSheetIn(await this.books.balanceSheet(userId, asOf), locale);
  }

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Get('trial-balance')
  @ApiOperation({ summary: "A client's trial balance at asOf" })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  @ApiNotFoundResponse({ description: 'No such client' })
  async trialBalance(
    @Param('userId', ParseIntPipe) userId: number,
    @Query() raw: Record<string, unknown>,
    @AnswerLocale() locale: Locale,
  ): Promise<TrialBalanceResponse> {
    const asOf = parseAsOf(raw);
    await this.users.getById(userId);
    return trialBalanceIn(await this.books.trialBalance(userId, asOf), locale);
  }

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Get('journal')
  @ApiOperation({ summary: "A page of a client's journal" })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'page', required: false })
  @ApiBadRequestResponse({ description: 'from or to is not a date YYYY-MM-DD, from after to, or a bad page' })
  @ApiNotFoundResponse({ description: 'No such client' })
  async journal(
    @Param('userId', ParseIntPipe) userId: number,
    @Query() raw: Record<string, unknown>,
    @AnswerLocale() locale: Locale,
  ): Promise<JournalResponse> {
    const query = parseJournalQuery(raw);
    await this.users.getById(userId);
    return journalIn(await this.books.journal(userId, query), locale);
  }

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Put('accounts/:id/opening-balance')
  @ApiOperation({ summary: "Set a client's account's opening balance {date, amount} (the account's own sense); replaces the proposed one" })
  @ApiBadRequestResponse({ description: 'date is not YYYY-MM-DD, amount is not money, or the account is not an account of money' })
  @ApiNotFoundResponse({ description: 'No such client, or no such account in their books' })
  async setOpeningBalance(
    @CurrentUser() staff: AuthUser,
    @Param('userId', ParseIntPipe) userId: number,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: Record<string, unknown>,
  ): Promise<OpeningBalanceResponse> {
    await this.users.getById(userId);
    return this.openings.set(userId, id, body, staff.id);
  }
}
