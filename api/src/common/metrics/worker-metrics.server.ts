import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OPERATIONS_MESSAGES } from '@ledgerleaf/contracts';
import { AppConfig } from '../../config/app-config';
import { bearerMatches } from './metrics-access.guard';
import { MetricsRegistry } from './metrics.registry';

/**
 * A worker has no HTTP server, and its job metrics (durations, failures, stalls, the
 * reconciler, AI tokens) exist only in its memory: with WORKER_METRICS_PORT it serves
 * GET /metrics for Prometheus to scrape each replica. There are no sessions here, so the
 * METRICS_TOKEN bearer is required (validated at boot). GET /health/live answers anyone:
 * the container's health check.
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: MetricsRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.workerMetricsPort;
    if (!port) return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => resolve());
    });
    this.server = server;
    new Logger('Metrics').log(`Serving GET /metrics on port ${port} (METRICS_TOKEN required)`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    // The container's liveness probe, like the API's /api/health/live: the process answers, nothing more is said.
    if (req.method === 'GET' && path === '/health/live') return reply(res, 200, { status: 'ok' });
    if (req.method !== 'GET' || path !== '/metrics')
      return reply(res, 404, { statusCode: 404, message: 'Only GET /metrics and GET /health/live are served here.' });
    if (!bearerMatches(req.headers.authorization, this.config.metricsToken))
      return reply(res, 401, { statusCode: 401, message: OPERATIONS_MESSAGES.metricsTokenRefused });
    try {
      const body = await this.metrics.exposition();
      res.writeHead(200, { 'Content-Type': this.metrics.contentType, 'Cache-Control': 'no-store' }).end(body);
    } catch {
      reply(res, 503, { statusCode: 503, message: 'Metrics could not be collected; try again.' });
    }
  }
}

function reply(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
