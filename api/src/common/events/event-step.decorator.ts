import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventDefinition } from './event-definition';

export const EVENT_STEP = 'ledgerleaf:event-step';

export interface EventStepMetadata {
  event: EventDefinition<unknown>;
  step: string;
}

/**
 * What a step may hand back: work to do once its transaction has committed (enqueueing a
 * job that reads what the step wrote). The step counts as done by then, so such work must
 * be covered by its own module's reconciler if it is lost.
 */
export type AfterCommit = () => Promise<unknown>;

/** A step: writes its changes through `em`, the transaction that also records it as done. */
export type EventStepMethod<P> = (payload: P, em: EntityManager) => Promise<void | AfterCommit>;

/**
 * Marks a provider method as one step of an event (its name among the event's `steps`);
 * Events finds it and runs it once per occurrence. The payload type is checked by tsc.
 */
export function EventStep<P>(event: EventDefinition<P>, step: string) {
  const metadata: EventStepMetadata = { event: event as unknown as EventDefinition<unknown>, step };
  const mark = SetMetadata(EVENT_STEP, metadata);
  return <M extends EventStepMethod<P>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    if (!event.steps.includes(step)) throw new Error(`Event ${event.name} has no step ${step} (its steps: ${event.steps.join(', ')})`);
    mark(target, key, descriptor);
  };
}
