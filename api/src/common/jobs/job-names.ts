// Typed queues and jobs. A payload carries ids, never the data itself, and a handler
// may run twice for the same payload without harm.

export const QueueName = {
  MAINTENANCE: 'maintenance',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JobName = {
  PURGE_EXPIRED_SESSIONS: 'purge-expired-sessions',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

export interface JobPayloads {
  [JobName.PURGE_EXPIRED_SESSIONS]: Record<string, never>;
}

/** Which queue each job runs on. */
export const QUEUE_OF: { [N in JobName]: QueueName } = {
  [JobName.PURGE_EXPIRED_SESSIONS]: QueueName.MAINTENANCE,
};

export const ALL_QUEUES = Object.values(QueueName);
