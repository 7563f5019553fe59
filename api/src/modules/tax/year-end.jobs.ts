import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** Renders one year-end package's PDF and CSV. Job id `year-end:<userId>:<fiscalYearEnd>`, so a second enqueue is a no-op. */
export const GENERATE_YEAR_END_PACKAGE = defineJob<{ packageId: number }>(QueueName.REPORTS, 'generate-year-end-package');

export const yearEndPackageJobId = (userId: number, fiscalYearEnd: string) => `year-end:${userId}:${fiscalYearEnd}`;
