import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { ReconciliationAccount, ReconciliationMonth } from '@ledgerleaf/contracts';
import { AccessLogged } from '../../../common/access-log/access-logged.decorator';
import type { AuthUser } from '../../../common/auth/auth-user';
import { AdminOnly, ForClient } from '../../../common/decorators/auth.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { rowIdFromPath } from '../../../database/columns';
import { UsersService } from '../../users/users.service';
import { parseMonth } from './reconciliation-input';
import { ReconciliationsService } from './reconciliations.service';

/** Staff reconcile a client's accounts of money month by month (owners and bookkeepers change; reviewers read). */
@ApiTags('admin')
@AdminOnly()
@ForClient('client', 'userId')
@Controller('admin/users/:userId/books/reconciliations')
export class AdminReconciliationsController {
  constructor(
    private readonly reconciliations: ReconciliationsService,
    private readonly users: UsersService,
  ) {}

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Get()
  @ApiOperation({ summary: "A client's accounts of money against their statements for a month" })
  @ApiQuery({ name: 'month', required: true, description: 'YYYY-MM' })
  @ApiBadRequestResponse({ description: 'month is not YYYY-MM' })
  @ApiNotFoundResponse({ description: 'No such client' })
  async month(@Param('userId', ParseIntPipe) userId: number, @Query() raw: Record<string, unknown>): Promise<ReconciliationMonth> {
    const month = parseMonth(raw.month);
    await this.users.getById(userId);
    return this.reconciliations.month(userId, month);
  }

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Put(':accountId/:month')
  @ApiOperation({ summary: "Enter a client's statement closing balance {statementClosing, date?} for an account and month" })
  @ApiBadRequestResponse({ description: 'month is not YYYY-MM, statementClosing is not money, or the account has no statement' })
  @ApiNotFoundResponse({ description: 'No such client, or no such account in their books' })
  @ApiConflictResponse({ description: 'The month is closed' })
  async enter(
    @CurrentUser() staff: AuthUser,
    @Param('userId', ParseIntPipe) userId: number,
    @Param('accountId') accountId: string,
    @Param('month') month: string,
    @Body() body: Record<string, unknown>,
  ): Promise<ReconciliationAccount> {
    const parsed = parseMonth(month);
    await this.users.getById(userId);
    return this.reconciliations.enter(userId, rowIdFromPath(accountId), parsed, body, staff.id);
  }

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Post(':accountId/:month/reconcile')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark the account reconciled (difference 0.00), or with {adjustment: {memo}} post the difference to Reconciliation adjustments first',
  })
  @ApiBadRequestResponse({ description: 'month is not YYYY-MM, or an adjustment without a memo' })
  @ApiNotFoundResponse({ description: 'No such client, or no such account in their books' })
  @ApiUnprocessableEntityResponse({ description: 'The books differ from the statement (the difference in the body), or no statement balance' })
  @ApiConflictResponse({ description: 'The month is closed' })
  async reconcile(
    @CurrentUser() staff: AuthUser,
    @Param('userId', ParseIntPipe) userId: number,
    @Param('accountId') accountId: string,
    @Param('month') month: string,
    @Body() body: Record<string, unknown>,
  ): Promise<ReconciliationAccount> {
    const parsed = parseMonth(month);
    await this.users.getById(userId);
    return this.reconciliations.reconcile(userId, rowIdFromPath(accountId), parsed, body, staff.id);
  }

  @AccessLogged({ kind: 'books', client: { param: 'userId' } })
  @Delete(':accountId/:month/reconcile')
  @ApiOperation({ summary: 'Undo the reconciliation (and its adjustment); the history keeps both' })
  @ApiBadRequestResponse({ description: 'month is not YYYY-MM' })
  @ApiNotFoundResponse({ description: 'No such client, or no such account in their books' })
  @ApiConflictResponse({ description: 'Not reconciled, or the month is closed' })
  async undo(
    @CurrentUser() staff: AuthUser,
    @Param('userId', ParseIntPipe) userId: number,
    @Param('accountId') accountId: string,
    @Param('month') month: string,
  ): Promise<ReconciliationAccount> {
    const parsed = parseMonth(month);
    await this.users.getById(userId);
    return this.reconciliations.undo(userId, rowIdFromPath(accountId), parsed, staff.id);
  }
}
