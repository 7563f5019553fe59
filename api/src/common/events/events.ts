import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { decoratedMethods } from '../jobs/decorated-methods';
import { JobQueue, type RegisteredHandler } from '../jobs/job-queue';
import type { InProgressWork } from '../jobs/reconciles.decorator';
import type { EventDefinition } from './event-definition';
import { type AfterCommit, EVENT_STEP, type EventStepMetadata } from './event-step.decorator';

type StepFn = (payload: unknown, em: EntityManager) => Promise<void | AfterCommit>;

interface Subscribed {
  event: EventDefinition<unknown>;
  /** In the event's order. */
  steps: { step: string; run: StepFn }[];
}

/** What one delivery did: the steps it ran, and those an earlier delivery had already done. */
export interface EventRun {
  ran: string[];
  skipped: string[];
}

/**
 * Events with steps in several modules (defineEvent, @EventStep): the publisher records an
 * occurrence in its own transaction and delivers it after the commit; the worker runs the
 * steps, each once. One job per occurrence, one handler (this fan-out) per event.
 */
@Injectable()
export class Events {
  private readonly logger = new Logger('Events');
  private subscribed: Map<string, Subscribed> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** Records the occurrence in the caller's transaction (with what happened): from then on it is due. */
  async record<P>(em: EntityManager, event: EventDefinition<P>, payload: P): Promise<void> {
    await em.query('INSERT INTO domain_events (job_id, event, payload) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING', [
      event.jobIdOf(payload),
      event.name,
      JSON.stringify(payload),
    ]);
  }

  /**
   * After the commit: enqueues the occurrence under its deterministic id. A failure is only
   * logged: the recorded row is delivered by the reconciler.
   */
  async deliver<P>(event: EventDefinition<P>, payload: P): Promise<void> {
    const jobId = event.jobIdOf(payload);
    try {
      await this.queue.enqueue(event, payload, { jobId });
    } catch (error) {
      this.logger.error(`${event.name} ${jobId} recorded but not enqueued (the reconciler will): ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The recorded occurrences whose steps have not all run, oldest first: for the publisher's @Reconciles method. */
  async unfinished<P>(event: EventDefinition<P>): Promise<InProgressWork<P>[]> {
    const rows: { job_id: string; payload: P }[] = await this.db.query(
      'SELECT job_id, payload FROM domain_events WHERE event = $1 AND finished_at IS NULL ORDER BY created_at, job_id',
      [event.name],
    );
    return rows.map((row) => ({ jobId: row.job_id, payload: row.payload }));
  }

  /**
   * Runs the occurrence's steps not yet done, in the event's order, each in a transaction
   * that first marks it done (a concurrent delivery waits on that mark, then skips the step)
   * and then runs it. A step that throws rolls its mark back and stops the run: the job's
   * retry runs it again, and not the steps before it. Once all have run, the occurrence is
   * finished. The job's handler; the demo seed, which runs no worker, calls it directly.
   */
  async run<P>(event: EventDefinition<P>, payload: P): Promise<EventRun> {
    const subscribed = this.subscribers().get(event.name);
    if (!subscribed) throw new Error(`No steps subscribed to event ${event.name}`);
    const jobId = event.jobIdOf(payload);
    const done: EventRun = { ran: [], skipped: [] };
    for (const { step, run } of subscribed.steps) {
      let after: AfterCommit | null = null;
      const ran = await this.db.transaction(async (em) => {
        const marked: unknown[] = await em.query('INSERT INTO domain_event_steps (job_id, step) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING step', [
          jobId,
          step,
        ]);
        if (!marked.length) return false;
        const result = await run(payload, em);
        if (typeof result === 'function') after = result;
        return true;
      });
      if (!ran) {
        done.skipped.push(step);
        continue;
      }
      done.ran.push(step);
      const afterCommit = after as AfterCommit | null;
      if (afterCommit) await afterCommit();
    }
    await this.db.query('UPDATE domain_events SET finished_at = now() WHERE job_id = $1 AND finished_at IS NULL', [jobId]);
    if (done.ran.length) this.logger.log(`${jobId}: ran ${done.ran.join(', ')}${done.skipped.length ? `; already done: ${done.skipped.join(', ')}` : ''}`);
    return done;
  }

  /** One job handler per event that has steps: what the worker registers beside the @JobHandler methods. */
  handlers(): Map<string, RegisteredHandler> {
    const handlers = new Map<string, RegisteredHandler>();
    for (const { event } of this.subscribers().values()) {
      handlers.set(event.name, { job: event, handle: async (payload) => void (await this.run(event, payload)) });
    }
    return handlers;
  }

  /** The @EventStep methods by event, checked: each declared step has exactly one method. */
  private subscribers(): Map<string, Subscribed> {
    if (this.subscribed) return this.subscribed;
    const found = new Map<string, { event: EventDefinition<unknown>; byStep: Map<string, StepFn> }>();
    for (const { metadata, fn } of decoratedMethods<EventStepMetadata>(this.discovery, this.scanner, this.reflector, EVENT_STEP)) {
      const entry = found.get(metadata.event.name) ?? { event: metadata.event, byStep: new Map<string, StepFn>() };
      if (entry.byStep.has(metadata.step)) throw new Error(`Two methods for step ${metadata.step} of event ${metadata.event.name}`);
      entry.byStep.set(metadata.step, fn as unknown as StepFn);
      found.set(metadata.event.name, entry);
    }
    const subscribed = new Map<string, Subscribed>();
    for (const { event, byStep } of found.values()) {
      const missing = event.steps.filter((step) => !byStep.has(step));
      if (missing.length) throw new Error(`Event ${event.name}: no method for step(s) ${missing.join(', ')} (@EventStep in the module that does it)`);
      subscribed.set(event.name, { event, steps: event.steps.map((step) => ({ step, run: byStep.get(step)! })) });
    }
    this.subscribed = subscribed;
    return subscribed;
  }
}
