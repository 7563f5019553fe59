import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import type { JobDefinition } from './job-definition';
import { EnqueueOptions, JOB_ATTEMPTS, JOB_BACKOFF_MS, JobQueue, QueueHealth, RegisteredHandler } from './job-queue';
import { reportRedisOutages } from '../redis/redis-connection';
import { ALL_QUEUES, QueueName } from './queue-names';

const CONCURRENCY = 2;
const HEALTH_TIMEOUT_MS = 1000;

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
    if (options.jobId && options.rerunAfterFinish) {
      // Bull keeps finished jobs (removeOnComplete/Fail) and ignores an add with their id.
      const finished = await this.queue(job.queue).getJob(options.jobId);
      const state = finished ? await finished.getState() : null;
      if (finished && (state === 'completed' || state === 'failed')) await finished.remove().catch(() => undefined);
    }
    await this.queue(job.queue).add(job.name, payload, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
      removeOnComplete: 100,
      removeOnFail: 500,
    });
  }

  async isPending(job: JobDefinition<unknown>, jobId: string): Promise<boolean> {
    const found = await this.queue(job.queue).getJob(jobId);
    if (!found) return false;
    return ['waiting', 'active', 'delayed', 'paused'].includes(await found.getState());
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
          handle(job.data, {
            jobId: String(job.id),
            attempt: job.attemptsMade + 1,
            progress: async (percent) => {
              await job.progress(percent);
            },
          }),
          )
          .catch((error: unknown) => this.logger.error(`Consumer for ${jobName} stopped: ${String(error)}`));
      }
      queue.on('failed', (job, error) => {
        this.logger.warn(`${job.name} ${job.id} failed (attempt ${job.attemptsMade}/${JOB_ATTEMPTS}): ${error.message}`);
      });
    }
  }
}
