import { SetMetadata } from '@nestjs/common';
import type { JobDefinition } from './job-definition';

export const RECONCILES = 'ledgerleaf:reconciles';

/** One piece of work the database says is in progress, and the job that carries it. */
export interface InProgressWork<P> {
  /** The work's deterministic job id: the same one its producer enqueues under. */
  jobId: string;
  payload: P;
  /** The queue priority its producer gives it (1 runs first), kept when it is enqueued again. */
  priority?: number;
  /**
   * Marks the work as given up on its row (failed, with the module's fixed words), when its
   * job stalled out: its workers died on it maxStalledCount times, so running it again would
   * only kill the next one. Without it, such work is enqueued again like any other.
   */
  giveUp?: () => Promise<unknown>;
}

type ListMethod<P> = () => Promise<readonly InProgressWork<P>[]>;

/**
 * Marks a provider method that lists, from the module's own rows, the work of one job
 * that is in progress (an upload processing, a deletion requested). The reconciler asks
 * every such method and enqueues again whatever has no live job, so a job lost with Redis
 * or a killed worker is delivered again. The module's handler must be safe to run twice.
 */
export function Reconciles<P>(job: JobDefinition<P>) {
  const mark = SetMetadata(RECONCILES, job);
  return <M extends ListMethod<P>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    mark(target, key, descriptor);
  };
}
