import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { ALL_QUEUES, JobName, JobPayloads, QUEUE_OF, QueueName } from './job-names';
import { EnqueueOptions, JOB_ATTEMPTS, JOB_BACKOFF_MS, JobHandlerFn, JobQueue, QueueHealth } from './job-queue';

const CONCURRENCY = 2;
const HEALTH_TIMEOUT_MS = 1000;

/** Jobs on Redis through Bull: shared by every api and worker replica. */
@Injectable()
export class BullJobQueue extends JobQueue {
  readonly driver = 'bull' as const;
  private readonly logger = new Logger('Jobs');

  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    await this.queue(QUEUE_OF[name]).add(name, payload, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
      removeOnComplete: 100,
      removeOnFail: 500,
    });
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

  async startWorker(handlers: ReadonlyMap<JobName, JobHandlerFn>): Promise<void> {
    for (const queueName of ALL_QUEUES) {
      const queue = this.queue(queueName);
      for (const [jobName, handler] of handlers) {
        if (QUEUE_OF[jobName] !== queueName) continue;
        void queue.process(jobName, CONCURRENCY, (job) =>
          handler(job.data as never, {
            jobId: String(job.id),
            attempt: job.attemptsMade + 1,
            progress: async (percent) => {
              await job.progress(percent);
            },
          }),
        );
      }
      queue.on('failed', (job, error) => {
        this.logger.warn(`${job.name} ${job.id} failed (attempt ${job.attemptsMade}/${JOB_ATTEMPTS}): ${error.message}`);
      });
    }
  }
}
