import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { JOB_HANDLER } from './job-handler.decorator';
import type { JobName } from './job-names';
import type { JobHandlerFn } from './job-queue';

/** Finds every @JobHandler method among the application's providers. */
@Injectable()
export class JobHandlerRegistry {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  collect(): Map<JobName, JobHandlerFn> {
    const handlers = new Map<JobName, JobHandlerFn>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<JobName | undefined>(JOB_HANDLER, fn as () => unknown);
        if (!name) continue;
        if (handlers.has(name)) throw new Error(`Two handlers for job ${name}`);
        handlers.set(name, (fn as JobHandlerFn).bind(instance));
      }
    }
    return handlers;
  }
}
