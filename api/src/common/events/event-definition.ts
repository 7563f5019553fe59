import { defineJob, type JobDefinition, type RetryPolicy } from '../jobs/job-definition';
import type { QueueName } from '../jobs/queue-names';

/**
 * Something that happened, with work to follow in several modules: a job whose handler is
 * not one method but its steps, each a method in its own module (@EventStep), run in the
 * order `steps` gives. Each step runs once per occurrence: its completion is recorded in
 * domain_event_steps in the step's own transaction, so a redelivery runs only the steps
 * not yet done, and a failing step is tried again by the job's retry policy (then by the
 * reconciler) while the done ones are skipped.
 *
 *   export const REPORT_APPROVED = defineEvent<ReportApproved>(QueueName.REPORTS, 'report-approved', {
 *     steps: ['learn', 'changelog', ...], jobIdOf: (p) => `report-approved:${p.reportId}:${p.version}`,
 *   });
 *
 * Defined under api/src/common/events/, so every subscribing module imports it without
 * importing the module that publishes it.
 */
export interface EventDefinition<P> extends JobDefinition<P> {
  readonly steps: readonly string[];
  /** The occurrence's deterministic job id: a second publication of it is a no-op. */
  readonly jobIdOf: (payload: P) => string;
}

export function defineEvent<P>(
  queue: QueueName,
  name: string,
  options: { steps: readonly string[]; jobIdOf: (payload: P) => string; retry?: RetryPolicy },
): EventDefinition<P> {
  const { steps, jobIdOf, retry } = options;
  if (!steps.length || new Set(steps).size !== steps.length) throw new Error(`Event ${name}: steps must be a non-empty list of distinct names`);
  return Object.freeze({ ...defineJob<P>(queue, name, { retry }), steps: Object.freeze([...steps]), jobIdOf });
}
