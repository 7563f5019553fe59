import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { requestLocale } from '../../common/i18n/request-locale';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { LedgerResponse, LedgerRow, TransferCandidatesResponse } from '@ledgerleaf/contracts';
import { AdminOnly, ForClient } from '../../common/decorators/auth.decorators';
import { DuplicateDecisionDto, parseLedgerQuery, TransferDecisionDto } from './dto/ledger-query';
import { UsersService } from '../users/users.service';
import { LedgerService } from './ledger.service';
import { AccessLogged } from '../../common/access-log/access-logged.decorator';

/** Staff read a client's books and decide possible duplicates for them. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminLedgerController {
  constructor(
    private readonly ledger: LedgerService,
    private readonly users: UsersService,
  ) {}

  @AccessLogged({ kind: 'ledger', client: { param: 'userId' } })
  @Get('users/:userId/ledger')
  @ForClient('client', 'userId')
  @ApiOperation({ summary: "A page of one client's books, as GET /api/ledger answers the client" })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'default and maximum 500' })
  @ApiQuery({ name: 'duplicates', required: false, enum: ['undecided'], description: 'only the possible duplicates waiting for a decision' })
  @ApiQuery({ name: 'transfers', required: false, enum: ['flagged'], description: 'only the rows of a transfer pair and the transfer candidates' })
  @ApiNotFoundResponse({ description: "No such client (as the console's other per-client routes answer)" })
  async list(@Param('userId', ParseIntPipe) userId: number, @Query() raw: Record<string, unknown>, @Req() req: Request): Promise<LedgerResponse> {
    const query = parseLedgerQuery(raw);
    await this.users.getById(userId);
    return this.ledger.list(userId, query, requestLocale(req));
  }

  @AccessLogged({ kind: 'ledger', client: { param: 'transactionId', table: 'ledger_entries' } })
  @Post('ledger/:transactionId/duplicate')
  @ForClient('ledger-entry', 'transactionId')
  @HttpCode(200)
  @ApiOperation({ summary: "Decide a client's possible duplicate" })
  @ApiNotFoundResponse({ description: 'No such transaction' })
  @ApiConflictResponse({ description: 'Not marked as a possible duplicate' })
  decide(@Param('transactionId') transactionId: string, @Body() body: DuplicateDecisionDto): Promise<LedgerRow> {
    return this.ledger.decideDuplicate(null, transactionId, body.decision);
  }

  @AccessLogged({ kind: 'ledger', client: { param: 'transactionId', table: 'ledger_entries' } })
  @Get('ledger/:transactionId/transfer-candidates')
  @ForClient('ledger-entry', 'transactionId')
  @ApiOperation({ summary: "The rows that could be the other half of a client's transfer (the console's counterpart picker)" })
  @ApiNotFoundResponse({ description: 'No such transaction' })
  transferCandidates(@Param('transactionId') transactionId: string): Promise<TransferCandidatesResponse> {
    return this.ledger.transferCandidates(null, transactionId);
  }

  @AccessLogged({ kind: 'ledger', client: { param: 'transactionId', table: 'ledger_entries' } })
  @Post('ledger/:transactionId/transfer')
  @ForClient('ledger-entry', 'transactionId')
  @HttpCode(200)
  @ApiOperation({ summary: "Decide a client's transfer (or not) between their own accounts" })
  @ApiNotFoundResponse({ description: 'No such transaction' })
  @ApiBadRequestResponse({
    description: 'A bad decision, or a counterpart that is not another account of the same client with the same amount and the opposite sign',
  })
  decideTransfer(@Param('transactionId') transactionId: string, @Body() body: TransferDecisionDto): Promise<LedgerRow> {
    return this.ledger.decideTransfer(null, transactionId, body.decision, body.counterpartTransactionId ?? null);
  }
}
