import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';
import type { MailMessage } from './mail-message';

/** The rendered message: e-mails are the one job whose payload is its content. */
export const SEND_EMAIL = defineJob<MailMessage>(QueueName.MAIL, 'send-email');
