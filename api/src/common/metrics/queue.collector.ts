import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import type { Histogram } from 'prom-client';
import { BullJobQueue } from '../jobs/bull-job-queue';
import { JobQueue } from '../jobs/job-queue';
import { ALL_QUEUES } from '../jobs/queue-names';
import { Reconciler } from '../jobs/reconciler';
import { MetricsRegistry } from './metrics.registry';

/** The states whose depth is exposed: the backlog (waiting, delayed), the work (active) and what needs a look (failed). */
const DEPTH_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** A scrape never waits on an unreachable Redis longer than this: the depths are left out instead. */
const DEPTH_TIMEOUT_MS = 1000;
/** From 50 ms (a mail) to 10 min (a year-end package). */
const JOB_BUCKETS_SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/**
 * The job queues. Depths are read from Redis at scrape time, so every process (API or
 * worker) reports the same shared figures. Durations, failures and stalls are counted
 * where jobs run: Bull emits them only in the process that ran the job (a worker, or the
 * API under RUN_WORKER=true). The reconciler's re-deliveries and give-ups likewise.
 * Without Redis (the in-process driver, development only) there are no queues to read.
 * The job's name is the label `job_name`: Prometheus keeps `job` for the scrape job.
 */
@Injectable()
export class QueueCollector implements OnModuleInit {
  private readonly started = new WeakMap<Job, ReturnType<Histogram<'queue' | 'job_name' | 'outcome'>['startTimer']>>();

  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly jobs: JobQueue,
    private readonly reconciler: Reconciler,
  ) {}

  onModuleInit(): void {
    const redelivered = this.metrics.counter({
      name: 'ledgerleaf_reconciler_redeliveries_total',
      help: 'Work the database said was in progress with no live job, enqueued again by the reconciler, by job',
      labelNames: ['job_name'],
    });
    const gaveUp = this.metrics.counter({
      name: 'ledgerleaf_reconciler_give_ups_total',
      help: 'Work given up by the reconciler because its job stalled out (it killed its workers), by job',
      labelNames: ['job_name'],
    });
    this.reconciler.observe({ redelivered: (job) => redelivered.inc({ job_name: job }), gaveUp: (job) => gaveUp.inc({ job_name: job }) });

    if (!(this.jobs instanceof BullJobQueue)) return;
    const bull = this.jobs;
    const queues = ALL_QUEUES.map((name) => ({ name, queue: bull.queue(name) }));
    this.metrics.gauge({
      name: 'ledgerleaf_queue_jobs',
      help: 'Jobs on each Bull queue by state, read from Redis at scrape time (shared by all processes)',
      labelNames: ['queue', 'state'],
      async collect() {
        this.reset();
        const read = await withTimeout(Promise.all(queues.map(async ({ name, queue }) => ({ name, counts: await queue.getJobCounts() }))), DEPTH_TIMEOUT_MS);
        for (const { name, counts } of read ?? []) {
          for (const state of DEPTH_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
        }
      },
    });
    this.watchJobs(queues);
  }

  private watchJobs(queues: { name: string; queue: Queue }[]): void {
    const duration = this.metrics.histogram({
      name: 'ledgerleaf_job_duration_seconds',
      help: 'Time one try of a job ran in this process, by queue, job and outcome (completed or failed)',
      labelNames: ['queue', 'job_name', 'outcome'],
      buckets: JOB_BUCKETS_SECONDS,
    });
    const failures = this.metrics.counter({
      name: 'ledgerleaf_job_failures_total',
      help: 'Failed tries of jobs, by queue, job and whether it was the last (final="true": given up, no retry left)',
      labelNames: ['queue', 'job_name', 'final'],
    });
    const stalls = this.metrics.counter({
      name: 'ledgerleaf_job_stalls_total',
      help: 'Jobs whose worker stopped renewing their lock (died or blocked), found by this process and run again, by queue and job',
      labelNames: ['queue', 'job_name'],
    });
    for (const { name, queue } of queues) {
      queue.on('active', (job: Job) => this.started.set(job, duration.startTimer({ queue: name, job_name: job.name })));
      queue.on('completed', (job: Job) => this.finished(job, 'completed'));
      queue.on('failed', (job: Job) => {
        this.finished(job, 'failed');
        failures.inc({ queue: name, job_name: job.name, final: String(job.attemptsMade >= (job.opts.attempts ?? 1)) });
      });
      queue.on('stalled', (job: Job) => stalls.inc({ queue: name, job_name: job.name }));
    }
  }

  private finished(job: Job, outcome: 'completed' | 'failed'): void {
    const stop = this.started.get(job);
    this.started.delete(job);
    stop?.({ outcome });
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
