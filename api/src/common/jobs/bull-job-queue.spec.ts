import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import type { Job, Queue } from 'bull';
import { BullJobQueue } from './bull-job-queue';
import { defineJob } from './job-definition';
import { QueueName } from './queue-names';

const FLAKY = defineJob<object>(QueueName.MAINTENANCE, 'bull-spec-flaky', { retry: { attempts: 5, backoffMs: 60_000 } });

/** Stands in for Bull's Queue: records what the driver asks of it. */
class FakeQueue extends EventEmitter {
  added: { name: string; options: Record<string, unknown> }[] = [];
  constructor(private readonly processResult: () => Promise<void>) {
    super();
  }
  process = jest.fn(() => this.processResult());
  add = jest.fn(async (name: string, _payload: unknown, options: Record<string, unknown>) => void this.added.push({ name, options }));
}

function driverWith(processResult: () => Promise<void>) {
  const queues = new Map<string, FakeQueue>();
  const moduleRef = {
    get: (token: string) => {
      if (!queues.has(token)) queues.set(token, new FakeQueue(processResult));
      return queues.get(token) as unknown as Queue;
    },
  } as unknown as ModuleRef;
  const driver = new BullJobQueue(moduleRef);
  const maintenance = () => [...queues.entries()].find(([token]) => token.includes(QueueName.MAINTENANCE))![1];
  return { driver, maintenance };
}

const handlers = new Map([[FLAKY.name, { job: FLAKY, handle: async () => undefined }]]);

describe('BullJobQueue', () => {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('logs each run of a job as it starts and as it ends (debug), and no end for a run that throws', async () => {
    const debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    const { driver, maintenance } = driverWith(() => new Promise(() => undefined));
    let fail = false;
    await driver.startWorker(
      new Map([
        [
          FLAKY.name,
          {
            job: FLAKY,
            handle: async () => {
              if (fail) throw new Error('boom');
            },
          },
        ],
      ]),
    );
    const run = (maintenance().process.mock.calls[0] as unknown as [string, number, (job: Partial<Job>) => Promise<void>])[2];
    const job = { id: 'flaky:1', data: {}, attemptsMade: 1, opts: { attempts: 5 }, progress: jest.fn() } as unknown as Job;
    await run(job);
    expect(debug.mock.calls.map((c) => c[0])).toEqual([
      'bull-spec-flaky flaky:1 started (attempt 2)',
      expect.stringMatching(/^bull-spec-flaky flaky:1 done in \d+ ms$/),
    ]);
    fail = true;
    debug.mockClear();
    await expect(run(job)).rejects.toThrow('boom');
    expect(debug.mock.calls.map((c) => c[0])).toEqual(['bull-spec-flaky flaky:1 started (attempt 2)']);
  });

  it('logs a consumer whose process() registration rejects, with no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { driver, maintenance } = driverWith(() => Promise.reject(new Error("READONLY You can't write against a read only replica.")));
      await driver.startWorker(handlers);
      expect(maintenance().process).toHaveBeenCalledWith(FLAKY.name, expect.any(Number), expect.any(Function));
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Consumer for bull-spec-flaky stopped: Error: READONLY/));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it("enqueues with the job definition's own attempts and backoff", async () => {
    const { driver, maintenance } = driverWith(async () => undefined);
    await driver.enqueue(FLAKY, {});
    expect(maintenance().added[0].options).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 60_000 } });
  });

  it('passes a priority on to Bull', async () => {
    const { driver, maintenance } = driverWith(async () => undefined);
    await driver.enqueue(FLAKY, {}, { priority: 3 });
    expect(maintenance().added[0].options).toMatchObject({ priority: 3 });
  });

  it('checks the end of a job for a request to run again only when its definition allows one', async () => {
    const again = defineJob<object>(QueueName.MAINTENANCE, 'bull-spec-again', { runsAgainWhenAsked: true });
    const { driver, maintenance } = driverWith(async () => undefined);
    const handle = async () => undefined;
    await driver.startWorker(
      new Map([
        [FLAKY.name, { job: FLAKY, handle }],
        [again.name, { job: again, handle }],
      ]),
    );
    const del = jest.fn(async () => 0);
    Object.assign(maintenance(), { client: { del }, toKey: (key: string) => `bull:maintenance:${key}` });
    maintenance().emit('completed', { name: FLAKY.name, id: 'plain', data: {}, opts: {} });
    maintenance().emit('completed', { name: again.name, id: 'again', data: {}, opts: {} });
    await new Promise((resolve) => setImmediate(resolve));
    expect(del.mock.calls).toEqual([['bull:maintenance:run-again:again']]);
  });

  it('refuses runAgainIfRunning for a job not defined to run again when asked: no worker would read its mark', async () => {
    const { driver } = driverWith(async () => undefined);
    await expect(driver.enqueue(FLAKY, {}, { jobId: 'flaky:2', rerunAfterFinish: true, runAgainIfRunning: true })).rejects.toThrow(
      'Job bull-spec-flaky is not defined with runsAgainWhenAsked: runAgainIfRunning would be lost',
    );
  });

  it('warns about a failed try with the wait before the next, and logs the last as an error', async () => {
    const { driver, maintenance } = driverWith(async () => undefined);
    await driver.startWorker(handlers);
    const job = (attemptsMade: number) =>
      ({ name: FLAKY.name, id: 42, attemptsMade, opts: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } } }) as unknown as Job;
    maintenance().emit('failed', job(2), new Error('connection refused'));
    expect(warn).toHaveBeenLastCalledWith('bull-spec-flaky 42 failed (attempt 2/5): connection refused; next try in 3 min');
    expect(error).not.toHaveBeenCalled();
    maintenance().emit('failed', job(5), new Error('connection refused'));
    expect(error).toHaveBeenCalledWith('bull-spec-flaky 42 failed (attempt 5/5): connection refused; giving up');
  });
});
