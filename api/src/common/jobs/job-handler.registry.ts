import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Events } from '../events/events';
import { decoratedMethods } from './decorated-methods';
import type { JobDefinition } from './job-definition';
import { JOB_HANDLER } from './job-handler.decorator';
import type { JobHandlerFn, RegisteredHandler } from './job-queue';

/** Finds every @JobHandler method among the application's providers, and the fan-out handler of each event with steps (Events). */
@Injectable()
export class JobHandlerRegistry {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly events: Events,
  ) {}

  /** Handlers by job name. */
  collect(): Map<string, RegisteredHandler> {
    const handlers = new Map<string, RegisteredHandler>();
    for (const { metadata: job, fn } of decoratedMethods<JobDefinition<unknown>>(this.discovery, this.scanner, this.reflector, JOB_HANDLER)) {
      if (handlers.has(job.name)) throw new Error(`Two handlers for job ${job.name}`);
      handlers.set(job.name, { job, handle: fn as unknown as JobHandlerFn });
    }
    for (const [name, handler] of this.events.handlers()) {
      if (handlers.has(name)) throw new Error(`Two handlers for job ${name}`);
      handlers.set(name, handler);
    }
    return handlers;
  }
}
