import type { MailMessage } from '../../modules/mail/mail-message';

// Typed queues and jobs. A payload carries ids, never the data itself, and a handler
// may run twice for the same payload without harm.

export const QueueName = {
  MAINTENANCE: 'maintenance',
  MAIL: 'mail',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JobName = {
  PURGE_EXPIRED_SESSIONS: 'purge-expired-sessions',
  SEND_EMAIL: 'send-email',
  SEND_PASSWORD_RESET: 'send-password-reset',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

export interface JobPayloads {
  [JobName.PURGE_EXPIRED_SESSIONS]: Record<string, never>;
  /** The rendered message: e-mails are the one job whose payload is its content. */
  [JobName.SEND_EMAIL]: MailMessage;
  /** The normalized e-mail asked for; the handler finds the account (if any) and mails a link. */
  [JobName.SEND_PASSWORD_RESET]: { email: string };
}

/** Which queue each job runs on. */
export const QUEUE_OF: { [N in JobName]: QueueName } = {
  [JobName.PURGE_EXPIRED_SESSIONS]: QueueName.MAINTENANCE,
  [JobName.SEND_EMAIL]: QueueName.MAIL,
  [JobName.SEND_PASSWORD_RESET]: QueueName.MAIL,
};

export const ALL_QUEUES = Object.values(QueueName);
