import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { AdminStatsDto } from './admin-stats.dto';
import { AdminStatsService } from './admin-stats.service';
import { NotClientData } from '../../common/access-log/access-logged.decorator';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly adminStats: AdminStatsService) {}

  @NotClientData('counts across the firm')
  @Get()
  @ApiOperation({ summary: 'Counts for the console dashboard and menu badges' })
  @ApiOkResponse({ type: AdminStatsDto })
  async stats(): Promise<AdminStatsDto> {
    return AdminStatsDto.from(await this.adminStats.stats());
  }
}
