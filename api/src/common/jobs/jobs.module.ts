import { DynamicModule, Global, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown, Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bull';
import { AppConfig } from '../../config/app-config';
import { bullRedisOptions } from '../redis/redis-connection';
import { RedisPersistenceCheck } from '../redis/redis-persistence';
import { BullJobQueue } from './bull-job-queue';
import { BULL_SETTINGS } from './bull-settings';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobQueue } from './job-queue';
import { queueBoardModules } from './queue-board.module';
import { CATCH_UP_MISSED_RUNS } from './scheduled-runs';
import { ALL_QUEUES } from './queue-names';
import { Reconciler } from './reconciler';

/** In worker processes: hands every discovered @JobHandler to the queue driver. */
@Injectable()
class JobWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private reconciling?: NodeJS.Timeout;

  constructor(
    private readonly queue: JobQueue,
    private readonly registry: JobHandlerRegistry,
    private readonly reconciler: Reconciler,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.registry.collect();
    await this.queue.startWorker(handlers);
    new Logger('Jobs').log(`Worker consuming ${handlers.size} job type(s) with the ${this.queue.driver} driver`);
    // Work in progress whose job was lost (Redis flushed, a worker killed) is delivered again.
    if (this.config.reconcileIntervalMs === 0) return;
    void this.reconciler.run();
    this.reconciling = setInterval(() => void this.reconciler.run(), this.config.reconcileIntervalMs);
    this.reconciling.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.reconciling);
  }
}

export interface JobsModuleOptions {
  /** Bull on this Redis; without it, the in-process driver. */
  redisUrl?: string;
  /** Consume jobs in this process. */
  worker: boolean;
  /** In a worker: enqueue at start the cron runs missed while no process ran (default true). */
  catchUpMissedRuns?: boolean;
}

@Global()
@Module({})
export class JobsModule {
  static forRoot({ redisUrl, worker, catchUpMissedRuns = true }: JobsModuleOptions): DynamicModule {
    const imports = [DiscoveryModule];
    if (redisUrl) {
      imports.push(
        BullModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({ ...bullRedisOptions(config.redisUrl!), prefix: config.queuePrefix, settings: { ...BULL_SETTINGS } }),
        }) as never,
        BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))) as never,
        ...(queueBoardModules(redisUrl) as never[]),
      );
    } else {
      new Logger('Jobs').warn('No Redis configured: jobs run in this process (set REDIS_URL or install redis-server).');
    }
    return {
      module: JobsModule,
      imports,
      providers: [
        { provide: JobQueue, useClass: redisUrl ? BullJobQueue : InProcessJobQueue },
        JobHandlerRegistry,
        Reconciler,
        ...(worker ? [JobWorker] : []),
        ...(redisUrl ? [RedisPersistenceCheck] : []),
        { provide: CATCH_UP_MISSED_RUNS, useValue: worker && catchUpMissedRuns },
      ],
      exports: [JobQueue, Reconciler, CATCH_UP_MISSED_RUNS],
    };
  }
}
