import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** Categorizes every row of one upload (status processing → completed or failed). */
export const CATEGORIZE_CSV_UPLOAD = defineJob<{ uploadId: number }>(QueueName.CATEGORIZATION, 'categorize-csv-upload');

/** One id per upload: a second start while the job waits or runs is a no-op, and the reconciler finds it. */
export const categorizeJobId = (uploadId: number) => `csv-categorize:${uploadId}`;
