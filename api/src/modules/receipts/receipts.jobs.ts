import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/**
 * Reads one receipt on a worker (PDF text or OCR), takes its fields and matches it to the
 * books. Job id `receipt-read:<receiptId>`; the receipt's `reading` status is the durable
 * mark (the reconciler enqueues every receipt still reading), and a run on a receipt no
 * longer reading does nothing, so a job run twice reads once.
 */
export const READ_RECEIPT = defineJob<{ receiptId: number }>(QueueName.RECEIPTS, 'read-receipt');

export const readReceiptJobId = (receiptId: number) => `receipt-read:${receiptId}`;

/** The weekly missing-receipts mail of `week` (the Monday it runs, business time). Job id `missing-receipts:<week>`. */
export const SEND_MISSING_RECEIPTS = defineJob<{ week: string }>(QueueName.MAINTENANCE, 'missing-receipts-mail');
/** The weekly run, recorded by its Monday (ScheduledRuns). */
export const MISSING_RECEIPTS_RUN = 'missing-receipts-mail';
/** One client's mail of one week, recorded by the week's Monday once queued: never mailed twice. */
export const missingReceiptsTask = (userId: number) => `missing-receipts:${userId}`;
