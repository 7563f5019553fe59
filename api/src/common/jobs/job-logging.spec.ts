import { Logger } from '@nestjs/common';
import { createAppLogger } from '../logging/create-app-logger';
import { InProcessJobQueue } from './in-process-job-queue';
import { defineJob } from './job-definition';
import { QueueName } from './queue-names';

const FLAKY = defineJob<Record<string, never>>(QueueName.MAINTENANCE, 'job-logging-flaky', { retry: { attempts: 2, backoffMs: 1000 } });

describe('job log lines', () => {
  const output: string[] = [];
  const lines = () =>
    output
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(() => {
    const logging = createAppLogger({ level: 'info', format: 'json', destination: { write: (line: string) => void output.push(line) } });
    Logger.overrideLogger(logging.nest);
  });
  afterAll(() => Logger.overrideLogger(true));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('name the queue, job, id and try on every line of a job, with the outcome and duration of each try', async () => {
    const queue = new InProcessJobQueue();
    let tries = 0;
    await queue.startWorker(
      new Map([
        [
          FLAKY.name,
          {
            job: FLAKY,
            handle: async () => {
              new Logger('Maintenance').log(`try ${++tries}`);
              if (tries === 1) throw new Error('database unavailable');
            },
          },
        ],
      ]),
    );
    await queue.enqueue(FLAKY, {}, { jobId: 'flaky-1' });
    await jest.advanceTimersByTimeAsync(5000);

    const job = { queue: QueueName.MAINTENANCE, job: FLAKY.name, jobId: 'flaky-1' };
    expect(lines().find((line) => line.msg === 'try 1')).toMatchObject({ ...job, attempt: 1, context: 'Maintenance' });
    expect(lines().find((line) => line.level === 'warn')).toMatchObject({
      ...job,
      attempt: 1,
      outcome: 'failed',
      durationMs: expect.any(Number),
      msg: 'job-logging-flaky flaky-1 failed (attempt 1/2): database unavailable; next try in 1 s',
    });
    expect(lines().find((line) => line.msg === 'try 2')).toMatchObject({ ...job, attempt: 2 });
    expect(lines().find((line) => line.outcome === 'completed')).toMatchObject({
      ...job,
      attempt: 2,
      level: 'info',
      context: 'Jobs',
      durationMs: expect.any(Number),
    });
  });
});
