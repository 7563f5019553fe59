import { defineJob } from '../jobs/job-definition';
import { QueueName } from '../jobs/queue-names';

/**
 * Removes the files listed in stored_file_deletions. One job id: the reconciler enqueues it
 * while any is listed (at start and every RECONCILE_INTERVAL_MS), so a file storage refused,
 * or one a crash left, is removed on a later pass.
 */
export const PURGE_STORED_FILES = defineJob<Record<string, never>>(QueueName.MAINTENANCE, 'purge-stored-files');

export const PURGE_STORED_FILES_JOB_ID = 'purge-stored-files';
