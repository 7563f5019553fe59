import { DEFAULT_RETRY, type JobDefinition } from './job-definition';

export interface EnqueueOptions {
  /** A deterministic id makes a second enqueue of the same work a no-op. */
  jobId?: string;
  delayMs?: number;
  /**
   * With a jobId: the id only merges requests while the job waits or runs; once it has
   * finished, the same id may run again (a bank sync per item, for example).
   */
  rerunAfterFinish?: boolean;
  /**
   * With rerunAfterFinish: a request that arrives while the job runs is new work the run may
   * not see (it may be past its last look at the database): the job runs once more after it
   * ends. For producers whose request is a row the handler reads; not for the reconciler,
   * whose "in progress" is the running job itself. The job must be defined with
   * runsAgainWhenAsked (its worker checks only those jobs' ends); Bull only.
   */
  runAgainIfRunning?: boolean;
  /** Bull only: 1 runs first; jobs waiting with a higher number wait longer (fair share by size). */
  priority?: number;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  /** How many tries the job gets in all (its retry policy): `attempt === attempts` is the last. */
  attempts: number;
  /** 0-100; stored by the driver for observability. Handlers also store progress on their record. */
  progress(percent: number): Promise<void>;
}

export type JobHandlerFn<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

export interface RegisteredHandler {
  job: JobDefinition<unknown>;
  handle: JobHandlerFn;
}

export type QueueHealth = 'up' | 'down' | 'not-configured';

/** The default retry policy's attempts (a job definition may set its own: `retryPolicy`). */
export const JOB_ATTEMPTS = DEFAULT_RETRY.attempts;

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
  /**
   * Whether the job kept under this id failed because the workers running it died too often
   * (Bull's max stalled count): work that kills its worker, which must not be run again.
   */
  abstract stalledOut(job: JobDefinition<unknown>, jobId: string): Promise<boolean>;
  /** Starts consuming with the given handlers, keyed by job name (worker processes only). */
  abstract startWorker(handlers: ReadonlyMap<string, RegisteredHandler>): Promise<void>;
}

/** The log line of a failed try, the same for both drivers. */
export function failedAttempt(name: string, id: string | number, attempt: number, attempts: number, message: string): string {
  return `${name} ${id} failed (attempt ${attempt}/${attempts}): ${message}`;
}

export function formatDelay(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}
