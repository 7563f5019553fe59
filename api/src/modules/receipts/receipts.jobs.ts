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
