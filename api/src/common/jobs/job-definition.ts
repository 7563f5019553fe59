import type { QueueName } from './queue-names';

/**
 * A typed job: its name, its queue and (as a type only) its payload. Each module
 * declares its jobs beside its processor:
 *
 *   export const SEND_EMAIL = defineJob<MailMessage>(QueueName.MAIL, 'send-email');
 *
 * Producers enqueue the definition, and @JobHandler(definition) checks that the
 * handler takes that payload. A payload carries ids rather than data, and a handler
 * may run twice for the same payload without harm.
 */
export interface JobDefinition<P> {
  readonly name: string;
  readonly queue: QueueName;
  /** Never set: carries the payload type. */
  readonly payloadType?: P;
}

const defined = new Map<string, QueueName>();

export function defineJob<P>(queue: QueueName, name: string): JobDefinition<P> {
  const existing = defined.get(name);
  if (existing && existing !== queue) throw new Error(`Job ${name} is defined on two queues (${existing}, ${queue})`);
  defined.set(name, queue);
  return Object.freeze({ name, queue });
}

/** The payload type a definition carries. */
export type JobPayload<D> = D extends JobDefinition<infer P> ? P : never;
