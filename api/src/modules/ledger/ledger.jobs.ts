import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/**
 * Drains a client's ledger_changes: flags possible duplicates of the months named, then
 * requests the rebuilds of their pending reports, then deletes the rows it read. Job id
 * `ledger-changes:<userId>` (ledgerChangesJobId): one drain per client waits or runs at a
 * time, and the reconciler finds the client again while rows are left.
 */
export const APPLY_LEDGER_CHANGES = defineJob<{ userId: number }>(QueueName.LEDGER, 'apply-ledger-changes', { runsAgainWhenAsked: true });

export const ledgerChangesJobId = (userId: number) => `ledger-changes:${userId}`;
