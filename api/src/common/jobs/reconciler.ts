import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { decoratedMethods } from './decorated-methods';
import type { JobDefinition } from './job-definition';
import { JobQueue } from './job-queue';
import { RECONCILES, type InProgressWork } from './reconciles.decorator';

/** Told of each re-delivery and give-up (the metrics count them). */
export interface ReconcilerObserver {
  redelivered(job: string): void;
  gaveUp(job: string): void;
}

interface WorkSource {
  job: JobDefinition<unknown>;
  list: () => Promise<readonly InProgressWork<unknown>[]>;
}

/**
 * The database is the truth, the queue only delivers: asks each module (its @Reconciles
 * methods) for the work its rows say is in progress, and enqueues again, under the same
 * job id, every piece that has no live job (waiting, delayed or running). Runs in worker
 * processes, at start and every RECONCILE_INTERVAL_MS; replicas doing it at once only
 * meet on the same job ids. Work whose job stalled out (it killed its workers) is given up
 * instead, when its module says how: it would otherwise crash a worker every pass.
 */
@Injectable()
export class Reconciler {
  private readonly logger = new Logger('Reconciler');
  private sources: WorkSource[] | null = null;
  private running: Promise<number> | null = null;
  private readonly observers: ReconcilerObserver[] = [];

  constructor(
    private readonly queue: JobQueue,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  observe(observer: ReconcilerObserver): void {
    this.observers.push(observer);
  }

  /** One pass; resolves to how many jobs it enqueued again. A pass already under way is shared. */
  run(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    let requeued = 0;
    for (const { job, list } of this.collect()) {
      try {
        for (const work of await list()) {
          if (await this.queue.isPending(job, work.jobId)) continue;
          if (work.giveUp && (await this.queue.stalledOut(job, work.jobId))) {
            await work.giveUp();
            for (const observer of this.observers) observer.gaveUp(job.name);
            this.logger.error(`${job.name} ${work.jobId} stalled out (its workers died running it): given up, not enqueued again`);
            continue;
          }
          await this.queue.enqueue(job, work.payload, { jobId: work.jobId, rerunAfterFinish: true, priority: work.priority });
          this.logger.warn(`${job.name} ${work.jobId} was in progress with no live job: enqueued again`);
          for (const observer of this.observers) observer.redelivered(job.name);
          requeued++;
        }
      } catch (error) {
        // One source failing (Redis or the database away) must not stop the others; the next pass retries.
        this.logger.error(`Reconciling ${job.name} failed: ${(error as Error).message}`);
      }
    }
    return requeued;
  }

  private collect(): WorkSource[] {
    if (this.sources) return this.sources;
    const sources = decoratedMethods<JobDefinition<unknown>>(this.discovery, this.scanner, this.reflector, RECONCILES).map(({ metadata, fn }) => ({
      job: metadata,
      list: fn as unknown as WorkSource['list'],
    }));
    this.sources = sources;
    return sources;
  }
}
