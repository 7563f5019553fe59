import type { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';

/** A provider method carrying a decorator's metadata, bound to its instance. */
export interface DecoratedMethod<M> {
  metadata: M;
  fn: (...args: never[]) => unknown;
}

/**
 * Every method among the application's providers that carries metadata under `key`
 * (@JobHandler, @Reconciles): how the platform finds the modules' work without importing them.
 */
export function decoratedMethods<M>(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector, key: string): DecoratedMethod<M>[] {
  const found: DecoratedMethod<M>[] = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object') continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const fn = instance[method];
      if (typeof fn !== 'function') continue;
      const metadata = reflector.get<M | undefined>(key, fn as () => unknown);
      if (metadata) found.push({ metadata, fn: (fn as (...args: never[]) => unknown).bind(instance) });
    }
  }
  return found;
}
