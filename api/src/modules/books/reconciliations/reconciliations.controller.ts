import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ReconciliationAccount, ReconciliationMonth } from '@ledgerleaf/contracts';
import type { AuthUser } from '../../../common/auth/auth-user';
import { Authenticated } from '../../../common/decorators/auth.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { rowIdFromPath } from '../../../database/columns';
import { parseMonth } from './reconciliation-input';
import { ReconciliationsService } from './reconciliations.service';

/** The client's bank reconciliation: read it, and type what a paper statement says (reconciling is staff's). */
@ApiTags('books')
@Authenticated()
@Controller('books/reconciliations')
export class ReconciliationsController {
  constructor(private readonly reconciliations: ReconciliationsService) {}

  @Get()
  @ApiOperation({ summary: 'Each account of money against its statement for a month: statement and books balances, difference, uncleared items, status' })
  @ApiQuery({ name: 'month', required: true, description: 'YYYY-MM' })
  @ApiBadRequestResponse({ description: 'month is not YYYY-MM' })
  month(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>): Promise<ReconciliationMonth> {
    return this.reconciliations.month(user.id, parseMonth(raw.month));
  }

  @Put(':accountId/:month')
  @ApiOperation({ summary: "Enter the statement's closing balance {statementClosing, date?} of an account for a month (the account's own sense)" })
  @ApiBadRequestResponse({ description: 'month is not YYYY-MM, statementClosing is not money, or the account has no statement' })
  @ApiNotFoundResponse({ description: 'No such account in your books' })
  @ApiConflictResponse({ description: 'The month is closed' })
  enter(
    @CurrentUser() user: AuthUser,
    @Param('accountId') accountId: string,
    @Param('month') month: string,
    @Body() body: Record<string, unknown>,
  ): Promise<ReconciliationAccount> {
    return this.reconciliations.enter(user.id, rowIdFromPath(accountId), parseMonth(month), body, user.id);
  }
}
