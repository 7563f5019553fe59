import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { InProcessJobQueue } from './in-process-job-queue';
import { defineJob } from './job-definition';
import { JobQueue } from './job-queue';
import { QueueName } from './queue-names';
import { Reconciler } from './reconciler';
import { type InProgressWork, Reconciles } from './reconciles.decorator';

const WORK = defineJob<{ id: number }>(QueueName.MAINTENANCE, 'reconciler-test-work');
const OTHER = defineJob<{ id: number }>(QueueName.MAINTENANCE, 'reconciler-test-other');

@Injectable()
class Rows {
  inProgress = [1, 2];
  broken = false;
  giveUp: ((id: number) => unknown) | null = null;

  @Reconciles(WORK)
  async work(): Promise<InProgressWork<{ id: number }>[]> {
    return this.inProgress.map((id) => {
      const giveUp = this.giveUp;
      return { jobId: `work:${id}`, payload: { id }, priority: id, ...(giveUp ? { giveUp: async () => giveUp(id) } : {}) };
    });
  }

  @Reconciles(OTHER)
  async other(): Promise<InProgressWork<{ id: number }>[]> {
    if (this.broken) throw new Error('database unavailable');
    return [{ jobId: 'other:1', payload: { id: 1 } }];
  }
}

describe('Reconciler', () => {
  const setup = async () => {
    const module = await Test.createTestingModule({
      imports: [DiscoveryModule],
      providers: [Rows, Reconciler, { provide: JobQueue, useClass: InProcessJobQueue }],
    }).compile();
    // No worker: what is enqueued stays pending.
    return { reconciler: module.get(Reconciler), queue: module.get(JobQueue), rows: module.get(Rows) };
  };

  it('enqueues, under its own id, each piece of work in progress that has no live job, and only those', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { reconciler, queue, rows } = await setup();
    await queue.enqueue(WORK, { id: 1 }, { jobId: 'work:1' });

    expect(await reconciler.run()).toBe(2);
    expect(await queue.isPending(WORK, 'work:2')).toBe(true);
    expect(await queue.isPending(OTHER, 'other:1')).toBe(true);
    expect(await reconciler.run()).toBe(0);

    rows.inProgress = [1, 2, 3];
    expect(await reconciler.run()).toBe(1);
    warn.mockRestore();
  });

  it('enqueues the work again with the priority its module gives it', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { reconciler, queue, rows } = await setup();
    rows.inProgress = [7];
    const enqueue = jest.spyOn(queue, 'enqueue');
    await reconciler.run();
    expect(enqueue).toHaveBeenCalledWith(WORK, { id: 7 }, { jobId: 'work:7', rerunAfterFinish: true, priority: 7 });
    warn.mockRestore();
  });

  it('goes on with the other kinds of work when one cannot be listed', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { reconciler, rows } = await setup();
    rows.broken = true;
    expect(await reconciler.run()).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Reconciling reconciler-test-other failed: database unavailable'));
    warn.mockRestore();
    error.mockRestore();
  });

  it('gives up, instead of enqueueing again, work whose job stalled out, when its module says how', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { reconciler, queue, rows } = await setup();
    const givenUp: number[] = [];
    rows.giveUp = (id) => givenUp.push(id);
    jest.spyOn(queue, 'stalledOut').mockImplementation(async (_job, jobId) => jobId === 'work:2');
    // work:1 is enqueued again; work:2 killed its workers and is given up; other:1 has no giveUp and is enqueued again
    expect(await reconciler.run()).toBe(2);
    expect(givenUp).toEqual([2]);
    expect(await queue.isPending(WORK, 'work:1')).toBe(true);
    expect(await queue.isPending(WORK, 'work:2')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('work:2 stalled out'));
    warn.mockRestore();
    error.mockRestore();
  });

  it('tells its observers (the metrics) each re-delivery and each give-up, by job', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { reconciler, queue, rows } = await setup();
    rows.giveUp = () => undefined;
    jest.spyOn(queue, 'stalledOut').mockImplementation(async (_job, jobId) => jobId === 'work:2');
    const seen: string[] = [];
    reconciler.observe({ redelivered: (job) => seen.push(`redelivered ${job}`), gaveUp: (job) => seen.push(`gave up ${job}`) });
    await reconciler.run();
    expect(seen.sort()).toEqual(['gave up reconciler-test-work', 'redelivered reconciler-test-other', 'redelivered reconciler-test-work']);
    warn.mockRestore();
    error.mockRestore();
  });
});
