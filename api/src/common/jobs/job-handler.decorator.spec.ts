import { Reflector } from '@nestjs/core';
import { defineJob } from './job-definition';
import { JOB_HANDLER, JobHandler } from './job-handler.decorator';
import { QueueName } from './queue-names';

const EXAMPLE = defineJob<{ uploadId: number }>(QueueName.CATEGORIZATION, 'decorator-example');

class Handlers {
  @JobHandler(EXAMPLE)
  async right(payload: { uploadId: number }): Promise<void> {
    void payload;
  }

  // tsc (npm run typecheck) fails if a handler's payload type does not match its job.
  // @ts-expect-error the payload of EXAMPLE carries a number id, not a string
  @JobHandler(EXAMPLE)
  async wrong(payload: { uploadId: string }): Promise<void> {
    void payload;
  }
}

describe('JobHandler', () => {
  it('records the job definition on the method for the worker to find', () => {
    const job = new Reflector().get(JOB_HANDLER, Handlers.prototype.right);
    expect(job).toEqual({ name: 'decorator-example', queue: QueueName.CATEGORIZATION });
  });

  it('refuses one job name on two queues', () => {
    expect(() => defineJob(QueueName.MAIL, 'decorator-example')).toThrow(/two queues/);
  });
});
