import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';
import type { MailMessage } from './mail-message';

/**
 * Someone else's server may be down for hours: tries at 0, +1, +4, +11, +26, +57 min,
 * +2 h, +4 h 7 min (waits of 1, 3, 7, 15, 31, 63, 127 minutes). The last failure is
 * logged as an error with the Message-ID (job-queue).
 */
export const MAIL_RETRY = { attempts: 8, backoffMs: 60_000 } as const;

/** A queued message; `outbox` marks one recorded in mail_outbox (older jobs have no mark). */
export type QueuedMail = MailMessage & { outbox?: true };

/** The rendered message: e-mails are the one job whose payload is its content. */
export const SEND_EMAIL = defineJob<QueuedMail>(QueueName.MAIL, 'send-email', { retry: MAIL_RETRY });

/** One job per message: a second enqueue of the same Message-ID (the reconciler's) is a no-op while it waits or runs. */
export const mailJobId = (messageId: string) => `mail:${messageId}`;
