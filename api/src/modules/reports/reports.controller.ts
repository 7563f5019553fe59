import { Controller, Delete, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { MessageResponseDto } from '../auth/dto/message-response.dto';
import type { User } from '../users/entities/user.entity';
import { MonthlyReportDto, MonthlyReportsResponseDto } from './dto/monthly-report.dto';
import { ReportsService } from './reports.service';

/** The client's monthly reports (the spec puts them under the bank API's path). */
@ApiTags('reports')
@Authenticated()
@Controller('plaid/monthly-reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @ApiOperation({ summary: "The client's reports, newest month first, with their review status and category totals" })
  @ApiOkResponse({ type: MonthlyReportsResponseDto })
  async list(@CurrentUser() user: User): Promise<MonthlyReportsResponseDto> {
    const reports = await this.reports.listForClient(user.id);
    return { status: await this.reports.generationStatus(user.id), reports: reports.map((r) => MonthlyReportDto.from(r)) };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete every report of the client and their files' })
  @ApiOkResponse({ type: MessageResponseDto })
  async clear(@CurrentUser() user: User): Promise<MessageResponseDto> {
    await this.reports.deleteAllForClient(user.id);
    return { message: REPORT_MESSAGES.cleared };
  }
}
