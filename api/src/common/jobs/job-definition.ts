import type { QueueName } from './queue-names';

/**
 * How often a failing job is tried, and how long it waits between tries: before try n+1
 * it waits (2^n - 1) x backoffMs, Bull's "exponential" (1, 3, 7, 15... x backoffMs).
 */
export interface RetryPolicy {
  readonly attempts: number;
  readonly backoffMs: number;
}

/** Jobs that depend on our own services (database, Redis, a local file): a short outage. */
export const DEFAULT_RETRY: RetryPolicy = Object.freeze({ attempts: 3, backoffMs: 2000 });

/**
 * A typed job: its name, its queue and (as a type only) its payload. Each module
 * declares its jobs beside its processor:
 *
 *   export const SEND_EMAIL = defineJob<MailMessage>(QueueName.MAIL, 'send-email');
 *
 * Producers enqueue the definition, and @JobHandler(definition) checks that the
 * handler takes that payload. A payload carries ids rather than data, and a handler
 * may run twice for the same payload without harm.
 */
export interface JobDefinition<P> {
  readonly name: string;
  readonly queue: QueueName;
  /** Unset: DEFAULT_RETRY. Jobs that wait on someone else's server (SMTP) set a longer one. */
  readonly retry?: RetryPolicy;
  /**
   * A request while it runs (enqueue's runAgainIfRunning) runs it once more when it ends: only
   * these jobs' ends are checked for such a request (a Redis round trip each, with Bull).
   */
  readonly runsAgainWhenAsked?: boolean;
  /** Never set: carries the payload type. */
  readonly payloadType?: P;
}

const defined = new Map<string, QueueName>();

export function defineJob<P>(queue: QueueName, name: string, options: { retry?: RetryPolicy; runsAgainWhenAsked?: boolean } = {}): JobDefinition<P> {
  const existing = defined.get(name);
  if (existing && existing !== queue) throw new Error(`Job ${name} is defined on two queues (${existing}, ${queue})`);
  const { retry, runsAgainWhenAsked } = options;
  if (retry && (!Number.isInteger(retry.attempts) || retry.attempts < 1 || !(retry.backoffMs >= 0))) {
    throw new Error(`Job ${name}: attempts must be a whole number of at least 1 and backoffMs at least 0`);
  }
  defined.set(name, queue);
  return Object.freeze({
    name,
    queue,
    ...(retry ? { retry: Object.freeze({ ...retry }) } : {}),
    ...(runsAgainWhenAsked ? { runsAgainWhenAsked: true } : {}),
  });
}

export function retryPolicy(job: JobDefinition<unknown>): RetryPolicy {
  return job.retry ?? DEFAULT_RETRY;
}

/** The wait after `attemptsMade` failed tries (1 after the first): Bull's exponential formula. */
export function retryDelayMs(policy: RetryPolicy, attemptsMade: number): number {
  return Math.round((2 ** attemptsMade - 1) * policy.backoffMs);
}

/** The payload type a definition carries. */
export type JobPayload<D> = D extends JobDefinition<infer P> ? P : never;
