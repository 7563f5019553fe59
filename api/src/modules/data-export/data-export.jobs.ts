import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** Writes the ZIP of one export (data_exports row). Job id `data-export:<id>`; a repeated run of a done export does nothing. */
export const BUILD_DATA_EXPORT = defineJob<{ exportId: number }>(QueueName.ACCOUNTS, 'build-data-export');
export const dataExportJobId = (exportId: number) => `data-export:${exportId}`;

/** Daily: removes the ZIPs whose 7-day link expired. `day` is the business day of the scheduled run. */
export const PURGE_DATA_EXPORTS = defineJob<{ day?: string }>(QueueName.MAINTENANCE, 'purge-data-exports');
export const PURGE_DATA_EXPORTS_RUN = 'purge-data-exports';
