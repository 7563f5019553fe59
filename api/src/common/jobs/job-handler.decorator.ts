import { SetMetadata } from '@nestjs/common';
import type { JobDefinition } from './job-definition';
import type { JobContext } from './job-queue';

export const JOB_HANDLER = 'ledgerleaf:job-handler';

type HandlerMethod<P> = (payload: P, context: JobContext) => Promise<void>;

/**
 * Marks a provider method as the handler of a job; the worker discovers it. The
 * method's payload parameter must accept the job's payload type (checked by tsc).
 */
export function JobHandler<P>(job: JobDefinition<P>) {
  const mark = SetMetadata(JOB_HANDLER, job);
  return <M extends HandlerMethod<P>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    mark(target, key, descriptor);
  };
}
