import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { type JobDefinition, type RetryPolicy, retryDelayMs, retryPolicy } from './job-definition';
import { elapsedMs, logFailedTry, runJobTry } from './job-logging';
import { EnqueueOptions, failedAttempt, formatDelay, JobQueue, QueueHealth, RegisteredHandler } from './job-queue';

interface PendingJob {
  id: string;
  name: string;
  queue: string;
  payload: unknown;
  delayMs: number;
  retry: RetryPolicy;
}

/**
 * Runs jobs inside this process when no Redis can be had (a machine without
 * redis-server). Same contract as Bull: deterministic ids deduplicate, failures retry
 * with backoff. Jobs do not survive a restart, which is why Redis is preferred.
 */
@Injectable()
export class InProcessJobQueue extends JobQueue implements OnApplicationShutdown {
  readonly driver = 'in-process' as const;
  private readonly logger = new Logger('Jobs');
  private readonly active = new Set<string>();
  private readonly waiting: PendingJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private handlers: ReadonlyMap<string, RegisteredHandler> | null = null;
  private closed = false;

  async enqueue<P>(definition: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<void> {
    const id = options.jobId ?? randomUUID();
    if (this.active.has(id)) return;
    this.active.add(id);
    const job = { id, name: definition.name, queue: definition.queue, payload, delayMs: options.delayMs ?? 0, retry: retryPolicy(definition) };
    if (this.handlers) this.schedule(job, job.delayMs, 1);
    else this.waiting.push(job);
  }

  async isPending(_job: JobDefinition<unknown>, jobId: string): Promise<boolean> {
    return this.active.has(jobId);
  }

  /** In one process, a job that kills its worker kills the queue with it: nothing is kept to tell. */
  async stalledOut(): Promise<boolean> {
    return false;
  }

  async health(): Promise<QueueHealth> {
    return 'not-configured';
  }

  async startWorker(handlers: ReadonlyMap<string, RegisteredHandler>): Promise<void> {
    this.handlers = handlers;
    for (const job of this.waiting.splice(0)) this.schedule(job, job.delayMs, 1);
  }

  onApplicationShutdown(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(job: PendingJob, delayMs: number, attempt: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.run(job, attempt);
    }, delayMs);
    this.timers.add(timer);
  }

  private async run(job: PendingJob, attempt: number): Promise<void> {
    const handler = this.handlers?.get(job.name);
    const jobTry = { queue: job.queue, name: job.name, id: job.id, attempt };
    const startedAt = performance.now();
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await runJobTry(jobTry, () => handler.handle(job.payload, { jobId: job.id, attempt, attempts: job.retry.attempts, progress: async () => undefined }));
      this.active.delete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const line = failedAttempt(job.name, job.id, attempt, job.retry.attempts, message);
      if (attempt < job.retry.attempts) {
        const delayMs = retryDelayMs(job.retry, attempt);
        logFailedTry(jobTry, elapsedMs(startedAt), () => this.logger.warn(`${line}; next try in ${formatDelay(delayMs)}`));
        this.schedule(job, delayMs, attempt + 1);
      } else {
        logFailedTry(jobTry, elapsedMs(startedAt), () => this.logger.error(`${line}; giving up`));
        this.active.delete(job.id);
      }
    }
  }
}
