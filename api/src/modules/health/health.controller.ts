import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthResponse, ReadinessResponse } from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import { canSeeDiagnostics } from '../../common/http/diagnostics-access';
import { AppConfig } from '../../config/app-config';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Database and Redis status (503 when a required one is down); in production the details are for staff (or PUBLIC_API_DOCS=true)' })
  @ApiOkResponse({ description: 'All required services are up' })
  @ApiServiceUnavailableResponse({ description: 'A required service is down' })
  async check(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthResponse | Pick<HealthResponse, 'status'>> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? 200 : 503);
    return canSeeDiagnostics(req, this.config) ? report : { status: report.status };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness for an orchestrator: the process answers (no dependency is checked, so a database outage restarts nothing)' })
  @ApiOkResponse({ description: 'The process is up' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness for an orchestrator: PostgreSQL and Redis reachable, every migration applied; 503 names what is not ready' })
  @ApiOkResponse({ description: 'Ready to serve' })
  @ApiServiceUnavailableResponse({ description: 'Not ready: the body names the checks that failed' })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessResponse> {
    const readiness = await this.health.readiness();
    res.status(readiness.status === 'ready' ? 200 : 503);
    return readiness;
  }
}
