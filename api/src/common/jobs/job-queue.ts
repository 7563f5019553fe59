import type { JobName, JobPayloads } from './job-names';

export interface EnqueueOptions {
  /** A deterministic id makes a second enqueue of the same work a no-op. */
  jobId?: string;
  delayMs?: number;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  /** 0-100; stored by the driver for observability. Handlers also store progress on their record. */
  progress(percent: number): Promise<void>;
}

export type JobHandlerFn<N extends JobName = JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<void>;

export type QueueHealth = 'up' | 'down' | 'not-configured';

/** Retry policy shared by both drivers. */
export const JOB_ATTEMPTS = 3;
export const JOB_BACKOFF_MS = 2000;

/**
 * The job interface every producer uses. Two drivers implement it: Bull on Redis, and
 * an in-process driver used only when no Redis can be had.
 */
export abstract class JobQueue {
  abstract readonly driver: 'bull' | 'in-process';
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
  abstract health(): Promise<QueueHealth>;
  /** Starts consuming with the given handlers (worker processes only). */
  abstract startWorker(handlers: ReadonlyMap<JobName, JobHandlerFn>): Promise<void>;
}
