import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** `day`: the business day whose scheduled purge this is (recorded once done). */
export const PURGE_ACCESS_LOG = defineJob<{ day?: string }>(QueueName.MAINTENANCE, 'purge-access-log');
/** The daily purge's scheduled run, recorded by day (ScheduledRuns). */
export const PURGE_ACCESS_LOG_RUN = 'purge-access-log';
