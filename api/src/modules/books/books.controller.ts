import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { BalanceSheetResponse, BookAccountsResponse, JournalResponse, Locale, OpeningBalanceResponse, TrialBalanceResponse } from '@ledgerleaf/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { balanceSheetIn, bookAccountsIn, journalIn, trialBalanceIn } from './book-account-names';
import { BooksService } from './books.service';
import { parseAsOf, parseJournalQuery } from './dto/books-query';
import { OpeningsService } from './openings.service';

/** The client's own books: the chart of accounts, the balance sheet, the trial balance and the journal. */
@ApiTags('books')
@Authenticated()
@Controller('books')
export class BooksController {
  constructor(
    private readonly books: BooksService,
    private readonly openings: OpeningsService,
  ) {}

  @Get('accounts')
  @ApiOperation({ summary: 'Your chart of accounts (GIFI-mapped) with each balance at asOf' })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  async accounts(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>, @AnswerLocale() locale: Locale): Promise<BookAccountsResponse> {
    return bookAccountsIn(await this.books.accounts(user.id, parseAsOf(raw)), locale);
  }

  @Get('balance-sheet')
  @ApiOperation({ summary: 'Your balance sheet at asOf: assets, liabilities and equity (current-year earnings from the start of your fiscal year)' })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  async balanceSheet(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>, @AnswerLocale() locale: Locale): Promise<BalanceSheetResponse> {
    return balanceSheetIn(await this.books.balanceSheet(user.id, parseAsOf(raw)), locale);
  }

  @Get('trial-balance')
  @ApiOperation({ summary: 'Your trial balance at asOf: each account on its debit or credit side, the totals equal' })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  async trialBalance(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>, @AnswerLocale() locale: Locale): Promise<TrialBalanceResponse> {
    return trialBalanceIn(await this.books.trialBalance(user.id, parseAsOf(raw)), locale);
  }

  @Get('journal')
  @ApiOperation({ summary: 'A page of your journal (100 entries, by date), each entry with its balanced lines' })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'page', required: false })
  @ApiBadRequestResponse({ description: 'from or to is not a date YYYY-MM-DD, from after to, or a bad page' })
  async journal(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>, @AnswerLocale() locale: Locale): Promise<JournalResponse> {
    return journalIn(await this.books.journal(user.id, parseJournalQuery(raw)), locale);
  }

  @Put('accounts/:id/opening-balance')
  @ApiOperation({
    summary:
      "Set an account's opening balance {date, amount}: the balance at the start of date, in the account's own sense (money in it; owed on a card or loan). Replaces the proposed one and any set before.",
  })
  @ApiBadRequestResponse({ description: 'date is not YYYY-MM-DD, amount is not money, or the account is not an account of money' })
  @ApiNotFoundResponse({ description: 'No such account in your books' })
  setOpeningBalance(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: Record<string, unknown>,
  ): Promise<OpeningBalanceResponse> {
    return this.openings.set(user.id, id, body, user.id);
  }
}
