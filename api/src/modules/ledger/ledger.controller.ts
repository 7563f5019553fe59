import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { LedgerResponse, LedgerRow, TransferCandidatesResponse } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { requestLocale } from '../../common/i18n/request-locale';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { BOOKS_CHANGES_LIMIT } from '../../common/rate-limit/books-changes-limit';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { DuplicateDecisionDto, parseLedgerQuery, TransferDecisionDto } from './dto/ledger-query';
import { LedgerService } from './ledger.service';

/** The client's own books. */
@ApiTags('ledger')
@Authenticated()
@Controller('ledger')
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get()
  @ApiOperation({ summary: 'A page of your books (bank, CSV accounts, manual), newest first; possible duplicates with the row they match' })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'default and maximum 500' })
  @ApiQuery({ name: 'duplicates', required: false, enum: ['undecided'], description: 'only the possible duplicates waiting for a decision' })
  @ApiQuery({ name: 'transfers', required: false, enum: ['flagged'], description: 'only the rows of a transfer pair and the transfer candidates' })
  list(@CurrentUser() user: AuthUser, @Query() raw: Record<string, unknown>, @Req() req: Request): Promise<LedgerResponse> {
    return this.ledger.list(user.id, parseLedgerQuery(raw), requestLocale(req));
  }

  @Post(':transactionId/duplicate')
  @HttpCode(200)
  @UserRateLimit(BOOKS_CHANGES_LIMIT)
  @ApiOperation({ summary: 'Decide a possible duplicate: "same" (counts once) or "distinct" (both count); pending reports of the month are rebuilt' })
  @ApiNotFoundResponse({ description: 'Not one of your transactions' })
  @ApiConflictResponse({ description: 'Not marked as a possible duplicate, or its month is closed' })
  decide(@CurrentUser() user: AuthUser, @Param('transactionId') transactionId: string, @Body() body: DuplicateDecisionDto): Promise<LedgerRow> {
    return this.ledger.decideDuplicate(user.id, transactionId, body.decision);
  }

  @Get(':transactionId/transfer-candidates')
  @ApiOperation({ summary: 'The rows that could be the other half of a transfer with this one: the opposite amount, another of your accounts, within 5 days' })
  @ApiNotFoundResponse({ description: 'Not one of your transactions' })
  transferCandidates(@CurrentUser() user: AuthUser, @Param('transactionId') transactionId: string): Promise<TransferCandidatesResponse> {
    return this.ledger.transferCandidates(user.id, transactionId);
  }

  @Post(':transactionId/transfer')
  @HttpCode(200)
  @UserRateLimit(BOOKS_CHANGES_LIMIT)
  @ApiConflictResponse({ description: 'A month of the rows it changes is closed' })
  @ApiOperation({
    summary:
      'Decide a transfer between your own accounts: "transfer" with its counterpart (both rows leave the P&L) or "not_transfer"; pending reports of the months are rebuilt',
  })
  @ApiNotFoundResponse({ description: 'Not one of your transactions' })
  @ApiBadRequestResponse({
    description: 'A bad decision, or a counterpart that is not another account of the same client with the same amount and the opposite sign',
  })
  decideTransfer(@CurrentUser() user: AuthUser, @Param('transactionId') transactionId: string, @Body() body: TransferDecisionDto): Promise<LedgerRow> {
    return this.ledger.decideTransfer(user.id, transactionId, body.decision, body.counterpartTransactionId ?? null);
  }
}
