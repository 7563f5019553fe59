import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** `day`: the business day whose scheduled purge this is (recorded once done); none for a purge asked for by hand. */
export const PURGE_EXPIRED_SESSIONS = defineJob<{ day?: string }>(QueueName.MAINTENANCE, 'purge-expired-sessions');
/** The daily purge's scheduled run, recorded by day (ScheduledRuns). */
export const PURGE_SESSIONS_RUN = 'purge-expired-sessions';

/** The normalized e-mail asked for; the handler finds the account (if any) and mails a link. */
export const SEND_PASSWORD_RESET = defineJob<{ email: string }>(QueueName.MAIL, 'send-password-reset');
