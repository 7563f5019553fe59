import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { MonthCloseBoard } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { NotClientData } from '../../common/access-log/access-logged.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { setContentRange } from '../../common/react-admin/list-query';
import { MonthCloseBoardService, parseMonthCloseQuery } from './month-close-board.service';

/** The month-close board (issue 28 point 5): which clients are ready to approve. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/month-close')
export class AdminMonthCloseController {
  constructor(private readonly board: MonthCloseBoardService) {}

  @NotClientData("counts across the firm's clients for the month close")
  @Get()
  @ApiOperation({
    summary:
      'Every active client for a month: accounts reconciled / total, open questions, undecided duplicates and transfers, report status, ready (a bookkeeper: their clients; all=1 every client they may work on)',
  })
  @ApiQuery({ name: 'month', required: false, description: 'YYYY-MM (default: the previous month)' })
  @ApiQuery({
    name: 'sort',
    required: false,
    description:
      'name (default), email, accountManager, accountsReconciled, accountsTotal, openQuestions, undecidedDuplicates, undecidedTransfers, reportStatus, ready',
  })
  @ApiQuery({ name: 'order', required: false, description: 'ASC (default) or DESC' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'perPage', required: false, description: '1 to 500, default 25' })
  @ApiQuery({ name: 'notReady', required: false, description: '1: only the clients not ready' })
  @ApiQuery({ name: 'all', required: false, description: '1: a bookkeeper sees every client they may work on, not only their own' })
  @ApiQuery({ name: 'accountManagerId', required: false, description: "Only this account manager's clients (the console's My clients)" })
  @ApiBadRequestResponse({ description: 'A bad month, sort, order, page or perPage' })
  async list(@CurrentUser() staff: AuthUser, @Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<MonthCloseBoard> {
    const query = parseMonthCloseQuery(raw);
    const answer = await this.board.board(staff, query);
    setContentRange(res, 'month-close', (query.page - 1) * query.perPage, answer.clients.length, answer.total);
    return answer;
  }
}
