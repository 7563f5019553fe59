import { SetMetadata } from '@nestjs/common';
import type { JobName } from './job-names';

export const JOB_HANDLER = 'ledgerleaf:job-handler';

/** Marks a provider method as the handler of a job; the worker discovers it. */
export const JobHandler = (name: JobName) => SetMetadata(JOB_HANDLER, name);
