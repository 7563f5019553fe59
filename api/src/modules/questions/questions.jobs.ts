import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** `at`: the hour (ISO, to the hour) whose run this is; its id keeps one run an hour. */
export const SEND_QUESTION_MAILS = defineJob<{ at: string }>(QueueName.MAINTENANCE, 'question-mails');

/**
 * Removes the stored receipts of questions that are gone (rows in receipt_deletions). One
 * job id: the reconciler enqueues it while any such row is left, at start and every few minutes.
 */
export const PURGE_DELETED_RECEIPTS = defineJob<Record<string, never>>(QueueName.MAINTENANCE, 'purge-deleted-receipts');

export const PURGE_DELETED_RECEIPTS_JOB_ID = 'purge-deleted-receipts';
