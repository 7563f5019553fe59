import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { JobDefinition } from './job-definition';
import { JOB_HANDLER } from './job-handler.decorator';
import type { JobHandlerFn, RegisteredHandler } from './job-queue';

/** Finds every @JobHandler method among the application's providers. */
@Injectable()
export class JobHandlerRegistry {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** Handlers by job name. */
  collect(): Map<string, RegisteredHandler> {
    const handlers = new Map<string, RegisteredHandler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const job = this.reflector.get<JobDefinition<unknown> | undefined>(JOB_HANDLER, fn as () => unknown);
        if (!job) continue;
        if (handlers.has(job.name)) throw new Error(`Two handlers for job ${job.name}`);
        handlers.set(job.name, { job, handle: (fn as JobHandlerFn).bind(instance) });
      }
    }
    return handlers;
  }
}
