import type { JobDefinition } from './job-definition';

export interface EnqueueOptions {
  /** A deterministic id makes a second enqueue of the same work a no-op. */
  jobId?: string;
  delayMs?: number;
  /**
   * With a jobId: the id only merges requests while the job waits or runs; once it has
   * finished, the same id may run again (a bank sync per item, for example).
   */
  rerunAfterFinish?: boolean;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  /** 0-100; stored by the driver for observability. Handlers also store progress on their record. */
  progress(percent: number): Promise<void>;
}

export type JobHandlerFn<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

export interface RegisteredHandler {
  job: JobDefinition<unknown>;
  handle: JobHandlerFn;
}

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
  abstract enqueue<P>(job: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<void>;
  abstract health(): Promise<QueueHealth>;
  /** Whether a job with this id is waiting, delayed or running (not yet finished or failed). */
  abstract isPending(job: JobDefinition<unknown>, jobId: string): Promise<boolean>;
  /** Starts consuming with the given handlers, keyed by job name (worker processes only). */
  abstract startWorker(handlers: ReadonlyMap<string, RegisteredHandler>): Promise<void>;
}
