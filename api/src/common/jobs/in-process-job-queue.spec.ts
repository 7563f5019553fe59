import { Logger } from '@nestjs/common';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobName } from './job-names';
import { JOB_ATTEMPTS, JobHandlerFn } from './job-queue';

describe('InProcessJobQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const start = async (handler: JobHandlerFn) => {
    const queue = new InProcessJobQueue();
    await queue.startWorker(new Map([[JobName.PURGE_EXPIRED_SESSIONS, handler]]));
    return queue;
  };

  it('retries a failing job with backoff, then gives up after the last attempt', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const attempts: number[] = [];
    const queue = await start(async (_payload, context) => {
      attempts.push(context.attempt);
      throw new Error('database unavailable');
    });
    await queue.enqueue(JobName.PURGE_EXPIRED_SESSIONS, {});
    await jest.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual(Array.from({ length: JOB_ATTEMPTS }, (_, i) => i + 1));
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining(`failed (attempt ${JOB_ATTEMPTS}/${JOB_ATTEMPTS}): database unavailable`));
    warn.mockRestore();
  });

  it('ignores a second job with the same id while the first is pending', async () => {
    let runs = 0;
    const queue = await start(async () => {
      runs++;
    });
    await queue.enqueue(JobName.PURGE_EXPIRED_SESSIONS, {}, { jobId: 'same' });
    await queue.enqueue(JobName.PURGE_EXPIRED_SESSIONS, {}, { jobId: 'same' });
    await jest.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1);
    await queue.enqueue(JobName.PURGE_EXPIRED_SESSIONS, {}, { jobId: 'same' });
    await jest.advanceTimersByTimeAsync(10);
    expect(runs).toBe(2);
  });

  it('holds jobs enqueued before the worker starts', async () => {
    const queue = new InProcessJobQueue();
    const seen: string[] = [];
    await queue.enqueue(JobName.PURGE_EXPIRED_SESSIONS, {}, { jobId: 'early' });
    await jest.advanceTimersByTimeAsync(10);
    expect(seen).toEqual([]);
    await queue.startWorker(new Map([[JobName.PURGE_EXPIRED_SESSIONS, async (_p, c) => void seen.push(c.jobId)]]));
    await jest.advanceTimersByTimeAsync(10);
    expect(seen).toEqual(['early']);
  });
});
