import { Global, Module } from '@nestjs/common';
import { DatabasePoolCollector } from './database-pool.collector';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsController } from './metrics.controller';
import { MetricsRegistry } from './metrics.registry';
import { QueueCollector } from './queue.collector';
import { WorkerMetricsServer } from './worker-metrics.server';

/**
 * Prometheus metrics of this process: GET /api/metrics in the API, GET /metrics on
 * WORKER_METRICS_PORT in a worker. Business modules add their own figures through
 * MetricsRegistry (the mail outbox, AI tokens); the HTTP timing is a middleware (app.setup.ts).
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsRegistry, MetricsAccessGuard, DatabasePoolCollector, QueueCollector, WorkerMetricsServer],
  exports: [MetricsRegistry],
})
export class MetricsModule {}
