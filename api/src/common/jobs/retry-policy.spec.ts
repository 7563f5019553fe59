import { Logger } from '@nestjs/common';
import { DEFAULT_RETRY, defineJob, retryDelayMs, retryPolicy } from './job-definition';
import { InProcessJobQueue } from './in-process-job-queue';
import { QueueName } from './queue-names';

// Bull's own backoff arithmetic (no type declarations): the in-process driver must wait as long.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bullBackoffs = require('bull/lib/backoffs') as { calculate(backoff: { type: string; delay: number }, attemptsMade: number, custom: object): number };

const MINUTE = 60_000;

describe('per-job retry policy', () => {
  it('keeps the short default for jobs that do not set one', () => {
    const job = defineJob<object>(QueueName.MAINTENANCE, 'retry-default-example');
    expect(retryPolicy(job)).toEqual(DEFAULT_RETRY);
    expect([1, 2].map((n) => retryDelayMs(DEFAULT_RETRY, n))).toEqual([2000, 6000]);
  });

  it('waits exactly what Bull waits with an exponential backoff', () => {
    const policy = { attempts: 8, backoffMs: MINUTE };
    for (let made = 1; made < policy.attempts; made++) {
      expect(retryDelayMs(policy, made)).toBe(bullBackoffs.calculate({ type: 'exponential', delay: policy.backoffMs }, made, {}));
    }
  });

  it('refuses a policy that cannot run', () => {
    expect(() => defineJob(QueueName.MAINTENANCE, 'retry-bad-example', { retry: { attempts: 0, backoffMs: 1000 } })).toThrow(/attempts must be/);
    expect(() => defineJob(QueueName.MAINTENANCE, 'retry-bad-example', { retry: { attempts: 2.5, backoffMs: 1000 } })).toThrow(/attempts must be/);
  });

  it("runs the in-process driver on the job's own schedule and logs the last failure as an error", async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const job = defineJob<object>(QueueName.MAINTENANCE, 'retry-slow-example', { retry: { attempts: 4, backoffMs: MINUTE } });
      const queue = new InProcessJobQueue();
      const started = Date.now();
      const tries: { at: number; attempt: number; attempts: number }[] = [];
      await queue.startWorker(
        new Map([
          [
            job.name,
            {
              job,
              handle: async (_payload: unknown, context: { attempt: number; attempts: number }) => {
                tries.push({ at: (Date.now() - started) / MINUTE, attempt: context.attempt, attempts: context.attempts });
                throw new Error('server busy');
              },
            },
          ],
        ]),
      );
      await queue.enqueue(job, {}, { jobId: 'slow-1' });
      await jest.advanceTimersByTimeAsync(30 * MINUTE);
      expect(tries.map((t) => t.at)).toEqual([0, 1, 4, 11]);
      expect(tries.map((t) => t.attempts)).toEqual([4, 4, 4, 4]);
      expect(warn.mock.calls.map(([line]) => line)).toEqual([
        'retry-slow-example slow-1 failed (attempt 1/4): server busy; next try in 1 min',
        'retry-slow-example slow-1 failed (attempt 2/4): server busy; next try in 3 min',
        'retry-slow-example slow-1 failed (attempt 3/4): server busy; next try in 7 min',
      ]);
      expect(error.mock.calls).toEqual([['retry-slow-example slow-1 failed (attempt 4/4): server busy; giving up']]);
      expect(await queue.isPending(job, 'slow-1')).toBe(false);
    } finally {
      warn.mockRestore();
      error.mockRestore();
      jest.useRealTimers();
    }
  });
});
