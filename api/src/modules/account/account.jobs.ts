import { defineJob, type RetryPolicy } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/**
 * A deletion waits on Stripe and Plaid (an item is removed at Plaid before its sealed
 * token goes): 12 tries over about three days, 1, 3, 7... minutes apart. Past them, the
 * user row still says a deletion is pending, so the reconciler enqueues it again.
 */
const DELETE_ACCOUNT_RETRY: RetryPolicy = { attempts: 12, backoffMs: 60_000 };

/**
 * Deletes an account the user asked to delete (already unable to log in): cancels Stripe,
 * removes bank items, deletes the rows, then the files. Job id `delete-account:<userId>`.
 */
export const DELETE_ACCOUNT = defineJob<{ userId: number }>(QueueName.ACCOUNTS, 'delete-account', { retry: DELETE_ACCOUNT_RETRY });

export const deleteAccountJobId = (userId: number) => `delete-account:${userId}`;

/**
 * Stored files left behind by a deletion, as versions before stored_file_deletions queued
 * them: still handled (their keys join that list), so none queued before an upgrade is lost.
 * Nothing enqueues it any more. Storage keys are random names, not personal data.
 */
export const DELETE_STORED_FILES = defineJob<{ keys: string[] }>(QueueName.ACCOUNTS, 'delete-stored-files');
