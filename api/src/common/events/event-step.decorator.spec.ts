import { Reflector } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { QueueName } from '../jobs/queue-names';
import { defineEvent } from './event-definition';
import { EVENT_STEP, EventStep, type EventStepMetadata } from './event-step.decorator';
import { REPORT_APPROVED } from './report-approved';

const EXAMPLE = defineEvent<{ thingId: number }>(QueueName.MAINTENANCE, 'event-step-example', {
  steps: ['first', 'second'],
  jobIdOf: (p) => `example:${p.thingId}`,
});

class Steps {
  @EventStep(EXAMPLE, 'first')
  async first(payload: { thingId: number }, em: EntityManager): Promise<void> {
    void payload;
    void em;
  }

  // tsc (npm run typecheck) fails if a step's payload type does not match its event.
  // @ts-expect-error the payload of EXAMPLE carries a number id, not a string
  @EventStep(EXAMPLE, 'second')
  async wrong(payload: { thingId: string }): Promise<void> {
    void payload;
  }
}

describe('events with steps', () => {
  it('records the event and the step on the method for Events to find', () => {
    const metadata = new Reflector().get<EventStepMetadata>(EVENT_STEP, Steps.prototype.first);
    expect(metadata.step).toBe('first');
    expect(metadata.event).toBe(EXAMPLE);
  });

  it('refuses a step the event does not declare, when the class is defined', () => {
    expect(() => {
      class Unknown {
        @EventStep(EXAMPLE, 'third')
        async third(): Promise<void> {}
      }
      return Unknown;
    }).toThrow(/has no step third/);
  });

  it('refuses an event without steps, or with a step twice', () => {
    expect(() => defineEvent(QueueName.MAINTENANCE, 'event-no-steps', { steps: [], jobIdOf: () => 'x' })).toThrow(/non-empty/);
    expect(() => defineEvent(QueueName.MAINTENANCE, 'event-twice', { steps: ['a', 'a'], jobIdOf: () => 'x' })).toThrow(/distinct/);
  });

  it('gives report-approved its order and a deterministic job id per version', () => {
    expect(REPORT_APPROVED).toMatchObject({
      name: 'report-approved',
      queue: QueueName.REPORTS,
      steps: ['learn', 'changelog', 'year-end-package', 'pdf', 'notify-client'],
    });
    expect(REPORT_APPROVED.jobIdOf({ reportId: 42, version: 2 })).toBe('report-approved:42:2');
  });
});
