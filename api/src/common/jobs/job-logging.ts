import { currentLogger, rootLogger, runWithLogger } from '../logging/log-context';

/** One try of a job, as its log lines name it. */
export interface JobTry {
  queue: string;
  name: string;
  id: string | number;
  /** 1 for the first try. */
  attempt: number;
}

const fieldsOf = (t: JobTry) => ({ queue: t.queue, job: t.name, jobId: String(t.id), attempt: t.attempt });

/**
 * A job's lines start from the process's logger, not from whatever was running when its
 * timer or event fired (the in-process driver's timers would inherit the enqueuing request's).
 */
function inJobLogger<T>(fields: Record<string, unknown>, fn: () => T): T {
  const root = rootLogger();
  return root ? runWithLogger(root.child(fields), fn) : fn();
}

export const elapsedMs = (startedAt: number) => Math.round((performance.now() - startedAt) * 10) / 10;

/**
 * Runs one try of a job with its queue, job name, id and attempt on every line written
 * meanwhile (the handler, the services it calls, database errors). A completed try logs
 * its outcome and duration; a failed one is logged by its driver (`logFailedTry`), which
 * knows whether it will be tried again.
 */
export function runJobTry(t: JobTry, handle: () => Promise<void>): Promise<void> {
  return inJobLogger(fieldsOf(t), async () => {
    const startedAt = performance.now();
    await handle();
    const durationMs = elapsedMs(startedAt);
    currentLogger()?.info({ context: 'Jobs', outcome: 'completed', durationMs }, `${t.name} ${t.id} completed in ${durationMs} ms`);
  });
}

/** The driver's line about a failed try (`log`) carries the try's fields, `outcome: failed` and its duration. */
export function logFailedTry(t: JobTry, durationMs: number | undefined, log: () => void): void {
  inJobLogger({ ...fieldsOf(t), outcome: 'failed', durationMs }, log);
}
