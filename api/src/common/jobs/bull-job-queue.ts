import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bull';
import type { Job, Queue } from 'bull';
import { type JobDefinition, retryDelayMs, retryPolicy } from './job-definition';
import { logFailedTry, runJobTry } from './job-logging';
import { EnqueueOptions, failedAttempt, formatDelay, JobQueue, QueueHealth, RegisteredHandler } from './job-queue';
import { reportRedisOutages } from '../redis/redis-connection';
import { ALL_QUEUES, QueueName } from './queue-names';

const CONCURRENCY = 2;
const HEALTH_TIMEOUT_MS = 1000;
/** Bull's failedReason for a job whose lock was lost more than maxStalledCount times. */
const STALLED_OUT = /stalled more than allowable limit/i;
/** How long a "run again" mark outlives a worker that died before it could read it (the reconciler takes over). */
const RUN_AGAIN_MARK_TTL_S = 24 * 60 * 60;
const runAgainKey = (queue: Queue, jobId: string) => queue.toKey(`run-again:${jobId}`);

/** Jobs on Redis through Bull: shared by every api and worker replica. */
@Injectable()
export class BullJobQueue extends JobQueue implements OnModuleInit {
  readonly driver = 'bull' as const;
  private readonly logger = new Logger('Jobs');

  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  /**
   * Bull re-emits its clients' errors on the queue. Without a listener of ours they were
   * swallowed by Bull's own no-op handler: an outage now shows once in the logs, and
   * its end too.
   */
  onModuleInit(): void {
    for (const name of ALL_QUEUES) {
      const queue = this.queue(name);
      reportRedisOutages(queue, queue.client, 'job queues');
    }
  }

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async enqueue<P>(job: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<void> {
    // A mark no worker would read: only the ends of jobs defined so are checked (runAgainIfAsked).
    if (options.runAgainIfRunning && !job.runsAgainWhenAsked)
      throw new Error(`Job ${job.name} is not defined with runsAgainWhenAsked: runAgainIfRunning would be lost`);
    if (options.jobId && options.rerunAfterFinish) {
      const queue = this.queue(job.queue);
      const existing = await queue.getJob(options.jobId);
      let state = existing ? await existing.getState() : null;
      if (existing && state === 'active' && options.runAgainIfRunning) {
        // Marked for the worker, which runs it again when it ends (runAgainIfAsked). It may
        // have ended between the two looks: then whoever takes the mark first enqueues it.
        await queue.client.set(runAgainKey(queue, options.jobId), '1', 'EX', RUN_AGAIN_MARK_TTL_S);
        state = await existing.getState();
        if (state === 'active' || !(await queue.client.del(runAgainKey(queue, options.jobId)))) return;
      }
      // Bull keeps finished jobs (removeOnComplete/Fail) and ignores an add with their id.
      if (existing && (state === 'completed' || state === 'failed')) await existing.remove().catch(() => undefined);
    }
    const retry = retryPolicy(job);
    await this.queue(job.queue).add(job.name, payload, {
      jobId: options.jobId,
      delay: options.delayMs,
      priority: options.priority,
      attempts: retry.attempts,
      // Bull's exponential waits (2^n - 1) x delay after n failed tries: retryDelayMs.
      backoff: { type: 'exponential', delay: retry.backoffMs },
      removeOnComplete: 100,
      removeOnFail: 500,
    });
  }

  async isPending(job: JobDefinition<unknown>, jobId: string): Promise<boolean> {
    const found = await this.queue(job.queue).getJob(jobId);
    if (!found) return false;
    return ['waiting', 'active', 'delayed', 'paused'].includes(await found.getState());
  }

  async stalledOut(job: JobDefinition<unknown>, jobId: string): Promise<boolean> {
    const found = await this.queue(job.queue).getJob(jobId);
    if (!found || (await found.getState()) !== 'failed') return false;
    return STALLED_OUT.test(found.failedReason ?? '');
  }

  async health(): Promise<QueueHealth> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'down'>((resolve) => {
      timer = setTimeout(() => resolve('down'), HEALTH_TIMEOUT_MS);
    });
    try {
      const ping = this.queue(QueueName.MAINTENANCE)
        .client.ping()
        .then((answer) => (answer === 'PONG' ? 'up' : 'down'));
      return await Promise.race([ping, timeout]);
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  async startWorker(handlers: ReadonlyMap<string, RegisteredHandler>): Promise<void> {
    for (const queueName of ALL_QUEUES) {
      const queue = this.queue(queueName);
      for (const [jobName, { job: definition, handle }] of handlers) {
        if (definition.queue !== queueName) continue;
        // process() rejects when Redis refuses the consumer; the queue reconnects on its own.
        queue
          .process(jobName, CONCURRENCY, (job) =>
            runJobTry({ queue: queueName, name: job.name, id: job.id, attempt: job.attemptsMade + 1 }, async () => {
              // One line as each run starts and ends (debug): which process ran which job, and
              // how often, is otherwise known nowhere (npm run drill:scale counts them).
              const started = Date.now();
              this.logger.debug(`${jobName} ${job.id} started (attempt ${job.attemptsMade + 1})`);
              await handle(job.data, {
                jobId: String(job.id),
                attempt: job.attemptsMade + 1,
                attempts: job.opts.attempts ?? 1,
                progress: async (percent) => {
                  await job.progress(percent);
                },
              });
              this.logger.debug(`${jobName} ${job.id} done in ${Date.now() - started} ms`);
            }),
          )
          .catch((error: unknown) => this.logger.error(`Consumer for ${jobName} stopped: ${String(error)}`));
      }
      queue.on('failed', (job, error) => {
        // Bull's timestamps: a try that stalled out (its worker died) may have no finish time.
        const durationMs = job.processedOn && job.finishedOn ? job.finishedOn - job.processedOn : undefined;
        logFailedTry({ queue: queueName, name: job.name, id: job.id, attempt: job.attemptsMade }, durationMs, () => this.reportFailure(job, error));
        if (job.attemptsMade >= (job.opts.attempts ?? 1)) void this.runAgainIfAsked(queue, handlers, job);
      });
      queue.on('completed', (job: Job) => void this.runAgainIfAsked(queue, handlers, job));
    }
  }

  /**
   * A job asked for again while it ran (runAgainIfRunning) runs once more now that it has
   * ended. Lost with this process, the request is not: its row stays, for the reconciler.
   */
  private async runAgainIfAsked(queue: Queue, handlers: ReadonlyMap<string, RegisteredHandler>, job: Job): Promise<void> {
    const handler = handlers.get(job.name);
    if (!handler?.job.runsAgainWhenAsked || job.id === undefined) return;
    try {
      if (!(await queue.client.del(runAgainKey(queue, String(job.id))))) return;
      await this.enqueue(handler.job, job.data, { jobId: String(job.id), rerunAfterFinish: true, priority: job.opts.priority });
    } catch (error) {
      this.logger.warn(`${job.name} ${job.id} was asked for again while it ran and could not be queued again (the reconciler will): ${String(error)}`);
    }
  }

  /** Bull emits `failed` after each failed try: a warning while it will retry, an error when it gives up. */
  private reportFailure(job: Job, error: Error): void {
    const attempts = job.opts.attempts ?? 1;
    const line = failedAttempt(job.name, job.id, job.attemptsMade, attempts, error.message);
    if (job.attemptsMade < attempts) {
      const delayMs =
        job.opts.backoff && typeof job.opts.backoff === 'object' ? retryDelayMs({ attempts, backoffMs: job.opts.backoff.delay ?? 0 }, job.attemptsMade) : 0;
      this.logger.warn(`${line}; next try in ${formatDelay(delayMs)}`);
    } else {
      this.logger.error(`${line}; giving up`);
    }
  }
}
