import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type Locale, TRANSACTION_SORT_COLUMNS, type TransactionsResponse } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { startCsvDownload } from '../../common/csv/csv-stream';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { BankTransactionsService, parseExcludedIds, parseTransactionsPageQuery } from './bank-transactions.service';

const today = () => new Date().toISOString().slice(0, 10);

/** The Transactions view and its exports (client-spec sections 2, 7, 9). */
@ApiTags('bank')
@Controller('plaid')
@Authenticated()
export class BankTransactionsController {
  constructor(private readonly transactions: BankTransactionsService) {}

  @Get('transactions')
  @ApiOperation({ summary: 'A page of the client’s transactions from visible accounts; 400 names a bad parameter' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'default and maximum 500' })
  @ApiQuery({ name: 'sortColumn', required: false, enum: TRANSACTION_SORT_COLUMNS })
  @ApiQuery({ name: 'sortDirection', required: false, enum: ['asc', 'desc'] })
  list(@CurrentUser() user: AuthUser, @Query() query: Record<string, unknown>): Promise<TransactionsResponse> {
    return this.transactions.list(user.id, parseTransactionsPageQuery(query));
  }

  @Get('export-transactions')
  @ApiOperation({ summary: 'Detailed CSV of the visible accounts, streamed; excludedIds=1,2,3 leaves rows out' })
  @ApiProduces('text/csv')
  async exportTransactions(
    @CurrentUser() user: AuthUser,
    @Query('excludedIds') excluded: unknown,
    @Res() res: Response,
    @AnswerLocale() locale: Locale,
  ): Promise<void> {
    const excludedIds = parseExcludedIds(excluded);
    startCsvDownload(res, `transactions-${today()}.csv`);
    await this.transactions.exportTransactions(user.id, excludedIds, res, locale);
    res.end();
  }

  @Get('export-summary')
  @ApiOperation({ summary: 'Summary CSV per category of the visible accounts; excludedIds=1,2,3 leaves rows out' })
  @ApiProduces('text/csv')
  async exportSummary(
    @CurrentUser() user: AuthUser,
    @Query('excludedIds') excluded: unknown,
    @Res() res: Response,
    @AnswerLocale() locale: Locale,
  ): Promise<void> {
    const excludedIds = parseExcludedIds(excluded);
    startCsvDownload(res, `transactions-summary-${today()}.csv`);
    await this.transactions.exportSummary(user.id, excludedIds, res, locale);
    res.end();
  }
}
