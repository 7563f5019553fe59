import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { SESSION_COOKIE } from '../http/session-cookie';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsRegistry } from './metrics.registry';

@ApiTags('metrics')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsRegistry) {}

  @Get()
  @UseGuards(MetricsAccessGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiBearerAuth()
  @ApiOperation({ summary: "This process's metrics in Prometheus' text format: staff, or Authorization: Bearer <METRICS_TOKEN>" })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition format 0.0.4' })
  @ApiUnauthorizedResponse({ description: 'Not logged in, or a token that is not accepted' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  async scrape(@Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Type', this.metrics.contentType);
    return this.metrics.exposition();
  }
}
