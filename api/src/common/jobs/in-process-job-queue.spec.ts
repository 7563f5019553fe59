import { Logger } from '@nestjs/common';
import { InProcessJobQueue } from './in-process-job-queue';
import { defineJob } from './job-definition';
import { JOB_ATTEMPTS, JobHandlerFn } from './job-queue';
import { QueueName } from './queue-names';

const TEST_JOB = defineJob<Record<string, never>>(QueueName.MAINTENANCE, 'in-process-test');

describe('InProcessJobQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const start = async (handler: JobHandlerFn) => {
    const queue = new InProcessJobQueue();
    await queue.startWorker(new Map([[TEST_JOB.name, { job: TEST_JOB, handle: handler }]]));
    return queue;
  };

  it('retries a failing job with backoff, then gives up after the last attempt with an error', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const attempts: number[] = [];
    const queue = await start(async (_payload, context) => {
      attempts.push(context.attempt);
      throw new Error('database unavailable');
    });
    await queue.enqueue(TEST_JOB, {});
    await jest.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual(Array.from({ length: JOB_ATTEMPTS }, (_, i) => i + 1));
    expect(warn).toHaveBeenCalledTimes(JOB_ATTEMPTS - 1);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining(`failed (attempt ${JOB_ATTEMPTS - 1}/${JOB_ATTEMPTS}): database unavailable; next try in`));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`failed (attempt ${JOB_ATTEMPTS}/${JOB_ATTEMPTS}): database unavailable; giving up`));
    warn.mockRestore();
    error.mockRestore();
  });

  it('ignores a second job with the same id while the first is pending', async () => {
    let runs = 0;
    const queue = await start(async () => {
      runs++;
    });
    await queue.enqueue(TEST_JOB, {}, { jobId: 'same' });
    await queue.enqueue(TEST_JOB, {}, { jobId: 'same' });
    await jest.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1);
    await queue.enqueue(TEST_JOB, {}, { jobId: 'same' });
    await jest.advanceTimersByTimeAsync(10);
    expect(runs).toBe(2);
  });

  it('holds jobs enqueued before the worker starts', async () => {
    const queue = new InProcessJobQueue();
    const seen: string[] = [];
    await queue.enqueue(TEST_JOB, {}, { jobId: 'early' });
    await jest.advanceTimersByTimeAsync(10);
    expect(seen).toEqual([]);
    await queue.startWorker(new Map([[TEST_JOB.name, { job: TEST_JOB, handle: async (_p: unknown, c: { jobId: string }) => void seen.push(c.jobId) }]]));
    await jest.advanceTimersByTimeAsync(10);
    expect(seen).toEqual(['early']);
  });
});
