import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/**
 * Deletes an account the user asked to delete (already unable to log in): cancels Stripe,
 * removes bank items, deletes the rows, then the files. Job id `delete-account:<userId>`.
 */
export const DELETE_ACCOUNT = defineJob<{ userId: number }>(QueueName.ACCOUNTS, 'delete-account');

export const deleteAccountJobId = (userId: number) => `delete-account:${userId}`;

/**
 * Stored files left behind by a deletion (their rows are gone): retried on their own.
 * Storage keys are random names, not personal data.
 */
export const DELETE_STORED_FILES = defineJob<{ keys: string[] }>(QueueName.ACCOUNTS, 'delete-stored-files');
