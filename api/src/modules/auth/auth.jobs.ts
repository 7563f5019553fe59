import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

export const PURGE_EXPIRED_SESSIONS = defineJob<Record<string, never>>(QueueName.MAINTENANCE, 'purge-expired-sessions');

/** The normalized e-mail asked for; the handler finds the account (if any) and mails a link. */
export const SEND_PASSWORD_RESET = defineJob<{ email: string }>(QueueName.MAIL, 'send-password-reset');
