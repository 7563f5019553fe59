import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** Pulls an item's changes through /transactions/sync; one job id per item merges requests. */
export const BANK_SYNC = defineJob<{ itemId: number }>(QueueName.BANK_SYNC, 'bank-sync');

export const bankSyncJobId = (itemId: number) => `bank-sync:${itemId}`;
