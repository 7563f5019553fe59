import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { BalanceSheetResponse, BookAccountsResponse, JournalResponse, TrialBalanceResponse } from '@ledgerleaf/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { BooksService } from './books.service';
import { parseAsOf, parseJournalQuery } from './dto/books-query';

/** The client's own books: the chart of accounts, the balance sheet, the trial balance and the journal. */
@ApiTags('books')
@Authenticated()
@Controller('books')
export class BooksController {
  constructor(private readonly books: BooksService) {}

  @Get('accounts')
  @ApiOperation({ summary: 'Your chart of accounts (GIFI-mapped) with each balance at asOf' })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  accounts(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>): Promise<BookAccountsResponse> {
    return this.books.accounts(user.id, parseAsOf(raw));
  }

  @Get('balance-sheet')
  @ApiOperation({ summary: 'Your balance sheet at asOf: assets, liabilities and equity (current-year earnings from the start of your fiscal year)' })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  balanceSheet(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>): Promise<BalanceSheetResponse> {
    return this.books.balanceSheet(user.id, parseAsOf(raw));
  }

  @Get('trial-balance')
  @ApiOperation({ summary: 'Your trial balance at asOf: each account on its debit or credit side, the totals equal' })
  @ApiQuery({ name: 'asOf', required: false, description: 'YYYY-MM-DD (default today)' })
  @ApiBadRequestResponse({ description: 'asOf is not a date YYYY-MM-DD' })
  trialBalance(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>): Promise<TrialBalanceResponse> {
    return this.books.trialBalance(user.id, parseAsOf(raw));
  }

  @Get('journal')
  @ApiOperation({ summary: 'A page of your journal (100 entries, by date), each entry with its balanced lines' })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'page', required: false })
  @ApiBadRequestResponse({ description: 'from or to is not a date YYYY-MM-DD, from after to, or a bad page' })
  journal(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>): Promise<JournalResponse> {
    return this.books.journal(user.id, parseJournalQuery(raw));
  }
}
